import { abortedError } from '../engine.js';

/** Runs of text without spaces (Japanese, Chinese, URLs) are cut into pieces of this many characters. */
const MAX_PIECE = 8;

/** Word-sized pieces like a model's tokens: each word with the whitespace before it. Joined, they are `text`. */
export function wordPieces(text: string): string[] {
  const pieces: string[] = [];
  for (const piece of text.match(/\s*\S+|\s+$/gu) ?? []) {
    const characters = [...piece];
    if (characters.length <= MAX_PIECE * 2) {
      pieces.push(piece);
      continue;
    }
    for (let index = 0; index < characters.length; index += MAX_PIECE) {
      pieces.push(characters.slice(index, index + MAX_PIECE).join(''));
    }
  }
  return pieces;
}

const pause = (ms: number) =>
  new Promise<void>((resolve) => (ms > 0 ? setTimeout(resolve, ms) : setImmediate(resolve)));

/**
 * Streams `text` piece by piece. Between pieces it yields to the event loop (or waits `delayMs`, for a
 * model-like pace), so a long answer never holds the server, and it stops when `signal` aborts.
 */
export async function* streamPieces(
  text: string,
  signal: AbortSignal,
  delayMs: number,
): AsyncGenerator<string> {
  for (const piece of wordPieces(text)) {
    await pause(delayMs);
    if (signal.aborted) throw abortedError();
    yield piece;
  }
}
