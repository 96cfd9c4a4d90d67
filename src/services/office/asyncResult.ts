import { MailHostError } from '../ports';

/** Promisifies an Office.js `…Async(callback)` call; a failed AsyncResult rejects with its Office error code. */
export function officeAsync<T>(
  start: (callback: (result: Office.AsyncResult<T>) => void) => void,
  failure: string,
): Promise<T> {
  return new Promise((resolve, reject) => {
    try {
      start((result) => {
        if (result.status === Office.AsyncResultStatus.Succeeded) resolve(result.value);
        else reject(new MailHostError(failure, result.error?.code ?? null));
      });
    } catch (error) {
      reject(new MailHostError(failure, (error as { code?: number })?.code ?? null));
    }
  });
}
