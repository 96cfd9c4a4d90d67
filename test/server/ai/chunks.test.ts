import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { streamPieces, wordPieces } from '../../../server/src/ai/preview/chunks.js';

describe('preview streaming', () => {
  it('cuts text into word-sized pieces that join back to the text', () => {
    expect(wordPieces('Bonjour Marie,\n\nMerci !')).toEqual(['Bonjour', ' Marie,', '\n\nMerci', ' !']);
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => wordPieces(text).join('') === text));
  });

  it('cuts long runs without spaces (Japanese) into short pieces', () => {
    const text = 'お世話になっております。ご連絡いただき、ありがとうございます。';
    const pieces = wordPieces(text);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(text);
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const piece of streamPieces('one two three four', controller.signal, 0)) {
          seen.push(piece);
          if (seen.length === 2) controller.abort();
        }
      })(),
    ).rejects.toMatchObject({ kind: 'aborted' });
    expect(seen).toEqual(['one', ' two']);
  });
});
