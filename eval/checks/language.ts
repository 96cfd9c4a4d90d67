import { francAll } from 'franc-min';
import { DETECTION_SETTINGS, detectLanguage, fromFranc, prepareText } from '../../src/lib/detectLanguage';
import { LANGUAGE_NAMES } from '../../contract/language';
import { fail, pass, type Check } from './types';
import { stripPlaceholders } from './text';

/**
 * Letters under which an unsure detection is not held against the output: a two-line answer says too
 * little for franc-min to be sure of anything.
 */
export const TOO_SHORT_LETTERS = 80;
/** Letters under which an unsure output may pass on a near tie with the expected language. */
export const SHORT_LETTERS = 250;

/** The output without placeholders and without the signature lines (names are not language). */
export function proseOf(output: string, userName?: string): string {
  let text = stripPlaceholders(output);
  if (userName) {
    const parts = userName.split(/\s+/).filter((part) => part.length > 1);
    text = text
      .split('\n')
      .filter((line) => !parts.some((part) => line.trim() === part) && line.trim() !== userName)
      .join('\n');
  }
  return text;
}

/**
 * Output language: franc-min (the add-in's detector, src/lib/detectLanguage.ts) reads the output without
 * its placeholders and signature. A confident answer must be the expected language. An unsure answer
 * passes only when its hint (franc-min's top language) is the expected one, when the text is short (under
 * SHORT_LETTERS letters) and the expected language is a near tie with the top one (its score within the
 * detector's minGap of the top: the very ambiguity that made it unsure), or when the text has fewer than
 * TOO_SHORT_LETTERS letters (too short to tell). A long text the detector is unsure of must at least
 * lean towards the expected language.
 */
export const languageCheck: Check = async ({ output, language, case: c }) => {
  const prose = proseOf(output, c.userName);
  const detection = await detectLanguage(prose);
  const expected = LANGUAGE_NAMES[language];
  if (detection.confident) {
    return detection.language === language
      ? pass('language')
      : fail(
          'language',
          `written in ${detection.language ? LANGUAGE_NAMES[detection.language] : '?'}, expected ${expected}`,
        );
  }
  if (detection.language === language) return pass('language', 'unsure, hint matches');
  const { text, letters } = prepareText(prose, DETECTION_SETTINGS.maxChars);
  const ranked = fromFranc(francAll(text, { minLength: 1 }));
  const top = ranked[0]?.score ?? 0;
  const expectedScore = ranked.find((entry) => entry.lang === language)?.score ?? 0;
  if (letters < SHORT_LETTERS && top > 0 && expectedScore >= top * (1 - DETECTION_SETTINGS.minGap)) {
    return pass('language', 'unsure, near tie with the expected language');
  }
  if (letters < TOO_SHORT_LETTERS) return pass('language', 'too short to tell');
  const hint = detection.language ? LANGUAGE_NAMES[detection.language] : 'none of the ten';
  return fail('language', `not recognisably ${expected} (unsure, hint: ${hint})`);
};
