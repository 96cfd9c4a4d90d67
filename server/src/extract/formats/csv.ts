import Papa from 'papaparse';
import type { TextBudget } from '../textBudget.js';

/** The separators Papa Parse chooses between (it keeps the one giving consistent, widest rows). */
const SEPARATORS = [',', ';', '\t', '|'];

/**
 * CSV text (decoded by the caller) as tab-separated rows, the same lines as a spreadsheet sheet, so both
 * are summarised alike. Papa Parse reads RFC 4180 (quoted separators, doubled quotes, line breaks inside
 * fields) and guesses the separator; reading stops as soon as the text budget is full.
 */
export function extractCsv(text: string, budget: TextBudget): void {
  Papa.parse<string[]>(text, {
    delimiter: '',
    delimitersToGuess: SEPARATORS,
    skipEmptyLines: 'greedy',
    step: (row, parser) => {
      const line = row.data
        .map((cell) => cell.replace(/\s+/g, ' ').trim())
        .join('\t')
        .replace(/\t+$/, '');
      if (line.trim() !== '' && !budget.add(`${line}\n`)) parser.abort();
    },
  });
}
