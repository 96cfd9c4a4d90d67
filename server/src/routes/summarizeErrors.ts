import { FILE_CANNOT_BE_PROCESSED } from '../../../contract/messages.js';
import { abortedError } from '../ai/engine.js';
import { HttpError } from '../errors.js';
import { ExtractionError, type ExtractionErrorKind } from '../extract/errors.js';
import { AbortedError } from '../shared/aborted.js';

/** Spec §8: what the user reads for a file that cannot be read, detailed for time and memory. */
const EXTRACTION_MESSAGES: Record<ExtractionErrorKind, string> = {
  unsupported: FILE_CANNOT_BE_PROCESSED,
  encrypted: FILE_CANNOT_BE_PROCESSED,
  empty: FILE_CANNOT_BE_PROCESSED,
  corrupt: FILE_CANNOT_BE_PROCESSED,
  timeout: `${FILE_CANNOT_BE_PROCESSED}: reading it took too long`,
  memory: `${FILE_CANNOT_BE_PROCESSED}: it needs too much memory to read`,
};

/**
 * A file that cannot be read: 422 and a message safe to show (once the stream has started, its error event).
 */
export function extractionRefusal(error: ExtractionError): HttpError {
  return new HttpError(422, EXTRACTION_MESSAGES[error.kind]);
}

/**
 * What a failed extraction becomes in the summary stream: a file that cannot be read, its refusal; an
 * extraction stopped because the client left or the server is closing, the AI streams' abort error, like
 * the engine's own; anything else, itself (a bug, answered as one).
 */
export function fromExtractionFailure(error: unknown): unknown {
  if (error instanceof ExtractionError) return extractionRefusal(error);
  if (error instanceof AbortedError) return abortedError();
  return error;
}
