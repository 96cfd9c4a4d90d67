import { fail, pass, type Check } from './types';
import { displayName, fold, nonEmptyLines } from './text';

// Senders that are not people: a reply greets nobody by these.
const NOT_A_PERSON =
  /\b(?:microsoft|outlook|planner|myanalytics|admin(?:istrator)?|no-?reply|support|team|équipe)\b/iu;

/** The name a reply should greet: the case's `expect.greet`, else the sender's display name when it is a person's. */
export function nameToGreet(expectGreet: string | false | undefined, from: string): string | undefined {
  if (expectGreet === false) return undefined;
  if (typeof expectGreet === 'string') return expectGreet;
  const name = displayName(from);
  if (name === '' || NOT_A_PERSON.test(name)) return undefined;
  return name;
}

/**
 * Greets the sender by name when it is known: the first two lines hold the first name, the last name or
 * the full name (accents and case ignored). Applies to replies (template; generate with `expect.greet`).
 */
export const greetingCheck: Check = ({ output, case: c }) => {
  const applies = c.operation === 'template' || (c.operation === 'generate' && c.expect.greet !== undefined);
  if (!applies) return null;
  const name = nameToGreet(c.expect.greet, c.email.from);
  if (name === undefined) return null;
  const opening = fold(nonEmptyLines(output).slice(0, 2).join(' '));
  const parts = fold(name)
    .split(/[\s,]+/u)
    .filter((part) => part.length > 1);
  const found = parts.some((part) => new RegExp(`(?<!\\p{L})${part}(?!\\p{L})`, 'u').test(opening));
  return found ? pass('greeting') : fail('greeting', `does not greet ${name}`);
};
