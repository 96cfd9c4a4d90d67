/**
 * The language of the email being answered (issue #14): a reply is written in it by default.
 *
 * Detection is franc-min's (chosen by `npm run bench:language` on the mail of ../shared/realdata; README,
 * "Dependencies and why"), loaded lazily on the first call so that the first screen's bundle does not
 * grow. Only the ten request languages (contract/language.ts) are ever answered.
 *
 * The "unsure" rule (settings below, tuned with the bench): a detection is unsure when
 *   1. the text has fewer than `minLetters` letters once links, addresses, digits and quote markers are
 *      removed (a Chinese or Japanese character counts as 3: it carries about a word), or
 *   2. the library's top language is not one of the ten (Latin placeholder, Polish, Ukrainian…), or
 *   3. the top two languages are too close: (top − second) / top < `minGap`, or < `longGap` for a text of
 *      `longLetters` letters or more (mixed or ambiguous text).
 * An unsure answer still names the top language when it is one of the ten (a hint), else null.
 * Measured (bench:language, 106 realdata texts): 67.0 % right, 30.2 % unsure, 2.8 % wrong. franc-min
 * finds Russian close to Bulgarian: Russian mail usually comes out unsure, never as another language.
 */
import { LANGUAGES, type Language } from '../../contract/language';
import { loadChunk } from './loadChunk';
import {
  fallbackLanguage,
  type DetectedLanguage,
  type DetectedSource,
  type ReplyLanguage,
  type ReplyLanguageInput,
} from './replyLanguage';

export type { DetectedLanguage, ReplyLanguage, ReplyLanguageInput } from './replyLanguage';

export interface Detection {
  language: Language | null;
  confident: boolean;
}

/** A library's answer, best first: language codes (ISO 639-1 for the ten) and scores. */
export type Ranked = readonly { lang: string; score: number }[];

export interface DetectionSettings {
  /** The library the module loads (the bench checks these settings against it). */
  library: string;
  minLetters: number;
  minGap: number;
  /**
   * A text of at least `longLetters` letters is sure with a smaller gap, `longGap`: on a few sentences
   * franc-min's scores crowd together even when the language is plain (a 20-word English email: English
   * 1, French 0.93), and more text makes a small lead meaningful.
   */
  longLetters: number;
  longGap: number;
  /** Only the first characters are read: enough to know, and detection stays fast on long mail. */
  maxChars: number;
}

export const DETECTION_SETTINGS: DetectionSettings = {
  library: 'franc-min',
  minLetters: 15,
  minGap: 0.1,
  longLetters: 60,
  longGap: 0.05,
  maxChars: 2000,
};

export interface PreparedText {
  text: string;
  /** Letters, a Han or kana character counting 3. */
  letters: number;
}

const URL = /\b(?:https?:\/\/|www\.)\S+/giu;
const ADDRESS = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
const QUOTE_MARKERS = /^[ \t]*(?:>[ \t]?)+/gmu;
const NOT_PROSE = /[\p{N}_<>[\]{}()|*#=~^`\\/@]+/gu;
const WIDE_LETTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const LETTER = /\p{L}/gu;

const FIELD_LINE = /^[ \t]*(?:>[ \t]?)*\p{L}[\p{L}\p{M} .'’-]{0,24}[ \t]?:(?:[ \t]|$)/u;

/**
 * Without quoted header blocks ("From: …", "Sent: …", "De : …", "Betreff: …", two lines or more in a
 * row): their field names are the mail client's language, not the message's, and the names, dates and
 * addresses in them only blur what the library reads.
 */
function withoutHeaderBlocks(text: string): string {
  const lines = text.split(/\r?\n/u);
  const field = lines.map((line) => FIELD_LINE.test(line));
  return lines.filter((_line, i) => !(field[i] && (field[i - 1] || field[i + 1]))).join('\n');
}

/**
 * The text the library reads: no header blocks, links, addresses, quote markers or digits, whitespace
 * collapsed.
 */
export function prepareText(raw: string, maxChars: number = DETECTION_SETTINGS.maxChars): PreparedText {
  const text = withoutHeaderBlocks(raw.slice(0, maxChars * 2))
    .replace(URL, ' ')
    .replace(ADDRESS, ' ')
    .replace(QUOTE_MARKERS, '')
    .replace(NOT_PROSE, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    .slice(0, maxChars);
  const letters = (text.match(LETTER)?.length ?? 0) + 2 * (text.match(WIDE_LETTER)?.length ?? 0);
  return { text, letters };
}

const isOurs = (code: string | undefined): code is Language =>
  code !== undefined && (LANGUAGES as readonly string[]).includes(code);

/** The unsure rule (see the top of this file) applied to a library's ranked answer. */
export function judge(
  prepared: PreparedText,
  ranked: Ranked,
  settings: DetectionSettings = DETECTION_SETTINGS,
): Detection {
  const [top, second] = ranked;
  if (!top || !isOurs(top.lang) || top.score <= 0) return { language: null, confident: false };
  const gap = (top.score - (second?.score ?? 0)) / top.score;
  const confident =
    prepared.letters >= settings.minLetters &&
    (gap >= settings.minGap || (prepared.letters >= settings.longLetters && gap >= settings.longGap));
  return { language: top.lang, confident };
}

/** franc's ISO 639-3 codes of the ten languages (franc says cmn for Mandarin Chinese). */
export const FRANC_CODES: Readonly<Record<string, Language>> = {
  fra: 'fr',
  eng: 'en',
  spa: 'es',
  deu: 'de',
  ita: 'it',
  por: 'pt',
  nld: 'nl',
  rus: 'ru',
  jpn: 'ja',
  cmn: 'zh',
};

/** franc's answer as a Ranked list: our codes for the ten, franc's own for the others, no 'und'. */
export const fromFranc = (scores: readonly (readonly [string, number])[]): Ranked =>
  scores
    .filter(([code]) => code !== 'und')
    .map(([code, score]) => ({ lang: FRANC_CODES[code] ?? code, score }));

type Detector = (text: string) => Ranked;

let detector: Promise<Detector> | undefined;

/**
 * franc-min, in its own lazy chunk; a failed load is forgotten so that the next call tries again. Its own
 * minimum length is off: the letter count above decides what is too short.
 */
function loadDetector(): Promise<Detector> {
  detector ??= loadChunk(() => import('franc-min')).then(
    ({ francAll }): Detector =>
      (text) =>
        fromFranc(francAll(text, { minLength: 1 })),
    (error: unknown) => {
      detector = undefined;
      throw error;
    },
  );
  return detector;
}

/**
 * The language of `text`, one of the ten or null, and whether detection is sure of it. Rejects with a
 * ChunkLoadError when the library cannot be loaded.
 */
export async function detectLanguage(text: string): Promise<Detection> {
  const prepared = prepareText(text);
  if (prepared.letters === 0) return { language: null, confident: false };
  const detect = await loadDetector();
  return judge(prepared, detect(prepared.text));
}

/**
 * The language of the email being answered: the main body's when detection is sure of it, else the
 * thread's, else the subject's; null when it is unsure of all three. Rejects with a ChunkLoadError when
 * the library cannot be loaded.
 */
export async function detectEmailLanguage(
  input: Pick<ReplyLanguageInput, 'body' | 'thread' | 'subject'>,
): Promise<DetectedLanguage | null> {
  const texts: [DetectedSource, string | undefined][] = [
    ['body', input.body],
    ['thread', input.thread],
    ['subject', input.subject],
  ];
  for (const [source, text] of texts) {
    if (!text) continue;
    const { language, confident } = await detectLanguage(text);
    if (confident && language) return { language, source };
  }
  return null;
}

/**
 * Issue #14's default reply language: the detected language of the email (detectEmailLanguage), else
 * the fallback; a library that cannot load counts as unsure (the next call tries again).
 */
export async function resolveReplyLanguage(input: ReplyLanguageInput): Promise<ReplyLanguage> {
  try {
    const detected = await detectEmailLanguage(input);
    if (detected) return detected;
  } catch {
    // The library did not load: the reply keeps the user's language.
  }
  return fallbackLanguage(input);
}
