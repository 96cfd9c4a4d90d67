// `npm run start:outlook`: the add-in for a real Outlook to sideload (manifest.xml), on one HTTPS origin,
// https://localhost:3000: Vite's dev server with office-addin-dev-certs' certificate, the backend (watch
// mode) behind its /api proxy, and the Firebase Auth emulator behind it too (an HTTPS page may not call
// http:// hosts other than itself in every Outlook). Set FIREBASE_AUTH_EMULATOR_HOST to reuse a running
// emulator. Ctrl-C stops everything.
import concurrently from 'concurrently';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { localhostCertificate, trustHint } from './lib/dev-certs.mjs';
import { waitFor } from './lib/local.mjs';

const webPort = Number(process.env.PLUME_WEB_PORT ?? 3000);
const apiPort = Number(process.env.PORT ?? 8000);
const reuseEmulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const authHost = reuseEmulator ?? '127.0.0.1:9099';
const api = `http://127.0.0.1:${apiPort}`;
const auth = `http://${authHost}`;
const origin = `https://localhost:${webPort}`;

const certificate = await localhostCertificate();

mkdirSync('.data/auth-emulator', { recursive: true });
const { result, commands } = concurrently(
  [
    ...(reuseEmulator
      ? []
      : [
          {
            name: 'auth',
            prefixColor: 'yellow',
            command: `firebase emulators:start --only auth --project demo-plume --import .data/auth-emulator --export-on-exit .data/auth-emulator`,
            env: { CI: '1' },
          },
        ]),
    {
      name: 'api',
      prefixColor: 'cyan',
      command: 'npm run -s dev:server',
      env: {
        FIREBASE_AUTH_EMULATOR_HOST: authHost,
        FIREBASE_PROJECT_ID: 'demo-plume',
        PORT: String(apiPort),
        LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty',
      },
    },
  ],
  { killOthersOn: ['failure', 'success'], prefix: '[{name}]', handleInput: false },
);

// The page reaches the emulator through its own origin: Firebase's SDK puts the emulated host in the path.
process.env.VITE_FIREBASE_AUTH_EMULATOR_URL = origin;
const proxy = Object.fromEntries(
  ['/identitytoolkit.googleapis.com', '/securetoken.googleapis.com', '/emulator'].map((path) => [path, auth]),
);
const vite = await createServer({
  configFile: resolve(import.meta.dirname, '../vite.config.ts'),
  server: {
    port: webPort,
    strictPort: true,
    host: 'localhost',
    https: { cert: certificate.cert, key: certificate.key },
    proxy: { '/api': api, ...proxy },
  },
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const command of commands) command.kill('SIGINT');
  await vite.close();
  await result.catch(() => undefined);
  process.exit(code);
}
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));
result.then(
  () => stop(0),
  () => stop(1),
);

try {
  await vite.listen();
  await Promise.all([waitFor(`${auth}/`), waitFor(`${api}/api/health`)]);
  console.log(
    `\n  Plume is ready for Outlook at ${origin}/ (backend and auth emulator behind the same origin).\n` +
      `  Sideload ${resolve('manifest.xml')} (README: "Sideloading into Outlook"). Ctrl-C stops everything.\n` +
      (certificate.trusted ? '' : `\n  The development certificate is not trusted yet. ${trustHint()}\n`),
  );
} catch (error) {
  console.error(`\n  Plume did not come up: ${error.message}\n`);
  await stop(1);
}
