import type { DetectableLanguage } from './detect.js';
import { NBSP, NNBSP } from './phrases.js';

/**
 * Typography fixes that need no dictionary: spacing around punctuation (French rules: narrow no-break space
 * before ; ! ?, no-break space before : and inside « »), doubled spaces and punctuation, capitals after a
 * sentence end and at the start of paragraphs, and English "i". URLs and email addresses are left alone.
 */

const PROTECTED = /\b(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/giu;
const MASK = /\uE000(\d+)\uE001/gu;

function mask(text: string): { masked: string; restore: (value: string) => string } {
  const kept: string[] = [];
  const masked = text.replace(PROTECTED, (found) => {
    // A sentence's final period is punctuation, not part of the URL.
    const trail = /[.,;:!?)]+$/u.exec(found)?.[0] ?? '';
    kept.push(found.slice(0, found.length - trail.length));
    return `\uE000${kept.length - 1}\uE001${trail}`;
  });
  return {
    masked,
    restore: (value) => value.replace(MASK, (_m, index: string) => kept[Number(index)] ?? ''),
  };
}

const ANY_SPACE = '[ \\t\\u00A0\\u202F]';

function spacing(line: string, language: DetectableLanguage | undefined): string {
  let out = line
    .replace(/[ \t]+$/u, '')
    .replace(/(\S)[ \t]{2,}(?=\S)/gu, '$1 ')
    .replace(/,{2,}/gu, ',')
    .replace(/(?<!\.)\.\.(?!\.)/gu, '.')
    // No space before a comma or a period (but keep " ..." and ".5").
    .replace(new RegExp(`(\\S)${ANY_SPACE}+([,.])(?![\\d.])`, 'gu'), '$1$2')
    // A space after , ; ! ? and a sentence's period when a word follows at once.
    .replace(/([,;!?])(?=\p{L})/gu, '$1 ')
    .replace(/(\p{Ll}{2,})\.(?=\p{Lu}\p{Ll})/gu, '$1. ')
    .replace(/(\p{L}):(?=\p{L})/gu, '$1: ');
  if (language === 'fr') {
    out = out
      .replace(new RegExp(`([^\\s;:!?«(\\[])${ANY_SPACE}*([;!?])`, 'gu'), `$1${NNBSP}$2`)
      .replace(
        new RegExp(`([^\\s;:!?«(\\[])(${ANY_SPACE}*):(?!//)`, 'gu'),
        (found, before: string, space: string, offset: number, whole: string) =>
          // 10:30 is a time, not a colon in a sentence.
          space === '' && /\d/u.test(before) && /\d/u.test(whole.charAt(offset + found.length))
            ? found
            : `${before}${NBSP}:`,
      )
      .replace(/"([^"\n]+)"/gu, (_m, inner: string) => `«${NBSP}${inner.trim()}${NBSP}»`)
      .replace(new RegExp(`«${ANY_SPACE}*`, 'gu'), `«${NBSP}`)
      .replace(new RegExp(`${ANY_SPACE}*»`, 'gu'), `${NBSP}»`);
  } else {
    out = out.replace(new RegExp(`(\\S)${ANY_SPACE}+([;:!?])`, 'gu'), '$1$2');
  }
  if (language === 'en') out = out.replace(/(^|[\s("“])i(?=$|[\s,.;:!?'’)])/gu, '$1I');
  return out;
}

// Words after which a period does not end a sentence.
const ABBREVIATION =
  /(?:^|[\s(])(?:etc|cf|vs|ex|env|approx|mr|mrs|ms|dr|st|no|tel|tél|av|bd|mme|mlle|réf|ref|art|vol|fig|min|max|pp?|e\.g|i\.e|p\. ex|\p{L})$/iu;

function capitals(text: string, language: DetectableLanguage | undefined): string {
  let out = text.replace(
    /([.!?])([ \t\u00A0\u202F]*\n?[ \t]*)(\p{Ll})/gu,
    (found, mark: string, gap: string, letter: string, offset: number, whole: string) => {
      if (gap === '') return found;
      const before = whole.slice(Math.max(0, offset - 12), offset);
      // "..." may go on in lower case; abbreviations do not end sentences.
      if (mark === '.' && (before.endsWith('..') || ABBREVIATION.test(before))) return found;
      return `${mark}${gap}${letter.toLocaleUpperCase()}`;
    },
  );
  // Paragraph starts; and the line after a greeting ("Bonjour Marie,") except in German, which goes on in
  // lower case there ("Hallo Anna,\n\nich habe…").
  const afterGreeting = (before: string) => /^[^\n]{1,60},$/u.test(before.trim());
  out = out.replace(
    /(^|\n[ \t]*\n[ \t]*)(\p{Ll})/gu,
    (found, start: string, letter: string, offset: number, whole: string) =>
      language === 'de' && afterGreeting(whole.slice(0, offset)) ? found : start + letter.toLocaleUpperCase(),
  );
  if (language !== 'de') {
    out = out.replace(
      /^([^\n]{1,60},[ \t]*\n[ \t]*)(\p{Ll})/u,
      (_m, greeting: string, letter: string) => greeting + letter.toLocaleUpperCase(),
    );
  }
  return out;
}

export function fixTypography(text: string, language: DetectableLanguage | undefined): string {
  const { masked, restore } = mask(text.replace(/\r\n?/g, '\n'));
  const spaced = masked
    .split('\n')
    .map((line) => spacing(line, language))
    .join('\n');
  return restore(capitals(spaced, language));
}
