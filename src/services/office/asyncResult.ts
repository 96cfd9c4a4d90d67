import { MailHostError, type MailHostErrorKind } from '../ports';

/**
 * Promisifies an Office.js `…Async(callback)` call; a failed AsyncResult rejects with a MailHostError of
 * `kind` and its Office error code. `failure` is the message, or makes it from Office's own error when
 * the caller wants its reason.
 */
export function officeAsync<T>(
  start: (callback: (result: Office.AsyncResult<T>) => void) => void,
  kind: MailHostErrorKind,
  failure: string | ((error: { message?: string } | undefined) => string),
): Promise<T> {
  const message = (error: { message?: string } | undefined) =>
    typeof failure === 'string' ? failure : failure(error);
  return new Promise((resolve, reject) => {
    try {
      start((result) => {
        if (result.status === Office.AsyncResultStatus.Succeeded) resolve(result.value);
        else reject(new MailHostError(kind, message(result.error), result.error?.code ?? null));
      });
    } catch (error) {
      reject(new MailHostError(kind, message(error as Error), (error as { code?: number })?.code ?? null));
    }
  });
}
