/** SPEC §9: chunks are loaded lazily with a 120 s time-out. */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailure = 'failed' | 'timedOut';

/** A lazy chunk that did not arrive: the network or the server failed, or it took longer than allowed. */
export class ChunkLoadError extends Error {
  constructor(
    readonly reason: ChunkFailure,
    options?: { cause?: unknown },
  ) {
    super(reason === 'timedOut' ? 'Loading a chunk timed out' : 'Loading a chunk failed', options);
    this.name = 'ChunkLoadError';
  }
}

/**
 * Runs a dynamic import, rejecting with a ChunkLoadError when it fails or when it has not settled within
 * `timeoutMs`. A late answer after the time-out is ignored: the user retries instead.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timedOut')), timeoutMs);
    new Promise<T>((started) => started(load())).then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('failed', { cause }));
      },
    );
  });
}
