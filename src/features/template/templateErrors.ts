import type { UserMessage } from '../../shared/userMessage';
import { classifyStreamError } from '../../effects/streamErrors';

/**
 * Spec §8 template generation messages, decided on the failure's kind. "API request failed" was the
 * message the spec's service gave an error status of the API: here that is an ApiError of kind `http`
 * (the stream's own error statuses come as StreamError `http`, whose message is shown as it is).
 */
export function templateFailure(error: unknown): UserMessage {
  const failure = classifyStreamError(error);
  switch (failure.kind) {
    case 'unauthenticated':
      return { kind: 'error', key: 'template.errors.auth' };
    case 'network':
      return { kind: 'error', key: 'template.errors.network' };
    case 'stream':
      // Every StreamError carries a text; the default covers one that would not.
      return failure.message
        ? { kind: 'error', key: 'template.errors.stream', params: { message: failure.message } }
        : { kind: 'error', key: 'template.errors.streamDefault' };
    case 'api':
      return { kind: 'error', key: 'template.errors.api', params: { message: failure.message } };
    case 'other':
      return { kind: 'error', key: 'template.errors.generic' };
  }
}

/** Insert: "Failed to insert template: {reason}", the reason being what the mail host said. */
export const insertFailure = (error: unknown): UserMessage => ({
  kind: 'error',
  key: 'template.errors.insert',
  params: { reason: error instanceof Error ? error.message : String(error) },
});

/** Copy: the browser refused, whatever it said. */
export const COPY_FAILED: UserMessage = { kind: 'error', key: 'template.errors.copy' };
