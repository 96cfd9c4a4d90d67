/**
 * Attribution lines: the one-line (or wrapped) sentence a client writes above the quoted message,
 * "On <date>, <person> wrote:" and its equivalents.
 */
import { type BodyLines, type LineFact, lineTest, MAX_WRAPPED_HEADER, unquote } from './lines';
import { TIME_OR_DATE } from './patterns';

/** Words that open an attribution, by language; a date always follows them. */
const LEADS = [
  'on', // English: Gmail, Apple Mail, Thunderbird, Outlook for Mac
  'le', // French
  'am', // German
  'el', // Spanish, Catalan
  'il', // Italian ("Il giorno …", "Il giovedì …")
  'in data', // Italian
  'em', // Portuguese
  'op', // Dutch
  'w dniu', // Polish
  'dnia', // Polish
  'dne', // Czech
  'den', // Swedish, Danish
  'på', // Norwegian
  'vào', // Vietnamese
  'în', // Romanian
  'στις', // Greek
];
const CJK_LEADS = ['在', '於']; // Chinese Apple Mail / Gmail: "在 2016年11月8日，… 写道："

/** The verb that ends an attribution ("wrote") or sits before the sender (German "schrieb X:"). */
const VERBS = [
  'wrote', // English
  'a écrit', // French
  'a ecrit', // French without accents
  'schrieb', // German
  'hat geschrieben', // German
  'escribió', // Spanish
  'escribio', // Spanish without accents
  'ha escrito', // Spanish
  'ha escrit', // Catalan
  'ha scritto', // Italian
  'scrisse', // Italian
  'escreveu', // Portuguese
  'schreef', // Dutch
  'geschreven', // Dutch ("heeft … het volgende geschreven")
  'verzond', // Dutch
  'napisał\\(a\\)', // Polish
  'napisała', // Polish
  'napisał', // Polish
  'pisze', // Polish
  'napsal\\(a\\)', // Czech
  'napsal', // Czech
  'skrev', // Swedish, Danish, Norwegian
  'kirjoitti', // Finnish
  'написал\\(а\\)', // Russian
  'написала', // Russian
  'написал', // Russian
  'написав', // Ukrainian
  'пишет', // Russian (Thunderbird, Mail.ru)
  'írta', // Hungarian
  'đã viết', // Vietnamese
  'a scris', // Romanian
  'έγραψε', // Greek
  'yazdı', // Turkish
];
const CJK_VERBS = [
  '写道', // Chinese (simplified)
  '寫道', // Chinese (traditional)
  'のメッセージ', // Japanese ("… のメッセージ:")
  '작성', // Korean ("… 작성:")
];

/** Too common a word to be trusted without a lead word: "On 11-Apr-2011, at 6:54 PM, Roman sent:". */
const LEAD_ONLY_VERBS = ['sent'];

const NOT_LETTER_BEFORE = '(?<![\\p{L}\\p{N}])';
function verbPattern(verbs: readonly string[]): string {
  return `(?:${NOT_LETTER_BEFORE}(?:${verbs.join('|')})(?![\\p{L}])|${CJK_VERBS.join('|')})`;
}
const VERB = verbPattern([...VERBS, ...LEAD_ONLY_VERBS]);

const LEAD = new RegExp(`^(?:(?:${LEADS.join('|')})\\s|${CJK_LEADS.join('|')})`, 'iu');
const HAS_VERB = new RegExp(VERB, 'iu');
const ENDS_WITH_VERB = new RegExp(`${VERB}\\s*[:：]?$`, 'iu');
const ENDS_WITH_UNLED_VERB_COLON = new RegExp(`${verbPattern(VERBS)}\\s*[:：]$`, 'iu');
const ENDS_WITH_COLON = /[:：]$/;
const HAS_DIGIT_OR_AT = /[\d@]/;
/** An address written the way mail clients print a sender: "<a@b.c>", "(a@b.c)", "\"a@b.c\"". */
const SENDER_ADDRESS = /[<("[]\s*(?:mailto:)?[^\s<>()@"[\]]+@[^\s<>()@"[\]]+\.[^\s<>()@"[\]]+/;
/**
 * Starts with a date: "2014-03-20 …", "30.09.2017, …", or a weekday then a number: "Wednesday, 17 …",
 * "tir. 18. apr. …", "ср, 30 …", "pon., 3 mar …" (the punctuation keeps out "Invoice 2024 …").
 */
const DATE_LEAD = /^(?:\d|\p{L}{1,12}[.,]{1,2}\s*\d)/u;
/** A wrapped attribution never has a sentence end before its last line. */
const SENTENCE_END = /[.!?]$/;
/** A line that starts with these only continues a header wrapped on the line above. */
const CONTINUATION_START = /^(?:[<([]|mailto:)/i;

/** Most lines an attribution is wrapped over (Polymail spreads it over five, with a blank line). */
export const MAX_LEAD_LINES = 5;
/** Attributions without a lead word are wrapped over at most three lines, never across a blank. */
const MAX_UNLED_LINES = 3;
/** Enough of the end of a text to hold the longest verb and its colon. */
const TAIL = 40;

function stripFraming(text: string): string {
  // Zimbra prefixes "- ", Zoho and Android frame with dashes; none of it is part of the sentence.
  let stripped = text.startsWith('-') ? text.replace(/^-+\s*/, '') : text;
  if (stripped.endsWith('-')) {
    let end = stripped.length;
    while (end > 0 && stripped[end - 1] === '-') end--;
    stripped = stripped.slice(0, end).trimEnd();
  }
  return stripped;
}

function endsWithVerb(text: string): boolean {
  return ENDS_WITH_VERB.test(text.slice(-TAIL));
}

/** The verb and a colon end the text, the verb being one that can do without a lead word. */
function endsWithUnledVerb(text: string): boolean {
  return ENDS_WITH_UNLED_VERB_COLON.test(text.slice(-TAIL));
}

/**
 * "On <date>, <person> wrote:" and the same in other languages: a lead word, a date or an address,
 * the verb, and nothing after the final colon (German/Dutch/Nordic put the verb before the name:
 * "Am 25.06.2015 um 10:55 schrieb Test user:"). Without the colon ("On …, John <john@doe.com>
 * wrote"), the sender's address must be there: a wrapped sentence can end on "wrote" too.
 */
function isLeadAttribution(text: string): boolean {
  if (!LEAD.test(text) || !HAS_DIGIT_OR_AT.test(text) || !HAS_VERB.test(text)) return false;
  return ENDS_WITH_COLON.test(text) || (endsWithVerb(text) && SENDER_ADDRESS.test(text));
}

/**
 * No lead word, but the sentence ends with the verb and shows a date first or a sender address:
 * "Test user <test@example.com> schrieb:", "29 грудня 2017 р. о 19:09 <a@b.c> написав:",
 * "2016/11/08 14:26、Test user <t@e.com> のメッセージ:", "Sent from Samsung Mobile X <a@b.c> wrote:".
 */
function isVerbLastAttribution(text: string): boolean {
  return endsWithUnledVerb(text) && (DATE_LEAD.test(text) || SENDER_ADDRESS.test(text));
}

/**
 * Gmail's numeric and Russian/Scandinavian forms have no verb at all: a date and time, then the
 * sender's address and a colon: "2014-03-20 8:48 GMT+01:00 Rémi Dolan <do_not_reply@dolan.com>:",
 * "ср, 30 апр. 2025 г. в 15:19, John Doe <doe@example.com>:", old Gmail "2011/4/7 Name <a@b.c>".
 */
function isDatedAddressAttribution(text: string): boolean {
  return (
    endsWithAddress(text) && DATE_LEAD.test(text) && TIME_OR_DATE.test(text) && SENDER_ADDRESS.test(text)
  );
}

/** Android's stock mail and Zoho: "---- John Smith wrote ----", no date needed inside the dashes. */
function isDashFramed(text: string): boolean {
  return text.startsWith('--') && text.endsWith('--') && endsWithVerb(stripFraming(text));
}

/** First characters of the lead words, in both cases. */
export const LEAD_INITIALS: ReadonlySet<string> = new Set(
  [...LEADS, ...CJK_LEADS].flatMap((lead) => [lead.charAt(0), lead.charAt(0).toUpperCase()]),
);

function endsWithColon(text: string): boolean {
  return text.endsWith(':') || text.endsWith('：');
}

/** Ends on the sender's closing bracket, maybe followed by a colon: "… <a@b.c>", "… <a@b.c>:". */
function endsWithAddress(text: string): boolean {
  return (endsWithColon(text) ? text.slice(0, -1).trimEnd() : text).endsWith('>');
}

/** Cheap per-line facts, so that windows are only re-joined when they can possibly match. */
const facts = {
  lead: lineTest((text) => {
    const stripped = stripFraming(text);
    return LEAD_INITIALS.has(stripped.charAt(0)) && LEAD.test(stripped);
  }),
  dashFramed: lineTest(isDashFramed),
  digitOrAt: lineTest((text) => HAS_DIGIT_OR_AT.test(text)),
  verb: lineTest((text) => HAS_VERB.test(text)),
  sentenceEnd: lineTest((text) => SENTENCE_END.test(text)),
  /** Ends a wrapped attribution: always with a colon (Gmail, Apple Mail, Outlook, Thunderbird). */
  colonEnd: lineTest(endsWithColon),
  /** A one-line attribution may also end on its verb: "On … John Doe <john@doe.com> wrote". */
  verbEnd: lineTest((text) => text.includes('@') && endsWithVerb(stripFraming(text))),
  /** Ends on the verb and its colon: the last line of a verb-last attribution. */
  verbColonEnd: lineTest((text) => endsWithColon(text) && endsWithUnledVerb(text)),
  /** Ends on the sender's address: the last line of a dated-address attribution. */
  // A lone ':' is what is left of Gmail's wrapped ">:" once unquoted (see continuation()).
  addressEnd: lineTest((text) => endsWithAddress(text) || text === ':' || text === '：'),
  dateLead: lineTest((text) => DATE_LEAD.test(stripFraming(text))),
  at: lineTest((text) => text.includes('@')),
  timeOrDate: lineTest((text) => TIME_OR_DATE.test(text)),
  /** A header without a lead word starts on a line of its own, not on the wrapped tail of another. */
  unledStart: lineTest((text) => text !== '' && !CONTINUATION_START.test(stripFraming(text))),
};

function some(body: BodyLines, start: number, end: number, fact: LineFact): boolean {
  for (let i = start; i <= end; i++) if (body.test(fact, i)) return true;
  return false;
}

/**
 * Gmail wraps "Name <address>" before the closing bracket, so a continuation line can start with the
 * '>' that closes the address ("<test@example.com" / ">:"): keep it rather than read it as a quote.
 */
function continuation(text: string, raw: string): string {
  const trimmed = raw.trim();
  return trimmed.startsWith('>') && text.lastIndexOf('<') > text.lastIndexOf('>') ? trimmed : unquote(raw);
}

/**
 * Lines `start`..`end` re-joined with spaces, or null when they cannot be one wrapped header: too
 * long, or a sentence ends before the last line.
 */
function joinLines(body: BodyLines, start: number, end: number): string | null {
  let text = '';
  for (let j = start; j <= end; j++) {
    if (body.text(j) === null || (j > start && body.test(facts.sentenceEnd, j - 1))) return null;
    const line = j === start ? unquote(body.raw(j)) : continuation(text, body.raw(j));
    text = stripFraming(`${text} ${line}`.trim());
    if (text.length > MAX_WRAPPED_HEADER) return null;
  }
  return text;
}

function leadMatches(body: BodyLines, start: number, end: number): boolean {
  if (!body.test(facts.lead, start)) return false;
  if (!body.test(facts.colonEnd, end) && !(end === start && body.test(facts.verbEnd, end))) return false;
  if (!some(body, start, end, facts.digitOrAt) || !some(body, start, end, facts.verb)) return false;
  const text = joinLines(body, start, end);
  return text !== null && isLeadAttribution(text);
}

function unledMatches(body: BodyLines, start: number, end: number): boolean {
  if (!body.test(facts.unledStart, start)) return false;
  const verbLast =
    body.test(facts.verbColonEnd, end) &&
    (body.test(facts.dateLead, start) || some(body, start, end, facts.at));
  const datedAddress =
    body.test(facts.addressEnd, end) &&
    body.test(facts.dateLead, start) &&
    some(body, start, end, facts.at) &&
    some(body, start, end, facts.timeOrDate);
  if (!verbLast && !datedAddress) return false;
  for (let j = start; j <= end; j++) if (body.isBlank(j)) return false;
  const text = joinLines(body, start, end);
  return text !== null && (isVerbLastAttribution(text) || isDatedAddressAttribution(text));
}

/**
 * Whether an attribution starts on line `index`. A window that also matches from a later line
 * belongs to that line: "Hello" directly above "Test user <t@e.com> schrieb:" is the reply, not
 * part of the header. Lead-word windows only yield to a later lead word ("On Monday" above "On 5
 * May, Bob wrote:"), since their wrapped tails ("at 10:18,", "John Doe <j@d.com> wrote:") would
 * match on their own.
 */
export function isAttributionAt(body: BodyLines, index: number): boolean {
  if (body.isBlank(index)) return false;
  if (body.test(facts.dashFramed, index)) return true;
  if (body.test(facts.lead, index)) {
    for (let end = index; end < index + MAX_LEAD_LINES && end < body.length; end++) {
      if (!leadMatches(body, index, end)) continue;
      let later = false;
      for (let k = index + 1; k <= end && !later; k++) later = leadMatches(body, k, end);
      if (!later) return true;
    }
  }
  for (let end = index; end < index + MAX_UNLED_LINES && end < body.length; end++) {
    if (body.isBlank(end)) break;
    if (!unledMatches(body, index, end)) continue;
    let later = false;
    for (let k = index + 1; k <= end && !later; k++) {
      later = leadMatches(body, k, end) || unledMatches(body, k, end);
    }
    if (!later) return true;
  }
  return false;
}
