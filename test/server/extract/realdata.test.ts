import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../../server/src/extract/extract.js';
import type { ExtractedDocument, Format, TextKind } from '../../../server/src/extract/types.js';
import {
  ATTACHMENTS_DIR,
  attachmentFiles,
  norm,
  readAttachment,
  readExpected,
  similarity,
  tokenRecall,
} from './helpers/realdata.js';

/**
 * Every real attachment (SOURCES.md, folder D) through the extractor, compared with the text its upstream
 * project expects: normalised-whitespace containment, token recall or character similarity, per file.
 */

const extract = (path: string) =>
  extractDocument(
    readAttachment(path),
    { fileName: path.split('/').pop() ?? path, fileType: '' },
    {
      maxChars: 1_000_000,
    },
  );

type Check = (document: ExtractedDocument) => void;

interface PdfExpected {
  expected_text: string;
}
const pdf = readExpected<Record<string, PdfExpected>>('pdf-pdfminer.six');
const docx = readExpected<Record<string, { key_text: string[]; expected_raw_text?: string }>>('docx-mammoth');
type Cell = number | string | boolean | { excel_serial: number; type: string; iso?: string };
const xlsx = readExpected<{
  'issues.xlsx': { sheets: Record<string, Cell[][]>; formula_Sheet1: string[][] };
  'date.xlsx': { first_sheet: Cell[][] };
}>('xlsx-calamine');
const csv = readExpected<Record<string, Record<string, string>[]>>('csv-spectrum');
const postal = readExpected<{
  'mixed.eml': { text: string };
  'mimetorture.eml': { attachments_count: number };
}>('eml/postal-mime');
const mailparser = readExpected<{
  'nodemailer.eml': {
    subject: string;
    to: { address: string; name: string }[];
    attachments_count: number;
    attachment_filenames_seen_in_file: string[];
  };
}>('eml/mailparser');
interface MsgJson {
  subject: string;
  body: string;
  senderEmail?: string;
  recipients: { email: string; recipType: string }[];
  attachments: { fileName: string; attachmentHidden?: boolean }[];
}
const baseline = (name: string) =>
  readFileSync(join(ATTACHMENTS_DIR, 'office-officeParser/baseline', `${name}.txt`), 'utf8');

/** The line of `text` starting with `label`. */
const line = (text: string, label: string) => text.split('\n').find((entry) => entry.startsWith(label));

/** A spreadsheet cell as the sheet shows it (numbers as written, booleans in Excel's words). */
function cellText(cell: Cell): string {
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'string') return cell;
  if (cell.iso !== undefined) return cell.iso;
  // An elapsed-time cell ([hh]:mm:ss): the serial number of days as hours, minutes and seconds.
  const seconds = Math.round(cell.excel_serial * 86_400);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** The rows of one "Sheet: name" block. */
function sheetRows(text: string, name: string): string[] {
  const blocks = text.split('\n\n');
  const block = blocks.find((entry) => entry.startsWith(`Sheet: ${name}\n`));
  return block?.split('\n').slice(1) ?? [];
}

function msgCheck(name: string): Check {
  const expected = readExpected<MsgJson>('msg-msgreader', name.replace('.msg', '.json'));
  return ({ text }) => {
    expect(line(text, 'Subject: ')).toBe(`Subject: ${expected.subject}`);
    for (const recipient of expected.recipients) expect(line(text, 'To: ')).toContain(recipient.email);
    if (expected.senderEmail !== undefined) expect(line(text, 'From: ')).toContain(expected.senderEmail);
    if (norm(expected.body) !== '') expect(norm(text)).toContain(norm(expected.body));
    const attachments = line(text, 'Attachments: ') ?? '';
    for (const attachment of expected.attachments) {
      // Hidden attachments are the pictures inside the body, not files the user attached.
      if (attachment.attachmentHidden === true) expect(attachments).not.toContain(attachment.fileName);
      else expect(attachments).toContain(attachment.fileName);
    }
  };
}

const CASES: Record<string, { format: Format; kind: TextKind; check: Check }> = {
  'pdf-pdfminer.six/simple1.pdf': {
    format: 'pdf',
    kind: 'document',
    // pdfminer spaces out the letters of the character-spaced lines; without whitespace the texts agree.
    check: ({ text }) => expect(similarity(text, pdf['simple1.pdf']!.expected_text)).toBe(1),
  },
  'pdf-pdfminer.six/simple5.pdf': {
    format: 'pdf',
    kind: 'document',
    check: ({ text }) => expect(similarity(text, pdf['simple5.pdf']!.expected_text)).toBe(1),
  },
  'pdf-pdfminer.six/simple3.pdf': {
    format: 'pdf',
    kind: 'document',
    // The Japanese line uses the predefined CMap "V" (Adobe-Japan1), whose data pdf.js loads from
    // pdfjs-dist's cmaps folder; unpdf does not ship it, so only the Latin text comes out (10 of 30
    // characters missing). Hello / World must all be there, in order.
    check: ({ text }) => {
      expect(norm(text)).toBe('HelloHelloWorldWorld');
      expect(similarity(text, pdf['simple3.pdf']!.expected_text)).toBeGreaterThanOrEqual(0.8);
    },
  },
  'pdf-pdfminer.six/contrib/issue-625-identity-cmap.pdf': {
    format: 'pdf',
    kind: 'document',
    // Upstream asserts one line of the Polish invoice (Identity-H font with its ToUnicode map).
    check: ({ text }) =>
      expect(norm(text)).toContain(pdf['contrib/issue-625-identity-cmap.pdf']!.expected_text),
  },
  'docx-mammoth/single-paragraph.docx': {
    format: 'docx',
    kind: 'document',
    check: ({ text }) => expect(text).toBe(docx['single-paragraph.docx']!.expected_raw_text!.trim()),
  },
  'docx-mammoth/tables.docx': {
    format: 'docx',
    kind: 'document',
    check: ({ text }) => {
      const keys = docx['tables.docx']!.key_text;
      for (const key of keys) expect(text).toContain(key);
      // Cells of a row stay on one line, rows in order.
      expect(text.indexOf('Top left')).toBeLessThan(text.indexOf('Top right'));
      expect(line(text, 'Top left')).toContain('Top right');
      expect(text.indexOf('Above')).toBeLessThan(text.indexOf('Below'));
    },
  },
  'docx-mammoth/footnotes.docx': {
    format: 'docx',
    kind: 'document',
    check: ({ text }) => {
      for (const key of docx['footnotes.docx']!.key_text) expect(norm(text)).toContain(key);
    },
  },
  'xlsx-calamine/issues.xlsx': {
    format: 'xlsx',
    kind: 'table',
    check: ({ text }) => {
      const expected = xlsx['issues.xlsx'];
      for (const [name, rows] of Object.entries(expected.sheets)) {
        expect(sheetRows(text, name)).toEqual(rows.map((row) => row.map(cellText).join('\t')));
      }
      // Upstream reads this sheet's formula; a sheet shows its cached result, and so does the text.
      const formulas = sheetRows(text, 'Sheet1');
      expect(formulas).toHaveLength(expected.formula_Sheet1.length);
      expect(formulas.every((row) => /^-?\d/.test(row))).toBe(true);
    },
  },
  'xlsx-calamine/date.xlsx': {
    format: 'xlsx',
    kind: 'table',
    check: ({ text }) => {
      const rows = xlsx['date.xlsx'].first_sheet.map((row) => row.map(cellText).join('\t'));
      expect(sheetRows(text, 'Sheet1')).toEqual(rows);
    },
  },
  'csv-spectrum/quotes_and_newlines.csv': {
    format: 'csv',
    kind: 'table',
    check: ({ text }) => expect(text.split('\n')).toEqual(csvLines(csv['quotes_and_newlines.csv']!)),
  },
  'csv-spectrum/utf8.csv': {
    format: 'csv',
    kind: 'table',
    check: ({ text }) => expect(text.split('\n')).toEqual(csvLines(csv['utf8.csv']!)),
  },
  'office-officeParser/test.pptx': {
    format: 'pptx',
    kind: 'document',
    check: ({ text }) => {
      // officeParser numbers list items and describes images; the words of every slide and note are there.
      expect(tokenRecall(baseline('test.pptx'), text)).toBeGreaterThanOrEqual(0.97);
      expect(text.indexOf('Demonstration of DOCX support')).toBeLessThan(text.indexOf('Structural Elements'));
    },
  },
  'office-officeParser/test.html': {
    format: 'html',
    kind: 'document',
    check: ({ text }) => expect(tokenRecall(baseline('test.html'), text)).toBeGreaterThanOrEqual(0.97),
  },
  'eml/postal-mime/mixed.eml': {
    format: 'eml',
    kind: 'email',
    check: ({ text }) => expect(norm(text)).toBe(norm(postal['mixed.eml'].text)),
  },
  'eml/postal-mime/mimetorture.eml': {
    format: 'eml',
    kind: 'email',
    check: ({ text }) => {
      const names = (line(text, 'Attachments: ') ?? '').slice('Attachments: '.length).split(', ');
      const raw = readAttachment('eml/postal-mime/mimetorture.eml').toString('latin1');
      // Named attachments only, each named in the file; two of upstream's nine have no name.
      expect(names.length).toBeGreaterThan(0);
      expect(names.length).toBeLessThanOrEqual(postal['mimetorture.eml'].attachments_count);
      for (const name of names) expect(raw).toContain(name);
      expect(text).toContain("Welcome to Ryan Finnie's MIME torture test.");
    },
  },
  'eml/mailparser/nodemailer.eml': {
    format: 'eml',
    kind: 'email',
    check: ({ text }) => {
      const expected = mailparser['nodemailer.eml'];
      expect(line(text, 'Subject: ')).toBe(`Subject: ${expected.subject}`);
      for (const { address, name } of expected.to) {
        expect(line(text, 'To: ')).toContain(address);
        if (name !== '') expect(line(text, 'To: ')).toContain(name);
      }
      expect(line(text, 'Attachments: ')).toBe(
        `Attachments: ${expected.attachment_filenames_seen_in_file.join(', ')}`,
      );
    },
  },
  'msg-msgreader/attachAndInline.msg': {
    format: 'msg',
    kind: 'email',
    check: msgCheck('attachAndInline.msg'),
  },
  'msg-msgreader/attachmentFiles.msg': {
    format: 'msg',
    kind: 'email',
    check: msgCheck('attachmentFiles.msg'),
  },
};

function csvLines(rows: Record<string, string>[]): string[] {
  const header = Object.keys(rows[0] ?? {});
  return [header, ...rows.map((row) => header.map((key) => norm(row[key] ?? '')))].map((cells) =>
    cells.join('\t'),
  );
}

describe('extraction of the real attachments', () => {
  it('has a check for every file of the folder', () => {
    expect(attachmentFiles()).toEqual(Object.keys(CASES).sort());
  });

  it.each(Object.entries(CASES))('%s', async (path, { format, kind, check }) => {
    const document = await extract(path);
    expect({ format: document.format, kind: document.kind, complete: document.complete }).toEqual({
      format,
      kind,
      complete: true,
    });
    check(document);
  });

  it('finds the format by content, whatever the name and declared type say', async () => {
    for (const path of Object.keys(CASES)) {
      const document = await extractDocument(
        readAttachment(path),
        { fileName: 'attachment.bin', fileType: 'application/octet-stream' },
        { maxChars: 1_000_000 },
      );
      // CSV is text like any other; only its name or type says it is a table.
      expect(document.format).toBe(CASES[path]!.format === 'csv' ? 'text' : CASES[path]!.format);
    }
  });
});
