import type { Tone } from '../../../../contract/ai.js';
import type { PersonName } from './names.js';

/** The wording of a reply skeleton in one language. Functions take what varies: names, subjects, quotes. */
export interface Phrases {
  greeting(tone: Tone, name: PersonName | undefined): string;
  /** First sentence of a reply, about the subject when there is one. */
  opener(tone: Tone, subject: string | undefined): string;
  /** First sentence of a new email (compose without a message to answer). */
  newEmailOpener(tone: Tone): string;
  /** A slot for the user's answer to a question the sender asked. */
  answerSlot(tone: Tone, question: string): string;
  /** When nothing says what the reply should contain. */
  bodySlot: string;
  closingLine: Record<Tone, string>;
  /** Closing formula ("Cordialement,"; a whole sentence in French formal letters). */
  signOff: Record<Tone, string>;
  signature: string;
  placeholders: { date: string; details: string; context: string };
  /** Summaries: label before a deadline, and the answer when a text holds no action. */
  deadlineLabel: string;
  noActions: string;
  /** A refine request the preview cannot apply, kept in the text as a to-do rather than dropped. */
  todo(request: string): string;
}
