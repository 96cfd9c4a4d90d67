import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AiEngine } from '../../../../server/src/ai/engine.js';
import { buildApp } from '../../../../server/src/app.js';
import type { TokenVerifier } from '../../../../server/src/auth/tokenVerifier.js';
import { testConfig } from '../../helpers/app.js';
import { parseEventStream, readEvents, streamedText } from '../sseClient.js';
import { TEMPLATE_REQUEST, tinyModelFixture } from './fixture.js';

/** Any token is the uid it names: these tests are about the engine behind the routes, not sign-in. */
const verifier: TokenVerifier = { verify: async (idToken) => ({ uid: idToken }) };
/** Resolves once `condition` holds, checking every few ms. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 2));
}

const HEADERS = { authorization: 'Bearer user-1', 'x-user-id': 'user-1' };

const TEMPLATE = {
  tone: 'professional',
  language: 'en',
  subject: 'Budget 2025',
  from: 'Marie Dupont <marie.dupont@example.com>',
  body: 'Can you confirm the budget by Friday?',
  conversationHistory: '',
};
const REFINE = {
  messages: [{ id: '1', role: 'assistant', content: 'Hello Marie', timestamp: 1 }],
  user_request: 'shorter',
};

describe('AI routes on the local engine', () => {
  const fixture = tinyModelFixture();
  const apps: { app: FastifyInstance; cleanup: () => void }[] = [];
  afterEach(async () => {
    for (const { app, cleanup } of apps.splice(0)) {
      // After a fetch aborted mid-stream the server keeps one socket open and app.close() would wait for it
      // (the preview engine does the same: not the local engine's doing).
      app.server.closeAllConnections();
      await app.close();
      cleanup();
    }
  });
  afterAll(() => fixture.cleanup());

  async function start(options: {
    aiEngine?: AiEngine;
    env?: Record<string, string>;
  }): Promise<FastifyInstance> {
    const { config, cleanup } = testConfig(options.env);
    const app = await buildApp({
      config,
      tokenVerifier: verifier,
      logger: false,
      aiEngine: options.aiEngine,
    });
    apps.push({ app, cleanup });
    return app;
  }
  const post = (app: FastifyInstance, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: HEADERS, payload });

  it('streams chunks then done, with the whole text and the engine name', async () => {
    const app = await start({ aiEngine: fixture.engine({ maxOutputTokens: 12 }) });
    const response = await post(app, '/api/outlook/prompt-stream', TEMPLATE);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream');
    const events = parseEventStream(response.body);
    expect(events.filter((event) => event.type === 'chunk').length).toBeGreaterThan(1);
    expect(events.at(-1)).toEqual({
      type: 'done',
      metadata: { operation: 'template', fullText: streamedText(events), engine: 'local:tiny' },
    });
  });

  it('stops generating within 500 ms of the client disconnecting and frees the context', async () => {
    const engine = fixture.engine({ contexts: 1, maxOutputTokens: 2000 });
    const app = await start({ aiEngine: engine });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const client = new AbortController();
    const response = await fetch(`${address}/api/outlook/prompt-stream`, {
      method: 'POST',
      headers: { ...HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify(TEMPLATE),
      signal: client.signal,
    });
    for await (const event of readEvents(response)) {
      expect(event.type).toBe('chunk');
      break;
    }
    expect(engine.pool.idle).toBe(0);
    const started = performance.now();
    client.abort();
    // 2000 tokens would hold the only context for seconds: it is free at once only if they stopped.
    await until(() => engine.pool.idle === 1);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('answers 503 "The local model is busy" once a request has waited the queue timeout', async () => {
    const engine = fixture.engine({ contexts: 1, queueTimeoutMs: 100, maxOutputTokens: 2000 });
    const app = await start({ aiEngine: engine });
    // Another request holds the only context.
    const holder = new AbortController();
    const held = engine.template(TEMPLATE_REQUEST, holder.signal)[Symbol.asyncIterator]();
    await held.next();

    const refine = await post(app, '/api/outlook/prompt/refine', REFINE);
    expect(refine.statusCode).toBe(503);
    expect(refine.json()).toEqual({ detail: 'The local model is busy' });
    // A stream has already answered 200 when it learns it: the error is its last event.
    const stream = await post(app, '/api/outlook/prompt-stream', TEMPLATE);
    expect(parseEventStream(stream.body)).toEqual([{ type: 'error', message: 'The local model is busy' }]);

    holder.abort();
    await held.next().catch(() => undefined);
  });

  it('answers 503 with what to fix when the model file is missing', async () => {
    const app = await start({ aiEngine: fixture.engine({ modelPath: `${fixture.dir}/absent.gguf` }) });
    const refine = await post(app, '/api/outlook/prompt/refine', REFINE);
    expect(refine.statusCode).toBe(503);
    expect((refine.json() as { detail: string }).detail).toMatch(/absent\.gguf was not found.*LOCAL_MODEL/);
  });

  it('runs AI_PROVIDER=local from the configuration (the app releases the model when it closes)', async () => {
    const app = await start({
      env: {
        AI_PROVIDER: 'local',
        LOCAL_MODEL: fixture.modelPath,
        AI_MAX_OUTPUT_TOKENS: '3',
        LOCAL_CONTEXT_SIZE: '4096',
      },
    });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
      engine: 'local:tiny',
    });
    const refine = await post(app, '/api/outlook/prompt/refine', REFINE);
    expect(refine.statusCode).toBe(200);
    expect((refine.json() as { refined_template: string }).refined_template.trim()).not.toBe('');
  });
});
