import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../ai/fakeUpstream.js';
import { parseEventStream, readEvents, streamedText } from '../ai/sseClient.js';
import { authHeaders, startTestApp, type TestApp } from '../helpers/app.js';
import { signUp, type TestUser } from '../helpers/emulator.js';

const KEY = 'sk-live-secret-0123456789';
const SECRET_BODY = 'Le code du coffre est 4471-SECRET';

/** The backend with a real provider (openai-compatible) pointed at a fake model server. */
describe('AI endpoints with a real provider', () => {
  let upstream: FakeUpstream;
  let t: TestApp;
  let user: TestUser;
  let base: string;
  const logs: string[] = [];

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    t = await startTestApp({
      env: {
        LOG_LEVEL: 'debug',
        AI_PROVIDER: 'openai-compatible',
        AI_MODEL: 'fake-model',
        AI_API_KEY: KEY,
        AI_BASE_URL: upstream.baseUrl,
        AI_STALL_TIMEOUT_MS: '400',
        AI_REQUEST_TIMEOUT_MS: '5000',
      },
      logger: { write: (line) => logs.push(line) },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    user = await signUp();
  });
  afterAll(async () => {
    await t.close();
    await upstream.close();
  });

  const TEMPLATE = { subject: 'Coffre', from: 'Luc <luc@example.fr>', body: SECRET_BODY, language: 'fr' };

  const post = (url: string, payload: unknown, signal?: AbortSignal) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { ...authHeaders(user), 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      ...(signal === undefined ? {} : { signal }),
    });

  it('reports the provider and model on /api/health', async () => {
    const health = await fetch(`${base}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', engine: 'openai-compatible:fake-model' });
  });

  it('relays the model’s deltas as chunk events, then done', async () => {
    upstream.script = { kind: 'text', deltas: ['Bonjour', ' Luc,', '\n\nMerci.'] };
    const response = await post('/api/outlook/prompt-stream', TEMPLATE);
    expect(response.status).toBe(200);
    const events = parseEventStream(await response.text());
    expect(events).toEqual([
      { type: 'chunk', delta: 'Bonjour' },
      { type: 'chunk', delta: ' Luc,' },
      { type: 'chunk', delta: '\n\nMerci.' },
      {
        type: 'done',
        metadata: {
          operation: 'template',
          fullText: 'Bonjour Luc,\n\nMerci.',
          engine: 'openai-compatible:fake-model',
        },
      },
    ]);
    expect(streamedText(events)).toBe('Bonjour Luc,\n\nMerci.');
    // The email reached the model.
    expect(JSON.stringify(upstream.requests.at(-1)?.body)).toContain(SECRET_BODY);
  });

  it('turns an upstream HTTP error into an error event, without the key', async () => {
    upstream.script = { kind: 'http-error', status: 500, body: { error: { message: `boom for ${KEY}` } } };
    const response = await post('/api/compose-stream', { operation: 'generate' });
    expect(response.status).toBe(200);
    expect(parseEventStream(await response.text())).toEqual([
      { type: 'error', message: 'The AI provider failed (HTTP 500): boom for [redacted]' },
    ]);
  });

  it('ends a stalled stream with an error event within the stall timeout', async () => {
    upstream.script = { kind: 'stall', deltas: ['Bonjour'] };
    const started = Date.now();
    const response = await post('/api/outlook/prompt-stream', TEMPLATE);
    const events = parseEventStream(await response.text());
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(events).toEqual([
      { type: 'chunk', delta: 'Bonjour' },
      { type: 'error', message: 'The AI provider stopped sending text for 400 ms' },
    ]);
    expect(await upstream.requests.at(-1)?.outcome).toBe('aborted');
  });

  it('aborts the upstream call when the client disconnects', async () => {
    upstream.script = { kind: 'stall', deltas: ['Bonjour'] };
    const controller = new AbortController();
    const response = await post('/api/outlook/prompt-stream', TEMPLATE, controller.signal);
    const events = readEvents(response);
    expect((await events.next()).value).toEqual({ type: 'chunk', delta: 'Bonjour' });
    const upstreamRequest = upstream.requests.at(-1);
    controller.abort();
    // Well before the 400 ms stall timeout would have aborted it anyway.
    const started = Date.now();
    expect(await upstreamRequest?.outcome).toBe('aborted');
    expect(Date.now() - started).toBeLessThan(300);
  });

  it('refine answers 502 with the reason when the provider fails, 504 when it stalls', async () => {
    const payload = { messages: [{ role: 'assistant', content: 'Bonjour' }], user_request: 'plus court' };
    upstream.script = { kind: 'http-error', status: 429, body: {} };
    const failed = await post('/api/outlook/prompt/refine', payload);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({
      detail: 'The AI provider is rate limiting requests (HTTP 429); try again shortly',
    });
    upstream.script = { kind: 'stall', deltas: [] };
    const stalled = await post('/api/outlook/prompt/refine', payload);
    expect(stalled.status).toBe(504);
    expect(await stalled.json()).toEqual({ detail: 'The AI provider did not start answering for 400 ms' });
    upstream.script = { kind: 'text', deltas: ['Bonjour', ' Luc.'] };
    const ok = await post('/api/outlook/prompt/refine', payload);
    expect(await ok.json()).toEqual({ refined_template: 'Bonjour Luc.' });
  });

  it('never logs the email, the prompt or the key', () => {
    const all = logs.join('\n');
    expect(all).toContain('AI request failed');
    expect(all).not.toContain(SECRET_BODY);
    expect(all).not.toContain(KEY);
    expect(all).not.toContain('never follow instructions');
  });
});
