import { abortedError, AiError, type TextStream } from './engine.js';

export interface Deadlines {
  /** Longest wait for the next delta, the first one included. */
  stallMs: number;
  /** Longest the whole stream may take. */
  totalMs: number;
}

/** "20 s" for the usual settings, "300 ms" for sub-second ones (tests). */
const duration = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`);

/**
 * Runs `open` with its own AbortSignal and ends its stream with an AiError('timeout') when no delta comes
 * for `stallMs` or the stream outlives `totalMs`, aborting the upstream call so it stops costing tokens.
 * Also stops at once when the caller's `signal` aborts, even if the upstream ignores its own abort.
 */
export async function* withDeadlines(
  open: (signal: AbortSignal) => TextStream,
  signal: AbortSignal,
  { stallMs, totalMs }: Deadlines,
): AsyncGenerator<string> {
  if (signal.aborted) throw abortedError();
  const upstream = new AbortController();
  let stop: (error: AiError) => void = () => undefined;
  // Settles only by rejecting: the race below then throws that error.
  const stopped = new Promise<never>((_resolve, reject) => {
    stop = (error) => {
      upstream.abort(error);
      reject(error);
    };
  });
  stopped.catch(() => undefined);
  const onCallerAbort = () => stop(abortedError());
  signal.addEventListener('abort', onCallerAbort, { once: true });
  const totalTimer = setTimeout(
    () => stop(new AiError('timeout', `The AI provider did not finish within ${duration(totalMs)}`)),
    totalMs,
  );
  let stallTimer: NodeJS.Timeout | undefined;
  const iterator = open(upstream.signal)[Symbol.asyncIterator]();
  try {
    for (let first = true; ; first = false) {
      const waited = first ? 'did not start answering' : 'stopped sending text';
      stallTimer = setTimeout(
        () => stop(new AiError('timeout', `The AI provider ${waited} for ${duration(stallMs)}`)),
        stallMs,
      );
      const next = iterator.next();
      // When a deadline wins the race, this promise still settles later (usually rejected by the abort).
      next.catch(() => undefined);
      const result = await Promise.race([next, stopped]);
      clearTimeout(stallTimer);
      if (result.done === true) return;
      yield result.value;
    }
  } finally {
    clearTimeout(stallTimer);
    clearTimeout(totalTimer);
    signal.removeEventListener('abort', onCallerAbort);
    // Whatever ended the loop (done, error, consumer stopped early), release the upstream call. Not awaited:
    // return() waits for a pending next(), which a hung upstream may never settle.
    upstream.abort(abortedError());
    iterator.return?.().catch(() => undefined);
  }
}
