/**
 * The formatted preview (spec §2): models sometimes answer with escape sequences written out — a
 * literal backslash followed by n or t — instead of the characters themselves. The formatted view
 * turns them back into line breaks and tabs and shows the text as paragraphs; the raw view shows
 * the text exactly as received.
 */
const ESCAPES: Record<string, string> = { n: '\n', r: '\n', t: '\t', '"': '"', "'": "'", '\\': '\\' };

/** One pass, left to right, so an escaped backslash (`\\n`) stays a backslash followed by n. */
export function unescapeSequences(text: string): string {
  return text.replace(/\\r\\n|\\([nrt"'\\])/g, (match, char?: string) =>
    char === undefined ? '\n' : (ESCAPES[char] ?? match),
  );
}

/** Paragraphs are separated by blank lines; single line breaks stay inside their paragraph. */
export function formattedParagraphs(text: string): string[] {
  return unescapeSequences(text)
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '');
}
