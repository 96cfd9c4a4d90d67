/** Small text helpers shared by the preview engine's operations. */

/** Lowercase without accents, for matching words whatever their spelling ("Réunion" ~ "reunion"). */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/gu, 'ss')
    .toLowerCase();
}

export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** Words of a text (letters, apostrophes and inner hyphens), folded. */
export function foldedWords(text: string): string[] {
  return fold(text).match(/\p{L}+(?:['’-]\p{L}+)*/gu) ?? [];
}

export function wordCount(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

/** Ends a sentence with a period unless it already ends with punctuation. */
export function asSentence(text: string): string {
  const trimmed = text.trim().replace(/[,;:]+$/, '');
  if (trimmed === '') return '';
  return /[.!?…)\]»"”]$/.test(trimmed) ? capitalize(trimmed) : `${capitalize(trimmed)}.`;
}

/**
 * Splits prose into sentences: at . ! ? … followed by a space and a capital (or a digit, quote, bracket),
 * and at line breaks. Abbreviations such as "M." or "e.g." followed by a capital are rare enough in emails
 * to accept the occasional extra cut.
 */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => joinAbbreviations(line.split(/(?<=[.!?…])\s+(?=[\p{Lu}\d«"“[(¿¡])/u)))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

// A full stop that ends an abbreviation does not end the sentence: titles and initials ("M. Dupont",
// "Dr. Weber", "J. Smith", "z. B."), and the ones a number follows ("Nr. 4471", "n°. 12", "p. 3").
const TITLE = /(?:^|[\s(])(?:\p{L}|dr|mr|mrs|ms|mme|mlle|prof|hr|st|z\.\s?b|e\.g|i\.e|cf|bzw|ca|vs)\.$/iu;
const BEFORE_NUMBER = /(?:^|[\s(])(?:nr|no|n°|art|fig|vol|p|s|tel|tél|ref|réf)\.$/iu;

function joinAbbreviations(pieces: string[]): string[] {
  const joined: string[] = [];
  for (const piece of pieces) {
    const previous = joined.at(-1);
    if (
      previous !== undefined &&
      (TITLE.test(previous) || (BEFORE_NUMBER.test(previous) && /^\d/u.test(piece)))
    )
      joined[joined.length - 1] = `${previous} ${piece}`;
    else joined.push(piece);
  }
  return joined;
}

/** Paragraphs: blocks separated by blank lines, each with its inner line breaks kept. */
export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** Quoted history and separators that are not part of what the author wrote. */
export function stripQuoted(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (const line of lines) {
    // Spec §5 body split markers: everything after them is history.
    if (/^\s*(?:From:|De :|De:|-----Original Message-----|Sent:|Envoyé :)/i.test(line)) break;
    if (/^\s*>/.test(line)) continue;
    kept.push(line);
  }
  return kept.join('\n');
}
