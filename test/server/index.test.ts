import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { EMULATOR_HOST, PROJECT_ID } from './helpers/emulator.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Running {
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
  kill: (signal: NodeJS.Signals) => void;
}

/** Starts server/src/index.ts as `npm run dev:server` would, with only the given environment. */
function startServer(env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return {
    stdout: () => out,
    stderr: () => err,
    exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
    kill: (signal) => child.kill(signal),
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('server entry point', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a bad configuration with one line per variable and exit code 1', async () => {
    const server = startServer({
      PORT: 'abc',
      NODE_ENV: 'production',
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
    });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toBe(
      'Invalid configuration:\n' +
        '- PORT: must be an integer 1-65535\n' +
        '- FIREBASE_AUTH_EMULATOR_HOST: must not be set when NODE_ENV=production ' +
        '(the emulator does not check token signatures)\n' +
        '- MAILBOX_TOKEN_KEY: is required when NODE_ENV=production ' +
        '(32 random bytes in base64, e.g. openssl rand -base64 32)\n',
    );
  });

  it('starts, serves, and shuts down cleanly on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'plume-entry-'));
    dirs.push(dir);
    const port = await freePort();
    const sqlitePath = join(dir, 'data', 'plume.sqlite');
    const server = startServer({
      PORT: String(port),
      NODE_ENV: 'test',
      SQLITE_PATH: sqlitePath,
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
      FIREBASE_PROJECT_ID: PROJECT_ID,
    });
    try {
      await waitFor(() => server.stdout().includes('Server listening'), 'the server to listen');
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', engine: 'preview' });
      expect(existsSync(sqlitePath)).toBe(true);
    } finally {
      server.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
    expect(server.stdout()).toContain('"msg":"stopped"');
    expect(server.stderr()).toBe('');
  });
});
