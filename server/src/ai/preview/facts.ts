import type { Language } from '../../../../contract/language.js';
import { fold } from './text.js';

/**
 * Facts a sentence carries — figures, times, dates, amounts, addresses, names, rooms — found without a
 * model. Two uses: "shorter" never drops a sentence that holds one, and an instruction written in another
 * language than the reply is reduced to its facts (which read the same in any language) rather than pasted.
 */

// Day and month names per language, Monday and January first: "mercredi" in a French instruction
// becomes "Mittwoch" in a German reply. Folded forms are matched; the written forms are output.
const DAYS: Record<Language, string[]> = {
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  es: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  de: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
  it: ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'],
  pt: ['segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado', 'domingo'],
  nl: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],
  ru: ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье'],
  ja: ['月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日', '日曜日'],
  zh: ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'],
};
const MONTHS: Record<Language, string[]> = {
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' '),
  en: 'January February March April May June July August September October November December'.split(' '),
  es: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' '),
  de: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(' '),
  it: 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre'.split(
    ' ',
  ),
  pt: 'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro'.split(' '),
  nl: 'januari februari maart april mei juni juli augustus september oktober november december'.split(' '),
  ru: 'январь февраль март апрель май июнь июль август сентябрь октябрь ноябрь декабрь'.split(' '),
  ja: '1月 2月 3月 4月 5月 6月 7月 8月 9月 10月 11月 12月'.split(' '),
  zh: '一月 二月 三月 四月 五月 六月 七月 八月 九月 十月 十一月 十二月'.split(' '),
};
const RELATIVE: Record<Language, string[]> = {
  fr: ['aujourd’hui', 'demain', 'après-demain'],
  en: ['today', 'tomorrow', 'the day after tomorrow'],
  es: ['hoy', 'mañana', 'pasado mañana'],
  de: ['heute', 'morgen', 'übermorgen'],
  it: ['oggi', 'domani', 'dopodomani'],
  pt: ['hoje', 'amanhã', 'depois de amanhã'],
  nl: ['vandaag', 'morgen', 'overmorgen'],
  ru: ['сегодня', 'завтра', 'послезавтра'],
  ja: ['今日', '明日', '明後日'],
  zh: ['今天', '明天', '后天'],
};

/** Folded one-word date name → [table, index]; "mañana" is Spanish for both "tomorrow" and "morning". */
const DATE_WORDS = new Map<string, [Record<Language, string[]>, number]>();
for (const table of [DAYS, MONTHS, RELATIVE]) {
  for (const names of Object.values(table)) {
    names.forEach((name, index) => {
      const key = fold(name).replace(/’/gu, "'");
      if (!/\s/u.test(key) && !DATE_WORDS.has(key)) DATE_WORDS.set(key, [table, index]);
    });
  }
}
// Short forms people write in instructions.
for (const [short, index] of [
  ['tue', 1],
  ['wed', 2],
  ['thu', 3],
  ['fri', 4],
] as const)
  DATE_WORDS.set(short, [DAYS, index]);

const dateKey = (word: string) => fold(word).replace(/’/gu, "'");
// Also everyday words ("I may", "mon avis", Italian "mai" = never): dates only when capitalised.
const AMBIGUOUS = new Set(['may', 'march', 'mai', 'mars']);

function dateOf(word: string): [Record<Language, string[]>, number] | undefined {
  const key = dateKey(word);
  if (AMBIGUOUS.has(key) && !/^\p{Lu}/u.test(word)) return undefined;
  return DATE_WORDS.get(key);
}

/** A day, month or relative-day name in any of the languages ("mercredi", "Friday", "morgen"). */
export function isDateWord(word: string): boolean {
  return dateOf(word) !== undefined;
}

/** "14h", "14h30", "9 h" (French times) → "14:00", "14:30", "9:00": every language reads that. */
function neutralTime(token: string): string {
  return token.replace(
    /^(\d{1,2})\s?h(\d{2})?$/iu,
    (_m, hours: string, minutes?: string) => `${hours}:${minutes ?? '00'}`,
  );
}

const DIGIT = /\d/u;
const ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:https?:\/\/|www\.)\S+/iu;
// Capitalised word that is a name: "Marie", "Atlas", "B204" (the first word of a sentence is not counted).
const CAPITALISED = /^\p{Lu}[\p{L}\d'’-]*$/u;
const NOT_NAMES = new Set(['i', 'i’m', "i'm", 'i’ll', "i'll", 'i’ve', "i've", 'i’d', "i'd", 'ok']);
// Rooms and places: "salle B", "room 12", "bureau 3.04", "building C".
const PLACE =
  /(?<!\p{L})(?:salle|room|bureau|office|b[âa]timent|building|[ée]tage|floor|sala|raum|zimmer|stanza|kamer|gebouw|aula)\s+[\p{Lu}\d]/iu;

/**
 * Whether a sentence holds a fact that must survive any shortening. German capitalises every noun, so
 * there a capital does not mark a name: only figures, dates, places and addresses count.
 */
export function hasFact(sentence: string, language?: Language): boolean {
  if (DIGIT.test(sentence) || ADDRESS.test(sentence) || PLACE.test(sentence)) return true;
  const words = sentence.split(/\s+/u).map((word) => word.replace(/^[^\p{L}\d]+|[^\p{L}\d’']+$/gu, ''));
  const names = language !== 'de';
  return words.some(
    (word, index) =>
      isDateWord(word) ||
      (names && index > 0 && CAPITALISED.test(word) && !NOT_NAMES.has(word.toLowerCase()) && word.length > 1),
  );
}

/** One token as a fact for a text in `target`: dates translated, times made neutral; undefined if none. */
function factOf(token: string, target: Language, first: boolean): string | undefined {
  const word = token.replace(/^[^\p{L}\d@]+|[^\p{L}\d]+$/gu, '');
  if (word === '') return undefined;
  const date = dateOf(word);
  if (date !== undefined) return date[0][target][date[1]];
  if (DIGIT.test(word) || ADDRESS.test(token)) return neutralTime(word);
  if (!first && CAPITALISED.test(word) && !NOT_NAMES.has(word.toLowerCase())) return word;
  return undefined;
}

/**
 * The facts of a phrase written in another language, ready for a text in `target`: "la présentation sera
 * envoyée mercredi à 14h" → "Mittwoch 14:00" for German. Adjacent facts stay together, others are
 * separated by commas; '' when there are none.
 */
export function factsOf(phrase: string, target: Language): string {
  const groups: string[][] = [[]];
  phrase
    .split(/\s+/u)
    .filter((token) => token !== '')
    .forEach((token, index) => {
      const fact = factOf(token, target, index === 0);
      if (fact !== undefined) groups[groups.length - 1]?.push(fact);
      else if ((groups[groups.length - 1]?.length ?? 0) > 0) groups.push([]);
    });
  return groups
    .filter((group) => group.length > 0)
    .map((group) => group.join(' '))
    .join(', ');
}
