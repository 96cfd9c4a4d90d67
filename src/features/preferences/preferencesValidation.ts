import { isPreferenceLanguage, LANGUAGE_MAX_LENGTH } from '../../../contract/preferences';
import type { SettingsValues } from './preferencesTypes';

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
