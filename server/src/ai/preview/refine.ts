import type { Tone } from '../../../../contract/ai.js';
import type { ChatMessage } from '../engine.js';
import { detectLanguage, type DetectableLanguage } from './detect.js';
import { splitEmail, type EmailParts } from './emailParts.js';
import { PHRASES } from './phrases.js';
import { assemble, removeFillers } from './reformulate.js';
import { rankSentences } from './summarize.js';
import { capitalize, fold, splitParagraphs, splitSentences } from './text.js';
import { fixTypography } from './typography.js';

/** What a refine request asks for, from its French or English wording. */
export interface RefineWishes {
  shorter: boolean;
  longer: boolean;
  formal: boolean;
  friendly: boolean;
  urgent: boolean;
  apologetic: boolean;
}

// Folded patterns (no accents, lower case). Negated forms first: "moins formel" is a wish for friendly.
const LESS_FORMAL = /\b(?:moins (?:formel|formelle|soutenu|rigide)|less (?:formal|stiff)|plus decontracte)/u;
const LESS_CASUAL = /\b(?:moins (?:familier|familiere|decontracte)|less (?:casual|informal))/u;
const PATTERNS: Record<keyof RefineWishes, RegExp> = {
  shorter:
    /\b(?:plus court|plus courte|raccourci|racourci|abreg|moins long|plus concis|concis|synthetique|plus bref|plus breve|resume|shorter|shorten|concise|briefer|trim|condense|cut it down|less wordy|tighten)/u,
  longer:
    /\b(?:plus long|plus longue|allonge|developpe|detaille|plus de details?|etoffe|enrichi|longer|lengthen|expand|elaborate|more details?|flesh out|add details?)/u,
  formal:
    /\b(?:formel|formelle|soutenu|vouvo|plus professionnel|plus poli|formal|more professional|more polite|politer)/u,
  friendly:
    /\b(?:amical|amicale|chaleureu|sympa|decontract|detendu|familier|tutoi|friendl|warmer|warm|casual|informal|relaxed)/u,
  urgent: /\b(?:urgent|urgence|pressant|plus rapide|asap|more urgent|urgency)/u,
  apologetic: /\b(?:excuse|desole|apolog|sorry)/u,
};

export function readWishes(request: string): RefineWishes {
  let text = fold(request);
  const wishes: RefineWishes = {
    shorter: false,
    longer: false,
    formal: false,
    friendly: false,
    urgent: false,
    apologetic: false,
  };
  if (LESS_FORMAL.test(text)) {
    wishes.friendly = true;
    text = text.replace(LESS_FORMAL, ' ');
  }
  if (LESS_CASUAL.test(text)) {
    wishes.formal = true;
    text = text.replace(LESS_CASUAL, ' ');
  }
  for (const key of Object.keys(PATTERNS) as (keyof RefineWishes)[]) {
    if (PATTERNS[key].test(text)) wishes[key] = true;
  }
  // Contradictions: the first of each pair wins, it is the more cautious change.
  if (wishes.shorter) wishes.longer = false;
  if (wishes.formal) wishes.friendly = false;
  return wishes;
}

/** Courtesy sentences: the first thing to go when the text must be shorter. */
const COURTESY =
  /^(?:j['’]esp[eè]re que|je reste [àa] (?:votre|ta)|n['’]h[ée]site[zs]? pas|merci (?:beaucoup )?pour (?:votre|ton) message|i hope (?:you|this)|please (?:let me know|do not hesitate|don['’]t hesitate)|don['’]t hesitate|feel free|thank(?:s| you)(?: a lot| very much)? for your (?:message|email))/iu;

const INTENSIFIERS: Partial<Record<DetectableLanguage, RegExp>> = {
  fr: /\s+\b(?:vraiment|très|tout à fait|extrêmement|absolument)\b/giu,
  en: /\s+\b(?:really|very|just|quite|extremely|absolutely)\b/giu,
};

function sentencesOf(body: string): string[] {
  return splitParagraphs(body).flatMap((paragraph) => splitSentences(paragraph.replace(/\s*\n\s*/gu, ' ')));
}

function shorten(body: string, language: DetectableLanguage | undefined): string {
  const intensifiers = language === undefined ? undefined : INTENSIFIERS[language];
  let sentences = sentencesOf(body)
    .map((sentence) => removeFillers(sentence, language))
    .map((sentence) => (intensifiers === undefined ? sentence : sentence.replace(intensifiers, '')));
  const essential = sentences.filter((sentence) => !COURTESY.test(sentence));
  sentences = essential.length > 0 ? essential : sentences.slice(0, 1);
  if (sentences.length > 3) {
    const keep = new Set(rankSentences(sentences).slice(0, Math.ceil(sentences.length * 0.6)));
    sentences = sentences.filter((sentence) => keep.has(sentence));
  }
  return sentences.join(' ');
}

const MORE: Record<'fr' | 'en', { context: string; details: string; next: string }> = {
  fr: {
    context: 'Pour vous donner un peu de contexte\u00A0: [contexte].',
    details: 'Voici les précisions utiles\u00A0: [précisions].',
    next: 'Prochaines étapes\u00A0: [étapes à venir].',
  },
  en: {
    context: 'To give you some context: [context].',
    details: 'Here are the relevant details: [details].',
    next: 'Next steps: [next steps].',
  },
};

function lengthen(body: string, language: DetectableLanguage | undefined, tone: Tone): string {
  const phrases = PHRASES[language ?? 'en'];
  const more = language === 'fr' || language === 'en' ? MORE[language] : undefined;
  const paragraphs = splitParagraphs(body);
  const added = more === undefined ? [phrases.placeholders.details] : [more.context, more.details, more.next];
  const closing = phrases.closingLine[tone];
  return [...paragraphs.slice(0, 1), ...added, ...paragraphs.slice(1), body.includes(closing) ? '' : closing]
    .filter((part) => part !== '')
    .join('\n\n');
}

// Applied after the "tu + verb" pairs, which also change the verb.
const FRENCH_VOUS: [RegExp, string][] = [
  [/\bt['’]/giu, 'vous '],
  [/\bte\b/giu, 'vous'],
  [/\btoi\b/giu, 'vous'],
  [/\btu\b/giu, 'vous'],
  [/\b(?:ton|ta)\b/giu, 'votre'],
  [/\btes\b/giu, 'vos'],
];
const FRENCH_VERBS: Record<string, string> = {
  peux: 'pouvez',
  veux: 'voulez',
  sais: 'savez',
  as: 'avez',
  es: 'êtes',
  fais: 'faites',
  vas: 'allez',
  dois: 'devez',
  pourrais: 'pourriez',
  voudrais: 'voudriez',
};
const CONTRACTIONS: [RegExp, string][] = [
  [/\bcan['’]t\b/giu, 'cannot'],
  [/\bwon['’]t\b/giu, 'will not'],
  [/\b(\w+)n['’]t\b/giu, '$1 not'],
  [/\bI['’]m\b/gu, 'I am'],
  [/\b(\w+)['’]re\b/giu, '$1 are'],
  [/\b(\w+)['’]ll\b/giu, '$1 will'],
  [/\b(\w+)['’]ve\b/giu, '$1 have'],
  [/\b(it|that|there|what)['’]s\b/giu, '$1 is'],
];
const CASUAL_WORDS: Record<'fr' | 'en', [RegExp, string][]> = {
  fr: [
    [/\bsalut\b/giu, 'bonjour'],
    [/\bok\b/giu, 'd’accord'],
    [/\bsuper\b/giu, 'parfait'],
    [/\bboulot\b/giu, 'travail'],
    [/\bsympa\b/giu, 'agréable'],
  ],
  en: [
    [/\bhey\b/giu, 'hello'],
    [/\bthanks\b/giu, 'thank you'],
    [/\bok(?:ay)?\b/giu, 'all right'],
    [/\bgonna\b/giu, 'going to'],
    [/\bwanna\b/giu, 'want to'],
    [/\basap\b/giu, 'as soon as possible'],
    [/\bbtw\b/giu, 'by the way'],
    [/\bfyi\b/giu, 'for your information'],
  ],
};

function formalize(body: string, language: DetectableLanguage | undefined): string {
  let out = body.replace(/\p{Extended_Pictographic}\uFE0F?/gu, '').replace(/!+/gu, '.');
  if (language === 'fr') {
    out = out.replace(
      /\btu (peux|veux|sais|as|es|fais|vas|dois|pourrais|voudrais)\b/giu,
      (_m, verb: string) => `vous ${FRENCH_VERBS[verb.toLowerCase()] ?? verb}`,
    );
    for (const [pattern, replacement] of FRENCH_VOUS) out = out.replace(pattern, replacement);
  }
  if (language === 'en')
    for (const [pattern, replacement] of CONTRACTIONS) out = out.replace(pattern, replacement);
  if (language === 'fr' || language === 'en') {
    for (const [pattern, replacement] of CASUAL_WORDS[language]) out = out.replace(pattern, replacement);
  }
  return out.replace(/[ \t\u00A0\u202F]+\./gu, '.').replace(/\.{2,}/gu, '.');
}

const WARM_OPENERS: Partial<Record<DetectableLanguage, string>> = {
  fr: 'J’espère que vous allez bien.',
  en: 'I hope you’re doing well.',
};
const EXPANDED: [RegExp, string][] = [
  [/\bdo not\b/gu, 'don’t'],
  [/\bI am\b/gu, 'I’m'],
  [/\bit is\b/gu, 'it’s'],
  [/\bwe are\b/gu, 'we’re'],
  [/\bcannot\b/gu, 'can’t'],
  [/\bI will\b/gu, 'I’ll'],
  [/\bwill not\b/gu, 'won’t'],
];

function befriend(body: string, language: DetectableLanguage | undefined): string {
  let out = body;
  if (language === 'en')
    for (const [pattern, replacement] of EXPANDED) out = out.replace(pattern, replacement);
  const opener = language === undefined ? undefined : WARM_OPENERS[language];
  if (opener !== undefined && !fold(out).includes(fold(opener).slice(0, 12))) out = `${opener}\n\n${out}`;
  return out;
}

function addLine(body: string, line: string): string {
  return body.includes(line) ? body : `${body}\n\n${line}`;
}

/** The text the chat refines: the latest assistant message (the template or composed email). */
export function textToRefine(messages: ChatMessage[]): string {
  const assistant = [...messages].reverse().find((message) => message.role === 'assistant');
  return (assistant ?? messages.at(-1))?.content ?? '';
}

/**
 * Refine chat (spec §2) without a model: applies the common requests — shorter, longer, more formal,
 * friendlier/more casual, more urgent, apologetic — to the latest draft, in the draft's language. A
 * request it does not understand is kept as a bracketed to-do in the text rather than ignored.
 */
export function refineText(messages: ChatMessage[], userRequest: string): string {
  const text = textToRefine(messages);
  const language = detectLanguage(text);
  const wishes = readWishes(userRequest);
  const parts: EmailParts = splitEmail(text);
  const tone: Tone = wishes.formal ? 'formal' : wishes.friendly ? 'friendly' : 'professional';
  let body = parts.body;
  if (wishes.formal) body = formalize(body, language);
  if (wishes.friendly) body = befriend(body, language);
  if (wishes.shorter) body = shorten(body, language);
  if (wishes.longer) body = lengthen(body, language, tone);
  const phrases = PHRASES[language ?? 'en'];
  if (wishes.urgent) body = addLine(body, phrases.closingLine.urgent);
  if (wishes.apologetic) body = addLine(body, phrases.closingLine.apologetic);
  const understood = Object.values(wishes).some(Boolean);
  if (!understood) body = addLine(body, phrases.todo(capitalize(userRequest.trim())));

  // Greeting and closing follow the new tone only when the tone changed; otherwise they stay as written.
  if (wishes.formal || wishes.friendly) return fixTypography(assemble(parts, body, language, tone), language);
  const closing = [parts.closing, ...parts.signature].filter((line) => line !== undefined).join('\n');
  return fixTypography(
    [parts.greeting ?? '', body, closing].filter((part) => part !== '').join('\n\n'),
    language,
  );
}
