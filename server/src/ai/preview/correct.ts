import type { Language } from '../../../../contract/language.js';
import { detectLanguage, type DetectableLanguage } from './detect.js';
import { loadSpeller, type Speller } from './spell.js';
import { fold } from './text.js';
import { fixTypography } from './typography.js';

export interface Correction {
  text: string;
  /** The language whose rules were applied (the text's own). */
  language: DetectableLanguage | undefined;
  fixes: { from: string; to: string }[];
}

// Common in emails, missing from the dictionaries: never "correct" them.
const ALLOWED = new Set(
  'ok email emails e-mail e-mails mail mails webinar webinaire newsletter cc cci pdf docx xlsx pptx visio teams zoom outlook gmail plume'.split(
    ' ',
  ),
);

// Words, URLs, addresses and [placeholders]; only the first group is spell-checked.
const TOKEN =
  /(\b(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\[[^\]\n]*\])|(\p{L}[\p{L}\p{M}]*(?:['’-][\p{L}\p{M}]+)*)/gu;

const apostrophes = (word: string) => word.replace(/’/gu, "'");

/**
 * Edit cost between a typo and a candidate, weighted by how people mistype: a missing accent, a swapped
 * pair, a doubled letter or a forgotten apostrophe cost less than an arbitrary change. Damerau-Levenshtein.
 */
export function typoCost(typo: string, candidate: string): number {
  const a = [...apostrophes(typo).toLowerCase()];
  const b = [...apostrophes(candidate).toLowerCase()];
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => d[i]?.[j] ?? Infinity;
  const indel = (letters: string[], index: number) => {
    const letter = letters[index - 1] ?? '';
    if (letter === "'" || letter === '-') return 0.3;
    return letter === letters[index - 2] || letter === letters[index] ? 0.5 : 1;
  };
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const x = a[i - 1] ?? '';
      const y = b[j - 1] ?? '';
      const substitution = x === y ? 0 : fold(x) === fold(y) ? 0.3 : 1;
      let best = Math.min(
        at(i - 1, j) + indel(a, i),
        at(i, j - 1) + indel(b, j),
        at(i - 1, j - 1) + substitution,
      );
      if (i > 1 && j > 1 && x === b[j - 2] && a[i - 2] === y) best = Math.min(best, at(i - 2, j - 2) + 0.6);
      const row = d[i];
      if (row !== undefined) row[j] = best;
    }
  }
  return at(a.length, b.length);
}

function isKnown(speller: Speller, word: string): boolean {
  const plain = apostrophes(word);
  if (ALLOWED.has(plain.toLowerCase()) || speller.correct(plain)) return true;
  // Compounds (pouvez-vous, est-ce) are right when each part is.
  return plain.includes('-') && plain.split('-').every((part) => part === '' || speller.correct(part));
}

function bestFix(speller: Speller, word: string, curly: boolean): string | undefined {
  const plain = apostrophes(word);
  const candidates = new Set(speller.suggest(plain));
  // A forgotten apostrophe (jespère, dont): nspell does not suggest those.
  for (let i = 1; i < plain.length; i += 1) {
    const withApostrophe = `${plain.slice(0, i)}'${plain.slice(i)}`;
    if (speller.correct(withApostrophe)) candidates.add(withApostrophe);
  }
  let best: { word: string; cost: number } | undefined;
  for (const candidate of candidates) {
    const cost = typoCost(plain, candidate);
    if (best === undefined || cost < best.cost) best = { word: candidate, cost };
  }
  if (best === undefined || best.cost > Math.min(2, Math.max(1, plain.length * 0.4))) return undefined;
  const fixed = curly ? best.word.replace(/'/gu, '’') : best.word;
  return /^\p{Lu}/u.test(word) ? fixed.charAt(0).toLocaleUpperCase() + fixed.slice(1) : fixed;
}

function spellFix(text: string, speller: Speller, fixes: Correction['fixes']): string {
  const curly = (text.match(/’/gu)?.length ?? 0) > (text.match(/'/gu)?.length ?? 0);
  return text.replace(
    TOKEN,
    (token, skipped: string | undefined, word: string | undefined, offset: number) => {
      if (skipped !== undefined || word === undefined || word.length < 2) return token;
      // Acronyms and brand casing (PDF, iPhone) are not typos.
      if (/\p{Lu}/u.test(word.slice(1))) return token;
      // A capital inside a sentence marks a name: leave it.
      const sentenceStart = /(?:^|[.!?…]\s+|\n\s*)$/u.test(text.slice(Math.max(0, offset - 4), offset));
      if (/^\p{Lu}/u.test(word) && !sentenceStart) return token;
      if (isKnown(speller, word)) return token;
      const fixed = bestFix(speller, word, curly);
      if (fixed === undefined || fixed === word) return token;
      fixes.push({ from: word, to: fixed });
      return fixed;
    },
  );
}

/**
 * Spelling (hunspell dictionaries, French and English) and typography fixes, in the text's own language:
 * the language is detected from the text, `fallback` only serves when the text is too short to tell.
 * Other languages get the typography fixes only.
 */
export async function correctText(text: string, fallback: Language): Promise<Correction> {
  const detected = detectLanguage(text);
  const language = detected ?? (fallback === 'fr' || fallback === 'en' ? fallback : undefined);
  const fixes: Correction['fixes'] = [];
  let spelled = text;
  if (language === 'fr' || language === 'en') spelled = spellFix(text, await loadSpeller(language), fixes);
  return { text: fixTypography(spelled, language), language, fixes };
}
