import { ApiError, StreamError } from '../services/ports';

/**
 * How a failed call (streaming or not) failed, for each feature to word in the spec's terms. Decided
 * on the errors' kinds; `message` is only there to be shown.
 */
export type StreamFailure =
  /** No signed-in user or no token: nothing was sent. */
  | { kind: 'unauthenticated' }
  /** fetch rejected: backend down, offline. */
  | { kind: 'network' }
  /** The API answered with an error status (spec §8's "API request failed"). */
  | { kind: 'api'; status: number; message: string }
  /** The stream failed: an HTTP status, no body, an error event, or no done. */
  | { kind: 'stream'; message: string }
  /** Anything else (a chunk that would not load, an unexpected exception). */
  | { kind: 'other' };

export function classifyStreamError(error: unknown): StreamFailure {
  if (error instanceof ApiError) {
    switch (error.kind) {
      case 'unauthenticated':
        return { kind: 'unauthenticated' };
      case 'network':
        return { kind: 'network' };
      case 'http':
        return { kind: 'api', status: error.status ?? 0, message: error.message };
    }
  }
  if (error instanceof StreamError) return { kind: 'stream', message: error.message };
  return { kind: 'other' };
}
