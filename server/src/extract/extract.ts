import { detectFormat } from './detect.js';
import { ExtractionError } from './errors.js';
import { looksLikeEmailText } from './sniffText.js';
import { hasContent, normalizeText, TextBudget } from './textBudget.js';
import type { ExtractedDocument, ExtractLimits, FileMeta, Format, TextKind } from './types.js';

const KINDS: Record<Format, TextKind> = {
  pdf: 'document',
  docx: 'document',
  pptx: 'document',
  html: 'document',
  text: 'document',
  xlsx: 'table',
  csv: 'table',
  eml: 'email',
  msg: 'email',
  ics: 'calendar',
};

/**
 * A text cut to at most `maxChars`, at the last paragraph end, else sentence end, else space, in the last
 * fifth of what fits: a summary of a cut document should not end on half a word.
 */
export function cutCleanly(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const head = text.slice(0, maxChars);
  const floor = Math.floor(maxChars * 0.8);
  const paragraph = head.lastIndexOf('\n\n');
  if (paragraph >= floor) return head.slice(0, paragraph);
  const sentence = Math.max(
    ...['. ', '! ', '? ', '… ', '.\n', '!\n', '?\n'].map((end) => head.lastIndexOf(end)),
  );
  if (sentence >= floor) return head.slice(0, sentence + 1);
  const space = head.search(/\s\S*$/);
  return space >= floor ? head.slice(0, space) : head;
}

/**
 * Detects a file's format and extracts its text, at most `limits.maxChars` characters of it. Runs in the
 * calling thread: the route runs it in a worker (see isolated.ts), tests and the bench call it directly.
 * Throws ExtractionError when the file cannot be read or holds no text.
 */
export async function extractDocument(
  bytes: Uint8Array,
  meta: FileMeta,
  limits: ExtractLimits,
): Promise<ExtractedDocument> {
  const detection = await detectFormat(bytes, meta);
  const { format } = detection;
  // One character more than the limit tells "exactly at the limit" from "longer".
  const budget = new TextBudget(limits.maxChars + 1);
  let parts: ExtractedDocument['parts'];
  try {
    // Each format's library is loaded when first needed: a worker reading a PDF never loads exceljs.
    switch (format) {
      case 'pdf': {
        const { extractPdf } = await import('./formats/pdf.js');
        parts = { ...(await extractPdf(bytes, budget)), unit: 'page' };
        break;
      }
      case 'pptx': {
        const { extractPptx } = await import('./formats/pptx.js');
        // detectFormat opened every ZIP it recognised.
        parts = { ...(await extractPptx(detection.zip!, budget)), unit: 'slide' };
        break;
      }
      case 'xlsx':
        await (await import('./formats/xlsx.js')).extractXlsx(bytes, budget);
        break;
      case 'csv':
        (await import('./formats/csv.js')).extractCsv(detection.text ?? '', budget);
        break;
      case 'docx':
        budget.add(await (await import('./formats/docx.js')).extractDocx(bytes));
        break;
      case 'html':
        budget.add((await import('./formats/html.js')).extractHtml(bytes, meta.fileType));
        break;
      case 'eml':
        budget.add(await (await import('./formats/eml.js')).extractEml(bytes));
        break;
      case 'msg':
        budget.add((await import('./formats/msg.js')).extractMsg(bytes));
        break;
      case 'ics':
        budget.add((await import('./formats/ics.js')).extractIcs(detection.text ?? ''));
        break;
      case 'text':
        budget.add(detection.text ?? '');
        break;
    }
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    // A library refusing the file: broken, truncated, or not what its signature claims.
    throw new ExtractionError('corrupt');
  }

  let text = normalizeText(budget.text());
  const complete = !budget.truncated && text.length <= limits.maxChars;
  if (!complete) text = cutCleanly(text, limits.maxChars);
  if (!hasContent(text)) throw new ExtractionError('empty');
  const kind = format === 'text' && looksLikeEmailText(text) ? 'email' : KINDS[format];
  return {
    format,
    kind,
    text,
    complete,
    ...(parts !== undefined && !complete ? { parts } : {}),
  };
}
