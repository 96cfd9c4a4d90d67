import type { Tone } from '../../../../contract/ai.js';
import type { Language } from '../../../../contract/language.js';
import { normalizeName } from '../../../../contract/profile.js';
import { weaveInstructions } from './instructions.js';
import { senderName, type PersonName } from './names.js';
import { PHRASES } from './phrases.js';
import { capitalize, splitSentences, stripQuoted, wordCount } from './text.js';

export interface ReplyPlan {
  tone: Tone;
  language: Language;
  name: PersonName | undefined;
  /** Without Re:/Fwd: prefixes; undefined when there is none. */
  subject: string | undefined;
  /** Questions the sender asked, each getting an answer slot. */
  questions: string[];
  instructions: string | undefined;
  /** false for a new email: no "thank you for your message". */
  isReply: boolean;
  /** The user's full name, signed with; undefined when unknown (a bracketed placeholder signs instead). */
  userName?: string | undefined;
}

const MAX_QUESTIONS = 3;
const MAX_QUOTE = 140;

export function cleanSubject(subject: string): string | undefined {
  const clean = subject
    .replace(/^(?:\s*(?:re|tr|fw|fwd|aw|wg|rv|sv|vs|antw|réf)\s*(?:\[\d+\])?\s*:\s*)+/iu, '')
    .trim();
  return clean === '' ? undefined : clean;
}

function clipQuote(text: string): string {
  if (text.length <= MAX_QUOTE) return text;
  const cut = text.slice(0, MAX_QUOTE);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_QUOTE / 2))}…`;
}

/** The questions of an email (sentences ending with "?"), quoted history left out. */
export function findQuestions(body: string): string[] {
  return (
    splitSentences(stripQuoted(body))
      // "Hi, could you…": the greeting is not part of the question.
      .map((sentence) =>
        sentence.replace(
          /^(?:hi|hello|hey|dear|bonjour|salut|hola|hallo|ciao|olá|hoi)\b[^,!?]{0,30}[,!]\s*/iu,
          '',
        ),
      )
      .filter((sentence) => sentence.endsWith('?') && wordCount(sentence) >= 3)
      .slice(0, MAX_QUESTIONS)
      .map((sentence) => clipQuote(capitalize(sentence)))
  );
}

/** What signs an email: the user's name when known, else the language's placeholder ("[Votre nom]"). */
export function signatureOf(language: Language, userName: string | undefined): string {
  return normalizeName(userName) ?? PHRASES[language].signature;
}

/** Chinese and Japanese sentences follow each other without a space. */
const joinerOf = (language: Language) => (language === 'ja' || language === 'zh' ? '' : ' ');

/** A reply skeleton: greeting, opener, the user's points, answer slots, closing, signature (or its placeholder). */
export function buildReply(plan: ReplyPlan): string {
  const phrases = PHRASES[plan.language];
  const woven = weaveInstructions(plan.instructions, plan.language, plan.tone);
  const opener = plan.isReply ? phrases.opener(plan.tone, plan.subject) : phrases.newEmailOpener(plan.tone);
  const slots = woven.brief ? plan.questions.slice(0, 1) : plan.questions;
  const middle = [
    woven.sentences.join(joinerOf(plan.language)),
    ...slots.map((question) => phrases.answerSlot(plan.tone, question)),
    woven.detailed ? phrases.placeholders.details : '',
  ].filter((part) => part !== '');
  if (middle.length === 0) middle.push(phrases.bodySlot);
  // Urgency and apologies belong in the body too, not only in the greeting and the closing.
  if (phrases.toneLine[plan.tone] !== '') middle.push(phrases.toneLine[plan.tone]);

  const paragraphs = [phrases.greeting(plan.tone, plan.name), opener, middle.join('\n')];
  if (!woven.brief) paragraphs.push(phrases.closingLine[plan.tone]);
  paragraphs.push(`${phrases.signOff[plan.tone]}\n${signatureOf(plan.language, plan.userName)}`);
  return paragraphs.join('\n\n');
}

/** The message a compose body answers, when it quotes one (reply or forward): its sender and subject. */
export function quotedMessage(
  body: string,
): { name: PersonName | undefined; subject: string | undefined; text: string } | undefined {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const start = lines.findIndex((line) => /^\s*(?:From|De)\s?:/iu.test(line));
  if (start < 0) return undefined;
  const header = lines.slice(start, start + 8);
  const value = (pattern: RegExp) =>
    header.map((line) => pattern.exec(line)?.[1]?.trim()).find((found) => found !== undefined);
  const from = value(/^\s*(?:From|De)\s?:\s*(.*)$/iu) ?? '';
  const subject = value(/^\s*(?:Subject|Objet)\s?:\s*(.*)$/iu) ?? '';
  // The quoted text starts after the header block's first blank line.
  const blank = lines.findIndex((line, index) => index > start && line.trim() === '');
  const text = blank < 0 ? '' : lines.slice(blank + 1).join('\n');
  return { name: senderName(from), subject: cleanSubject(subject), text };
}
