/** Text helpers shared by the checks. */

/** Bracketed placeholders a reply leaves for the user to fill: "[date]", "[votre réponse]". */
export const PLACEHOLDER = /\[[^\]\n]{1,120}\]/gu;

export const stripPlaceholders = (text: string): string => text.replace(PLACEHOLDER, ' ');

/** Accents off, lower case: "Réunion" and "reunion" compare equal. */
export const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Comparable form for "does this fact appear": folded, typographic apostrophes and quotes unified, every
 * kind of space one space, thousands separators dropped ("4 500", "4,500", "4.500" all "4500").
 */
export function normalize(text: string): string {
  return fold(text)
    .replace(/[’‘`´]/g, "'")
    .replace(/[«»“”„"]/g, '"')
    .replace(/[\s\u00a0\u202f]+/gu, ' ')
    .replace(/(\d)[ .,'](?=\d{3}(?!\d))/g, '$1')
    .trim();
}

export const contains = (haystack: string, needle: string): boolean =>
  normalize(haystack).includes(normalize(needle));

export const nonEmptyLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

export const words = (text: string): string[] =>
  text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));

/** The display name of "Name <address>" (quotes off), or '' when there is none. */
export function displayName(from: string): string {
  const match = /^\s*"?([^"<]*?)"?\s*<[^>]*>\s*$/.exec(from);
  const name = (match ? match[1] : /@/.test(from) ? '' : from)?.trim() ?? '';
  return /@/.test(name) ? '' : name;
}

/** Bullet or numbered list lines. */
export const BULLET = /^\s*(?:[-•*–·▪◦]|\d{1,2}[.)])\s+\S/u;
