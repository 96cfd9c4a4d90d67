// `npm start`: the Firebase Auth emulator, the backend (watch mode) and the Vite dev server in one
// terminal, with prefixed logs; Ctrl-C stops all three. Prints the URL to open once everything answers.
import concurrently from 'concurrently';
import { mkdirSync } from 'node:fs';
import { ports, urls, waitFor } from './lib/local.mjs';
import {
  aiEnvironment,
  aiStatusLine,
  findLocalModel,
  presentModelFile,
  shouldDetect,
} from './lib/localModel.mjs';

mkdirSync('.data/auth-emulator', { recursive: true });

// No AI_PROVIDER: use a local model server (Ollama, LM Studio) when one answers, else the local engine
// when its GGUF file is there (npm run model:pull), else the preview engine.
const localModel = shouldDetect(process.env)
  ? await findLocalModel({ preferredModel: process.env.AI_MODEL?.trim() || undefined })
  : undefined;
const modelFile =
  shouldDetect(process.env) && localModel === undefined ? presentModelFile(process.env) : undefined;
const aiLine = aiStatusLine(process.env, localModel, undefined, modelFile);
console.log(`\n${aiLine}\n`);

const shared = {
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
  FIREBASE_PROJECT_ID: 'demo-plume',
};

const { result, commands } = concurrently(
  [
    {
      name: 'auth',
      prefixColor: 'yellow',
      // Accounts persist across restarts in .data/ like the SQLite database does.
      command: `firebase emulators:start --only auth --project demo-plume --import .data/auth-emulator --export-on-exit .data/auth-emulator`,
      env: { CI: '1' },
    },
    {
      name: 'api',
      prefixColor: 'cyan',
      command: 'npm run -s dev:server',
      env: {
        ...shared,
        PORT: String(ports.api),
        LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty',
        // The preview engine streams at a pace a person can see, like a model (the default 0 is for tests).
        AI_PREVIEW_DELAY_MS: process.env.AI_PREVIEW_DELAY_MS ?? '30',
        ...aiEnvironment(process.env, localModel, modelFile),
      },
    },
    {
      name: 'web',
      prefixColor: 'magenta',
      command: 'npm run -s dev:web',
      env: { PLUME_WEB_PORT: String(ports.web), PLUME_BACKEND_URL: urls.api },
    },
  ],
  { killOthersOn: ['failure', 'success'], prefix: '[{name}]', handleInput: false },
);

// Exit with the processes; attached first so a process that dies early is never an unhandled rejection.
const finished = result.then(
  () => process.exit(0),
  () => process.exit(1),
);

try {
  await Promise.race([
    Promise.all([waitFor(`${urls.auth}/`), waitFor(`${urls.api}/api/health`), waitFor(`${urls.web}/`)]),
    finished,
  ]);
  console.log(
    `\n  Plume is running.\n\n  Open ${urls.web}/ (read screen) or ${urls.web}/?mode=compose (compose screen).\n` +
      `  Backend ${urls.api}/api, auth emulator ${urls.auth}. Ctrl-C stops everything.\n${aiLine}\n`,
  );
} catch (error) {
  console.error(`\n  Plume did not come up: ${error.message}\n`);
  for (const command of commands) command.kill();
}
