/** Why a file cannot be turned into text. */
export type ExtractionErrorKind = 'unsupported' | 'encrypted' | 'empty' | 'corrupt' | 'timeout' | 'memory';

const DESCRIPTIONS: Record<ExtractionErrorKind, string> = {
  unsupported: 'not a format that is read',
  encrypted: 'protected by a password',
  empty: 'holds no text',
  corrupt: 'broken or truncated',
  timeout: 'reading it took longer than the time limit',
  memory: 'reading it needs more memory than the limit',
};

/**
 * A file that cannot be turned into text; `kind` says why. Not an HTTP error: what the user is told, and
 * with which status, is the route's business (routes/summarizeErrors.ts). The message is for logs.
 */
export class ExtractionError extends Error {
  override name = 'ExtractionError';

  constructor(readonly kind: ExtractionErrorKind) {
    super(`File cannot be read: ${DESCRIPTIONS[kind]}`);
  }
}
