import { TONES } from '../../../../contract/ai.js';
import type { DetectableLanguage } from './detect.js';
import { hasFact } from './facts.js';
import { PHRASES } from './phrases.js';
import { removeFillers } from './reformulate.js';
import { rankSentences } from './summarize.js';
import { capitalize, fold, splitParagraphs, splitSentences } from './text.js';
import { wovenPrefixes } from './wording.js';

/**
 * "Shorter" for the refine chat: at most SHORT_RATIO of the email's length, without losing a fact. Three
 * passes, each only when the previous one was not enough: drop courtesy and fillers, then compress the
 * remaining sentences, then drop the least central sentences that carry no fact. A sentence with a figure,
 * a date, a name, a place, a slot to fill or a point the user asked for is never dropped.
 */

export const SHORT_RATIO = 0.7;

/** Courtesy: openers and closers that say nothing the reader needs (folded apostrophes both ways). */
const COURTESY =
  /^(?:si (?:vous|tu) (?:avez|as|souhaitez|souhaites|d[ée]sirez|voulez|veux)\b.{0,160}(?:h[ée]site|faire savoir|me contacter|me le dire|dites-le-moi)|if (?:you|anything)\b.{0,160}(?:hesitate|let me know|feel free|reach out)|j['’]esp[eè]re que|je reste [àa] (?:votre|ta)|n['’]h[ée]site[zs]? pas|(?:un grand )?merci (?:beaucoup |encore )?(?:pour|de) (?:votre|ton) (?:message|mail|e-mail|retour|r[ée]ponse)|merci (?:par|d['’]) ?avance|je vous remercie (?:par avance|d['’]avance|(?:\p{L}+ )?(?:pour|de) votre (?:message|mail|e-mail|retour|r[ée]ponse|compr[ée]hension))|j['’]accuse (?:bonne )?r[ée]ception|au plaisir|bonne (?:journ[ée]e|fin de journ[ée]e|semaine|soir[ée]e)|i hope (?:you|this|all)|please (?:let me know|do not hesitate|don['’]t hesitate|feel free)|don['’]t hesitate|do not hesitate|feel free|thank(?:s| you)(?: a lot| so much| very much)?(?: again)? for your (?:message|email|e-mail|reply|note|understanding)|thank you in advance|thanks in advance|i acknowledge receipt|i remain at your disposal|looking forward|have a (?:nice|great|good) )/iu;

/** The same for the other languages, on folded text (no accents, lower case). */
const FOREIGN_COURTESY =
  /^(?:ich hoffe,? (?:es geht|dir|ihnen|du|sie)|vielen (?:herzlichen )?dank fur (?:deine|ihre|eure) (?:nachricht|e-mail|mail)|(?:melde dich|melden sie sich) (?:gerne|gern|bei)|(?:falls|wenn) .{0,120}(?:bescheid|melde dich|melden sie sich)|fur (?:ruckfragen|weitere fragen)|bei fragen|espero que (?:estes|este|te encuentres|se encuentre)|(?:muchas )?gracias por (?:tu|su) (?:mensaje|correo)|quedo a (?:tu|su) (?:entera )?disposicion|no dud(?:es|e) en|spero che (?:tu stia|stia|vada)|grazie (?:mille )?per (?:il tuo|il suo) messaggio|resto a (?:sua )?(?:completa )?disposizione|non esit(?:are|i)|espero que (?:esteja|estejas)|(?:muito )?obrigad[oa] pela (?:sua|tua) mensagem|fico a (?:sua )?disposicao|nao hesite|ik hoop dat (?:het goed|je|u)|bedankt voor (?:je|uw) bericht|laat (?:het )?(?:me|mij) (?:gerust )?weten|aarzel niet)/u;

/** Quoted text («…», “…”, "…"): a subject or a question cited, not a fact of this email. */
const QUOTED = /«[^»]*»|“[^”]*”|"[^"]*"/gu;
const SLOT = /\[[^\]\n]+\]/u;

const courtesyCache = new Map<DetectableLanguage, { lines: Set<string>; starts: string[] }>();

/**
 * The engine's own courtesy in a language: closing lines and reply openers of every tone (an opener
 * cites the subject, so it is known by how it starts). Built from the phrases so they never drift apart.
 */
function courtesyOf(language: DetectableLanguage): { lines: Set<string>; starts: string[] } {
  const known = courtesyCache.get(language);
  if (known !== undefined) return known;
  const phrases = PHRASES[language];
  const marker = '\u0000';
  // The urgent closing asks for a reply by a date: a request, not courtesy.
  const lines = new Set(
    [
      ...TONES.filter((tone) => tone !== 'urgent').map((tone) => phrases.closingLine[tone]),
      ...TONES.flatMap((tone) => splitSentences(phrases.opener(tone, undefined))),
      phrases.thanksInAdvance,
    ].filter((line) => line !== ''),
  );
  const starts = TONES.flatMap((tone) => splitSentences(phrases.opener(tone, marker)))
    .filter((sentence) => sentence.includes(marker))
    .map((sentence) => sentence.split(marker)[0] ?? '')
    .filter((start) => start.length >= 12);
  const courtesy = { lines, starts };
  courtesyCache.set(language, courtesy);
  return courtesy;
}

export function isCourtesy(sentence: string, language: DetectableLanguage | undefined): boolean {
  if (
    hasFact(sentence.replace(QUOTED, ''), language) &&
    !(language !== undefined && courtesyOf(language).lines.has(sentence))
  )
    return false;
  if (COURTESY.test(sentence) || FOREIGN_COURTESY.test(fold(sentence))) return true;
  if (language === undefined) return false;
  const { lines, starts } = courtesyOf(language);
  return lines.has(sentence) || starts.some((start) => sentence.startsWith(start));
}

/** A sentence that must survive: a fact, a slot to fill, or a point the user asked to make. */
function mustKeep(sentence: string, language: DetectableLanguage | undefined): boolean {
  if (hasFact(sentence.replace(QUOTED, ''), language) || SLOT.test(sentence)) return true;
  if (language !== 'fr' && language !== 'en') return false;
  return wovenPrefixes(language).some((prefix) => sentence.startsWith(prefix));
}

const INTENSIFIERS: Partial<Record<DetectableLanguage, RegExp>> = {
  fr: /\s+(?<!\p{L})(?:vraiment|très|tout à fait|extrêmement|absolument|bien volontiers|volontiers|surtout|bien entendu|sincèrement)(?!\p{L})/giu,
  en: /\s+\b(?:really|very|just|quite|extremely|absolutely)\b/giu,
  de: /\s+(?<!\p{L})(?:wirklich|sehr|natürlich|einfach|ganz|total|echt)(?!\p{L})/giu,
  es: /\s+(?<!\p{L})(?:realmente|muy|totalmente|absolutamente)(?!\p{L})/giu,
  it: /\s+(?<!\p{L})(?:davvero|molto|assolutamente|veramente)(?!\p{L})/giu,
  pt: /\s+(?<!\p{L})(?:realmente|muito|totalmente|absolutamente)(?!\p{L})/giu,
  nl: /\s+(?<!\p{L})(?:echt|heel|erg|helemaal|absoluut)(?!\p{L})/giu,
};

/** The engine's own long turns and their short equivalents (applied at a sentence's start). */
const COMPRESSIONS: Partial<Record<DetectableLanguage, [RegExp, string][]>> = {
  fr: [
    [/^Concernant (?:votre|ta) question\s+/u, ''],
    [/^C’est avec plaisir que j’accepte\b/u, 'J’accepte'],
    [/^J’ai le plaisir d’accepter\b/u, 'J’accepte'],
    [/^J’ai le plaisir de vous confirmer\b/u, 'Je vous confirme'],
    [/^Je vous confirme (?:avec plaisir|dès à présent)\b/u, 'Je vous confirme'],
    [/^Je me permets de vous proposer\b/u, 'Je vous propose'],
    [/^Je vous prie de bien vouloir\b/u, 'Merci de'],
    [/^(?:Vous trouverez|Veuillez trouver|Tu trouveras) ci-joint\b/u, 'Ci-joint'],
    [/^Je ne manquerai pas de revenir vers vous\b/u, 'Je reviens vers vous'],
    [/^Je vous informe qu(?:e |’)/u, ''],
    [/^(?:Un grand merci|Merci beaucoup|Je vous remercie vivement)\b/u, 'Merci'],
    [/, avec plaisir(?=[.!\s])/u, ''],
  ],
  en: [
    [/^Regarding your question\s+/u, ''],
    [/^(?:I’m happy|I am pleased) to accept\b/u, 'I accept'],
    [/^(?:I’m happy|I am pleased|I can) (?:to )?confirm\b/u, 'I confirm'],
    [/^I would be grateful if you could\s+/u, 'Please '],
    [/^(?:I would like to propose|I would suggest)\b/u, 'I suggest'],
    [/^Please find attached\b/u, 'Attached:'],
    [/^I would like to inform you that\s+/u, ''],
    [/^(?:Thank you very much|I am most grateful) for\b/u, 'Thanks for'],
    [/^I am pleased to agree to\b/u, 'I agree to'],
  ],
};

/** Parenthetical asides without a figure: "(as discussed last time)". */
const ASIDE = /\s*\((?![^)]*\d)[^)]*\)/gu;

function trim(sentence: string, language: DetectableLanguage | undefined): string {
  const intensifiers = language === undefined ? undefined : INTENSIFIERS[language];
  const cleaned = removeFillers(sentence, language);
  return intensifiers === undefined ? cleaned : cleaned.replace(intensifiers, '');
}

function compress(sentence: string, language: DetectableLanguage | undefined): string {
  let out = sentence.replace(ASIDE, '');
  for (const [pattern, replacement] of (language === undefined ? undefined : COMPRESSIONS[language]) ?? [])
    out = out.replace(pattern, replacement);
  return capitalize(out.trim());
}

/** The body as paragraphs of lines of sentences, so that dropping sentences keeps the layout. */
type Layout = string[][][];

const layoutOf = (body: string): Layout =>
  splitParagraphs(body).map((paragraph) => paragraph.split('\n').map((line) => splitSentences(line)));

function textOf(layout: Layout): string {
  return layout
    .map((lines) =>
      lines
        .map((sentences) => sentences.join(' '))
        .filter((line) => line !== '')
        .join('\n'),
    )
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
}

const mapSentences = (layout: Layout, change: (sentence: string) => string): Layout =>
  layout.map((lines) =>
    lines.map((sentences) => sentences.map(change).filter((sentence) => sentence.trim() !== '')),
  );

/** Drops the least central droppable sentences until the body fits `budget` characters. */
function dropUntil(layout: Layout, budget: number, language: DetectableLanguage | undefined): Layout {
  const all = layout.flat(2);
  const droppable = rankSentences(all.filter((sentence) => !mustKeep(sentence, language))).reverse();
  const dropped = new Set<string>();
  let length = textOf(layout).length;
  for (const sentence of droppable) {
    if (length <= budget || dropped.size >= all.length - 1) break;
    dropped.add(sentence);
    length -= sentence.length + 1;
  }
  return mapSentences(layout, (sentence) => (dropped.has(sentence) ? '' : sentence));
}

/**
 * The body made shorter so that the whole email (`frame` characters of greeting, closing and signature
 * around the body) is at most SHORT_RATIO of `original`.
 */
export function shortenBody(
  body: string,
  language: DetectableLanguage | undefined,
  original: number,
  frame: number,
): string {
  const budget = Math.floor(original * SHORT_RATIO) - frame;
  // Courtesy is recognised once the fillers are gone too: "Je reste bien entendu à votre disposition".
  let layout = mapSentences(layoutOf(body), (sentence) => {
    const trimmed = trim(sentence, language);
    return isCourtesy(sentence, language) || isCourtesy(trimmed, language) ? '' : trimmed;
  });
  if (layout.flat(2).length === 0) layout = layoutOf(body).slice(0, 1);
  if (textOf(layout).length > budget) layout = mapSentences(layout, (s) => compress(s, language));
  if (textOf(layout).length > budget) layout = dropUntil(layout, budget, language);
  return textOf(layout);
}
