// The conversation as one text for the AI backend (spec §7 "Thread call"): not shown in the UI, so
// neither translated nor formatted for display.
import type { ThreadMessage } from '../../services/ports';

export const NO_SUBJECT = '(No subject)';
export const UNKNOWN_SENDER = 'Unknown';
export const NO_DATE = 'N/A';

/** A header value on one line: a stray line break would make a header look like the body. */
function headerValue(value: string | null, fallback: string): string {
  const oneLine = (value ?? '').replace(/\s+/g, ' ').trim();
  return oneLine || fallback;
}

function block(message: ThreadMessage, n: number): string {
  const from = headerValue(message.from, '') || headerValue(message.sender, UNKNOWN_SENDER);
  return [
    `Message ${n}`,
    `From: ${from}`,
    `Subject: ${headerValue(message.subject, NO_SUBJECT)}`,
    `Date: ${headerValue(message.receivedDateTime, NO_DATE)}`,
    '',
    // Graph and REST give CRLF text bodies; one kind of line break for the whole text.
    message.body.replace(/\r\n?/g, '\n').trim(),
  ].join('\n');
}

/** Blocks "Message N" (from 1, in the given order: oldest first) with From, Subject, Date, then content. */
export function joinThread(messages: ThreadMessage[]): string {
  return messages.map((message, index) => block(message, index + 1)).join('\n\n');
}
