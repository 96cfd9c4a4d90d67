import type { Language } from '../../contract/language';
import type { EvalCase } from '../cases';

export const CHECK_NAMES = [
  'language',
  'facts',
  'invented',
  'wrapper',
  'greeting',
  'signature',
  'todo',
  'ratio',
  'correction',
  'summary-shape',
] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

/** What every check sees: the resolved case, the output, and everything the engine was given. */
export interface CheckContext {
  case: EvalCase;
  output: string;
  /** All the input text (email, history, text, instructions, attachment, user name): facts may come from it. */
  input: string;
  /** The language the output must be in. */
  language: Language;
}

export interface CheckResult {
  check: CheckName;
  pass: boolean;
  /** Why it failed (or a note when it passed by a rule, e.g. "too short to tell"). */
  reason?: string;
}

/** A check answers null when it does not apply to the case. */
export type Check = (context: CheckContext) => CheckResult | null | Promise<CheckResult | null>;

export const pass = (check: CheckName, reason?: string): CheckResult =>
  reason === undefined ? { check, pass: true } : { check, pass: true, reason };
export const fail = (check: CheckName, reason: string): CheckResult => ({ check, pass: false, reason });
