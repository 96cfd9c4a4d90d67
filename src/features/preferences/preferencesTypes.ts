import type { Preferences } from '../../../contract/preferences';
import type { Profile } from '../../../contract/profile';

/**
 * The preferences as the add-in holds them: the contract's fields, with a language that may be one the
 * panel does not offer (an older backend, a hand edit) until validateSettings has checked it.
 */
export type UserPreferences = Omit<Preferences, 'language'> & { language: string };

/** Spec §3 user profile; `phone` is the country-code prefix plus the number, as registration saved it. */
export type ProfileFields = Profile;

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
