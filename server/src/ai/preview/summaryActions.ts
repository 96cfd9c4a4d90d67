import type { Language } from '../../../../contract/language.js';
import { isStopword } from './detect.js';
import { NBSP, PHRASES } from './phrases.js';
import { fold } from './text.js';

/**
 * Action items of a preview summary: the sentences that ask for something, each read as who does what by
 * when when the sentence says so ("Jean doit réserver la salle avant vendredi" → "Jean : réserver la
 * salle — avant vendredi"; a plain "Paul doit préparer la démo." stays as written), else the sentence
 * itself with its deadline. Only the text's own words.
 */

const L = '(?<!\\p{L})';
const R = '(?!\\p{L})';
const DAY =
  'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miércoles|jueves|viernes|montag|dienstag|mittwoch|donnerstag|freitag|lunedì|martedì|mercoledì|giovedì|venerdì|segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira|maandag|dinsdag|woensdag|donderdag|vrijdag';
const MONTH =
  'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|january|february|march|april|may|june|july|august|september|october|november|december|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|januar|februar|märz|juni|juli|oktober|dezember|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|jan|feb|apr|jun|jul|aug|sept?|oct|nov|dec';
const RELATIVE =
  "demain|aujourd['’]hui|ce soir|cette semaine|la semaine prochaine|fin de (?:la )?(?:journée|semaine|mois)|tomorrow|today|tonight|this week|next week|end of (?:the )?(?:day|week|month)|eod|asap|mañana|morgen|domani|amanhã";
const DATE = `\\d{4}-\\d{2}-\\d{2}|\\d{1,2}[/.]\\d{1,2}(?:[/.]\\d{2,4})?|\\d{1,2}(?:er|st|nd|rd|th)?\\s+(?:${MONTH})${R}(?:\\s+\\d{4})?|(?:${MONTH})${R}\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?`;
const TIME = '\\d{1,2}\\s?h(?:\\s?\\d{2})?|\\d{1,2}:\\d{2}|\\d{1,2}\\s?(?:am|pm)';
const WHEN = `(?:(?:${DAY})${R}(?:\\s+(?:${DATE}|\\d{1,2}${R}))?|${DATE}|(?:${RELATIVE})${R})(?:\\s+(?:à|at|um|alle|às|om)?\\s*(?:${TIME}))?`;
const BY =
  "avant (?:le |la |l['’])?|d['’]ici (?:le |la |à )?|au plus tard (?:le )?|jusqu['’]au |by |before |until |no later than |due (?:on |by )?|antes del? |bis (?:zum )?|entro (?:il )?|até |voor ";
const DEADLINE = new RegExp(`${L}(?:(?:${BY})${L})?(?:${WHEN})`, 'iu');
const HAS_BY = new RegExp(`${L}(?:${BY})(?:${WHEN})`, 'iu');

/** A sentence's deadline: a date said with "before/by" first (the due date), else its first date. */
export function findDeadline(sentence: string): string | undefined {
  return (HAS_BY.exec(sentence) ?? DEADLINE.exec(sentence))?.[0].trim();
}

// Folded, apostrophes straightened: requests, obligations, reminders and named deadlines.
const ACTION =
  /(?:^|[^\p{L}])(?:merci de|pourriez-vous|pouvez-vous|peux-tu|pourrais-tu|il faut|il faudrait|nous devons|vous devez|tu dois|je dois|doit|doivent|devra|devront|a faire|n'oubliez pas|n'oublie pas|veuillez|a prevoir|date limite|echeance|please|could you|can you|would you|need to|needs to|has to|have to|must|should|make sure|don't forget|remember to|action required|to do|todo|deadline|due date|por favor|podria|debe|hay que|fecha limite|bitte|mussen|sollten|frist|per favore|potrebbe|bisogna|scadenza|poderia|precisa|prazo|graag|zou u|moet)(?![\p{L}])/u;

/** Words that tie someone to a task, the task following them ("Paul doit envoyer…", "Anna will send…"). */
const DUTY =
  /^(?:doit|doivent|devra|devront|devrait|devraient|va|vont|se charge(?:ra)? de|se chargeront de|s['’]occupe(?:ra)? de|s['’]occuperont de|needs to|need to|has to|have to|must|should|will|is going to|are going to|is to|are to|is in charge of|will take care of|takes care of|muss|müssen|soll|sollen|wird|werden|debe|deben|tiene que|tienen que|deve|devono|moet|moeten|zal|zullen)(?!\p{L})/iu;
/** A French future tense (réservera, enverront): a commitment when a named person is its subject. */
const FUTURE = /^\p{L}+(?:era|ira|ra|eront|iront|ront)$/u;
/** Futures of "be" and "have", which describe rather than commit ("Paul sera absent"). */
const NOT_A_TASK =
  /^(?:sera|seront|aura|auront|be|have|être|avoir|sein|haben|ser|estar|essere|avere|zijn|hebben)$/iu;
const DETERMINER =
  /^(?:le|la|les|l['’]|the|our|your|their|notre|nos|votre|vos|leur|leurs|ce|cet|cette|ces|mon|ma|mes|my|der|die|das|el|los|las|il|lo|gli|de|het|o|os|a|as)$/iu;
/** Words that open a clause rather than name someone, whatever the stopword lists say. */
const NOT_A_NAME =
  /^(?:si|if|that|when|quand|lorsque|because|car|mais|but|so|donc|alors|then|puis|also|aussi|please|merci|ensuite|enfin|et|and|or|ou)$/iu;

export const isAction = (sentence: string): boolean =>
  ACTION.test(fold(sentence).replace(/’/gu, "'")) || HAS_BY.test(sentence);

export interface ActionItem {
  /** Who is to do it, when the text names someone. */
  who?: string | undefined;
  /** What is to be done: the task, or the whole sentence when it names nobody. */
  text: string;
  deadline: string | undefined;
}

const isNameWord = (word: string) =>
  /^\p{Lu}/u.test(word) && !isStopword(fold(word)) && !NOT_A_NAME.test(word);

/** The subject right before a duty word: a name, or a short noun phrase ("L’équipe commerciale"). */
function subjectOf(words: string[], future: boolean): string | undefined {
  for (let length = Math.min(4, words.length); length >= 1; length -= 1) {
    const candidate = words.slice(words.length - length);
    const [first = '', ...rest] = candidate;
    // "L’équipe" is written as one word: its article is a prefix.
    const elided = /^[lLdD]['’](\p{L}.*)$/u.exec(first);
    const hasDeterminer = DETERMINER.test(first) || elided !== null;
    const nouns = DETERMINER.test(first) ? rest : elided !== null ? [elided[1] ?? '', ...rest] : candidate;
    if (nouns.length === 0 || nouns.length > 3) continue;
    const valid = future
      ? !hasDeterminer && nouns.every(isNameWord)
      : nouns.every((word) => !isStopword(fold(word)) && !NOT_A_NAME.test(word)) &&
        (hasDeterminer || isNameWord(nouns[0] ?? ''));
    if (valid) return candidate.join(' ');
  }
  return undefined;
}

/**
 * The infinitive of a regular French future (réservera → réserver), the verb as written otherwise: stems
 * that change (appellera, mènera, paiera, fera) are not guessed.
 */
function infinitive(verb: string): string {
  const regular = /^(\p{L}{4,}?)(?:era|eront)$/u.exec(verb);
  const stem = regular?.[1];
  if (stem === undefined || /(?:ll|tt|i|y)$/u.test(stem) || /[èê]/u.test(stem)) return verb;
  return `${stem}er`;
}

const tidy = (text: string) =>
  text
    .replace(/\s+/gu, ' ')
    .replace(/^[\s,;:—–-]+|[\s,;:.!?—–-]+$/gu, '')
    .trim();

/** One clause read as who / what / when, or undefined when it names nobody or no task. */
function structured(clause: string, sentence: string): ActionItem | undefined {
  // The part after the last comma before the duty word: "Pour le comité du 20 mars, Paul doit…".
  const words = clause.split(/\s+/u).filter((word) => word !== '');
  for (let index = 1; index < words.length - 1; index += 1) {
    const rest = words.slice(index).join(' ');
    const duty = DUTY.exec(rest);
    const word = words[index] ?? '';
    const future = duty === null && FUTURE.test(word) && !NOT_A_TASK.test(word);
    if (duty === null && !future) continue;
    const before = words.slice(0, index);
    const lastComma = before.findLastIndex((part) => /[,;:]$/u.test(part));
    const subjectWords = before.slice(lastComma + 1);
    if (subjectWords.some((part) => /[,;:]$/u.test(part))) continue;
    const isWill = duty !== null && /^(?:will|wird|werden|zal|zullen|va|vont)$/iu.test(duty[0]);
    const who = subjectOf(subjectWords, future || isWill);
    if (who === undefined || subjectWords.length - who.split(' ').length > 3) continue;
    let what = future ? `${infinitive(word)}${rest.slice(word.length)}` : rest.slice(duty?.[0].length ?? 0);
    const firstWord = what.trim().split(/\s+/u)[0] ?? '';
    if (NOT_A_TASK.test(firstWord)) return undefined;
    const deadline = findDeadline(what) ?? findDeadline(sentence);
    if (deadline !== undefined) what = what.replace(deadline, ' ');
    what = tidy(what);
    if (what === '' || !/\p{L}/u.test(what)) return undefined;
    return { who, text: what, deadline };
  }
  return undefined;
}

/** Clauses joined by "and", "et", ";" each naming someone: "Paul envoie le rapport et Jean réserve la salle". */
function clausesOf(sentence: string): string[] {
  return sentence
    .split(/;\s+|,?\s+(?:et|and|puis|then|und|y|e|en)\s+(?=\p{Lu})/u)
    .map((clause) => clause.trim())
    .filter((clause) => clause !== '');
}

/** The action items of some sentences, in their order. */
export function findActions(sentences: string[]): ActionItem[] {
  const items: ActionItem[] = [];
  for (const sentence of sentences) {
    const clauses = clausesOf(sentence);
    const parsed = clauses.map((clause) => structured(clause, sentence));
    if (parsed.every((item) => item === undefined)) {
      if (isAction(sentence)) items.push({ text: sentence, deadline: findDeadline(sentence) });
      continue;
    }
    clauses.forEach((clause, index) => {
      const item = parsed[index];
      // A sentence that is only "who does what" reads best as written ("Paul doit préparer la démo.").
      if (
        item?.who !== undefined &&
        item.deadline === undefined &&
        clauses.length === 1 &&
        sentence.trim().startsWith(item.who)
      )
        items.push({ text: sentence, deadline: undefined });
      else if (item !== undefined) items.push(item);
      else if (isAction(clause)) items.push({ text: clause, deadline: findDeadline(clause) });
    });
  }
  return items;
}

const colon = (language: Language) => (language === 'fr' ? `${NBSP}:` : ':');

/** "- who : what — when" or "- sentence (due: deadline)" lines, or the language's "no action" sentence. */
export function actionList(items: ActionItem[], language: Language): string {
  if (items.length === 0) return PHRASES[language].noActions;
  const seen = new Set<string>();
  return items
    .map(({ who, text, deadline }) => {
      if (who !== undefined)
        return `- ${who}${colon(language)} ${text}${deadline === undefined ? '' : ` — ${deadline}`}`;
      return deadline === undefined
        ? `- ${text}`
        : `- ${text} (${PHRASES[language].deadlineLabel}${colon(language)} ${deadline})`;
    })
    .filter((line) => !seen.has(line) && seen.add(line))
    .join('\n');
}

export const actionItems = (sentences: string[], language: Language): string =>
  actionList(findActions(sentences), language);
