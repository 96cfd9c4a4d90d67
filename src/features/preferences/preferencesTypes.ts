import type { UserPreferences } from './preferencesDefaults';

/** Spec §3 user profile; `phone` is the country-code prefix plus the number, as registration saved it. */
export interface ProfileFields {
  email: string;
  name: string;
  phone: string;
}

/** What the panel edits: the profile and the preferences together. */
export interface SettingsValues {
  profile: ProfileFields;
  preferences: UserPreferences;
}

/** The profile fields the user may edit (the email is read-only). */
export type EditableProfileField = 'name' | 'phone';

/** The four toggles of spec §2; dark_mode is not one of them (always false in the UI). */
export const PREFERENCE_TOGGLES = [
  'email_notifications',
  'personnal_style_analysis',
  'use_meeting_scripts',
  'use_own_documents',
] as const;
export type PreferenceToggle = (typeof PREFERENCE_TOGGLES)[number];
