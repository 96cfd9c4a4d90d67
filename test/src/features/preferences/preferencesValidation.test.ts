import { describe, expect, it } from 'vitest';
import { parsePreferences, parseProfile } from '../../../../src/features/preferences/preferencesApi';
import { DEFAULT_PREFERENCES, PREFERENCE_LANGUAGES } from '../../../../contract/preferences';
import type { SettingsValues } from '../../../../src/features/preferences/preferencesTypes';
import { validateSettings } from '../../../../src/features/preferences/preferencesValidation';

const loaded: SettingsValues = {
  profile: { email: 'alice@plume.test', name: 'Alice', phone: '+33612345678' },
  preferences: DEFAULT_PREFERENCES,
};
const withLanguage = (language: string): SettingsValues => ({
  ...loaded,
  preferences: { ...loaded.preferences, language },
});

describe('validateSettings (spec §5)', () => {
  it('accepts the five offered languages, in the dropdown order', () => {
    expect(PREFERENCE_LANGUAGES).toEqual(['en', 'fr', 'es', 'de', 'it']);
    for (const language of PREFERENCE_LANGUAGES)
      expect(validateSettings(withLanguage(language), loaded)).toEqual([]);
  });

  it.each([
    ['pt', ['preferences.validation.language']],
    ['FR', ['preferences.validation.language']],
    ['', ['preferences.validation.language']],
    ['portugues', ['preferences.validation.language']],
    ['portuguese', ['preferences.validation.language']],
    ['portuguese-br', ['preferences.validation.language', 'preferences.validation.languageTooLong']],
  ])('%j → %j', (language, errors) => {
    expect(validateSettings(withLanguage(language), loaded)).toEqual(errors);
  });

  it('refuses a changed profile email', () => {
    const changed = { ...loaded, profile: { ...loaded.profile, email: 'mallory@plume.test' } };
    expect(validateSettings(changed, loaded)).toEqual(['preferences.validation.emailLocked']);
  });
});

describe('user endpoint answers', () => {
  it('reads a profile, empty strings for missing name or phone', () => {
    expect(parseProfile({ email: 'a@b.fr', name: 'A', phone: '+33 6' })).toEqual({
      email: 'a@b.fr',
      name: 'A',
      phone: '+33 6',
    });
    expect(parseProfile({ email: 'a@b.fr', name: null })).toEqual({ email: 'a@b.fr', name: '', phone: '' });
    for (const answer of [null, {}, { name: 'A' }, 'a@b.fr']) expect(parseProfile(answer)).toBeNull();
  });

  it('reads preferences, a missing flag taking its default, extra fields dropped', () => {
    expect(parsePreferences({ language: 'de', email_notifications: true, uid: 'u1' })).toEqual({
      ...DEFAULT_PREFERENCES,
      language: 'de',
      email_notifications: true,
    });
    expect(parsePreferences({ language: 'fr', use_own_documents: 'no' })?.use_own_documents).toBe(true);
    for (const answer of [null, {}, { language: 3 }, { refined_template: 'x' }])
      expect(parsePreferences(answer)).toBeNull();
  });
});
