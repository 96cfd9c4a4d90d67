import ExcelJS from 'exceljs';
import { SHEET_LABEL } from '../../shared/extractedTextLabels.js';
import type { TextBudget } from '../textBudget.js';

const DAY_MS = 86_400_000;
/** Days from Excel's day 0 to 1970-01-01, in the 1900 and 1904 date systems (exceljs's own offsets). */
const EPOCH_DAYS = { 1900: 25_569, 1904: 24_107 } as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** A duration format shows elapsed hours ([h]:mm:ss), not a time of day. */
const isDuration = (format: string | undefined) => format !== undefined && /\[(?:h+|m+|s+)\]/i.test(format);

function dateText(date: Date, format: string | undefined, date1904: boolean): string {
  if (isDuration(format)) {
    const serial = date.getTime() / DAY_MS + EPOCH_DAYS[date1904 ? 1904 : 1900];
    const seconds = Math.round(serial * 86_400);
    return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
  }
  // exceljs reads dates as UTC; a cell without a time of day shows the date alone.
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

type Value = ExcelJS.CellValue | ExcelJS.RichText[];

/** What the cell shows: formula results rather than formulas (a formula without a cached result is kept). */
function valueText(value: Value, format: string | undefined, date1904: boolean): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateText(value, format, date1904);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.map((part) => part.text).join('');
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('error' in value) return value.error;
  if ('hyperlink' in value) return valueText(value.text as Value, format, date1904);
  if ('result' in value && value.result !== undefined) return valueText(value.result, format, date1904);
  const formula =
    'formula' in value && value.formula !== undefined
      ? value.formula
      : 'sharedFormula' in value
        ? value.sharedFormula
        : '';
  return formula === '' ? '' : `=${formula}`;
}

/**
 * Cell text on one line, without the tabs that separate cells. A formula's cached result is read from
 * `cell.result`: exceljs's `value` drops a false or zero result.
 */
function cellText(cell: ExcelJS.Cell, date1904: boolean): string {
  const value: Value =
    cell.formula !== undefined && cell.formula !== '' && (cell.result as unknown) !== undefined
      ? (cell.result as ExcelJS.CellValue)
      : cell.value;
  return valueText(value, cell.numFmt, date1904).replace(/\s+/g, ' ').trim();
}

/**
 * Workbooks with exceljs: one block per sheet, in workbook order, headed "Sheet: <name>", then one line
 * per non-empty row with cells separated by tabs (empty cells keep their column). Reading stops when the
 * budget is full.
 */
export async function extractXlsx(bytes: Uint8Array, budget: TextBudget): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer (it hands it to JSZip, which takes any binary).
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  await workbook.xlsx.load((whole ? bytes.buffer : bytes.slice().buffer) as ArrayBuffer);
  const date1904 = workbook.properties.date1904 === true;
  for (const sheet of workbook.worksheets) {
    if (!budget.add(`${SHEET_LABEL}${sheet.name}\n`)) return;
    let stop = false;
    sheet.eachRow({ includeEmpty: false }, (row) => {
      if (stop) return;
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = cellText(cell, date1904);
      });
      const line = Array.from(cells, (cell) => cell ?? '')
        .join('\t')
        .replace(/\t+$/, '');
      if (line.trim() !== '' && !budget.add(`${line}\n`)) stop = true;
    });
    if (stop || !budget.add('\n')) return;
  }
}
