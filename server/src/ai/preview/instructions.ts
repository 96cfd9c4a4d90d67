import type { Tone } from '../../../../contract/ai.js';
import type { Language } from '../../../../contract/language.js';
import { detectLanguage } from './detect.js';
import { factsOf } from './facts.js';
import { PHRASES } from './phrases.js';
import { asSentence, fold } from './text.js';
import { englishSentence, foreignSentence, frenchSentence, type Intent } from './wording.js';

/**
 * Weaves the user's additional instructions into a reply the way a person would: "accepter la réunion et
 * proposer mardi 14h" becomes "C’est avec plaisir que j’accepte la réunion. Je vous propose mardi 14h."
 * Instructions are understood in French and English. A reply in the instructions' language gets their
 * words; a reply in another language gets its own wording around the instruction's facts only (numbers,
 * names, rooms, translated days), as a bracketed slot, because pasting a French sentence into a German
 * email is worse than a German sentence with a slot to complete. Nothing is made up, nothing dropped.
 */

type Source = 'fr' | 'en';

const PATTERNS: [Intent, Source, RegExp][] = [
  ['thank', 'fr', /^(?:remercier|remercie|remerciez|dire merci)\b\s*(?:(?:pour|de)\s+)?(.*)$/iu],
  ['thank', 'en', /^(?:thank|say thanks)\b(?:\s+(?:him|her|them|the sender))?\s*(?:for\s+)?(.*)$/iu],
  [
    'agree',
    'fr',
    /^(?:(?:c['’]est\s+)?(?:d['’]accord|ok|okay|bon)\s+pour|donner (?:mon|son|notre) accord pour|valider)\s+(.*)$/iu,
  ],
  ['agree', 'en', /^(?:ok(?:ay)?|fine|happy|agree)\s+(?:to|with|for)\s+(.*)$/iu],
  ['accept', 'fr', /^(?:accepter|accepte|acceptez|j['’]accepte|dire oui (?:à|a|pour))\s*(.*)$/iu],
  ['accept', 'en', /^(?:accept|say yes to)\b\s*(.*)$/iu],
  [
    'decline',
    'fr',
    /^(?:refuser|refuse|refusez|d[ée]cliner|d[ée]cline|d[ée]clinez|dire non (?:à|a))\b\s*(.*)$/iu,
  ],
  ['decline', 'en', /^(?:decline|refuse|turn down|say no to)\b\s*(.*)$/iu],
  ['confirm', 'fr', /^(?:confirmer|confirme|confirmez)\b\s*(.*)$/iu],
  ['confirm', 'en', /^confirm\b\s*(.*)$/iu],
  ['propose', 'fr', /^(?:proposer|propose|proposez|sugg[ée]rer|sugg[èe]re|sugg[ée]rez)\b\s*(.*)$/iu],
  ['propose', 'en', /^(?:propose|suggest|offer)\b\s*(.*)$/iu],
  ['ask', 'fr', /^(?:demander|demande|demandez|r[ée]clamer)\b\s*(.*)$/iu],
  ['ask', 'en', /^(?:ask|request)\b(?:\s+(?:him|her|them|the sender))?\s*(?:for\s+)?(.*)$/iu],
  [
    'apologize',
    'fr',
    /^(?:s['’]excuser|m['’]excuser|excuse-toi|excusez-vous|pr[ée]senter (?:des|mes|nos) excuses)\s*(?:(?:pour|de)\s+)?(.*)$/iu,
  ],
  ['apologize', 'en', /^(?:apologi[sz]e|say sorry)\b\s*(?:for\s+)?(.*)$/iu],
  ['send', 'fr', /^(?:envoyer|envoie|envoyez|joindre|transmettre|transmets|transmettez)\b\s*(.*)$/iu],
  ['send', 'en', /^(?:send|attach|forward|share)\b\s*(.*)$/iu],
  [
    'followUp',
    'fr',
    /^(?:revenir vers|reviens vers|revenez vers|r[ée]pondre plus tard)\s*(?:(?:lui|elle|eux|vous)\b)?\s*(.*)$/iu,
  ],
  ['followUp', 'en', /^(?:get back to|follow up with|follow up)\b\s*(?:(?:him|her|them)\b)?\s*(.*)$/iu],
  [
    'statement',
    'fr',
    /^(?:(?:lui|leur)\s+)?(?:dire|dis|dites|indiquer|indique|indiquez|pr[ée]ciser|pr[ée]cise|pr[ée]cisez|mentionner|mentionne|mentionnez|ajouter|ajoute|ajoutez|rappeler|rappelle|rappelez|expliquer|explique|expliquez|signaler|signale|signalez|informer|informe|informez|pr[ée]venir|pr[ée]viens|pr[ée]venez)(?:-(?:lui|leur|le|la|les))?(?:\s+(?:lui|leur|le|la|les))?\s+(?:que\s+|qu['’])(.*)$/iu,
  ],
  [
    'statement',
    'en',
    /^(?:(?:tell|remind|inform|let)\s+(?:him|her|them|the sender|the client|the team)\s+(?:know\s+)?(?:that\s+)?|(?:say|mention|explain|note|add|state|specify|point out)\s+that\s+)(.*)$/iu,
  ],
  [
    'topic',
    'fr',
    /^(?:mentionner|mentionne|mentionnez|[ée]voquer|[ée]voque|[ée]voquez|aborder|aborde|abordez|parler|parle|parlez|rappeler|rappelle|rappelez|revenir sur|faire le point sur)\s+(.+)$/iu,
  ],
  [
    'topic',
    'en',
    /^(?:mention|discuss|bring up|talk about|address|cover|remind (?:him|her|them|the sender) (?:of|about))\s+(.+)$/iu,
  ],
];

// Requests addressed to the assistant, not content: dropped before matching.
const POLITE_PREFIX =
  /^(?:merci de|peux-tu|pouvez-vous|pourrais-tu|pourriez-vous|il faut|je veux|je voudrais|j['’]aimerais|please|can you|could you|i want to|i['’]d like to|i would like to)\s+/iu;
const MANNER = /\s*\b(?:poliment|gentiment|chaleureusement|politely|kindly|nicely|warmly)\b/giu;
const PRONOUN_BEFORE_VERB = /^(?:l[ea]s?\s+|lui\s+|leur\s+|l['’])/iu;

/** Instructions about the manner ("sois chaleureux", "be warm"): the tone picked already says it. */
const MANNER_ONLY =
  /^(?:sois|soyez|[êe]tre|rester|reste|restez|be|stay|sound|keep it)\s+(?:plus\s+|more\s+|tr[èe]s\s+|very\s+)?\p{L}+$/iu;

/**
 * "vérifier le stock", "check the figures": a task for the user, not a sentence for the reader. Its
 * object becomes the topic of a slot to fill, so the instruction itself is never written in the email.
 */
const FRENCH_TASK =
  /^\p{L}+(?:er|ir|re)\s+((?:le|la|les|l['’]|un|une|des|du|mon|ma|mes|son|sa|ses|votre|vos|notre|nos|leur|leurs|ce|cet|cette|ces)\b.*)$/iu;
const ENGLISH_TASK =
  /^(?:check|verify|review|update|prepare|schedule|book|organi[sz]e|plan|clarify|finali[sz]e|sort out|look into|follow up on)\s+((?:the|a|an|my|our|your|his|her|their|this|that|these|those)\b.*)$/iu;

/** Instructions about length rather than content. */
const BRIEF =
  /^(?:(?:être|etre|sois|soyez|rester|reste|be|keep it)\s+)?(?:bref|brève|breve|court|courte|concis|concise|brief|short|succinct|succincte)$/iu;
const DETAILED =
  /^(?:(?:être|etre|sois|soyez|be)\s+)?(?:détaillé|détaillée|detaille|detailed|en détail|in detail|précis|precise)$/iu;

/** The spec's default compose instruction and its equivalents: no content to weave. */
const GENERIC = new Set(
  [
    'Générer une réponse appropriée',
    'générer une réponse',
    'répondre',
    'réponse',
    'reply',
    'write a reply',
    'generate a reply',
    'generate an appropriate reply',
  ].map(fold),
);

/** A clause without what addresses the assistant ("peux-tu", "please") or the manner ("poliment"). */
export function cleanClause(clause: string): string {
  return clause.replace(POLITE_PREFIX, '').replace(MANNER, '').trim();
}

export interface WovenInstructions {
  sentences: string[];
  brief: boolean;
  detailed: boolean;
}

const VERBS =
  "ok pour|d['’]accord pour|ajout|add|accept|refus|d[ée]clin|declin|confirm|propos|sugg|remerci|thank|demand|ask|request|s['’]excus|excus|apolog|envo|send|joindr|attach|forward|dire|dis|dites|tell|indiqu|pr[ée]cis|mentionn|mention|rappel|remind|inform|expliqu|explain|revenir|reviens|get back|follow";

/** Clauses: lines and sentences, and "… et proposer …" / "… and suggest …" joins before another verb. */
export function clauses(instructions: string): string[] {
  const joiner = new RegExp(
    `,?\\s+(?:et|puis|ensuite|and|then|and then)\\s+(?=(?:(?:lui|leur|le|la|les)\\s+|l['’])?(?:${VERBS}))`,
    'iu',
  );
  return instructions
    .split(/[\n;.!]+/)
    .flatMap((part) => part.split(joiner))
    .map((part) => part.trim().replace(/[,:]+$/, ''))
    .filter((part) => part !== '');
}

export function matchInstruction(
  clause: string,
): { intent: Intent; source: Source; object: string } | undefined {
  // "remercie-le pour…", "demande-lui…": the pronoun after the verb names the reader, not the object.
  const unhyphenated = clause.replace(/^(\p{L}+)-(?:lui|leur|le|la|les)\b\s*/iu, '$1 ');
  for (const candidate of [unhyphenated, clause.replace(PRONOUN_BEFORE_VERB, '')]) {
    for (const [intent, source, pattern] of PATTERNS) {
      const found = pattern.exec(candidate);
      if (found !== null) return { intent, source, object: (found[1] ?? '').trim() };
    }
  }
  const task = FRENCH_TASK.exec(clause) ?? ENGLISH_TASK.exec(clause);
  if (task?.[1] !== undefined)
    return { intent: 'topic', source: FRENCH_TASK.test(clause) ? 'fr' : 'en', object: task[1].trim() };
  return undefined;
}

/** The instruction speaks of the sender in the third person; the reply speaks to them. */
function toSecondPerson(text: string, language: Source, familiar: boolean): string {
  if (language === 'fr') {
    return text
      .replace(/\bsa\b/giu, familiar ? 'ta' : 'votre')
      .replace(/\bson\b/giu, familiar ? 'ton' : 'votre')
      .replace(/\bses\b/giu, familiar ? 'tes' : 'vos')
      .replace(/\bleurs?\b(?=\s+\p{L})/giu, familiar ? 'ton' : 'votre');
  }
  return text
    .replace(/\b(?:his|their)\b/giu, 'your')
    .replace(/\bher\b(?=\s+\p{L})/giu, 'your')
    .replace(/\b(?:him|them|her)\b/giu, 'you');
}

/** Where the words of the instructions come from: a clause alone is often too short to tell. */
function sourceOf(clause: string, whole: Source | undefined, language: Language): Language {
  // One function word is enough for a clause ("le", "the"): the whole text decides only when it has none.
  return detectLanguage(clause, 1) ?? whole ?? language;
}

/** A bracketed slot with the facts of a foreign phrase, in the reply's language: "[B204]", "[Details]". */
function factSlot(phrase: string, language: Language, labelled: boolean): string {
  const facts = factsOf(phrase, language);
  const label = PHRASES[language].placeholders.details;
  if (facts === '') return label;
  return labelled ? `[${label.slice(1, -1)}: ${facts}]` : `[${facts}]`;
}

/** The sentence for one clause of the instructions. */
function weaveClause(clause: string, language: Language, tone: Tone, whole: Source | undefined): string {
  const found = matchInstruction(clause);
  const source = found?.source ?? sourceOf(clause, whole, language);
  const familiar = tone === 'casual';
  if (source === language) {
    if (found === undefined)
      return asSentence(
        source === 'fr' || source === 'en' ? toSecondPerson(clause, source, familiar) : clause,
      );
    const object = toSecondPerson(found.object, found.source, familiar);
    return language === 'fr'
      ? frenchSentence(found.intent, object, tone)
      : englishSentence(found.intent, object, tone);
  }
  // Another language than the reply's: its own wording around the facts, never the user's words.
  if (found === undefined || found.intent === 'statement' || found.intent === 'topic')
    return factSlot(found?.object ?? clause, language, true);
  const slot = found.object === '' ? '' : factSlot(found.object, language, false);
  if (language === 'fr') return frenchSentence(found.intent, slot, tone);
  if (language === 'en') return englishSentence(found.intent, slot, tone);
  return foreignSentence(found.intent, language, slot || PHRASES[language].placeholders.details);
}

/**
 * Sentences for the reply in `language` and `tone` from the user's instructions (casual French says "tu").
 */
export function weaveInstructions(
  instructions: string | undefined,
  language: Language,
  tone: Tone = 'professional',
): WovenInstructions {
  const woven: WovenInstructions = { sentences: [], brief: false, detailed: false };
  const text = instructions?.trim() ?? '';
  if (text === '' || GENERIC.has(fold(text))) return woven;
  const detected = detectLanguage(text);
  const whole = detected === 'fr' || detected === 'en' ? detected : undefined;
  for (const raw of clauses(text)) {
    const clause = cleanClause(raw);
    if (BRIEF.test(clause)) woven.brief = true;
    else if (DETAILED.test(clause)) woven.detailed = true;
    else if (MANNER_ONLY.test(clause)) continue;
    else woven.sentences.push(weaveClause(clause, language, tone, whole));
  }
  return woven;
}
