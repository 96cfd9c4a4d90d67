import { fail, pass, type Check } from './types';
import { fold, stripPlaceholders } from './text';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
const URL = /\b(?:https?:\/\/|www\.)[^\s<>()[\]"]+/giu;
/** A digit run, thousands separators included ("4 500", "1,250,000"). */
const NUMBER = /\d+(?:[ \u00a0\u202f.,'](?=\d{3}(?!\d))\d{3})*/gu;

// Month names (and their usual abbreviations' stems) of the case languages, January first: a reply that
// writes "15/01" for "January 15" does not invent the 01.
const MONTHS: readonly (readonly string[])[] = [
  ['jan', 'janv', 'januar', 'enero', 'gennaio', 'januari'],
  ['feb', 'fev', 'fevr', 'februar', 'febrero', 'febbraio', 'februari'],
  ['mar', 'mars', 'marz', 'marzo', 'maart'],
  ['apr', 'avr', 'avril', 'april', 'abril', 'aprile'],
  ['may', 'mai', 'mayo', 'maggio', 'mei'],
  ['jun', 'juin', 'juni', 'junio', 'giugno'],
  ['jul', 'juil', 'juillet', 'juli', 'julio', 'luglio'],
  ['aug', 'aout', 'august', 'agosto', 'augustus'],
  ['sep', 'sept', 'septembre', 'september', 'septiembre', 'settembre'],
  ['oct', 'octobre', 'october', 'oktober', 'octubre', 'ottobre'],
  ['nov', 'novembre', 'november', 'noviembre'],
  ['dec', 'decembre', 'december', 'dezember', 'diciembre', 'dicembre'],
];

const digitsOf = (token: string) => token.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
const trimUrl = (url: string) => url.replace(/[.,;:!?'"»)]+$/u, '').toLowerCase();

export interface InputFacts {
  numbers: Set<string>;
  emails: Set<string>;
  urls: string[];
}

/** The numbers (each digit run, and each run with its thousands separators dropped), addresses and links of the input. */
export function inputFacts(input: string): InputFacts {
  const numbers = new Set<string>();
  for (const match of input.matchAll(NUMBER)) {
    numbers.add(digitsOf(match[0]));
    for (const run of match[0].match(/\d+/g) ?? []) numbers.add(digitsOf(run));
  }
  const words = new Set(fold(input).match(/\p{L}+/gu) ?? []);
  MONTHS.forEach((names, index) => {
    if (names.some((name) => words.has(name))) numbers.add(String(index + 1));
  });
  return {
    numbers,
    emails: new Set((input.match(EMAIL) ?? []).map((email) => email.toLowerCase())),
    urls: (input.match(URL) ?? []).map(trimUrl),
  };
}

/**
 * No invented facts: every number (so every date, time, amount and phone number, read digit run by digit
 * run), email address and URL of the output appears in the input, or sits inside a bracketed placeholder.
 * Leading zeros are ignored ("09" = "9"); a month number is accepted when the input names that month.
 */
export function inventedFacts(output: string, input: string): string[] {
  const known = inputFacts(input);
  let text = stripPlaceholders(output);
  const invented: string[] = [];
  for (const url of text.match(URL) ?? []) {
    const clean = trimUrl(url);
    if (!known.urls.some((link) => link === clean || link.startsWith(clean) || clean.startsWith(link))) {
      invented.push(url);
    }
  }
  text = text.replace(URL, ' ');
  for (const email of text.match(EMAIL) ?? []) {
    if (!known.emails.has(email.toLowerCase())) invented.push(email);
  }
  text = text.replace(EMAIL, ' ');
  for (const match of text.matchAll(NUMBER)) {
    const whole = digitsOf(match[0]);
    if (known.numbers.has(whole)) continue;
    const runs = match[0].match(/\d+/g) ?? [];
    if (runs.length > 1 && runs.every((run) => known.numbers.has(digitsOf(run)))) continue;
    invented.push(match[0]);
  }
  return [...new Set(invented)];
}

export const inventedCheck: Check = ({ output, input }) => {
  const invented = inventedFacts(output, input);
  return invented.length === 0
    ? pass('invented')
    : fail('invented', `not in the input: ${invented.slice(0, 6).join(', ')}`);
};
