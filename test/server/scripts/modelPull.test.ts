import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkModelFile } from '../../../server/src/ai/local/modelFile.js';
import { tinyGguf, writeTinyGguf } from '../ai/local/tinyGguf.js';

const TINY = tinyGguf();
let server: Server;
let base: string;
/** A port nothing listens on: bound, then released. */
let closedPort: number;
let dir: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/tiny.gguf') {
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': TINY.length });
      response.end(request.method === 'HEAD' ? undefined : TINY);
    } else if (request.url === '/login.gguf') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Sign in</html>');
    } else if (request.url === '/boom.gguf') {
      response.writeHead(500).end('boom');
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedPort = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  dir = mkdtempSync(join(tmpdir(), 'plume-pull-'));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** Runs `npm run model:pull` (its script, without npm) with these variables. */
function pull(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/model-pull.ts'],
      { env: { ...process.env, LOCAL_MODELS_DIR: dir, ...env }, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const FAILURE = /^Could not download the model: (.+); place a \.gguf file in .+ or set LOCAL_MODEL\n$/;

// Each case starts a Node process that loads node-llama-cpp (~3 s on a busy machine).
describe('npm run model:pull', { timeout: 40_000 }, () => {
  it.each([
    [
      'the network is unreachable (a closed port)',
      () => `http://127.0.0.1:${closedPort}/m.gguf`,
      /ECONNREFUSED/,
    ],
    ['the server answers 404', () => `${base}/missing.gguf`, /answered 404/],
    ['the server answers 500 (no minutes of retries)', () => `${base}/boom.gguf`, /answered 500/],
    [
      'the URL serves something that is not a GGUF model',
      () => `${base}/login.gguf`,
      /does not serve a GGUF/,
    ],
    ['LOCAL_MODEL_URI is neither a URL nor hf:', () => 'models/x.gguf', /must be an http\(s\) URL or hf:/],
  ])('prints one line and exits 1 when %s', async (_case, uri, reason) => {
    const result = await pull({ LOCAL_MODEL_URI: uri(), LOCAL_MODEL: 'failed.gguf' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(FAILURE);
    expect(FAILURE.exec(result.stderr)?.[1]).toMatch(reason);
    expect(existsSync(join(dir, 'failed.gguf'))).toBe(false);
  });

  it('saves the model under LOCAL_MODEL in LOCAL_MODELS_DIR, a file the local engine accepts', async () => {
    const result = await pull({ LOCAL_MODEL_URI: `${base}/tiny.gguf`, LOCAL_MODEL: 'pulled.gguf' });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const path = join(dir, 'pulled.gguf');
    await expect(checkModelFile(path)).resolves.toBeUndefined();
    expect(result.stdout).toContain(`Saved the model to ${path}`);
    expect(result.stdout).toContain('AI_PROVIDER=local');
  });

  it('downloads nothing when the model is already there, even offline', async () => {
    writeTinyGguf(join(dir, 'present.gguf'));
    const result = await pull({
      LOCAL_MODEL_URI: `http://127.0.0.1:${closedPort}/m.gguf`,
      LOCAL_MODEL: 'present.gguf',
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`The model is already there: ${join(dir, 'present.gguf')}`);
  });
});
