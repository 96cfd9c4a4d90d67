import { describe, expect, it } from 'vitest';
import { withDeadlines } from '../../../server/src/ai/deadlines.js';
import { AiError } from '../../../server/src/ai/engine.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stream that yields `deltas` with `gapMs` between them and records what happened to its signal. */
function scripted(deltas: string[], gapMs: number) {
  const seen: { signal?: AbortSignal } = {};
  const open = (signal: AbortSignal) => {
    seen.signal = signal;
    return (async function* () {
      for (const delta of deltas) {
        await sleep(gapMs);
        yield delta;
      }
    })();
  };
  return { open, seen };
}

async function run(stream: AsyncIterable<string>): Promise<{ deltas: string[]; error?: AiError }> {
  const deltas: string[] = [];
  try {
    for await (const delta of stream) deltas.push(delta);
    return { deltas };
  } catch (error) {
    if (!(error instanceof AiError)) throw error;
    return { deltas, error };
  }
}

const live = () => new AbortController().signal;

describe('withDeadlines', () => {
  it('passes a stream that keeps within its deadlines through unchanged', async () => {
    const { open, seen } = scripted(['a', 'b', 'c'], 5);
    expect(await run(withDeadlines(open, live(), { stallMs: 200, totalMs: 1_000 }))).toEqual({
      deltas: ['a', 'b', 'c'],
    });
    // Finished streams release the upstream call too.
    expect(seen.signal?.aborted).toBe(true);
  });

  it('stops a stream whose next delta is late, and aborts its signal', async () => {
    const { open, seen } = scripted(['a', 'b'], 80);
    const { deltas, error } = await run(withDeadlines(open, live(), { stallMs: 40, totalMs: 1_000 }));
    expect(deltas).toEqual([]);
    expect(error?.kind).toBe('timeout');
    expect(error?.message).toBe('The AI provider did not start answering for 40 ms');
    expect(seen.signal?.aborted).toBe(true);
  });

  it('stops at the total deadline even when every delta is on time', async () => {
    const { open } = scripted(
      Array.from({ length: 20 }, () => 'x'),
      20,
    );
    const { deltas, error } = await run(withDeadlines(open, live(), { stallMs: 100, totalMs: 110 }));
    expect(deltas.length).toBeGreaterThan(0);
    expect(deltas.length).toBeLessThan(20);
    expect(error?.message).toBe('The AI provider did not finish within 110 ms');
  });

  it('stops at once when the caller aborts, even if the upstream ignores its signal', async () => {
    const controller = new AbortController();
    // Never settles and never looks at its signal: the worst upstream.
    const open = () => ({
      [Symbol.asyncIterator]: () => ({ next: () => new Promise<IteratorResult<string>>(() => undefined) }),
    });
    setTimeout(() => controller.abort(), 20);
    const started = Date.now();
    const { error } = await run(withDeadlines(open, controller.signal, { stallMs: 5_000, totalMs: 5_000 }));
    expect(error?.kind).toBe('aborted');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('passes upstream failures through', async () => {
    const open = () =>
      (async function* () {
        yield 'a';
        throw new AiError('upstream', 'The AI provider failed (HTTP 500)', 500);
      })();
    const { deltas, error } = await run(withDeadlines(open, live(), { stallMs: 100, totalMs: 1_000 }));
    expect(deltas).toEqual(['a']);
    expect(error?.message).toBe('The AI provider failed (HTTP 500)');
  });
});
