import type { Tone } from '../../../../contract/ai.js';
import type { Language } from '../../../../contract/language.js';
import { textToRefine, type ChatMessage } from '../engine.js';
import { detectLanguage, type DetectableLanguage } from './detect.js';
import { splitEmail, type EmailParts } from './emailParts.js';
import { clauses, cleanClause, matchInstruction, weaveInstructions } from './instructions.js';
import { PHRASES } from './phrases.js';
import { assemble } from './reformulate.js';
import { isCourtesy, shortenBody } from './refineShorten.js';
import { befriend, formalize, lengthen } from './refineTone.js';
import { fold, splitParagraphs, splitSentences } from './text.js';
import { fixTypography } from './typography.js';

/** What a refine request asks for, from its French or English wording. */
export interface RefineWishes {
  shorter: boolean;
  longer: boolean;
  formal: boolean;
  friendly: boolean;
  urgent: boolean;
  apologetic: boolean;
  /** A courtesy line before the sign-off ("ajoute une formule de politesse"). */
  courtesy: boolean;
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
  courtesy:
    /\b(?:formules? de politesse|politesse|courtoisie|courtois|formule de fin|polite (?:closing|ending|sign[- ]?off|line|formula)|courtesy|courteous|closing (?:line|formula|courtesy))/u,
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
    courtesy: false,
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

/** A refine request: changes to the whole draft, and points to add to it ("dis-lui que…"). */
export interface RefineRequest {
  wishes: RefineWishes;
  /** Clauses to weave into the body, as the user wrote them ("mentionne que je serai en retard"). */
  additions: string[];
}

/**
 * A clause that names the reader ("remercie-le", "demande-lui", "thank them"): it says what to write to
 * them. Without it, "propose une autre formulation" speaks to the assistant and must not enter the email.
 */
const ADDRESSEE =
  /-(?:lui|leur|le|la|les)\b|(?:^|\s)(?:lui|leur)\s|\b(?:him|her|them|the sender|the client)\b/iu;

/**
 * Reads a request clause by clause: a clause that says what to tell the reader is content to add, even
 * when its words would read as a wish ("dis-lui que la version courte est prête" is not "shorter").
 */
export function readRequest(request: string): RefineRequest {
  const additions: string[] = [];
  const rest: string[] = [];
  for (const raw of clauses(request)) {
    const clause = cleanClause(raw);
    const found = matchInstruction(clause);
    if (found?.intent === 'statement') additions.push(clause);
    else if (
      found !== undefined &&
      ADDRESSEE.test(clause) &&
      !Object.values(readWishes(clause)).some(Boolean)
    )
      additions.push(clause);
    else rest.push(raw);
  }
  return { wishes: readWishes(rest.join('. ')), additions };
}

function addLine(body: string, line: string): string {
  return line === '' || body.includes(line) ? body : `${body}\n\n${line}`;
}

/** Inserts a paragraph after the body's content, before its closing courtesy lines. */
function insertBeforeClosing(
  body: string,
  paragraph: string,
  language: DetectableLanguage | undefined,
): string {
  const paragraphs = splitParagraphs(body);
  let at = paragraphs.length;
  while (at > 0 && splitSentences(paragraphs[at - 1] ?? '').every((s) => isCourtesy(s, language))) at -= 1;
  if (at === 0) at = paragraphs.length;
  return [...paragraphs.slice(0, at), paragraph, ...paragraphs.slice(at)].join('\n\n');
}

/** The tone a draft was written in, from its sign-off; professional when it does not tell. */
function toneOf(parts: EmailParts, language: Language): Tone {
  const signOffs = PHRASES[language].signOff;
  const found = (Object.keys(signOffs) as Tone[]).find((tone) => signOffs[tone] === parts.closing);
  return found ?? 'professional';
}

/** The tone's courtesy line, or a thank-you when it is already there; unchanged when both are. */
function addCourtesy(body: string, language: Language, tone: Tone): string {
  const phrases = PHRASES[language];
  const line = [phrases.closingLine[tone], phrases.thanksInAdvance].find(
    (candidate) => !body.includes(candidate),
  );
  return line === undefined ? body : addLine(body, line);
}

/** The points to add, woven in the draft's language; slots with nothing in them are not worth adding. */
function addedSentences(additions: string[], language: Language, tone: Tone): string {
  const empty = PHRASES[language].placeholders.details;
  return weaveInstructions(additions.join('\n'), language, tone)
    .sentences.filter((sentence) => sentence !== '' && sentence !== empty)
    .join(' ');
}

// A signature line: one to four capitalised words ("Paul Martin", "J. Smith"), nothing else.
const SIGNATURE_LINE = /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3}$/u;

/** A draft signed without a closing formula ("…\n\nPaul Martin"): its last line is the signature. */
function withSignature(parts: EmailParts): EmailParts {
  if (parts.closing !== undefined || parts.signature.length > 0) return parts;
  const paragraphs = splitParagraphs(parts.body);
  const last = paragraphs.at(-1) ?? '';
  if (paragraphs.length < 2 || !SIGNATURE_LINE.test(last)) return parts;
  return { ...parts, body: paragraphs.slice(0, -1).join('\n\n'), signature: [last] };
}

/**
 * Refine chat (spec §2) without a model: applies the common requests — shorter, longer, more formal,
 * friendlier, more urgent, apologetic, a courtesy line, a point to add ("mentionne que…") — to the latest
 * draft, in the draft's language, several at once. It never writes the request itself into the email:
 * when it applies nothing, the draft comes back byte for byte, which the route reports as not understood.
 */
export function refineText(messages: ChatMessage[], userRequest: string): string {
  const text = textToRefine(messages);
  const { wishes, additions } = readRequest(userRequest);
  if (!Object.values(wishes).some(Boolean) && additions.length === 0) return text;
  const detected = detectLanguage(text);
  const language: Language = detected ?? detectLanguage(userRequest) ?? 'en';
  const parts: EmailParts = withSignature(splitEmail(text));
  const tone: Tone = wishes.formal ? 'formal' : wishes.friendly ? 'friendly' : 'professional';
  const written = wishes.formal || wishes.friendly ? tone : toneOf(parts, language);
  const phrases = PHRASES[language];
  let body = parts.body;
  if (wishes.formal) body = formalize(body, detected);
  if (wishes.friendly) body = befriend(body, detected);
  if (wishes.shorter) body = shortenBody(body, detected, text.length, text.length - parts.body.length);
  if (wishes.longer) body = lengthen(body, detected, tone);
  // What refine writes itself gets the language's typography; the rest of the draft stays as it was.
  const typeset = (line: string) => (line === '' ? '' : fixTypography(line, detected));
  const added = typeset(addedSentences(additions, language, written));
  if (added !== '') body = insertBeforeClosing(body, added, detected);
  if (wishes.urgent) body = addLine(body, typeset(phrases.closingLine.urgent));
  if (wishes.apologetic) body = addLine(body, typeset(phrases.closingLine.apologetic));
  if (wishes.courtesy) body = addCourtesy(body, language, written);
  // A "formule de politesse" is also the closing formula, when the draft goes straight to its signature.
  const signOff = parts.closing ?? (wishes.courtesy ? phrases.signOff[written] : undefined);

  // Greeting and closing follow the new tone only when the tone changed; otherwise they stay as written.
  if (wishes.formal || wishes.friendly) return fixTypography(assemble(parts, body, detected, tone), detected);
  if (body === parts.body && signOff === parts.closing) return text;
  const closing = [signOff, ...parts.signature].filter((line) => line !== undefined).join('\n');
  return [parts.greeting ?? '', body, closing].filter((part) => part !== '').join('\n\n');
}
