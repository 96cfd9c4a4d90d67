import { MailHostError, ThreadError, type MailHostErrorKind } from '../../services/ports';
import type { UserMessage } from '../../shared/userMessage';
import { EMAIL_MESSAGES } from './emailTypes';

/** Office's error code for a read refused by a corporate policy (spec §8). */
export const CORPORATE_POLICY_CODE = 9018;

/** The mail host's failure kinds that have their own spec §8 message; any other reads as readFailed. */
const HOST_ERROR_KEYS: Partial<Record<MailHostErrorKind, string>> = {
  noItem: EMAIL_MESSAGES.unavailable,
  noContext: EMAIL_MESSAGES.unavailable,
  notReady: 'email.errors.notReady',
  readFailed: 'email.errors.readFailed',
};

/** Spec §8: why the email could not be loaded, decided on the mail host's error kind and Office code. */
export function emailLoadFailure(error: unknown): UserMessage {
  if (!(error instanceof MailHostError)) return { kind: 'error', key: 'email.errors.readFailed' };
  if (error.code === CORPORATE_POLICY_CODE) {
    return { kind: 'error', key: EMAIL_MESSAGES.corporateUnavailable };
  }
  return { kind: 'error', key: HOST_ERROR_KEYS[error.kind] ?? 'email.errors.readFailed' };
}

/** Spec §8: a conversation refused by a corporate policy says so; other thread failures read as empty. */
export const isPolicyRefusal = (error: unknown) => error instanceof ThreadError && error.reason === 'policy';
