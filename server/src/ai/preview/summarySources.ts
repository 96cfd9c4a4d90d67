import { ATTACHMENTS_LABEL, EVENT_LABELS, SHEET_LABEL } from '../../shared/extractedTextLabels.js';

/**
 * Reading the layouts summarised texts come in: the email file (header lines, body, conversation) that
 * the add-in sends and that attached emails are extracted to, the sheets of a spreadsheet or CSV, and the
 * events of a calendar file (see server/src/extract).
 */

export interface EmailText {
  /** Header lines at the top, by lower-cased name ("subject", "from"…). */
  headers: Map<string, string>;
  /** The message itself, headers and the attachment list left out (quoted history still in). */
  body: string;
  /** Earlier messages of the thread, oldest first, each without its header lines. */
  conversation: string[];
  /** Names of the email's own attachments (the extractor's last line). */
  attachments: string[];
}

const HEADER_LINE = /^(subject|from|to|cc|date|sent|objet|de|à|envoyé)\s?:\s?(.*)$/iu;
/** The add-in's email file puts the thread after this line (src/features/summary/emailFile.ts). */
const CONVERSATION_MARKER = /^--- Conversation ---$/m;
/** Each thread message opens with "Message N" then From / Subject / Date lines (threadText.ts). */
const MESSAGE_START = /^Message \d+\n(?=From: )/m;

/** Header lines at the top of a text, up to the first blank line; none when the text does not open with one. */
function splitHeaders(text: string): { headers: Map<string, string>; rest: string } {
  const lines = text.split('\n');
  const headers = new Map<string, string>();
  let index = 0;
  for (; index < lines.length; index++) {
    const match = HEADER_LINE.exec(lines[index] ?? '');
    if (match === null) break;
    headers.set((match[1] ?? '').toLowerCase(), (match[2] ?? '').trim());
  }
  const blank = index === lines.length || (lines[index] ?? '').trim() === '';
  if (headers.size === 0 || !blank) return { headers: new Map(), rest: text };
  return { headers, rest: lines.slice(index).join('\n') };
}

export function parseEmailText(text: string): EmailText {
  const normalized = text.replace(/\r\n?/g, '\n');
  const { headers, rest } = splitHeaders(normalized);
  const marker = CONVERSATION_MARKER.exec(rest);
  const main = marker === null ? rest : rest.slice(0, marker.index);
  const thread = marker === null ? '' : rest.slice(marker.index + marker[0].length);
  const lines = main.split('\n');
  const listed = lines.find((line) => line.startsWith(ATTACHMENTS_LABEL));
  const attachments = listed === undefined ? [] : listed.slice(ATTACHMENTS_LABEL.length).split(', ');
  const body = lines
    .filter((line) => !line.startsWith(ATTACHMENTS_LABEL))
    .join('\n')
    .trim();
  const conversation = thread
    .split(MESSAGE_START)
    .map((block) => splitHeaders(block.trim()).rest.trim())
    .filter((block) => block !== '');
  return { headers, body, conversation, attachments };
}

/** A message quoted or forwarded inside an email's body, below the author's own text. */
export interface QuotedMessage {
  /** Its header lines ("from", "sent", "subject"…, lower-cased names, French ones included). */
  headers: Map<string, string>;
  /** Its text, quote marks off. */
  body: string;
}

/** Where quoted history starts: an Outlook header block or an "Original Message" line (as stripQuoted). */
const HISTORY_START =
  /^\s*(?:From:|De :|De:|-----Original Message-----|-----Message d'origine-----|Sent:|Envoyé :)/iu;
const QUOTED_HEADER = /^\s*(from|de|sent|envoyé|date|to|à|cc|subject|objet)\s?:\s?(.*)$/iu;
/** An HTML body read as text may glue the quoted header to the last sentence: "…approved. From: Admin". */
const GLUED_HEADER =
  /([.!?…])[ \t]+((?:From|De)\s?:[^\n]*\n\s*(?:Sent|Date|To|Envoyé|À|Objet|Subject|Cc)\s?:)/gu;

/** A body with a quoted header block put back on its own line. */
export const unglueHeaders = (body: string): string => body.replace(GLUED_HEADER, '$1\n$2');

/**
 * The messages quoted or forwarded below an email body's own text, latest first, each with its header
 * lines and its text. The body's own text is what stripQuoted keeps.
 */
export function quotedMessages(body: string): QuotedMessage[] {
  const lines = unglueHeaders(body.replace(/\r\n?/g, '\n')).split('\n');
  const start = lines.findIndex((line) => HISTORY_START.test(line));
  if (start < 0) return [];
  const messages: QuotedMessage[] = [];
  let current: { headers: Map<string, string>; lines: string[]; inHeaders: boolean } | undefined;
  for (const raw of lines.slice(start)) {
    const line = raw.replace(/^\s*(?:>\s?)+/u, '');
    const header = QUOTED_HEADER.exec(line);
    const opens =
      /^\s*-----.*-----\s*$/u.test(line) || (header !== null && /^(?:from|de)$/iu.test(header[1] ?? ''));
    if (
      opens &&
      (current === undefined ||
        !current.inHeaders ||
        current.headers.has('from') ||
        current.headers.has('de'))
    ) {
      current = { headers: new Map(), lines: [], inHeaders: true };
      messages.push({ headers: current.headers, body: '' });
    }
    if (current === undefined) continue;
    if (current.inHeaders && header !== null) {
      current.headers.set((header[1] ?? '').toLowerCase(), (header[2] ?? '').trim());
      continue;
    }
    if (current.inHeaders && (opens || line.trim() === '')) continue;
    current.inHeaders = false;
    current.lines.push(line);
    const message = messages.at(-1);
    if (message !== undefined) message.body = current.lines.join('\n').trim();
  }
  return messages.filter((message) => message.headers.size > 0 || message.body !== '');
}

export interface Table {
  /** The sheet's name; undefined for a CSV file. */
  name: string | undefined;
  /** Column names, when the first row reads as a header row; else empty. */
  headers: string[];
  /** Data rows (the header row left out), cells in column order. */
  rows: string[][];
  columns: number;
}

const isNumeric = (cell: string) => /^[-+(]?[\d\s.,]*\d[\d\s.,]*\)?\s?[%€$£]?$/u.test(cell.trim());

/**
 * A header row: every cell is non-numeric text, and the table has figures below it or several columns
 * (a single column of words has no header to tell).
 */
function headerRow(rows: string[][]): string[] | undefined {
  const [first, ...rest] = rows;
  if (first === undefined || rest.length === 0) return undefined;
  if (first.some((cell) => cell.trim() === '' || isNumeric(cell))) return undefined;
  const figuresBelow = rest.some((row) => row.some(isNumeric));
  return figuresBelow || first.length > 1 ? first : undefined;
}

function table(name: string | undefined, lines: string[]): Table {
  const cells = lines
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t').map((cell) => cell.trim()));
  const headers = headerRow(cells) ?? [];
  const rows = headers.length > 0 ? cells.slice(1) : cells;
  return { name, headers, rows, columns: Math.max(0, ...cells.map((row) => row.length)) };
}

/** The sheets of a workbook's text ("Sheet: name" blocks), or one unnamed table for a CSV file. */
export function parseTables(text: string): Table[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (!lines.some((line) => line.startsWith(SHEET_LABEL))) return [table(undefined, lines)];
  const tables: Table[] = [];
  let current: { name: string; lines: string[] } | undefined;
  for (const line of lines) {
    if (line.startsWith(SHEET_LABEL)) {
      if (current !== undefined) tables.push(table(current.name, current.lines));
      current = { name: line.slice(SHEET_LABEL.length).trim(), lines: [] };
    } else current?.lines.push(line);
  }
  if (current !== undefined) tables.push(table(current.name, current.lines));
  return tables;
}

export interface CalendarEvent {
  title: string;
  when?: string;
  due?: string;
  location?: string;
  description?: string;
}

/** The events and tasks of a calendar file's text, one block each. */
export function parseCalendar(text: string): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  let current: CalendarEvent | undefined;
  let field: keyof CalendarEvent | undefined;
  const fields: [string, keyof CalendarEvent][] = [
    [EVENT_LABELS.event, 'title'],
    [EVENT_LABELS.task, 'title'],
    [EVENT_LABELS.when, 'when'],
    [EVENT_LABELS.due, 'due'],
    [EVENT_LABELS.location, 'location'],
    [EVENT_LABELS.description, 'description'],
  ];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const labelled = fields.find(([label]) => line.startsWith(label));
    if (labelled !== undefined) {
      const [label, name] = labelled;
      if (name === 'title') {
        current = { title: line.slice(label.length).trim() };
        events.push(current);
      } else if (current !== undefined) current[name] = line.slice(label.length).trim();
      field = name;
    } else if (line.startsWith(EVENT_LABELS.organizer)) {
      field = undefined;
    } else if (current !== undefined && field === 'description' && line.trim() !== '') {
      // A description runs over several lines.
      current.description = `${current.description ?? ''}\n${line}`;
    }
  }
  return events;
}
