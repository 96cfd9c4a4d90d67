import { MailHostError } from '../../services/ports';
import type { UserMessage } from '../../shared/userMessage';
import { failureReason } from '../summary/summaryEffects';

/** No item is open: then nothing is attached (the empty state), which is not a failure. */
export const isNoItem = (error: unknown) => error instanceof MailHostError && error.kind === 'noItem';

/** Spec §8 "Failed to process {file}: {reason}". */
export const processFailed = (file: string, reason: string): UserMessage => ({
  kind: 'error',
  key: 'attachments.errors.process',
  params: { file, reason },
});

/** The reason of "Failed to process {file}: …" when no token could be had (nothing was sent). */
export const NO_TOKEN_REASON = 'Failed to get authentication token';

/** Spec §8 "Failed to get attachment: {reason}", the reason being what Outlook said. */
export const getFailed = (error: unknown): UserMessage => ({
  kind: 'error',
  key: 'attachments.errors.get',
  params: { reason: failureReason(error) },
});
