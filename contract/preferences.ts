/** User preferences with the field names of the API contract (spec §3, including its spelling). */
export interface Preferences {
  language: PreferenceLanguage;
  dark_mode: boolean;
  email_notifications: boolean;
  personnal_style_analysis: boolean;
  use_meeting_scripts: boolean;
  use_own_documents: boolean;
}

/** Spec §9: the languages the preferences panel offers, in its order (the interface itself knows more). */
export const PREFERENCE_LANGUAGES = ['en', 'fr', 'es', 'de', 'it'] as const;
export type PreferenceLanguage = (typeof PREFERENCE_LANGUAGES)[number];

/** Spec §5: a language code is at most 10 characters. */
export const LANGUAGE_MAX_LENGTH = 10;

export const BOOLEAN_PREFERENCES = [
  'dark_mode',
  'email_notifications',
  'personnal_style_analysis',
  'use_meeting_scripts',
  'use_own_documents',
] as const satisfies readonly (keyof Preferences)[];
export type BooleanPreference = (typeof BOOLEAN_PREFERENCES)[number];

/** Spec §3 defaults: what registration saves, and what a partial POST or a first PUT starts from. */
export const DEFAULT_PREFERENCES: Readonly<Preferences> = Object.freeze({
  language: 'en',
  dark_mode: false,
  email_notifications: false,
  personnal_style_analysis: false,
  use_meeting_scripts: false,
  use_own_documents: true,
});

export function isPreferenceLanguage(value: string): value is PreferenceLanguage {
  return (PREFERENCE_LANGUAGES as readonly string[]).includes(value);
}
