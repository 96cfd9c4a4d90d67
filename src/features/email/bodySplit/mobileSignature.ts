/**
 * Mobile and app signatures ("Sent from my iPhone"): clients append them at the very end of what the
 * user typed, so anything after one is the message being replied to. Some clients (Outlook for
 * Android, several Android mailers) put the previous message there with no header at all.
 */
import { type BodyLines, lineTest } from './lines';

const SIGNATURE_OPENINGS = [
  'sent from', // English: iOS Mail, Android, BlackBerry, Yahoo, Mail for Windows 10, TypeApp
  'sent with', // English: Sparrow, Spark
  'sent via', // English: various apps
  'get outlook for', // English: Outlook for iOS/Android
  'envoyé de mon', // French: iOS Mail
  'envoyé depuis', // French: Android, Yahoo
  'envoyé à partir de', // French: Outlook for iOS/Android
  'gesendet von', // German: Outlook for Android, iOS Mail
  'gesendet mit', // German: apps
  'von meinem', // German: "Von meinem iPhone gesendet"
  'enviado desde', // Spanish
  'enviado do', // Portuguese
  'enviado de', // Portuguese
  'inviato da', // Italian
  'verzonden vanaf', // Dutch
  'verstuurd vanaf', // Dutch
  'verzonden met', // Dutch
  'skickat från', // Swedish
  'sendt fra', // Danish, Norwegian
  'wysłane z', // Polish
  'отправлено с', // Russian
  'lähetetty', // Finnish
];

// The whole line is the signature: no sentence punctuation, short, links removed first. "Sent from
// my desk, is much easier…" is prose and does not match.
const SIGNATURE_LINE = new RegExp(`^(?:${SIGNATURE_OPENINGS.join('|')})(?![\\p{L}])[^.,;:!?]{0,60}$`, 'iu');
const LINKS = /<[^<>]*>|\(\s*https?:[^()]*\)/g;

const OPENING = new RegExp(`^(?:${SIGNATURE_OPENINGS.join('|')})`, 'iu');

/** First characters of the signature openings, in both cases. */
export const SIGNATURE_INITIALS: ReadonlySet<string> = new Set(
  SIGNATURE_OPENINGS.flatMap((opening) => [opening.charAt(0), opening.charAt(0).toUpperCase()]),
);

const signatureFact = lineTest(
  (text) =>
    SIGNATURE_INITIALS.has(text.charAt(0)) &&
    OPENING.test(text) &&
    SIGNATURE_LINE.test(text.replace(LINKS, '').trim()),
);

/** Where the history starts when line `index` is a mobile signature with text after it, else -1. */
export function afterMobileSignature(body: BodyLines, index: number): number {
  return body.test(signatureFact, index) ? body.nextNonBlank(index + 1) : -1;
}
