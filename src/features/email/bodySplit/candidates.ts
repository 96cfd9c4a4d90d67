/**
 * A first, allocation-free pass over the lines that rules out almost every line of ordinary text
 * before any detector runs.
 *
 * Each rule needs something visible in the first or last character of a line, or a colon near its
 * start, so one look at those characters tells whether a marker can start on a line at all. The
 * conditions below are necessary conditions of the detectors; keep them in step when a rule changes.
 */
import { LEAD_INITIALS, MAX_LEAD_LINES } from './attribution';
import { NAME_SPAN } from './headerBlock';
import { isSpace, MAX_MARKER_LINE, textEnd, textStart } from './lines';
import { SIGNATURE_INITIALS } from './mobileSignature';

const START = 1; // a marker may start on this line by itself
const END = 2; // the line may end a (wrapped) attribution: ends with ':' or '>'
const TEXT = 4; // the line has text once quote markers and spaces are removed

const COLON = 0x3a;
const FULL_WIDTH_COLON = 0xff1a;
const GREATER_THAN = 0x3e;
const DASH = 0x2d;
const CLOSING_PARENTHESIS = 0x29;
const ASTERISK = 0x2a;
const SENTENCE_PUNCTUATION = '.,;!?';

function isColon(code: number): boolean {
  return code === COLON || code === FULL_WIDTH_COLON;
}

/**
 * Whether a header name ("From", "*De ", "Envoyé le ", "发件人") may end at `colon`: letters, bold
 * stars and at most three spaces, no digit nor punctuation ("def f(x):", "10:30", "Note 1:").
 */
function mayBeHeaderName(line: string, first: number, colon: number): boolean {
  let spaces = 0;
  for (let i = first; i < colon; i++) {
    const code = line.charCodeAt(i);
    if (isSpace(code)) {
      if (++spaces > 3) return false;
    } else if (code < 0x80 && code !== ASTERISK && !((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a)) {
      return false;
    }
  }
  return true;
}

function lineFlags(line: string): number {
  if (line.length > MAX_MARKER_LINE) return 0;
  const first = textStart(line);
  const last = textEnd(line, first) - 1;
  if (last < first) return 0; // blank or quote markers only
  const head = line.charCodeAt(first);
  const tail = line.charCodeAt(last);
  let flags = TEXT | (isColon(tail) || tail === GREATER_THAN ? END : 0);
  // Separators, dash-framed attributions: "-----Original Message-----", "---- Bob wrote ----".
  if (head === DASH) return flags | START;
  // Header fields: "From:", "*De :*", "发件人："; the colon is always near the start.
  for (let i = first; i <= Math.min(last, first + NAME_SPAN); i++) {
    if (isColon(line.charCodeAt(i))) {
      if (mayBeHeaderName(line, first, i)) return flags | START;
      break;
    }
  }
  const initial = line.charAt(first);
  // One-line attribution ending on its verb after the sender's address: "On … <john@doe.com> wrote"
  // (letters are above 'A').
  if (LEAD_INITIALS.has(initial) && (tail >= 0x41 || tail === CLOSING_PARENTHESIS) && line.includes('@')) {
    flags |= START;
  }
  // "Sent from my iPhone" and its translations: never ends on punctuation.
  if (SIGNATURE_INITIALS.has(initial) && !SENTENCE_PUNCTUATION.includes(line.charAt(last))) flags |= START;
  return flags;
}

/**
 * For each line, whether a marker may start there: START on the line itself, or an END within the
 * reach of a wrapped attribution (MAX_LEAD_LINES lines, the longest window of any rule).
 */
export function candidateLines(lines: readonly string[]): Uint8Array {
  const flags = new Uint8Array(lines.length);
  for (let i = 0; i < lines.length; i++) flags[i] = lineFlags(lines[i] ?? '');
  const candidates = new Uint8Array(lines.length);
  let nextEnd = Number.POSITIVE_INFINITY;
  for (let i = lines.length - 1; i >= 0; i--) {
    const own = flags[i] ?? 0;
    if (own & END) nextEnd = i;
    candidates[i] = own & TEXT && (own & START || nextEnd - i < MAX_LEAD_LINES) ? 1 : 0;
  }
  return candidates;
}
