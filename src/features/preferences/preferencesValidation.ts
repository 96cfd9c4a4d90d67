import type { SettingsValues } from './preferencesTypes';

/** Spec §9 preference languages, the order of the dropdown. */
export const PREFERENCE_LANGUAGES = ['en', 'fr', 'es', 'de', 'it'] as const;
export type PreferenceLanguage = (typeof PREFERENCE_LANGUAGES)[number];

/** Spec §5: a language code is at most 10 characters. */
export const LANGUAGE_MAX_LENGTH = 10;

export const isPreferenceLanguage = (value: string): value is PreferenceLanguage =>
  (PREFERENCE_LANGUAGES as readonly string[]).includes(value);

/**
 * Spec §5 checks before saving, as i18n keys in the spec's order (the panel joins them with commas):
 * the language is one offered and not too long; the profile email is the one loaded.
 */
export function validateSettings(draft: SettingsValues, loaded: SettingsValues): string[] {
  const errors: string[] = [];
  const { language } = draft.preferences;
  if (!isPreferenceLanguage(language)) errors.push('preferences.validation.language');
  if (language.length > LANGUAGE_MAX_LENGTH) errors.push('preferences.validation.languageTooLong');
  if (draft.profile.email !== loaded.profile.email) errors.push('preferences.validation.emailLocked');
  return errors;
}
