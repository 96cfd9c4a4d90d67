import type { EmailContext } from '../email/emailTypes';
import { utf8ToBase64, type SummaryFile } from './summaryRequest';

export const EMAIL_FILE_NAME = 'email.txt';

/**
 * The open email as the plain-text file the summary call takes: subject, sender, main body, then the
 * conversation when it was read (spec §5 display fallbacks for a missing subject or sender).
 */
export function emailText(
  context: Pick<EmailContext, 'subject' | 'from' | 'body'>,
  conversation: string,
): string {
  const lines = [
    `Subject: ${context.subject || '(No subject)'}`,
    `From: ${context.from || 'Unknown'}`,
    '',
    context.body,
  ];
  if (conversation.trim()) lines.push('', '--- Conversation ---', '', conversation);
  return lines.join('\n');
}

export function emailFile(context: EmailContext, conversation: string): SummaryFile {
  return {
    name: EMAIL_FILE_NAME,
    type: 'text/plain',
    base64: utf8ToBase64(emailText(context, conversation)),
  };
}
