import { ApiError } from '../../services/ports';
import { StreamError } from '../../services/ports';

/** How a failed streaming call failed, for each feature to word in the spec's terms. */
export type StreamFailure =
  | { kind: 'unauthenticated' }
  | { kind: 'network' }
  | { kind: 'stream'; message: string }
  | { kind: 'other'; message: string };

export function classifyStreamError(error: unknown): StreamFailure {
  if (error instanceof ApiError) {
    if (error.message === 'User not authenticated') return { kind: 'unauthenticated' };
    if (error.status === null) return { kind: 'network' };
    return { kind: 'other', message: error.message };
  }
  if (error instanceof StreamError) return { kind: 'stream', message: error.message };
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
}
