import { describe, expect, it } from 'vitest';
import { emailLoadFailure, isPolicyRefusal } from '../../../../src/features/email/emailErrors';
import { MailHostError, ThreadError, type MailHostErrorKind } from '../../../../src/services/ports';

const keyOf = (kind: MailHostErrorKind, message = 'any text at all', code: number | null = null) =>
  emailLoadFailure(new MailHostError(kind, message, code)).key;

describe('email errors', () => {
  it('map each mail host kind to its spec §8 message, whatever the text says', () => {
    expect(keyOf('noItem')).toBe('email.errors.unavailable');
    expect(keyOf('noContext')).toBe('email.errors.unavailable');
    expect(keyOf('notReady')).toBe('email.errors.notReady');
    expect(keyOf('readFailed')).toBe('email.errors.readFailed');
    expect(keyOf('readFailed', 'No email item available')).toBe('email.errors.readFailed');
    expect(keyOf('listFailed', 'Office.js is not ready')).toBe('email.errors.readFailed');
  });

  it('say "corporate" for Office code 9018, and read anything else as a read failure', () => {
    expect(keyOf('readFailed', 'Failed to get email content from Outlook', 9018)).toBe(
      'email.errors.corporateUnavailable',
    );
    expect(emailLoadFailure(new Error('No email item available'))).toEqual({
      kind: 'error',
      key: 'email.errors.readFailed',
    });
  });

  it('tell a policy refusal of the thread by its reason', () => {
    expect(isPolicyRefusal(new ThreadError('policy', 'anything'))).toBe(true);
    expect(isPolicyRefusal(new ThreadError('failed', 'corporate policy 9018'))).toBe(false);
    expect(isPolicyRefusal(new Error('policy'))).toBe(false);
  });
});
