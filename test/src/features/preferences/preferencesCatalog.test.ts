import { describe, expect, it } from 'vitest';
import en from '../../../../src/i18n/locales/en.json';
import fr from '../../../../src/i18n/locales/fr.json';

const CATALOGS = { fr, en };
/** The catalog text of a key (read from the JSON files: how i18next loads them is not the point here). */
const text = (language: 'fr' | 'en', key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], CATALOGS[language]);

describe('preferences texts', () => {
  it('are the spec French (§2 labels, §5 validation, §8 messages)', () => {
    const spec: Record<string, string> = {
      profileTitle: 'Profil',
      preferencesTitle: 'Préférences',
      'actions.reset': 'Réinitialiser',
      'actions.save': 'Enregistrer',
      'messages.defaults': 'Using default preferences. Save to create your preferences.',
      'messages.profileMissing':
        'User profile not found. Please complete registration by saving your preferences.',
      'messages.loadFailed': 'Failed to load user data. Using default settings.',
      'messages.saved': 'Settings saved successfully!',
      'messages.saveFailed': 'Failed to save settings',
      'validation.language': 'Invalid language selection',
      'validation.languageTooLong': 'Language code too long',
      'validation.emailLocked': "L'email ne peut pas être modifié",
    };
    for (const [key, value] of Object.entries(spec))
      expect(text('fr', `preferences.${key}`), key).toBe(value);
    expect(text('fr', 'preferences.messages.someFailed')).toBe('Failed to save some settings: {{errors}}');
  });

  it('keep the spec English messages in the English interface', () => {
    expect(text('en', 'preferences.messages.saved')).toBe('Settings saved successfully!');
    expect(text('en', 'preferences.validation.language')).toBe('Invalid language selection');
    expect(text('en', 'preferences.messages.someFailed')).toBe('Failed to save some settings: {{errors}}');
  });
});
