/**
 * Splits an email body into the newest message ("main") and the quoted history below it.
 *
 * The history starts at the first line where a mail client's quoting begins: a separator line, a
 * quoted header block, an attribution line, or the text after a mobile signature (see the modules in
 * ./bodySplit/ for each rule and the clients that produce it). Signatures are not stripped: main is
 * everything before that line. A mail that is itself a forward keeps its forwarded content in main.
 */
import { isAttributionAt } from './bodySplit/attribution';
import { candidateLines } from './bodySplit/candidates';
import { headerBlockStart } from './bodySplit/headerBlock';
import { BodyLines } from './bodySplit/lines';
import { afterMobileSignature } from './bodySplit/mobileSignature';
import { isForwardLine, isOriginalMessageLine } from './bodySplit/separators';

export interface SplitBody {
  main: string;
  history: string;
}

/** First line of the history if it starts because of line `index`, else -1. */
function historyStartAt(body: BodyLines, index: number): number {
  if (isOriginalMessageLine(body, index)) return index;
  const header = headerBlockStart(body, index);
  if (header >= 0) return header;
  if (isAttributionAt(body, index)) return index;
  return afterMobileSignature(body, index);
}

export function splitBody(text: string): SplitBody {
  const normalised = text.replace(/\r\n?/g, '\n');
  const lines = normalised.split('\n');
  const body = new BodyLines(lines);
  const candidates = candidateLines(lines);
  for (let i = 0; i < lines.length; i++) {
    if (!candidates[i]) continue;
    // A forwarded message is what the sender wants read, not history (Gmail, Apple Mail and talon
    // agree): when the first marker is a forward, the whole body is the message.
    if (isForwardLine(body, i)) break;
    const start = historyStartAt(body, i);
    if (start < 0) continue;
    if (isForwardLine(body, start)) break;
    return { main: lines.slice(0, start).join('\n').trimEnd(), history: lines.slice(start).join('\n') };
  }
  return { main: normalised, history: '' };
}
