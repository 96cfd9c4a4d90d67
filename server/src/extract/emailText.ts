import { ATTACHMENTS_LABEL } from '../shared/extractedTextLabels.js';

/**
 * The text of an attached email, as the summariser reads it: header lines (the same "Subject:" /
 * "From:" lines that open the email file the add-in sends), a blank line, the body, then the names of
 * its own attachments. The preview engine relies on this layout.
 */

export interface EmailFields {
  subject?: string | undefined;
  from?: string | undefined;
  to?: string[] | undefined;
  cc?: string[] | undefined;
  /** A Date, or a date string as the file gives it. */
  date?: Date | string | undefined;
  body: string;
  attachments: string[];
}

/** "2016-10-13 11:39 UTC": unambiguous in every language, unlike a localised date. */
export function formatDate(date: Date | string | undefined): string | undefined {
  if (date === undefined || date === '') return undefined;
  const parsed = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(parsed.getTime())) return typeof date === 'string' ? date : undefined;
  const iso = parsed.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

export function emailText(fields: EmailFields): string {
  const headers: [string, string | undefined][] = [
    ['Subject', fields.subject],
    ['From', fields.from],
    ['To', fields.to?.join(', ')],
    ['Cc', fields.cc?.join(', ')],
    ['Date', formatDate(fields.date)],
  ];
  const lines = headers
    .filter((header): header is [string, string] => header[1] !== undefined && oneLine(header[1]) !== '')
    .map(([name, value]) => `${name}: ${oneLine(value)}`);
  const parts = [lines.join('\n'), fields.body.trim()];
  if (fields.attachments.length > 0) parts.push(`${ATTACHMENTS_LABEL}${fields.attachments.join(', ')}`);
  return parts.filter((part) => part !== '').join('\n\n');
}
