import { convert, type HtmlToTextOptions, type SelectorDefinition } from 'html-to-text';

/**
 * HTML to readable text with html-to-text: no hard wrapping (the summariser reads paragraphs), no
 * link targets or images (noise for a summary), headings kept as written rather than upper-cased.
 */
const COMMON: SelectorDefinition[] = [
  { selector: 'a', options: { ignoreHref: true } },
  { selector: 'img', format: 'skip' },
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
];

const DOCUMENT_OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  // Documents hold data tables: keep their rows and columns.
  selectors: [
    ...COMMON,
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false, maxColumnWidth: 120 } },
  ],
  limits: { maxInputLength: Number.MAX_SAFE_INTEGER },
};

const EMAIL_OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  // Email bodies use tables for layout: their cells are read as blocks, in order.
  selectors: COMMON,
  limits: { maxInputLength: Number.MAX_SAFE_INTEGER },
};

export function htmlToText(html: string, kind: 'document' | 'email' = 'document'): string {
  return convert(html, kind === 'document' ? DOCUMENT_OPTIONS : EMAIL_OPTIONS);
}
