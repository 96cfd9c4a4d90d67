/**
 * The body as lines, with the per-line facts the history detectors ask about computed once.
 *
 * Detectors look at windows of a few lines around each line, so without memoising the same line
 * would be re-tested many times. Every fact is computed on bounded-length text: lines longer than
 * MAX_MARKER_LINE are never markers and are skipped untested, which keeps the split linear whatever
 * the input (a 1 MB single line of spaces, 100 000 lines of "On 1", …).
 */

/** Lines longer than this are never a reply header, a separator or a signature. */
export const MAX_MARKER_LINE = 1000;

/** A header that a client wrapped over several lines is never longer than this once re-joined. */
export const MAX_WRAPPED_HEADER = 500;

/** The characters that JavaScript's \s matches. */
export function isSpace(code: number): boolean {
  return (
    (code >= 9 && code <= 13) ||
    code === 32 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

const GREATER_THAN = 0x3e;

/** Index of the first character of `line` that is neither a space nor a '>' quote marker. */
export function textStart(line: string): number {
  let first = 0;
  while (first < line.length && (isSpace(line.charCodeAt(first)) || line.charCodeAt(first) === GREATER_THAN))
    first++;
  return first;
}

/** Index just after the last character of `line` that is not a space (never before `from`). */
export function textEnd(line: string, from: number): number {
  let end = line.length;
  while (end > from && isSpace(line.charCodeAt(end - 1))) end--;
  return end;
}

/**
 * Removes what sits around a quoted header without changing its meaning: indentation (Outlook and
 * Yahoo indent forwarded headers), '>' quote markers (a header quoted by a later reply), trailing
 * and non-breaking spaces.
 */
export function unquote(line: string): string {
  const start = textStart(line);
  const end = textEnd(line, start);
  return start === 0 && end === line.length ? line : line.slice(start, end);
}

/**
 * A fact about one line, derived from its marker text only and encoded as a small number (0 to 254;
 * 0 for lines too long to be markers). See BodyLines.code and BodyLines.test.
 */
export interface LineFact {
  readonly id: number;
  readonly compute: (text: string) => number;
}

let factCount = 0;

export function lineCode(compute: (text: string) => number): LineFact {
  return { id: factCount++, compute };
}

/** A yes/no fact about one line. */
export function lineTest(compute: (text: string) => boolean): LineFact {
  return lineCode((text) => (compute(text) ? 1 : 0));
}

export class BodyLines {
  readonly length: number;
  private readonly texts: (string | null | undefined)[];
  private readonly facts: Uint8Array[] = [];

  constructor(readonly lines: readonly string[]) {
    this.length = lines.length;
    this.texts = new Array<string | null | undefined>(lines.length);
  }

  raw(index: number): string {
    return this.lines[index] ?? '';
  }

  /** Whether the line holds nothing but whitespace and quote markers (or is past the end). */
  isBlank(index: number): boolean {
    return index >= this.length || this.text(index) === '';
  }

  /** The line without indentation and quote markers, or null when it is too long to be a marker. */
  text(index: number): string | null {
    let text = this.texts[index];
    if (text === undefined) {
      const line = this.lines[index];
      text = line === undefined || line.length > MAX_MARKER_LINE ? null : unquote(line);
      this.texts[index] = text;
    }
    return text;
  }

  /** `fact` for line `index`, computed at most once per line. */
  code(fact: LineFact, index: number): number {
    let values = this.facts[fact.id];
    if (values === undefined) {
      values = new Uint8Array(this.length); // 0: not computed yet, else the code plus one
      this.facts[fact.id] = values;
    }
    const known = values[index] ?? 0;
    if (known !== 0) return known - 1;
    const text = this.text(index);
    const value = text === null ? 0 : fact.compute(text);
    values[index] = value + 1;
    return value;
  }

  test(fact: LineFact, index: number): boolean {
    return this.code(fact, index) !== 0;
  }

  /** Index of the first non-blank line at or after `from`, or -1. */
  nextNonBlank(from: number): number {
    for (let i = from; i < this.length; i++) if (!this.isBlank(i)) return i;
    return -1;
  }

  /** Index of the last non-blank line before `before` looking back at most `limit` lines, or -1. */
  previousNonBlank(before: number, limit: number): number {
    for (let i = before - 1; i >= 0 && i >= before - limit; i--) if (!this.isBlank(i)) return i;
    return -1;
  }
}
