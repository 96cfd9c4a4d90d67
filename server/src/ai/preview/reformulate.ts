import type { Tone } from '../../../../contract/ai.js';
import { detectLanguage, type DetectableLanguage } from './detect.js';
import { splitEmail, type EmailParts } from './emailParts.js';
import { PHRASES } from './phrases.js';
import { signatureOf } from './reply.js';
import { capitalize, splitParagraphs, splitSentences, wordCount } from './text.js';
import { fixTypography } from './typography.js';

/** Sentences longer than this are cut at a connector when both halves stay readable. */
const LONG_SENTENCE = 25;
const MIN_HALF = 6;
const SENTENCES_PER_PARAGRAPH = 3;

/** Connector → how the second half starts once it is its own sentence ('' drops the connector). */
const CONNECTORS: Record<DetectableLanguage, [string, string][]> = {
  fr: [
    [', mais ', 'Mais '],
    [', donc ', 'Donc, '],
    [', car ', 'En effet, '],
    [', puis ', 'Ensuite, '],
    ['; ', ''],
    [', et ', ''],
  ],
  en: [
    [', but ', 'However, '],
    [', so ', 'So '],
    [', because ', 'This is because '],
    [', which ', 'This '],
    ['; ', ''],
    [', and ', ''],
  ],
  es: [
    [', pero ', 'Sin embargo, '],
    ['; ', ''],
    [', y ', ''],
  ],
  de: [
    [', aber ', 'Aber '],
    ['; ', ''],
    [', und ', ''],
  ],
  it: [
    [', ma ', 'Tuttavia, '],
    ['; ', ''],
    [', e ', ''],
  ],
  pt: [
    [', mas ', 'No entanto, '],
    ['; ', ''],
    [', e ', ''],
  ],
  nl: [
    [', maar ', 'Maar '],
    ['; ', ''],
    [', en ', ''],
  ],
};

/** Words that add length and no meaning. */
const FILLERS: Partial<Record<DetectableLanguage, RegExp>> = {
  // Lookarounds rather than \b, which does not see accented letters as word characters.
  fr: /(?<!\p{L})(?:du coup|en fait|en gros|voilà)(?!\p{L}),?\s*/giu,
  en: /\b(?:basically|actually|literally|kind of|sort of|you know)\b,?\s*/giu,
};

export function removeFillers(sentence: string, language: DetectableLanguage | undefined): string {
  const fillers = language === undefined ? undefined : FILLERS[language];
  if (fillers === undefined) return sentence;
  const cleaned = sentence
    .replace(fillers, '')
    .replace(/\s{2,}/gu, ' ')
    .trim();
  return /^\p{Ll}/u.test(cleaned) && /^\p{Lu}/u.test(sentence) ? capitalize(cleaned) : cleaned;
}

/** Cuts a long sentence at the connector closest to its middle, recursively. */
export function splitLong(sentence: string, language: DetectableLanguage | undefined): string[] {
  if (language === undefined || wordCount(sentence) <= LONG_SENTENCE) return [sentence];
  const middle = sentence.length / 2;
  let best: { at: number; connector: string; start: string } | undefined;
  for (const [connector, start] of CONNECTORS[language]) {
    for (let at = sentence.indexOf(connector); at >= 0; at = sentence.indexOf(connector, at + 1)) {
      const before = sentence.slice(0, at);
      const after = sentence.slice(at + connector.length);
      if (wordCount(before) < MIN_HALF || wordCount(after) < MIN_HALF) continue;
      if (best === undefined || Math.abs(at - middle) < Math.abs(best.at - middle))
        best = { at, connector, start };
    }
  }
  if (best === undefined) return [sentence];
  const first = `${sentence.slice(0, best.at).replace(/[,;]$/u, '')}.`;
  const rest = sentence.slice(best.at + best.connector.length);
  const second = best.start === '' ? capitalize(rest) : `${best.start}${rest}`;
  return [...splitLong(first, language), ...splitLong(second, language)];
}

const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+/u;

/** Paragraphs of at most three sentences; bullet lists stay as they are. */
function restructure(body: string, language: DetectableLanguage | undefined): string {
  return splitParagraphs(body)
    .map((paragraph) => {
      if (paragraph.split('\n').some((line) => BULLET.test(line))) return paragraph;
      const sentences = splitSentences(paragraph.replace(/\s*\n\s*/gu, ' '))
        .map((sentence) => removeFillers(sentence, language))
        .filter((sentence) => sentence !== '')
        .flatMap((sentence) => splitLong(sentence, language));
      const groups: string[] = [];
      for (let index = 0; index < sentences.length; index += SENTENCES_PER_PARAGRAPH) {
        groups.push(sentences.slice(index, index + SENTENCES_PER_PARAGRAPH).join(' '));
      }
      return groups.join('\n\n');
    })
    .join('\n\n');
}

/** Greeting, body, closing and signature back together, greeting and closing in the tone asked for. */
export function assemble(
  parts: EmailParts,
  body: string,
  language: DetectableLanguage | undefined,
  tone: Tone,
  /** Signs a draft that has no signature; without it, the language's placeholder does. */
  userName?: string,
): string {
  if (language === undefined) {
    // Unknown language: adding a greeting would risk writing in another language than the author's.
    return [parts.greeting, body, [parts.closing, ...parts.signature].filter(Boolean).join('\n')]
      .filter((part) => part !== undefined && part !== '')
      .join('\n\n');
  }
  const phrases = PHRASES[language];
  const greeting =
    parts.keepGreeting && parts.greeting !== undefined
      ? parts.greeting.replace(/[\s,:;!.]*$/u, ',')
      : phrases.greeting(tone, parts.greetingName);
  const signature = parts.signature.length > 0 ? parts.signature : [signatureOf(language, userName)];
  const closing = [phrases.signOff[tone], ...signature].filter((line) => line !== '').join('\n');
  return [greeting, body, closing].filter((part) => part !== '').join('\n\n');
}

/**
 * Reformulate (spec §2, compose): the same text restructured — long sentences split, fillers removed,
 * short paragraphs, greeting and closing in the requested tone — in the language the text is written in.
 */
export function reformulateText(text: string, tone: Tone, userName?: string): string {
  const language = detectLanguage(text);
  const parts = splitEmail(text);
  const body = restructure(parts.body, language);
  return fixTypography(assemble(parts, body, language, tone, userName), language);
}
