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
  /**
   * A body sentence that makes the tone more than a greeting: urgent says the matter is time-sensitive,
   * apologetic apologises; '' when the tone's other wording is enough.
   */
  toneLine: Record<Tone, string>;
  /** A second courtesy line, for a refine that asks for politeness when the closing line is there. */
  thanksInAdvance: string;
}
