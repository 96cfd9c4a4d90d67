import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { FILE_CANNOT_BE_PROCESSED } from '../../../contract/messages.js';
import { ExtractionError, type ExtractionErrorKind } from '../../../server/src/extract/errors.js';
import { extractDocument } from '../../../server/src/extract/extract.js';
import { MAX_INFLATED_BYTES } from '../../../server/src/extract/zip.js';
import { extractionRefusal } from '../../../server/src/routes/summarizeErrors.js';
import { writeCfb } from './helpers/cfbWriter.js';
import { writePdf } from './helpers/pdfWriter.js';
import { readAttachment } from './helpers/realdata.js';
import { docxWith, withDeclaredSize } from './helpers/zipFiles.js';

/** Broken, truncated, empty, encrypted and unsupported inputs: each refused with the reason it deserves. */

async function failure(bytes: Uint8Array, fileName = 'file', fileType = ''): Promise<ExtractionErrorKind> {
  try {
    await extractDocument(bytes, { fileName, fileType }, { maxChars: 100_000 });
  } catch (error) {
    expect(error).toBeInstanceOf(ExtractionError);
    // Whatever the reason, the user reads the spec's message (§8), detailed for time and memory.
    expect(extractionRefusal(error as ExtractionError).message.startsWith(FILE_CANNOT_BE_PROCESSED)).toBe(
      true,
    );
    return (error as ExtractionError).kind;
  }
  throw new Error('expected the extraction to fail');
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const block = (fill: number) => new Uint8Array(4096).fill(fill);

describe('files that cannot be processed', () => {
  it('empty files and files without any letter or digit are empty', async () => {
    expect(await failure(new Uint8Array(0), 'empty.txt')).toBe('empty');
    expect(await failure(Buffer.from(' \n\t\r\n  '), 'blank.txt')).toBe('empty');
    expect(await failure(Buffer.from('<html><body><img src="x.png"></body></html>'), 'a.html')).toBe('empty');
    // A PDF whose pages carry no text (a scan without OCR).
    expect(await failure(writePdf({ pages: [[], []] }), 'scan.pdf')).toBe('empty');
  });

  it('images, plain archives and unknown binary data are not supported', async () => {
    expect(await failure(PNG, 'photo.png', 'image/png')).toBe('unsupported');
    // Declared as a PDF, it is still an image.
    expect(await failure(PNG, 'report.pdf', 'application/pdf')).toBe('unsupported');
    const zip = new JSZip();
    zip.file('notes.txt', 'Hello');
    expect(await failure(await zip.generateAsync({ type: 'uint8array' }), 'notes.zip')).toBe('unsupported');
    const noise = Uint8Array.from({ length: 2048 }, (_, index) => (index * 7919) % 256);
    expect(await failure(noise, 'data.bin')).toBe('unsupported');
  });

  it('a legacy Word document (compound file without a message) is not supported', async () => {
    expect(await failure(writeCfb([{ name: 'WordDocument', data: block(1) }]), 'old.doc')).toBe(
      'unsupported',
    );
  });

  it('password-protected PDF and Office files are encrypted', async () => {
    const pdf = writePdf({ pages: [['Quarterly results, confidential.']], userPassword: 'secret' });
    expect(await failure(pdf, 'results.pdf')).toBe('encrypted');
    // Office wraps a protected .docx / .xlsx / .pptx in a compound file with these two streams.
    const office = writeCfb([
      { name: 'EncryptionInfo', data: block(2) },
      { name: 'EncryptedPackage', data: block(3) },
    ]);
    expect(await failure(office, 'budget.xlsx')).toBe('encrypted');
  });

  it.each([
    'pdf-pdfminer.six/simple5.pdf',
    'pdf-pdfminer.six/contrib/issue-625-identity-cmap.pdf',
    'docx-mammoth/tables.docx',
    'xlsx-calamine/issues.xlsx',
    'office-officeParser/test.pptx',
    'msg-msgreader/attachmentFiles.msg',
  ])('the first half of %s is corrupt', async (path) => {
    const bytes = readAttachment(path);
    expect(await failure(bytes.subarray(0, Math.floor(bytes.length / 2)), path)).toBe('corrupt');
  });

  it('a file whose signature lies about its content is corrupt', async () => {
    const fakePdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 'A')]);
    expect(await failure(fakePdf, 'fake.pdf')).toBe('corrupt');
    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<Types/>');
    zip.file('word/document.xml', 'not xml at all <<<');
    expect(await failure(await zip.generateAsync({ type: 'uint8array' }), 'broken.docx')).toBe('corrupt');
  });

  it('a ZIP announcing more than the inflated-size limit is refused before anything is inflated', async () => {
    const docx = await docxWith(['Hello']);
    expect(await failure(withDeclaredSize(docx, MAX_INFLATED_BYTES + 1), 'bomb.docx')).toBe('memory');
    expect(extractionRefusal(new ExtractionError('memory')).message).toBe(
      `${FILE_CANNOT_BE_PROCESSED}: it needs too much memory to read`,
    );
    // The same document, honest about its sizes, is read.
    const document = await extractDocument(docx, { fileName: 'ok.docx', fileType: '' }, { maxChars: 1000 });
    expect(document.text).toBe('Hello');
  });
});

describe('long documents', () => {
  const sentence = (page: number, line: number) =>
    `Page ${page}, line ${line}: the project review continues here.`;
  const pdf = writePdf({
    pages: Array.from({ length: 30 }, (_, page) =>
      Array.from({ length: 20 }, (_, line) => sentence(page + 1, line + 1)),
    ),
  });

  it('reads a PDF only as far as the limit, and says how many pages it read', async () => {
    const document = await extractDocument(pdf, { fileName: 'long.pdf', fileType: '' }, { maxChars: 3000 });
    expect(document.complete).toBe(false);
    expect(document.text.length).toBeLessThanOrEqual(3000);
    expect(document.parts).toEqual({ read: 3, total: 30, unit: 'page' });
    expect(document.text).toContain(sentence(1, 1));
    expect(document.text).not.toContain('Page 4,');
    // Cut after a whole line, never inside a word.
    expect(document.text.endsWith('here.')).toBe(true);
  });

  it('reads the whole PDF when it fits', async () => {
    const document = await extractDocument(
      pdf,
      { fileName: 'long.pdf', fileType: '' },
      { maxChars: 100_000 },
    );
    expect(document.complete).toBe(true);
    expect(document.parts).toBeUndefined();
    expect(document.text).toContain(sentence(30, 20));
  });

  it('cuts a long plain text at a paragraph end, without pages to count', async () => {
    const paragraphs = Array.from(
      { length: 200 },
      (_, index) => `Paragraph ${index + 1} of the minutes. It has two sentences.`,
    );
    const bytes = Buffer.from(paragraphs.join('\n\n'));
    const document = await extractDocument(
      bytes,
      { fileName: 'minutes.txt', fileType: 'text/plain' },
      { maxChars: 2000 },
    );
    expect(document.complete).toBe(false);
    expect(document.parts).toBeUndefined();
    expect(document.text.length).toBeLessThanOrEqual(2000);
    expect(document.text.endsWith('It has two sentences.')).toBe(true);
    expect(paragraphs.join('\n\n').startsWith(document.text)).toBe(true);
  });

  it('stops reading a spreadsheet at the limit', async () => {
    const rows = Array.from(
      { length: 5000 },
      (_, index) => `${index + 1},Item ${index + 1},${(index * 3) % 17}`,
    );
    const bytes = Buffer.from(['Number,Name,Quantity', ...rows].join('\n'));
    const document = await extractDocument(
      bytes,
      { fileName: 'stock.csv', fileType: '' },
      { maxChars: 1000 },
    );
    expect(document.complete).toBe(false);
    expect(document.text.startsWith('Number\tName\tQuantity\n1\tItem 1\t0')).toBe(true);
    expect(document.text.length).toBeLessThanOrEqual(1000);
  });
});
