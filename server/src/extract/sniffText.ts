import type { Format } from './types.js';

/**
 * Tells the text formats apart by their content, with the file name and declared type as tie-breakers
 * only where content alone is ambiguous (a CSV file is also plain text).
 */

const extensionOf = (fileName: string) => /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
const mimeOf = (fileType: string) => fileType.split(';')[0]?.trim().toLowerCase() ?? '';

/** A header line ("Name: value"); RFC 5322 field names are printable ASCII without colon or space. */
const HEADER = /^[!-9;-~]+:/;
/** Fields that only a real message carries; "Subject:" and "From:" alone also start our email text files. */
const MESSAGE_FIELDS =
  /^(?:received|message-id|mime-version|content-type|content-transfer-encoding|return-path|delivered-to|dkim-signature|x-mailer|thread-index|in-reply-to|references):/i;
const ADDRESS_FIELDS = /^(?:from|to|cc|subject|date|sender|reply-to):/i;

/**
 * An RFC 822 message: it opens with a block of header lines (folded continuation lines allowed) ended
 * by a blank line or the end of the text, and that block has a field only mail transport or MIME adds.
 */
export function looksLikeMessage(text: string): boolean {
  const lines = text
    .slice(0, 64 * 1024)
    .replace(/\r\n?/g, '\n')
    .split('\n');
  let messageFields = 0;
  let addressFields = 0;
  let headers = 0;
  for (const line of lines) {
    if (line === '') break;
    if (/^[ \t]/.test(line)) {
      if (headers === 0) return false;
      continue;
    }
    if (!HEADER.test(line)) return false;
    headers++;
    if (MESSAGE_FIELDS.test(line)) messageFields++;
    if (ADDRESS_FIELDS.test(line)) addressFields++;
  }
  return messageFields > 0 && (addressFields > 0 || /^content-type:/im.test(lines[0] ?? ''));
}

const HTML_START =
  /^\s*(?:<!--[\s\S]*?-->\s*)*(?:<\?xml[^>]*>\s*)?(?:<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>])/i;

export function looksLikeHtml(text: string, fileName: string, fileType: string): boolean {
  if (HTML_START.test(text.slice(0, 4096))) return true;
  const declared =
    ['htm', 'html', 'xhtml'].includes(extensionOf(fileName)) || mimeOf(fileType) === 'text/html';
  return declared && /<[a-z][a-z0-9]*[\s>/]/i.test(text.slice(0, 64 * 1024));
}

export const looksLikeCalendar = (text: string) => /^\s*BEGIN:VCALENDAR\r?\n/i.test(text);

const CSV_TYPES = new Set(['text/csv', 'text/tab-separated-values', 'application/csv']);

export function looksLikeCsv(fileName: string, fileType: string): boolean {
  return ['csv', 'tsv'].includes(extensionOf(fileName)) || CSV_TYPES.has(mimeOf(fileType));
}

/** The format of a file already known to be text. */
export function textFormat(text: string, fileName: string, fileType: string): Format {
  if (looksLikeCalendar(text)) return 'ics';
  if (looksLikeMessage(text)) return 'eml';
  // A bare message (From, To, Subject, Date only) saved as .eml is a message too.
  const declaredMessage = extensionOf(fileName) === 'eml' || mimeOf(fileType) === 'message/rfc822';
  if (declaredMessage && looksLikeEmailText(text)) return 'eml';
  if (looksLikeHtml(text, fileName, fileType)) return 'html';
  if (looksLikeCsv(fileName, fileType)) return 'csv';
  return 'text';
}

/**
 * A text that reads as an email: it opens with Subject / From style lines, like the email file the add-in
 * sends for "Résumer l'Email" or an email saved as text.
 */
export function looksLikeEmailText(text: string): boolean {
  const lines = text.replace(/\r\n?/g, '\n').split('\n', 8);
  let fields = 0;
  for (const line of lines) {
    if (line.trim() === '') break;
    if (!ADDRESS_FIELDS.test(line)) return false;
    fields++;
  }
  return fields >= 2;
}
