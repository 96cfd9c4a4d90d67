import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formattedParagraphs, unescapeSequences } from '../../../../src/features/compose/formatPreview';

describe('formatted preview', () => {
  it('turns written-out escape sequences into the characters', () => {
    expect(unescapeSequences('Bonjour,\\n\\nMerci\\tbeaucoup\\r\\nà \\"jeudi\\"')).toBe(
      'Bonjour,\n\nMerci\tbeaucoup\nà "jeudi"',
    );
  });

  it('keeps an escaped backslash a backslash', () => {
    expect(unescapeSequences('C:\\\\notes')).toBe('C:\\notes');
    expect(unescapeSequences('\\x stays')).toBe('\\x stays');
  });

  it('splits paragraphs at blank lines, keeping single line breaks', () => {
    expect(formattedParagraphs('Bonjour Alice,\\n\\nJe confirme.\\nÀ jeudi.\n \n\nBob\n')).toEqual([
      'Bonjour Alice,',
      'Je confirme.\nÀ jeudi.',
      'Bob',
    ]);
    expect(formattedParagraphs('  \n\n ')).toEqual([]);
  });

  it('leaves text without backslashes unchanged', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.includes('\\')),
        (text) => unescapeSequences(text) === text,
      ),
    );
  });

  it('never loses words', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-zé]{1,8}$/), { maxLength: 20 }), (words) => {
        const text = words.join(' \\n\\n ');
        expect(formattedParagraphs(text).join(' ').split(/\s+/).filter(Boolean)).toEqual(words);
      }),
    );
  });
});
