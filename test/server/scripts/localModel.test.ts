import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/src/config/index.js';
import {
  aiEnvironment,
  aiStatusLine,
  defaultCandidates,
  findLocalModel,
  localModelFile,
  ollamaBaseUrl,
  presentModelFile,
  shouldDetect,
  type LocalModel,
} from '../../../scripts/lib/localModel.mjs';

const servers: Server[] = [];

/** A fake model server on an ephemeral port; returns its OpenAI-compatible base URL. */
async function fakeServer(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

/** Answers GET /v1/models with `body` (JSON), 404 elsewhere. */
function models(body: unknown): RequestListener {
  return (request, response) => {
    if (request.method === 'GET' && request.url === '/v1/models') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    } else {
      response.writeHead(404).end();
    }
  };
}

const list = (...ids: string[]) => ({ object: 'list', data: ids.map((id) => ({ id, object: 'model' })) });

let withModels: string;
let embeddingOnly: string;
let failing: string;
let silent: string;
let notJson: string;
let emptyList: string;
let nothing: string;
let otherModels: string;

beforeAll(async () => {
  withModels = await fakeServer(models(list('nomic-embed-text:latest', 'llama3.2:latest', 'qwen2.5:7b')));
  otherModels = await fakeServer(models(list('qwen2.5-7b-instruct')));
  embeddingOnly = await fakeServer(models(list('text-embedding-nomic-embed-text-v1.5')));
  emptyList = await fakeServer(models(list()));
  failing = await fakeServer((_request, response) => response.writeHead(500).end('boom'));
  notJson = await fakeServer((_request, response) => response.writeHead(200).end('<html>hello</html>'));
  silent = await fakeServer(() => {}); // accepts the connection, never answers
  // A port nothing listens on: bound, then released.
  nothing = await fakeServer(() => {});
  const last = servers.pop() as Server;
  await new Promise((resolve) => last.close(resolve));
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const only = (baseUrl: string) =>
  findLocalModel({ candidates: [{ server: 'Ollama', baseUrl }], timeoutMs: 300 });

describe('findLocalModel', () => {
  it('finds the first chat model of a server that lists models, skipping embedding models', async () => {
    await expect(only(withModels)).resolves.toEqual({
      server: 'Ollama',
      baseUrl: withModels,
      model: 'llama3.2:latest',
    });
  });

  it('takes the model AI_MODEL names when the server lists it, else the first chat model', async () => {
    const candidates = [{ server: 'Ollama', baseUrl: withModels }];
    const found = (preferredModel: string) => findLocalModel({ candidates, timeoutMs: 300, preferredModel });
    await expect(found('qwen2.5:7b')).resolves.toMatchObject({ model: 'qwen2.5:7b' });
    await expect(found('mistral:latest')).resolves.toMatchObject({ model: 'llama3.2:latest' });
  });

  it.each([
    ['only an embedding model', () => embeddingOnly],
    ['an empty list', () => emptyList],
    ['a 500', () => failing],
    ['something that is not JSON', () => notJson],
    ['no answer (timeout)', () => silent],
    ['a refused connection', () => nothing],
  ])('treats a server answering %s as absent', async (_case, baseUrl) => {
    await expect(only(baseUrl())).resolves.toBeUndefined();
  });

  it('gives up on a silent server after the timeout', async () => {
    const started = Date.now();
    await only(silent);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('prefers the earlier candidate (Ollama) when several answer, and skips absent ones', async () => {
    const both = await findLocalModel({
      candidates: [
        { server: 'Ollama', baseUrl: withModels },
        { server: 'LM Studio', baseUrl: otherModels },
      ],
      timeoutMs: 300,
    });
    expect(both).toEqual({ server: 'Ollama', baseUrl: withModels, model: 'llama3.2:latest' });

    const lmStudioOnly = await findLocalModel({
      candidates: [
        { server: 'Ollama', baseUrl: nothing },
        { server: 'LM Studio', baseUrl: otherModels },
      ],
      timeoutMs: 300,
    });
    expect(lmStudioOnly).toEqual({ server: 'LM Studio', baseUrl: otherModels, model: 'qwen2.5-7b-instruct' });

    const none = await findLocalModel({
      candidates: [
        { server: 'Ollama', baseUrl: silent },
        { server: 'LM Studio', baseUrl: failing },
      ],
      timeoutMs: 300,
    });
    expect(none).toBeUndefined();
  });

  it('probes the candidates in parallel', async () => {
    let inFlight = 0;
    let most = 0;
    const fetch = vi.fn(async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight -= 1;
      return new Response('', { status: 500 });
    });
    await findLocalModel({ fetch: fetch as unknown as typeof globalThis.fetch });
    expect(most).toBe(2);
  });

  it('never throws, even when fetch itself does', async () => {
    const fetch = vi.fn(() => {
      throw new TypeError('no fetch');
    });
    await expect(
      findLocalModel({ fetch: fetch as unknown as typeof globalThis.fetch }),
    ).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks GET <baseUrl>/models of Ollama (11434) and LM Studio (1234) by default', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    await findLocalModel({ fetch: fetch as unknown as typeof globalThis.fetch });
    const asked = fetch.mock.calls.map((call: unknown[]) => call[0]);
    expect(asked).toEqual(
      expect.arrayContaining(['http://127.0.0.1:11434/v1/models', 'http://127.0.0.1:1234/v1/models']),
    );
  });
});

describe('ollamaBaseUrl (OLLAMA_HOST)', () => {
  it.each([
    [undefined, 'http://127.0.0.1:11434/v1'],
    ['', 'http://127.0.0.1:11434/v1'],
    ['127.0.0.1', 'http://127.0.0.1:11434/v1'],
    ['0.0.0.0', 'http://127.0.0.1:11434/v1'],
    ['0.0.0.0:11435', 'http://127.0.0.1:11435/v1'],
    [':11500', 'http://127.0.0.1:11500/v1'],
    ['localhost:8080', 'http://localhost:8080/v1'],
    ['gpu-box', 'http://gpu-box:11434/v1'],
    ['http://gpu-box:11434', 'http://gpu-box:11434/v1'],
    ['http://gpu-box', 'http://gpu-box:80/v1'],
    ['https://ollama.example.com', 'https://ollama.example.com:443/v1'],
    ['https://example.com/ollama/', 'https://example.com:443/ollama/v1'],
    ['[::1]:11434', 'http://[::1]:11434/v1'],
    [' 127.0.0.1:11434 ', 'http://127.0.0.1:11434/v1'],
  ])('reads %j as %s', (value, expected) => {
    expect(ollamaBaseUrl(value)).toBe(expected);
  });

  it('makes the Ollama candidate follow OLLAMA_HOST', () => {
    expect(defaultCandidates({ OLLAMA_HOST: '0.0.0.0:9999' })).toEqual([
      { server: 'Ollama', baseUrl: 'http://127.0.0.1:9999/v1' },
      { server: 'LM Studio', baseUrl: 'http://127.0.0.1:1234/v1' },
    ]);
  });
});

describe('aiEnvironment', () => {
  const found: LocalModel = {
    server: 'Ollama',
    baseUrl: 'http://127.0.0.1:11434/v1',
    model: 'llama3.2:latest',
  };

  it('looks for a local model only when AI_PROVIDER is unset or blank', () => {
    expect(shouldDetect({})).toBe(true);
    expect(shouldDetect({ AI_PROVIDER: ' ' })).toBe(true);
    expect(shouldDetect({ AI_PROVIDER: 'preview' })).toBe(false);
    expect(shouldDetect({ AI_PROVIDER: 'openai' })).toBe(false);
  });

  it('points the backend at the found server when AI_PROVIDER is unset', () => {
    expect(aiEnvironment({}, found)).toEqual({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3.2:latest',
    });
    expect(aiEnvironment({ AI_PROVIDER: '' }, found)).toHaveProperty('AI_PROVIDER', 'openai-compatible');
  });

  it('adds nothing when no server was found', () => {
    expect(aiEnvironment({}, undefined)).toEqual({});
  });

  it('never overrides an explicit AI_PROVIDER, preview included', () => {
    expect(aiEnvironment({ AI_PROVIDER: 'preview' }, found)).toEqual({});
    expect(aiEnvironment({ AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4o-mini' }, found)).toEqual({});
  });

  it('gives an environment the backend accepts', () => {
    const config = loadConfig({ AI_PREVIEW_DELAY_MS: '30', ...aiEnvironment({}, found) });
    expect(config.ai).toMatchObject({
      provider: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.2:latest',
      apiKey: undefined,
      previewDelayMs: 30,
    });
    expect(loadConfig({ AI_PREVIEW_DELAY_MS: '30', ...aiEnvironment({}, undefined) }).ai.provider).toBe(
      'preview',
    );
  });
});

describe('aiStatusLine', () => {
  it('names the server and model it found', () => {
    expect(
      aiStatusLine({}, { server: 'Ollama', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2:latest' }),
    ).toBe(
      '  AI: Ollama at http://127.0.0.1:11434/v1, model llama3.2:latest (set AI_PROVIDER=preview to use the preview engine)',
    );
  });

  it('says where it looked when it found nothing, and how to get a model', () => {
    expect(aiStatusLine({}, undefined)).toBe(
      '  AI: preview engine (no local model server found on 11434 or 1234, no model file ' +
        `${join('.data', 'models', 'Qwen2.5-1.5B-Instruct-Q4_K_M.gguf')}; npm run model:pull downloads one, ` +
        'see README "Connecting a model")',
    );
    expect(aiStatusLine({ OLLAMA_HOST: 'gpu-box' }, undefined)).toContain('found on gpu-box:11434 or 1234,');
  });

  it('names the local model file it chose', () => {
    expect(aiStatusLine({}, undefined, undefined, '.data/models/m.gguf')).toBe(
      '  AI: local model .data/models/m.gguf (AI_PROVIDER=local; set AI_PROVIDER=preview to use the preview engine)',
    );
    expect(aiStatusLine({ AI_PROVIDER: 'local', LOCAL_MODEL: 'm.gguf' }, undefined)).toBe(
      `  AI: local model ${join('.data', 'models', 'm.gguf')} (AI_PROVIDER=local)`,
    );
  });

  it('names the provider AI_PROVIDER sets', () => {
    expect(aiStatusLine({ AI_PROVIDER: 'preview' }, undefined)).toBe(
      '  AI: preview engine (AI_PROVIDER=preview)',
    );
    expect(aiStatusLine({ AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4o-mini' }, undefined)).toBe(
      '  AI: openai, model gpt-4o-mini (AI_PROVIDER=openai)',
    );
  });
});

describe('the local model file (AI_PROVIDER=local when no server answers)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'plume-start-'));
    writeFileSync(join(dir, 'Qwen2.5-1.5B-Instruct-Q4_K_M.gguf'), 'GGUF');
    writeFileSync(join(dir, 'other.gguf'), 'GGUF');
    writeFileSync(join(dir, 'model.bin'), 'GGUF');
    mkdirSync(join(dir, 'folder.gguf'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const found: LocalModel = { server: 'Ollama', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2' };

  it('resolves LOCAL_MODEL against LOCAL_MODELS_DIR exactly as the server config does', () => {
    for (const env of [
      {},
      { LOCAL_MODELS_DIR: dir },
      { LOCAL_MODELS_DIR: dir, LOCAL_MODEL: 'other.gguf' },
      { LOCAL_MODELS_DIR: ' ', LOCAL_MODEL: ' ' },
      { LOCAL_MODEL: join(dir, 'other.gguf') },
      { LOCAL_MODEL: 'sub/x.gguf', LOCAL_MODELS_DIR: 'models' },
    ]) {
      expect(localModelFile(env).path).toBe(loadConfig(env).ai.local.modelPath);
    }
  });

  it('prints a path relative to the working directory when it is inside it', () => {
    expect(localModelFile({}).shown).toBe(join('.data', 'models', 'Qwen2.5-1.5B-Instruct-Q4_K_M.gguf'));
    // The temporary directory is outside the project: its path is printed whole.
    expect(localModelFile({ LOCAL_MODELS_DIR: dir }).shown).toBe(
      join(dir, 'Qwen2.5-1.5B-Instruct-Q4_K_M.gguf'),
    );
  });

  it('is present only when the .gguf file named by LOCAL_MODEL (or the default) exists and is a file', () => {
    expect(presentModelFile({ LOCAL_MODELS_DIR: dir })).toBe(join(dir, 'Qwen2.5-1.5B-Instruct-Q4_K_M.gguf'));
    expect(presentModelFile({ LOCAL_MODELS_DIR: dir, LOCAL_MODEL: 'other.gguf' })).toBe(
      join(dir, 'other.gguf'),
    );
    expect(presentModelFile({ LOCAL_MODEL: join(dir, 'other.gguf') })).toBe(join(dir, 'other.gguf'));
    expect(presentModelFile({ LOCAL_MODELS_DIR: dir, LOCAL_MODEL: 'missing.gguf' })).toBeUndefined();
    expect(presentModelFile({ LOCAL_MODELS_DIR: dir, LOCAL_MODEL: 'folder.gguf' })).toBeUndefined();
    // The backend would refuse it (LOCAL_MODEL must name a .gguf file).
    expect(presentModelFile({ LOCAL_MODELS_DIR: dir, LOCAL_MODEL: 'model.bin' })).toBeUndefined();
    expect(presentModelFile({ LOCAL_MODELS_DIR: join(dir, 'nowhere') })).toBeUndefined();
  });

  it('follows the order: explicit AI_PROVIDER, then a server that answers, then the model file, then preview', () => {
    const withFile = { LOCAL_MODELS_DIR: dir };
    const file = presentModelFile(withFile);
    expect(aiEnvironment({ ...withFile, AI_PROVIDER: 'preview' }, found, file)).toEqual({});
    expect(aiEnvironment({ ...withFile, AI_PROVIDER: 'openai' }, undefined, file)).toEqual({});
    expect(aiEnvironment(withFile, found, file)).toHaveProperty('AI_PROVIDER', 'openai-compatible');
    expect(aiEnvironment(withFile, undefined, file)).toEqual({ AI_PROVIDER: 'local' });
    const none = { LOCAL_MODELS_DIR: join(dir, 'nowhere') };
    expect(aiEnvironment(none, undefined, presentModelFile(none))).toEqual({});
  });

  it('gives an environment the backend accepts, pointing at the same file', () => {
    const env = { LOCAL_MODELS_DIR: dir, LOCAL_MODEL: 'other.gguf' };
    const config = loadConfig({ ...env, ...aiEnvironment(env, undefined, presentModelFile(env)) });
    expect(config.ai.provider).toBe('local');
    expect(config.ai.local.modelPath).toBe(join(dir, 'other.gguf'));
  });
});
