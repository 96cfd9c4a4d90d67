import { afterAll, describe, expect, it } from 'vitest';
import { createEngine } from '../../../../server/src/ai/createEngine.js';
import { AiError } from '../../../../server/src/ai/engine.js';
import { loadConfig } from '../../../../server/src/config/index.js';
import { collect, TEMPLATE_REQUEST, tinyModelFixture } from './fixture.js';

const never = () => new AbortController().signal;

describe('local engine (tiny GGUF model)', () => {
  const fixture = tinyModelFixture();
  afterAll(() => fixture.cleanup());

  it('is named after the model file', () => {
    expect(fixture.engine().name).toBe('local:tiny');
  });

  it('streams the answer in deltas, capped at the output token limit, the same for the same request', async () => {
    const engine = fixture.engine({ maxOutputTokens: 16 });
    const first = await collect(engine.template(TEMPLATE_REQUEST, never()));
    expect(first.length).toBeGreaterThan(1);
    expect(first.every((delta) => delta !== '')).toBe(true);
    // Greedy decoding on a context emptied between requests: the whole answer comes again, delta for delta.
    const second = await collect(engine.template(TEMPLATE_REQUEST, never()));
    expect(second.join('')).toBe(first.join(''));
    expect(second).toEqual(first);
    expect(first.length).toBeLessThanOrEqual(16);
  });

  it('answers every operation through the same prompts as the cloud engine', async () => {
    const engine = fixture.engine({ maxOutputTokens: 4 });
    const texts = [
      await collect(
        engine.compose(
          { operation: 'generate', tone: 'friendly', language: 'fr', from: 'a@b.c', body: 'Merci' },
          never(),
        ),
      ),
      await collect(
        engine.summarize(
          { text: 'Meeting moved to Friday.', summaryType: 'concise', language: 'en' },
          never(),
        ),
      ),
      await collect(
        engine.refine(
          { messages: [{ role: 'assistant', content: 'Hello Marie' }], userRequest: 'shorter' },
          never(),
        ),
      ),
    ];
    for (const deltas of texts) expect(deltas.join('').trim()).not.toBe('');
  });

  it('refuses a prompt that leaves no room for an answer in the context, naming LOCAL_CONTEXT_SIZE', async () => {
    // The tiny vocabulary spells most words letter by letter: the template prompt is over 1000 tokens.
    const engine = fixture.engine({ contextSize: 512 });
    await expect(collect(engine.template(TEMPLATE_REQUEST, never()))).rejects.toMatchObject({
      kind: 'upstream',
      message: "The text is too long for the local AI model's context of 512 tokens (LOCAL_CONTEXT_SIZE)",
    });
    // The refused request gave its context back.
    await expect(
      collect(engine.summarize({ text: 'Hi', summaryType: 'concise', language: 'en' }, never())),
    ).rejects.toThrow(/too long/);
  });

  it('ends an answer that outlives AI_REQUEST_TIMEOUT_MS with a timeout and frees its context', async () => {
    const engine = fixture.engine({ contexts: 1, totalMs: 300, maxOutputTokens: 100_000 });
    await expect(collect(engine.template(TEMPLATE_REQUEST, never()))).rejects.toMatchObject({
      kind: 'timeout',
      message: 'The AI provider did not finish within 300 ms',
    });
    expect(await first(engine.template(TEMPLATE_REQUEST, never()), 1)).toHaveLength(1);
  });

  it('stops within 100 ms of an abort and lends its context to the next request', async () => {
    const engine = fixture.engine({ maxOutputTokens: 1000, contexts: 1 });
    const controller = new AbortController();
    const iterator = engine.template(TEMPLATE_REQUEST, controller.signal)[Symbol.asyncIterator]();
    expect((await iterator.next()).done).toBe(false);
    const abortedAt = performance.now();
    controller.abort();
    const error = await iterator.next().catch((caught: unknown) => caught);
    expect(performance.now() - abortedAt).toBeLessThan(100);
    expect(error).toBeInstanceOf(AiError);
    expect((error as AiError).kind).toBe('aborted');
    // The pool has one context: these answers come at once only if the aborted 1000 tokens really stopped.
    const started = performance.now();
    expect(await first(engine.template(TEMPLATE_REQUEST, never()), 2)).toHaveLength(2);
    // Leaving a stream early (break) releases the context too.
    expect(await first(engine.template(TEMPLATE_REQUEST, never()), 2)).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(engine.pool.waiting).toBe(0);
  });
});

/** The first `count` deltas of a stream, leaving it early. */
async function first(stream: AsyncIterable<string>, count: number): Promise<string[]> {
  const taken: string[] = [];
  for await (const delta of stream) {
    taken.push(delta);
    if (taken.length === count) break;
  }
  return taken;
}

describe('createEngine with AI_PROVIDER=local', () => {
  it('builds the local engine from the configuration, named after LOCAL_MODEL, without loading it yet', () => {
    const { ai } = loadConfig({ AI_PROVIDER: 'local', LOCAL_MODELS_DIR: '/nowhere' });
    const engine = createEngine(ai);
    expect(engine.name).toBe('local:Qwen2.5-1.5B-Instruct-Q4_K_M');
  });
});
