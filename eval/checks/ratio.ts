import { fail, pass, type Check } from './types';

/** Requests for a shorter text, in the case languages. */
export const SHORTER =
  /plus court|raccourci|shorter|more concise|shorten|kürzer|más corto|acorta|più breve|accorcia|korter|inkorten/iu;
export const DEFAULT_MAX_RATIO = 0.7;

/**
 * "Shorter" is at most 70 % of the length (characters, whitespace collapsed) of the text it refines, or
 * the case's `expect.maxRatio`. That it keeps the facts is the facts check of the same case.
 */
export const ratioCheck: Check = ({ output, case: c }) => {
  const shorter = c.operation === 'refine' && SHORTER.test(c.instructions ?? '');
  if (c.expect.maxRatio === undefined && !shorter) return null;
  if (c.text === undefined) return null;
  const length = (text: string) => text.replace(/\s+/gu, ' ').trim().length;
  const max = c.expect.maxRatio ?? DEFAULT_MAX_RATIO;
  const ratio = length(output) / Math.max(1, length(c.text));
  const percent = `${Math.round(ratio * 100)} %`;
  return ratio <= max
    ? pass('ratio', percent)
    : fail('ratio', `${percent} of the original, at most ${Math.round(max * 100)} % allowed`);
};
