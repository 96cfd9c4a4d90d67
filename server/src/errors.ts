/**
 * An error whose message is safe to show to the client. Anything else that reaches the error handler is
 * answered with a generic 500, so internals (SQL, stack traces, library messages) never leak.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
