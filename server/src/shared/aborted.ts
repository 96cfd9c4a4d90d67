/**
 * The rejection of an operation that stopped because its caller's signal aborted (the client went away),
 * or because the service running it closed first. Shared by modules that must not import one another
 * (the text extraction, the AI engines); whoever answers the client maps it (routes/summarize.ts).
 */
export class AbortedError extends Error {
  override name = 'AbortedError';
  readonly kind = 'aborted';

  constructor() {
    super('The operation was cancelled');
  }
}
