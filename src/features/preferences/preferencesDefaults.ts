/** User preferences of spec §3, with the spec's defaults. */
export interface UserPreferences {
  language: string;
  dark_mode: boolean;
  email_notifications: boolean;
  personnal_style_analysis: boolean;
  use_meeting_scripts: boolean;
  use_own_documents: boolean;
}

export const DEFAULT_PREFERENCES: UserPreferences = {
  language: 'en',
  dark_mode: false,
  email_notifications: false,
  personnal_style_analysis: false,
  use_meeting_scripts: false,
  use_own_documents: true,
};
