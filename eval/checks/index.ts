import { correctionCheck } from './correction';
import { factsCheck } from './facts';
import { greetingCheck } from './greeting';
import { inventedCheck } from './invented';
import { languageCheck } from './language';
import { ratioCheck } from './ratio';
import { signatureCheck } from './signature';
import { summaryShapeCheck } from './summary';
import { todoCheck } from './todo';
import type { Check, CheckContext, CheckResult } from './types';
import { wrapperCheck } from './wrapper';

export { CHECK_NAMES, type CheckContext, type CheckName, type CheckResult } from './types';

/** Every check, in scorecard order; each decides whether it applies to a case. */
export const CHECKS: readonly Check[] = [
  languageCheck,
  factsCheck,
  inventedCheck,
  wrapperCheck,
  greetingCheck,
  signatureCheck,
  todoCheck,
  ratioCheck,
  correctionCheck,
  summaryShapeCheck,
];

export async function runChecks(context: CheckContext): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const check of CHECKS) {
    const result = await check(context);
    if (result !== null) results.push(result);
  }
  return results;
}
