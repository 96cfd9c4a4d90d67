import { fail, pass, type Check } from './types';
import { fold, nonEmptyLines } from './text';

/**
 * Signs with the user's name: one of the last three lines holds the full name or the first name. Applies
 * to template, generate and reformulate with a userName, and to refine when the text to refine was signed.
 */
export const signatureCheck: Check = ({ output, case: c }) => {
  const userName = c.userName?.trim();
  if (!userName) return null;
  const signed = (text: string) => {
    const tail = fold(nonEmptyLines(text).slice(-3).join('\n'));
    const first = fold(userName.split(/\s+/)[0] ?? '');
    return (
      tail.includes(fold(userName)) ||
      (first.length > 1 && new RegExp(`(?<!\\p{L})${first}(?!\\p{L})`, 'u').test(tail))
    );
  };
  const applies =
    ['template', 'generate', 'reformulate'].includes(c.operation) ||
    (c.operation === 'refine' && c.text !== undefined && signed(c.text));
  if (!applies) return null;
  return signed(output) ? pass('signature') : fail('signature', `not signed ${userName}`);
};
