import { fail, pass, type Check } from './types';
import { contains } from './text';

/**
 * Every fact the case lists (the user's instructions, the dates and amounts the reply must carry) appears
 * in the output, compared without case, accents, spacing or thousands separators; and, when the case has
 * `anyOf`, at least one of those wordings does.
 */
export const factsCheck: Check = ({ output, case: c }) => {
  const facts = c.expect.facts ?? [];
  const anyOf = c.expect.anyOf ?? [];
  if (facts.length === 0 && anyOf.length === 0) return null;
  const missing = facts.filter((fact) => !contains(output, fact));
  if (anyOf.length > 0 && !anyOf.some((option) => contains(output, option))) {
    missing.push(`one of ${anyOf.map((option) => `"${option}"`).join(' / ')}`);
  }
  return missing.length === 0
    ? pass('facts')
    : fail(
        'facts',
        `missing ${missing.map((fact) => (fact.startsWith('one of') ? fact : `"${fact}"`)).join(', ')}`,
      );
};
