import { capitalize } from './text.js';

export interface PersonName {
  first: string;
  /** Absent when only one name is known. */
  last?: string;
}

// Mailboxes of a role, not a person: greeting "Bonjour Noreply" would be absurd.
const ROLE_MAILBOXES =
  /^(?:no-?reply|do-?not-?reply|info|contact|support|admin|sales|hello|bonjour|team|equipe|service|billing|factur\w*|compta\w*|rh|hr|jobs|newsletter|notifications?|mailer-daemon|postmaster)$/i;

const titleCase = (word: string) =>
  word
    .split(/([-'’])/)
    .map((part) => (/^[-'’]$/.test(part) ? part : capitalize(part.toLocaleLowerCase())))
    .join('');

function fromWords(words: string[]): PersonName | undefined {
  const clean = words.filter((word) => /^\p{L}[\p{L}'’-]*$/u.test(word));
  if (clean.length === 0 || clean.length !== words.length) return undefined;
  // Keep the author's casing ("McDonald") unless the whole name is in capitals or lowercase.
  const fix = (word: string) =>
    word === word.toLocaleUpperCase() || word === word.toLocaleLowerCase() ? titleCase(word) : word;
  const [first, ...rest] = clean.map(fix);
  if (first === undefined || ROLE_MAILBOXES.test(first)) return undefined;
  return rest.length === 0 ? { first } : { first, last: rest.join(' ') };
}

/**
 * The sender's name from a From value: `Marie Dupont <marie@x.fr>`, `"Dupont, Marie" <…>`,
 * `marie.dupont@x.fr`, or a bare display name. Undefined when nothing name-like is there (role mailboxes,
 * single-token addresses like jdupont@ that would give a wrong name).
 */
export function senderName(from: string): PersonName | undefined {
  const text = from.trim();
  if (text === '') return undefined;
  const display = text
    .replace(/<[^>]*>/g, '')
    .replace(/\([^)]*\)/g, '')
    .replace(/["']/g, '')
    .split(/\s[|–—]\s/)[0]
    ?.trim();
  if (display !== undefined && display !== '' && !display.includes('@')) {
    // Outlook's "Last, First" directory format.
    const comma = display.split(',').map((part) => part.trim());
    const words =
      comma.length === 2 && comma[0] !== '' && comma[1] !== ''
        ? [...(comma[1] ?? '').split(/\s+/), ...(comma[0] ?? '').split(/\s+/)]
        : display.split(/\s+/);
    return fromWords(words);
  }
  const address = /<([^>]+)>/.exec(text)?.[1] ?? text;
  const local = address.split('@')[0] ?? '';
  const parts = local.split(/[._]+/).filter((part) => part !== '');
  // first.last: a name; a single token (jdupont, contact) is not reliable enough to greet.
  if (parts.length < 2 || parts.some((part) => /\d/.test(part))) return undefined;
  return fromWords(parts);
}
