import { afterAll, describe, expect, it } from 'vitest';
import { collect, TEMPLATE_REQUEST, tinyModelFixture } from './fixture.js';

const never = () => new AbortController().signal;

/** Resolves once `condition` holds, checking every few ms (the pool has no event to wait on). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 2));
}

describe('local engine context pool', () => {
  const fixture = tinyModelFixture();
  afterAll(() => fixture.cleanup());

  it('makes a second request wait for the only context, then answers it', async () => {
    const engine = fixture.engine({ contexts: 1, maxOutputTokens: 40 });
    const events: string[] = [];
    const track = async (label: string) => {
      for await (const delta of engine.template(TEMPLATE_REQUEST, never())) {
        events.push(`${label}:${delta.length > 0 ? 'delta' : ''}`);
      }
      events.push(`${label}:end`);
    };
    const first = track('first');
    await until(() => events.length > 0);
    const second = track('second');
    await until(() => engine.pool.waiting === 1);
    await Promise.all([first, second]);
    // FIFO, one at a time: every delta of the first answer comes before any of the second.
    const firstEnd = events.indexOf('first:end');
    expect(events.findIndex((event) => event.startsWith('second'))).toBeGreaterThan(firstEnd);
    expect(events.filter((event) => event === 'second:delta').length).toBeGreaterThan(1);
    expect(engine.pool.waiting).toBe(0);
  });

  it('runs as many answers at once as it has contexts', async () => {
    const engine = fixture.engine({ contexts: 2, maxOutputTokens: 8 });
    const both = Promise.all([
      collect(engine.template(TEMPLATE_REQUEST, never())),
      collect(engine.template(TEMPLATE_REQUEST, never())),
    ]);
    await until(() => true);
    expect(engine.pool.waiting).toBe(0);
    const [a, b] = await both;
    expect(a.join('')).toBe(b.join(''));
  });

  it('refuses a request that waited longer than the queue timeout as busy', async () => {
    const engine = fixture.engine({ contexts: 1, queueTimeoutMs: 50, maxOutputTokens: 2000 });
    const running = new AbortController();
    const iterator = engine.template(TEMPLATE_REQUEST, running.signal)[Symbol.asyncIterator]();
    await iterator.next();
    const started = performance.now();
    await expect(collect(engine.template(TEMPLATE_REQUEST, never()))).rejects.toMatchObject({
      name: 'AiError',
      kind: 'busy',
      message: 'The local model is busy',
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(engine.pool.waiting).toBe(0);
    running.abort();
    await iterator.next().catch(() => undefined);
    // The context is free again: a request no longer waits.
    expect(
      (await collect(fixture.engine({ maxOutputTokens: 2 }).template(TEMPLATE_REQUEST, never()))).length,
    ).toBeGreaterThan(0);
  });

  it('takes a request out of the queue when its client aborts while it waits', async () => {
    const engine = fixture.engine({ contexts: 1, maxOutputTokens: 2000 });
    const running = new AbortController();
    const iterator = engine.template(TEMPLATE_REQUEST, running.signal)[Symbol.asyncIterator]();
    await iterator.next();
    const waiting = new AbortController();
    const queued = collect(engine.template(TEMPLATE_REQUEST, waiting.signal));
    await until(() => engine.pool.waiting === 1);
    waiting.abort();
    await expect(queued).rejects.toMatchObject({ kind: 'aborted' });
    expect(engine.pool.waiting).toBe(0);
    running.abort();
    await iterator.next().catch(() => undefined);
  });

  it('refuses waiting requests when disposed mid-answer, and loads the model again for a later one', async () => {
    const engine = fixture.engine({ contexts: 1, maxOutputTokens: 2000 });
    const iterator = engine.template(TEMPLATE_REQUEST, never())[Symbol.asyncIterator]();
    await iterator.next();
    const queued = collect(engine.template(TEMPLATE_REQUEST, never()));
    await until(() => engine.pool.waiting === 1);
    // As when the app closes during a stream: the answer in progress fails, the process goes on.
    const refused = expect(queued).rejects.toMatchObject({ kind: 'unavailable' });
    await engine.dispose();
    await refused;
    await expect(collect({ [Symbol.asyncIterator]: () => iterator })).rejects.toMatchObject({
      name: 'AiError',
    });
    const taken: string[] = [];
    for await (const delta of engine.template(TEMPLATE_REQUEST, never())) {
      if (taken.push(delta) === 2) break;
    }
    expect(taken).toHaveLength(2);
  });
});
