import { getDocumentProxy } from 'unpdf';
import { ExtractionError } from '../errors.js';
import type { TextBudget } from '../textBudget.js';

/** pdf.js error names (unpdf ships pdf.js) for a file that needs a password or is not a PDF. */
const PASSWORD_ERROR = 'PasswordException';

interface TextItemLike {
  str?: string;
  hasEOL?: boolean;
}

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** One page's text; undefined when that page is broken (a damaged file keeps its readable pages). */
async function pageText(document: PdfDocument, number: number): Promise<string | undefined> {
  try {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    page.cleanup();
    return (content.items as TextItemLike[])
      .map((item) => (item.str ?? '') + (item.hasEOL === true ? '\n' : ''))
      .join('');
  } catch {
    return undefined;
  }
}

/**
 * PDF text with unpdf's pdf.js build, page by page until the budget is full, so a long document costs
 * only the pages that will be summarised. Items are joined as unpdf's extractText does (a line break
 * where pdf.js saw the end of a line); pages are separated by a blank line.
 */
export async function extractPdf(
  bytes: Uint8Array,
  budget: TextBudget,
): Promise<{ read: number; total: number }> {
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const data = new Uint8Array(bytes);
  let document;
  try {
    document = await getDocumentProxy(data, { verbosity: 0, isEvalSupported: false });
  } catch (error) {
    throw new ExtractionError(
      error instanceof Error && error.name === PASSWORD_ERROR ? 'encrypted' : 'corrupt',
    );
  }
  try {
    let read = 0;
    for (let number = 1; number <= document.numPages && !budget.full; number++) {
      read = number;
      const text = await pageText(document, number);
      if (text !== undefined) budget.add(`${text}\n\n`);
    }
    return { read, total: document.numPages };
  } finally {
    await document.destroy();
  }
}
