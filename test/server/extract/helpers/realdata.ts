import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** The real attachments (../shared/realdata/D-attachments, see its SOURCES.md), read in place. */
export const ATTACHMENTS_DIR = resolve(import.meta.dirname, '../../../../../shared/realdata/D-attachments');

/** Every attachment file: the folders also hold licences, expected-value JSON and baselines. */
export function attachmentFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'baseline') walk(path);
      } else if (!/^(?:LICENSE|README)|\.json$/i.test(entry.name)) {
        files.push(relative(ATTACHMENTS_DIR, path));
      }
    }
  };
  walk(ATTACHMENTS_DIR);
  return files.sort();
}

export const readAttachment = (path: string) => readFileSync(join(ATTACHMENTS_DIR, path));

export const readExpected = <T>(folder: string, file = 'expected.json'): T =>
  JSON.parse(readFileSync(join(ATTACHMENTS_DIR, folder, file), 'utf8')) as T;

/** Whitespace runs collapsed and trimmed (SOURCES.md: compare normalised text). */
export const norm = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Words and numbers, lower-cased: layout-free tokens to compare extractors that format differently. */
export const tokens = (text: string) => text.toLowerCase().match(/\p{L}+|\p{N}+/gu) ?? [];

/** Share of `expected`'s tokens (with repeats) found in `actual`. */
export function tokenRecall(expected: string, actual: string): number {
  const available = new Map<string, number>();
  for (const token of tokens(actual)) available.set(token, (available.get(token) ?? 0) + 1);
  const wanted = tokens(expected);
  let found = 0;
  for (const token of wanted) {
    const left = available.get(token) ?? 0;
    if (left > 0) {
      found++;
      available.set(token, left - 1);
    }
  }
  return wanted.length === 0 ? 1 : found / wanted.length;
}

/** 2·LCS / (|a| + |b|) on the texts without whitespace: 1 for the same characters in the same order. */
export function similarity(a: string, b: string): number {
  const x = [...a.replace(/\s+/g, '')];
  const y = [...b.replace(/\s+/g, '')];
  if (x.length + y.length === 0) return 1;
  let previous = new Array<number>(y.length + 1).fill(0);
  for (const char of x) {
    const row = [0];
    for (let j = 1; j <= y.length; j++) {
      row[j] = char === y[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, row[j - 1]!);
    }
    previous = row;
  }
  return (2 * previous[y.length]!) / (x.length + y.length);
}
