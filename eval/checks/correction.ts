import { fail, pass, type Check } from './types';

/** Word tokens (punctuation kept on the word, as the text has it). */
const tokens = (text: string): string[] => text.split(/\s+/u).filter((token) => token !== '');
/** A token's letters and digits, lower case: "Précision.." and "précision" are the same word. */
const core = (token: string): string => token.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The tokens of `before` and `after` outside their longest common subsequence (compared by core). */
export function tokenDiff(before: string, after: string): { removed: string[]; added: string[] } {
  const a = tokens(before);
  const b = tokens(after);
  const n = a.length;
  const m = b.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i]![j] =
        core(a[i]!) === core(b[j]!) ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (core(a[i]!) === core(b[j]!)) {
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) removed.push(a[i++]!);
    else added.push(b[j++]!);
  }
  removed.push(...a.slice(i));
  added.push(...b.slice(j));
  return { removed, added };
}

/**
 * Corrections change only what was wrong: a word diff (longest common subsequence; case and punctuation
 * on a word are not changes) between the text and the output must remove exactly the misspelt words
 * (`expect.corrections[].wrong`, or the words `inject` misspelt) and add exactly their corrections.
 */
export const correctionCheck: Check = ({ output, case: c }) => {
  if (c.operation !== 'correct' || c.text === undefined) return null;
  const corrections = c.expect.corrections ?? [];
  const { removed, added } = tokenDiff(c.text, output);
  const wrong = new Map(corrections.map(({ wrong, right }) => [core(wrong), core(right)]));
  const right = new Set(corrections.map(({ right }) => core(right)));
  const problems: string[] = [];
  const unexpectedRemoved = removed.filter((token) => !wrong.has(core(token)) && core(token) !== '');
  const unexpectedAdded = added.filter((token) => !right.has(core(token)) && core(token) !== '');
  if (unexpectedRemoved.length > 0)
    problems.push(`changed what was right: ${unexpectedRemoved.slice(0, 4).join(' ')}`);
  if (unexpectedAdded.length > 0) problems.push(`unexpected words: ${unexpectedAdded.slice(0, 4).join(' ')}`);
  const outputCores = new Set(tokens(output).map(core));
  const missed = corrections.filter(
    ({ wrong: bad, right: good }) => outputCores.has(core(bad)) || !outputCores.has(core(good)),
  );
  if (missed.length > 0)
    problems.push(`not fixed: ${missed.map(({ wrong: bad, right: good }) => `${bad}→${good}`).join(', ')}`);
  return problems.length === 0 ? pass('correction') : fail('correction', problems.join('; '));
};
