import type { MailInserts } from './office/officeInsert';

/**
 * Dev mode (no Office host, spec §1): "Insert actions then only log." The whole content is logged so a
 * developer can see what Outlook would have received.
 */
export function createDevInsert(log: (message: string) => void): MailInserts {
  return {
    async insertReply({ html, subject, replyAll = true }) {
      log(
        `dev mode: would open a ${replyAll ? 'reply-all' : 'reply'} form (new-message subject "${subject}"):\n${html}`,
      );
    },
    async insertAtCursor(text) {
      log(`dev mode: would insert at the cursor:\n${text}`);
    },
    async replaceBody(text) {
      log(`dev mode: would replace the body with:\n${text}`);
    },
  };
}
