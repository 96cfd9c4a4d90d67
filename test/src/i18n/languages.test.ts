import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES, matchLanguage, pickLanguage } from '../../../src/i18n/languages';

describe('interface language (spec §9)', () => {
  it('matches by prefix, case-insensitively', () => {
    expect(matchLanguage('fr-CA')).toBe('fr');
    expect(matchLanguage('ZH_hans')).toBe('zh');
    expect(matchLanguage('pt-BR')).toBe('pt');
    expect(matchLanguage('ko-KR')).toBeNull();
    expect(matchLanguage('')).toBeNull();
    expect(matchLanguage(null)).toBeNull();
  });

  it('prefers ?lang, then Office, then the browser, else English', () => {
    expect(pickLanguage({ forced: 'de', office: 'fr-FR', browser: ['es'] })).toBe('de');
    expect(pickLanguage({ forced: 'xx', office: 'fr-FR', browser: ['es'] })).toBe('fr');
    expect(pickLanguage({ office: null, browser: ['ko', 'it-IT'] })).toBe('it');
    expect(pickLanguage({ browser: ['ko'] })).toBe('en');
    expect(pickLanguage({})).toBe('en');
  });

  it('always answers one of the ten languages', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string()),
        fc.option(fc.string()),
        fc.array(fc.string()),
        (forced, office, browser) => {
          expect(INTERFACE_LANGUAGES).toContain(pickLanguage({ forced, office, browser }));
        },
      ),
    );
  });
});
