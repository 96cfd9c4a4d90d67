/**
 * Row types as stored. Timestamps are ISO-8601 UTC strings and booleans are 0/1 integers in both SQLite and
 * PostgreSQL, so one repository implementation serves both dialects without per-driver conversions.
 */
export interface UserProfilesTable {
  uid: string;
  email: string;
  name: string;
  phone: string;
  created_at: string;
  updated_at: string;
}

export type BooleanColumn = 0 | 1;

export interface UserPreferencesTable {
  uid: string;
  language: string;
  dark_mode: BooleanColumn;
  email_notifications: BooleanColumn;
  personnal_style_analysis: BooleanColumn;
  use_meeting_scripts: BooleanColumn;
  use_own_documents: BooleanColumn;
  updated_at: string;
}

export interface Database {
  user_profiles: UserProfilesTable;
  user_preferences: UserPreferencesTable;
}
