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

const VOWELS = new Set([...'aeiouy']);
const isVowel = (letter: string) => VOWELS.has(fold(letter));

/** Final letters written but not heard (French, mostly): left out or added by mistake. */
const SILENT_END = /[estdxp]$/u;

/** Letters that mark a plural at the end of a word (French and English). */
const PLURAL_END = /[sx]$/u;

const commonPrefix = (a: string, b: string) => {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
};
const commonSuffix = (a: string, b: string) =>
  commonPrefix([...a].reverse().join(''), [...b].reverse().join(''));

export interface RankedFix {
  word: string;
  /** Weighted edit distance (typoCost), lowered when the only change is one vowel for another. */
  cost: number;
  /** Plausibility penalties: first letter, length, grammatical number or case changed. */
  penalty: number;
  /** Letters shared at the start and at the end. */
  shared: number;
}

/**
 * How plausible a candidate is as the intended word. People keep the first letter, the length (±1) and the
 * grammatical number of what they meant, confuse vowels (cleer/clear, enjoi/enjoy) more often than
 * consonants, and leave out or add silent final letters; a proper noun is rarely meant for another lower-case
 * word, but a name is often written in lower case.
 */
export function rankFix(typo: string, candidate: string): RankedFix {
  const a = fold(apostrophes(typo));
  const b = fold(apostrophes(candidate));
  let cost = typoCost(typo, candidate);
  const letters = [...a];
  const others = [...b];
  if (letters.length === others.length) {
    const differences = letters.flatMap((letter, index) =>
      letter === others[index] ? [] : [[letter, others[index] ?? '']],
    );
    const [pair] = differences;
    if (differences.length === 1 && pair !== undefined && isVowel(pair[0] ?? '') && isVowel(pair[1] ?? ''))
      cost -= 0.2;
  }
  // A silent final letter left out or added (biento/bientôt, retoure/retour, recevoire/recevoir).
  if (
    (a.length === b.length + 1 && a.startsWith(b) && SILENT_END.test(a)) ||
    // …but adding a final s or x changes the grammatical number: not a cheap slip.
    (b.length === a.length + 1 && b.startsWith(a) && SILENT_END.test(b) && !PLURAL_END.test(b))
  )
    cost -= 0.6;
  // é for -er, -ez, -et and back (dossié → dossier): the same sound.
  const typoLower = apostrophes(typo).toLowerCase();
  const candidateLower = apostrophes(candidate).toLowerCase();
  if (
    /é$/u.test(typoLower) !== /é$/u.test(candidateLower) &&
    typoLower.replace(/(?:é|e[rzt])$/u, '') === candidateLower.replace(/(?:é|e[rzt])$/u, '')
  )
    cost -= 0.4;
  let penalty = 0;
  // The first letter is rarely wrong: a slipped or swapped first letter (hte, nkow) costs a little, another
  // first letter (tounge → lounge) enough to be refused.
  if (a.charAt(0) !== b.charAt(0))
    penalty += a.charAt(1) === b.charAt(0) || b.charAt(1) === a.charAt(0) ? 0.5 : 1.5;
  if (Math.abs(letters.length - others.length) > 1) penalty += 0.5;
  // retoure → retour, not retours: a correction does not make the word plural.
  if (PLURAL_END.test(b) && !PLURAL_END.test(a)) penalty += 0.4;
  // A name written in lower case (hello ann) is likely; another proper noun much less (mercie ≠ Mercie).
  if (/^\p{Lu}/u.test(candidate) && !/^\p{Lu}/u.test(typo)) penalty += a === b ? 0.45 : 1.5;
  return { word: candidate, cost, penalty, shared: commonPrefix(a, b) + commonSuffix(a, b) };
}

/** Best first: the cheapest plausible edit, then the most shared letters, then the shorter (more common) word. */
export function compareFixes(x: RankedFix, y: RankedFix): number {
  return (
    x.cost + x.penalty - (y.cost + y.penalty) ||
    y.shared - x.shared ||
    [...x.word].length - [...y.word].length
  );
}

/** Accented vowels a typist leaves out (French, mostly). */
const ACCENTS: Record<string, string[]> = {
  a: ['à', 'â'],
  e: ['é', 'è', 'ê', 'ë'],
  i: ['î', 'ï'],
  o: ['ô'],
  u: ['ù', 'û'],
  c: ['ç'],
};

/**
 * Candidates nspell does not suggest because they are two slips away, although both slips are the
 * commonest: a forgotten apostrophe (jespère, dont), a missing accent with a silent final letter left
 * out (biento → bientôt), a silent final letter added (bonjours → bonjour).
 */
function extraCandidates(speller: Speller, plain: string): string[] {
  const found: string[] = [];
  for (let i = 1; i < plain.length; i += 1) {
    const withApostrophe = `${plain.slice(0, i)}'${plain.slice(i)}`;
    if (speller.correct(withApostrophe)) found.push(withApostrophe);
  }
  // A silent final letter added (bonjours): nspell does not always suggest the word without it.
  const shorter = plain.slice(0, -1);
  if (SILENT_END.test(plain) && shorter.length >= 2 && speller.correct(shorter)) found.push(shorter);
  const letters = [...plain];
  letters.forEach((letter, index) => {
    for (const accented of ACCENTS[letter] ?? []) {
      const variant = [...letters.slice(0, index), accented, ...letters.slice(index + 1)].join('');
      for (const ending of ['', 't', 'e', 's', 'd', 'x']) {
        if (speller.correct(variant + ending)) found.push(variant + ending);
      }
    }
  });
  return found;
}

function bestFix(speller: Speller, word: string, curly: boolean): string | undefined {
  const plain = apostrophes(word);
  const candidates = new Set([...speller.suggest(plain), ...extraCandidates(speller, plain)]);
  const ranked = [...candidates]
    .filter((candidate) => candidate !== plain)
    .map((candidate) => rankFix(plain, candidate))
    .sort(compareFixes);
  // Never farther than two edits (fewer for a short word): a doubtful word is better left as written.
  const limit = Math.min(2, Math.max(1, [...plain].length * 0.4));
  const best = ranked.find((fix) => fix.cost + fix.penalty <= limit);
  if (best === undefined) return undefined;
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
