import type { TextBudget } from '../text-budget.js';

/**
 * CSV (RFC 4180: quoted fields may hold separators, doubled quotes and line breaks) read into rows and
 * written as the same tab-separated lines as a spreadsheet sheet, so both are summarised alike.
 */

const SEPARATORS = [',', ';', '\t', '|'] as const;

/** The rows of CSV text, one at a time, so reading can stop early. */
export function* csvRows(text: string, separator: string): Generator<string[]> {
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[index + 1] === '"') {
        field += '"';
        index++;
      } else quoted = false;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      row.push(field);
      yield row;
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) yield [...row, field];
}

function firstRows(text: string, separator: string, count: number): string[][] {
  const rows: string[][] = [];
  for (const row of csvRows(text, separator)) {
    rows.push(row);
    if (rows.length === count) break;
  }
  return rows;
}

/** The separator that splits the first rows into the most columns, the same number in every row. */
export function guessSeparator(text: string): string {
  const sample = text.slice(0, 16_384);
  let best: { separator: string; score: number } = { separator: ',', score: 0 };
  for (const separator of SEPARATORS) {
    const rows = firstRows(sample, separator, 20);
    // The last sampled row may be cut short by the sample.
    const complete = rows.length > 1 ? rows.slice(0, -1) : rows;
    const widths = new Set(complete.map((cells) => cells.length));
    const width = complete[0]?.length ?? 0;
    const score = widths.size === 1 ? width : 0;
    if (score > best.score) best = { separator, score };
  }
  return best.separator;
}

/** CSV text (decoded by the caller) as tab-separated rows. */
export function extractCsv(text: string, budget: TextBudget): void {
  for (const cells of csvRows(text, guessSeparator(text))) {
    const line = cells
      .map((cell) => cell.replace(/\s+/g, ' ').trim())
      .join('\t')
      .replace(/\t+$/, '');
    if (line.trim() !== '' && !budget.add(`${line}\n`)) return;
  }
}
