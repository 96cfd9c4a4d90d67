/** User preferences with the field names of the API contract (spec §3, including its spelling). */
export interface Preferences {
  language: PreferenceLanguage;
  dark_mode: boolean;
  email_notifications: boolean;
  personnal_style_analysis: boolean;
  use_meeting_scripts: boolean;
  use_own_documents: boolean;
}

/** Languages the preferences panel offers (spec §9); the interface itself knows more. */
export const PREFERENCE_LANGUAGES = ['en', 'fr', 'es', 'de', 'it'] as const;
export type PreferenceLanguage = (typeof PREFERENCE_LANGUAGES)[number];

export const BOOLEAN_PREFERENCES = [
  'dark_mode',
  'email_notifications',
  'personnal_style_analysis',
  'use_meeting_scripts',
  'use_own_documents',
] as const satisfies readonly (keyof Preferences)[];

/** Spec §3 defaults; also what a partial POST or a first PUT starts from. */
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

/** `base` with every field of `patch` that is defined (an explicit undefined never erases a value). */
export function mergePreferences(base: Readonly<Preferences>, patch: Partial<Preferences>): Preferences {
  const merged: Preferences = { ...base };
  if (patch.language !== undefined) merged.language = patch.language;
  for (const key of BOOLEAN_PREFERENCES) {
    const value = patch[key];
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}
