/**
 * Collects extracted text up to a character limit, so a long document is read only as far as it will
 * be used: extractors that read part by part (pages, rows, slides) ask `full` before reading more.
 */
export class TextBudget {
  private readonly parts: string[] = [];
  private length = 0;
  /** True once something had to be left out. */
  truncated = false;

  constructor(private readonly maxChars: number) {}

  get full(): boolean {
    return this.truncated || this.length >= this.maxChars;
  }

  /** Adds a piece (cut at the limit); false once the limit is reached. */
  add(piece: string): boolean {
    if (this.full) {
      if (piece !== '') this.truncated = true;
      return false;
    }
    const room = this.maxChars - this.length;
    if (piece.length > room) {
      this.parts.push(piece.slice(0, room));
      this.length = this.maxChars;
      this.truncated = true;
      return false;
    }
    this.parts.push(piece);
    this.length += piece.length;
    return true;
  }

  text(): string {
    return this.parts.join('');
  }
}

/**
 * One text for every format: LF line breaks, no control characters (tab and form feed become spaces
 * or line breaks), no trailing spaces, at most one blank line in a row, trimmed.
 */
export function normalizeText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(/\f/g, '\n\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/g, '')
      .replace(/[ \t\u00A0]+$/gm, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** Whether a text holds anything worth summarising: at least one letter or digit. */
export const hasContent = (text: string) => /[\p{L}\p{N}]/u.test(text);
