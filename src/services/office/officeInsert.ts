// Spec §7 "Insert template" and the compose-mode insert, over Office.js. The HTML itself is built by
// features/template/insertHtml (escaped, within the 32 KB that reply forms accept).
import { MailHostError, type ReplyInsert } from '../ports';
import { officeAsync } from './asyncResult';
import { currentItem, mailbox } from './mailbox';

export const INSERT_FAILED = 'Failed to insert content into Outlook';
/** body.setAsync / setSelectedDataAsync refuse more than 1,000,000 characters (DataExceedsMaximumSize). */
export const MAX_BODY_WRITE_CHARS = 1_000_000;

export const textTooLong = (length: number) =>
  `The text is too long to insert into Outlook (${length} characters; the limit is 1,000,000).`;

export type { ReplyInsert };

/** The insert half of MailHost: the same three operations in Outlook and in dev mode. */
export interface MailInserts {
  insertReply(reply: ReplyInsert): Promise<void>;
  insertAtCursor(text: string): Promise<void>;
  replaceBody(text: string): Promise<void>;
}

/** What the reply path reads of the item: read-mode methods and sender, all possibly absent. */
interface ReplyableItem {
  displayReplyAllForm?: (formData: Office.ReplyFormData) => void;
  displayReplyForm?: (formData: Office.ReplyFormData) => void;
  /** Read mode: plain details; compose mode: a From object without an address (hence unknown). */
  from?: unknown;
  sender?: unknown;
}

function addressOf(details: unknown): string | null {
  const address = (details as { emailAddress?: unknown } | null | undefined)?.emailAddress;
  return typeof address === 'string' && address ? address : null;
}

/** An exception thrown by Office.js, kept as the cause so the log says what Outlook refused. */
function insertFailure(cause: unknown): MailHostError {
  const code = (cause as { code?: unknown } | null | undefined)?.code;
  const error = new MailHostError('insertFailed', INSERT_FAILED, typeof code === 'number' ? code : null);
  error.cause = cause;
  return error;
}

function composeBody(): Office.Body {
  return currentItem<{ body: Office.Body }>().body;
}

function checkSize(text: string) {
  if (text.length > MAX_BODY_WRITE_CHARS) throw new MailHostError('textTooLong', textTooLong(text.length));
}

/** The Outlook implementation of the insert operations of MailHost. */
export function createOfficeInsert(): MailInserts {
  return {
    async insertReply({ html, subject, replyAll = true }) {
      const box = mailbox();
      const item = currentItem<ReplyableItem>(box);
      try {
        // Spec §7 order. "Else" means "not available here": a compose item has no reply forms. A form
        // that throws is not retried with the next one, which could open a second window.
        if (replyAll && typeof item.displayReplyAllForm === 'function') {
          item.displayReplyAllForm({ htmlBody: html });
        } else if (typeof item.displayReplyForm === 'function') {
          item.displayReplyForm({ htmlBody: html });
        } else {
          const sender = addressOf(item.from) ?? addressOf(item.sender);
          box.displayNewMessageForm({ toRecipients: sender ? [sender] : [], subject, htmlBody: html });
        }
      } catch (error) {
        throw insertFailure(error);
      }
    },

    async insertAtCursor(text) {
      const body = composeBody();
      checkSize(text);
      await officeAsync<void>(
        (callback) => body.setSelectedDataAsync(text, { coercionType: Office.CoercionType.Text }, callback),
        'insertFailed',
        INSERT_FAILED,
      );
    },

    async replaceBody(text) {
      const body = composeBody();
      checkSize(text);
      await officeAsync<void>(
        (callback) => body.setAsync(text, { coercionType: Office.CoercionType.Text }, callback),
        'insertFailed',
        INSERT_FAILED,
      );
    },
  };
}
