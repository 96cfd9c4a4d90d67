/** What a storage failure says, for the log: a DOMException (quota, security) is not an Error in every engine. */
export const storageErrorMessage = (error: unknown): string =>
  (error as { message?: string } | null)?.message ?? String(error);
