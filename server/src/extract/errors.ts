import { HttpError } from '../errors.js';

/** Spec §8: what the user sees for a file we cannot read (unknown format, encrypted, empty, broken). */
export const CANNOT_PROCESS = 'File cannot be processed';

export type ExtractionFailure = 'unsupported' | 'encrypted' | 'empty' | 'corrupt' | 'timeout' | 'memory';

const MESSAGES: Record<ExtractionFailure, string> = {
  unsupported: CANNOT_PROCESS,
  encrypted: CANNOT_PROCESS,
  empty: CANNOT_PROCESS,
  corrupt: CANNOT_PROCESS,
  timeout: `${CANNOT_PROCESS}: reading it took too long`,
  memory: `${CANNOT_PROCESS}: it needs too much memory to read`,
};

/**
 * A file that cannot be turned into text. The message is safe to show (an HttpError: a stream that has
 * already started reports it as its error event); `failure` says why, for logs and tests.
 */
export class ExtractionError extends HttpError {
  override name = 'ExtractionError';

  constructor(readonly failure: ExtractionFailure) {
    super(422, MESSAGES[failure]);
  }
}
