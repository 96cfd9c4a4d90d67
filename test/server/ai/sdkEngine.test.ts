import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AiError,
  type AiEngine,
  type TemplateRequest,
  type TextStream,
} from '../../../server/src/ai/engine.js';
import { createSdkEngine, type SdkEngineOptions } from '../../../server/src/ai/sdkEngine.js';
import { startFakeUpstream, type FakeUpstream } from './fakeUpstream.js';

const KEY = 'sk-test-0123456789abcdef';

const REQUEST: TemplateRequest = {
  tone: 'formal',
  language: 'de',
  email: { subject: 'Angebot 2024-17', from: 'Anna Schmidt <anna@example.de>', body: 'Können Sie liefern?' },
  conversationHistory: '',
  instructions: 'Lieferung für Mai zusagen',
};

async function collect(stream: TextStream): Promise<string[]> {
  const deltas: string[] = [];
  for await (const delta of stream) deltas.push(delta);
  return deltas;
}

async function failure(stream: TextStream): Promise<AiError> {
  try {
    await collect(stream);
  } catch (error) {
    expect(error).toBeInstanceOf(AiError);
    return error as AiError;
  }
  throw new Error('expected the stream to fail');
}

const never = () => new AbortController().signal;

describe('sdkEngine against a fake OpenAI-compatible server', () => {
  let upstream: FakeUpstream;
  const engine = (overrides: Partial<SdkEngineOptions> = {}): AiEngine =>
    createSdkEngine({
      provider: 'openai-compatible',
      model: 'llama3.1',
      apiKey: KEY,
      baseUrl: upstream.baseUrl,
      stallMs: 2_000,
      totalMs: 10_000,
      maxOutputTokens: 300,
      ...overrides,
    });

  beforeAll(async () => {
    upstream = await startFakeUpstream();
  });
  afterAll(async () => upstream.close());

  it.each(['openai-compatible', 'openai', 'azure', 'mistral'] as const)(
    '%s: streams the deltas in order and sends the prompt, model and key',
    async (provider) => {
      upstream.script = { kind: 'text', deltas: ['Sehr geehrte', ' Frau Schmidt,', '\n\nvielen Dank'] };
      upstream.requests.length = 0;
      const deltas = await collect(engine({ provider }).template(REQUEST, never()));
      expect(deltas).toEqual(['Sehr geehrte', ' Frau Schmidt,', '\n\nvielen Dank']);

      const [request] = upstream.requests;
      expect(request?.path).toMatch(/^\/v1\/chat\/completions/);
      expect(request?.body).toMatchObject({ model: 'llama3.1', stream: true });
      // Azure authenticates with an api-key header, the others with a bearer token.
      if (provider === 'azure') expect(request?.headers['api-key']).toBe(KEY);
      else expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
      // Mistral sends content as an array of text parts, the others as a string.
      const messages = (
        request?.body.messages as { role: string; content: string | { text: string }[] }[]
      ).map(({ role, content }) => ({
        role,
        content: typeof content === 'string' ? content : content.map((part) => part.text).join(''),
      }));
      const system = messages.find((message) => message.role === 'system')?.content ?? '';
      expect(system).toContain('German');
      expect(system).toContain('formal');
      const user = messages.find((message) => message.role === 'user')?.content ?? '';
      expect(user).toContain('Subject: Angebot 2024-17');
      expect(user).toContain('Lieferung für Mai zusagen');
      expect(await request?.outcome).toBe('finished');
    },
  );

  it('anthropic: streams the deltas of a Messages stream and sends the key', async () => {
    upstream.script = { kind: 'text', deltas: ['Sehr geehrte', ' Frau Schmidt,'] };
    upstream.requests.length = 0;
    const deltas = await collect(
      engine({ provider: 'anthropic', model: 'claude-x' }).template(REQUEST, never()),
    );
    expect(deltas).toEqual(['Sehr geehrte', ' Frau Schmidt,']);
    const [request] = upstream.requests;
    expect(request?.path).toBe('/v1/messages');
    expect(request?.headers['x-api-key']).toBe(KEY);
    expect(request?.body).toMatchObject({ model: 'claude-x', stream: true, max_tokens: 300 });
    expect(JSON.stringify(request?.body.system)).toContain('German');
  });

  it('names itself provider:model for /api/health', () => {
    expect(engine({ provider: 'openai', model: 'gpt-4o-mini' }).name).toBe('openai:gpt-4o-mini');
  });

  it('turns an upstream HTTP error into an AiError that does not leak the key', async () => {
    upstream.script = {
      kind: 'http-error',
      status: 401,
      body: { error: { message: `Incorrect API key provided: ${KEY}`, type: 'invalid_request_error' } },
    };
    const error = await failure(engine().template(REQUEST, never()));
    expect(error.kind).toBe('upstream');
    expect(error.upstreamStatus).toBe(401);
    expect(error.message).toBe('The AI provider refused the credentials (HTTP 401)');

    upstream.script = {
      kind: 'http-error',
      status: 503,
      body: { error: { message: `overloaded, key ${KEY}` } },
    };
    const overloaded = await failure(engine().template(REQUEST, never()));
    expect(overloaded.message).toBe('The AI provider failed (HTTP 503): overloaded, key [redacted]');
    expect(overloaded.message).not.toContain(KEY);
  });

  it('reports an unreachable provider', async () => {
    const closed = await startFakeUpstream();
    const baseUrl = closed.baseUrl;
    await closed.close();
    const error = await failure(engine({ baseUrl }).template(REQUEST, never()));
    expect(error.message).toBe('Cannot reach the AI provider (ECONNREFUSED)');
  });

  it('ends a stalled stream with a timeout error within the stall time, and aborts the upstream call', async () => {
    upstream.script = { kind: 'stall', deltas: ['Sehr geehrte'] };
    upstream.requests.length = 0;
    const started = Date.now();
    const deltas: string[] = [];
    let caught: unknown;
    try {
      for await (const delta of engine({ stallMs: 150 }).template(REQUEST, never())) deltas.push(delta);
    } catch (error) {
      caught = error;
    }
    const elapsed = Date.now() - started;
    expect(deltas).toEqual(['Sehr geehrte']);
    expect(caught).toBeInstanceOf(AiError);
    expect((caught as AiError).kind).toBe('timeout');
    expect((caught as AiError).message).toBe('The AI provider stopped sending text for 150 ms');
    expect(elapsed).toBeGreaterThanOrEqual(140);
    expect(elapsed).toBeLessThan(2_000);
    expect(await upstream.requests[0]?.outcome).toBe('aborted');
  });

  it('applies the stall timeout to the first delta too', async () => {
    upstream.script = { kind: 'stall', deltas: [] };
    const error = await failure(engine({ stallMs: 100 }).template(REQUEST, never()));
    expect(error.message).toBe('The AI provider did not start answering for 100 ms');
  });

  it('ends a stream that keeps trickling past the request timeout', async () => {
    upstream.script = { kind: 'text', deltas: Array.from({ length: 50 }, () => 'word '), delayMs: 30 };
    const error = await failure(engine({ stallMs: 150, totalMs: 250 }).template(REQUEST, never()));
    expect(error.message).toBe('The AI provider did not finish within 250 ms');
  });

  it('aborts the upstream request when the caller aborts (client gone)', async () => {
    upstream.script = { kind: 'stall', deltas: ['Sehr'] };
    upstream.requests.length = 0;
    const controller = new AbortController();
    const stream = engine().template(REQUEST, controller.signal);
    const iterator = stream[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toBe('Sehr');
    controller.abort();
    await expect(iterator.next()).rejects.toMatchObject({ kind: 'aborted' });
    expect(await upstream.requests[0]?.outcome).toBe('aborted');
  });

  it('refuses to start when the signal is already aborted, without calling the provider', async () => {
    upstream.requests.length = 0;
    const controller = new AbortController();
    controller.abort();
    await expect(collect(engine().template(REQUEST, controller.signal))).rejects.toMatchObject({
      kind: 'aborted',
    });
    expect(upstream.requests).toHaveLength(0);
  });

  it('reports an answer without text as an error, not as an empty email', async () => {
    upstream.script = { kind: 'text', deltas: [] };
    const error = await failure(engine().template(REQUEST, never()));
    expect(error.kind).toBe('empty');
    expect(error.message).toBe('No text from the AI: the model returned no text');
  });
});

/** Real OpenAI streams recorded by openai-python (realdata/C-sse), replayed byte for byte. */
describe('recorded OpenAI streams', () => {
  const dir = resolve('../shared/realdata/C-sse/openai-python-recorded-streams');
  const expected = JSON.parse(readFileSync(resolve(dir, 'expected.json'), 'utf8')) as Record<
    string,
    { computed?: { content_by_choice: Record<string, string>; refusal_by_choice?: Record<string, string> } }
  >;
  const recordings = readdirSync(dir).filter((name) => name.endsWith('.bin'));
  // Several choices (n > 1) interleave in one stream; the backend never asks for more than one.
  const singleChoice = recordings.filter(
    (name) => Object.keys(expected[name]?.computed?.content_by_choice ?? {}).length === 1,
  );

  let upstream: FakeUpstream;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
  });
  afterAll(async () => upstream.close());

  it('are all there', () => {
    expect(recordings).toHaveLength(7);
    expect(singleChoice).toHaveLength(6);
  });

  describe.each(['openai-compatible', 'openai'] as const)('through %s', (provider) => {
    it.each(singleChoice)('%s gives the recorded text', async (name) => {
      upstream.script = { kind: 'raw', body: readFileSync(resolve(dir, name), 'utf8') };
      const computed = expected[name]?.computed;
      // The openai provider reads refusals as text; generic OpenAI-compatible servers have no refusals.
      const refusal = provider === 'openai' ? (computed?.refusal_by_choice?.['0'] ?? '') : '';
      const text = (computed?.content_by_choice['0'] ?? '') || refusal;
      const engine = createSdkEngine({
        provider,
        model: 'gpt-4o-2024-08-06',
        apiKey: KEY,
        baseUrl: upstream.baseUrl,
        stallMs: 2_000,
        totalMs: 10_000,
        maxOutputTokens: 300,
      });
      const stream = engine.template(REQUEST, never());
      if (text === '') {
        // A tool call or a refusal that is not text: the user gets an error, not an empty template.
        expect((await failure(stream)).kind).toBe('empty');
      } else {
        expect((await collect(stream)).join('')).toBe(text);
      }
    });
  });
});
