/**
 * What the extraction of one attached (or emailed) file produces, and the limits it works within.
 * Everything here crosses the worker-thread boundary, so it stays plain, cloneable data.
 */

/** The formats we read; anything else is refused with "File cannot be processed". */
export const FORMATS = ['pdf', 'docx', 'xlsx', 'pptx', 'csv', 'html', 'text', 'eml', 'msg', 'ics'] as const;
export type Format = (typeof FORMATS)[number];

/**
 * The kind of text a format yields, which decides how it is summarised: an email (headers, body,
 * conversation), prose, a table (tab-separated rows, one block per sheet) or calendar events.
 */
export type TextKind = 'email' | 'document' | 'table' | 'calendar';

/** The file as the client described it; neither is trusted for the format, only used as hints. */
export interface FileMeta {
  fileName: string;
  /** The declared MIME type, possibly with a charset parameter; '' when unknown. */
  fileType: string;
}

export interface ExtractLimits {
  /** Extraction stops once it has this many characters (and reports the text as incomplete). */
  maxChars: number;
}

export interface ExtractedDocument {
  format: Format;
  kind: TextKind;
  /** Normalised text: LF line breaks, no trailing spaces, at most one blank line in a row. */
  text: string;
  /** False when reading stopped at the character limit: the file holds more than `text`. */
  complete: boolean;
  /** Pages (PDF) or slides (PPTX) read, out of how many, when reading stopped early. */
  parts?: { read: number; total: number; unit: 'page' | 'slide' };
}
