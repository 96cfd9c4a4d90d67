import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, normalizeLanguage } from '../../contract/language.js';

describe('normalizeLanguage (spec §5)', () => {
  it.each([
    ['fr', 'fr'],
    ['EN', 'en'],
    [' de ', 'de'],
    ['fr-FR', 'fr'],
    ['pt_BR', 'pt'],
    ['French', 'fr'],
    ['english', 'en'],
    ['Spanish', 'es'],
    ['GERMAN', 'de'],
    ['Italian', 'it'],
    ['Portuguese', 'pt'],
    ['Dutch', 'nl'],
    ['Russian', 'ru'],
    ['Japanese', 'ja'],
    ['Chinese', 'zh'],
    ['Français', 'fr'],
    ['Deutsch', 'de'],
  ])('maps %j to %s', (input, code) => {
    expect(normalizeLanguage(input)).toBe(code);
  });

  it.each([undefined, null, '', '  ', 'klingon', 'xx', 'gb'])('defaults %j to French', (input) => {
    expect(normalizeLanguage(input)).toBe('fr');
  });

  it('always answers one of the ten codes', () => {
    fc.assert(fc.property(fc.string(), (input) => LANGUAGES.includes(normalizeLanguage(input))));
  });
});
