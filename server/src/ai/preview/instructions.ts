import type { Language } from '../../../../contract/language.js';
import { detectLanguage } from './detect.js';
import { NNBSP } from './phrases.js';
import { asSentence, fold } from './text.js';

/**
 * Weaves the user's additional instructions into a reply the way a person would: "accepter la réunion et
 * proposer mardi 14h" becomes "C’est avec plaisir que j’accepte la réunion. Je vous propose mardi 14h."
 * Understood for French and English instructions and replies; anything else is kept as a bracketed note,
 * so nothing the user asked for is silently dropped and nothing is made up.
 */

type Intent =
  | 'accept'
  | 'decline'
  | 'confirm'
  | 'propose'
  | 'thank'
  | 'ask'
  | 'apologize'
  | 'send'
  | 'followUp'
  | 'statement';

type Source = 'fr' | 'en';

const PATTERNS: [Intent, Source, RegExp][] = [
  ['thank', 'fr', /^(?:remercier|remercie|remerciez|dire merci)\b\s*(?:(?:pour|de)\s+)?(.*)$/iu],
  ['thank', 'en', /^(?:thank|say thanks)\b(?:\s+(?:him|her|them|the sender))?\s*(?:for\s+)?(.*)$/iu],
  [
    'accept',
    'fr',
    /^(?:accepter|accepte|acceptez|j['’]accepte|d['’]accord pour|ok pour|dire oui (?:à|a|pour))\s*(.*)$/iu,
  ],
  ['accept', 'en', /^(?:accept|agree to|say yes to)\b\s*(.*)$/iu],
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
    /^(?:(?:lui|leur)\s+)?(?:dire|dis|dites|indiquer|indique|indiquez|pr[ée]ciser|pr[ée]cise|pr[ée]cisez|mentionner|mentionne|mentionnez|rappeler|rappelle|rappelez|expliquer|explique|expliquez|signaler|signale|signalez|informer|informe|informez|pr[ée]venir|pr[ée]viens|pr[ée]venez)(?:-(?:lui|leur|le|la|les))?(?:\s+(?:lui|leur|le|la|les))?\s+(?:que\s+|qu['’])(.*)$/iu,
  ],
  [
    'statement',
    'en',
    /^(?:(?:tell|remind|inform|let)\s+(?:him|her|them|the sender)\s+(?:know\s+)?(?:that\s+)?|(?:say|mention|explain|note|add)\s+that\s+)(.*)$/iu,
  ],
];

// Requests addressed to the assistant, not content: dropped before matching.
const POLITE_PREFIX =
  /^(?:merci de|peux-tu|pouvez-vous|pourrais-tu|pourriez-vous|il faut|je veux|je voudrais|j['’]aimerais|please|can you|could you|i want to|i['’]d like to|i would like to)\s+/iu;
const MANNER = /\s*\b(?:poliment|gentiment|chaleureusement|politely|kindly|nicely|warmly)\b/giu;
const PRONOUN_BEFORE_VERB = /^(?:l[ea]s?\s+|lui\s+|leur\s+|l['’])/iu;

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

export interface WovenInstructions {
  sentences: string[];
  brief: boolean;
  detailed: boolean;
}

const VERBS =
  "accept|refus|d[ée]clin|declin|confirm|propos|sugg|remerci|thank|demand|ask|request|s['’]excus|excus|apolog|envo|send|joindr|attach|forward|dire|dis|dites|tell|indiqu|pr[ée]cis|mentionn|mention|rappel|remind|inform|expliqu|explain|revenir|reviens|get back|follow";

/** Clauses: lines and sentences, and "… et proposer …" / "… and suggest …" joins before another verb. */
function clauses(instructions: string): string[] {
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

function match(clause: string): { intent: Intent; source: Source; object: string } | undefined {
  for (const candidate of [clause, clause.replace(PRONOUN_BEFORE_VERB, '')]) {
    for (const [intent, source, pattern] of PATTERNS) {
      const found = pattern.exec(candidate);
      if (found !== null) return { intent, source, object: (found[1] ?? '').trim() };
    }
  }
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

function frenchSentence(intent: Intent, object: string, familiar: boolean): string {
  const v = (formal: string, casual: string) => (familiar ? casual : formal);
  const q = `${NNBSP}?`;
  switch (intent) {
    case 'accept':
      return `C’est avec plaisir que j’accepte ${object || v('votre proposition', 'ta proposition')}.`;
    case 'decline':
      return object
        ? `Je ne pourrai malheureusement pas accepter ${object}.`
        : `Je ne pourrai malheureusement pas donner suite à ${v('votre', 'ta')} proposition.`;
    case 'confirm':
      return `Je ${v('vous', 'te')} confirme ${object || 'mon accord'}.`;
    case 'propose':
      return `Je ${v('vous', 'te')} propose ${object || '[date]'}.`;
    case 'thank':
      return `Merci beaucoup pour ${object || v('votre aide', 'ton aide')}.`;
    case 'ask': {
      const could = v('Pourriez-vous', 'Pourrais-tu');
      const infinitive = /^d(?:e\s+|['’])(.*)$/iu.exec(object);
      if (infinitive !== null) return `${could} ${infinitive[1] ?? ''}${q}`;
      if (/^si\b/iu.test(object)) return `${could} me dire ${object}${q}`;
      return `${could} me transmettre ${object || '[les informations nécessaires]'}${q}`;
    }
    case 'apologize':
      return `${v('Je vous prie de m’excuser', 'Désolé')} pour ${object || '[le désagrément]'}.`;
    case 'send':
      return `${v('Vous trouverez', 'Tu trouveras')} ci-joint ${object || '[le document]'}.`;
    case 'followUp':
      return `Je reviens vers ${v('vous', 'toi')} ${object || 'au plus tard le [date]'}.`;
    case 'statement':
      return asSentence(object);
  }
}

function englishSentence(intent: Intent, object: string): string {
  switch (intent) {
    case 'accept':
      return `I’m happy to accept ${object || 'your proposal'}.`;
    case 'decline':
      return object
        ? `Unfortunately, I won’t be able to accept ${object}.`
        : 'Unfortunately, I won’t be able to take up your proposal.';
    case 'confirm':
      return `I can confirm ${object || 'my agreement'}.`;
    case 'propose':
      return `I would suggest ${object || '[date]'}.`;
    case 'thank':
      return `Thank you very much for ${object || 'your help'}.`;
    case 'ask': {
      const infinitive = /^to\s+(.*)$/iu.exec(object);
      if (infinitive !== null) return `Could you ${infinitive[1] ?? ''}?`;
      if (/^(?:whether|if)\b/iu.test(object)) return `Could you tell me ${object}?`;
      return `Could you send me ${object || '[the necessary information]'}?`;
    }
    case 'apologize':
      return `Please accept my apologies for ${object || '[the inconvenience]'}.`;
    case 'send':
      return `Please find attached ${object || '[the document]'}.`;
    case 'followUp':
      return `I will get back to you ${object || 'by [date] at the latest'}.`;
    case 'statement':
      return asSentence(object);
  }
}

/**
 * Sentences for the reply in `language` from the user's instructions. `familiar` selects French "tu".
 * Objects taken from an instruction in the other language stay bracketed for the user to translate.
 */
export function weaveInstructions(
  instructions: string | undefined,
  language: Language,
  familiar = false,
): WovenInstructions {
  const woven: WovenInstructions = { sentences: [], brief: false, detailed: false };
  const text = instructions?.trim() ?? '';
  if (text === '' || GENERIC.has(fold(text))) return woven;
  for (const raw of clauses(text)) {
    const clause = raw.replace(POLITE_PREFIX, '').replace(MANNER, '').trim();
    if (BRIEF.test(clause)) {
      woven.brief = true;
      continue;
    }
    if (DETAILED.test(clause)) {
      woven.detailed = true;
      continue;
    }
    if (language !== 'fr' && language !== 'en') {
      woven.sentences.push(`[${raw}]`);
      continue;
    }
    const found = match(clause);
    const source = found?.source ?? detectLanguage(clause) ?? language;
    const sameLanguage = source === language;
    if (found === undefined) {
      woven.sentences.push(
        sameLanguage ? asSentence(toSecondPerson(clause, language, familiar)) : `[${raw}]`,
      );
      continue;
    }
    const object = sameLanguage
      ? toSecondPerson(found.object, found.source, familiar)
      : found.object && `[${found.object}]`;
    if (found.intent === 'statement' && !sameLanguage) {
      woven.sentences.push(`[${found.object}]`);
      continue;
    }
    woven.sentences.push(
      language === 'fr'
        ? frenchSentence(found.intent, object, familiar)
        : englishSentence(found.intent, object),
    );
  }
  return woven;
}
