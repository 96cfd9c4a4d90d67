import { MailHostError } from '../ports';

/** The spec's mail-host messages (§8), shared by reading and inserting; named after their error kinds. */
export const MAIL_HOST_ERRORS = {
  notReady: 'Office.js is not ready',
  noContext: 'Outlook context not available',
  noItem: 'No email item available',
  readFailed: 'Failed to get email content from Outlook',
} as const;

/** Office's mailbox, or the spec's message for why there is none. */
export function mailbox(): Office.Mailbox {
  if (typeof Office === 'undefined' || !Office.context) {
    throw new MailHostError('notReady', MAIL_HOST_ERRORS.notReady);
  }
  if (!Office.context.mailbox) throw new MailHostError('noContext', MAIL_HOST_ERRORS.noContext);
  return Office.context.mailbox;
}

/** The open item (typed by the caller, as read and compose items differ), or "No email item available". */
export function currentItem<T>(box: Office.Mailbox = mailbox()): T {
  const item = box.item as T | null | undefined;
  if (!item) throw new MailHostError('noItem', MAIL_HOST_ERRORS.noItem);
  return item;
}
