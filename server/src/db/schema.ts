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

/** A mailbox sign-in in progress (migration 002): single use, bound to one user and provider. */
export interface OAuthStatesTable {
  /** SHA-256 (hex) of the state; the state itself is never stored. */
  state_hash: string;
  uid: string;
  provider: string;
  /** PKCE code verifier, encrypted (mailbox/tokenCipher.ts). */
  code_verifier: string;
  created_at: string;
  expires_at: string;
}

/** A connected mailbox (migration 002), keyed by (uid, provider). */
export interface MailboxConnectionsTable {
  uid: string;
  provider: string;
  /** Encrypted JSON: access token, refresh material, expiry, account email. */
  tokens: string;
  is_preview: BooleanColumn;
  connected_at: string;
  updated_at: string;
  /** Last time the backend confirmed a usable token (connection, refresh or status check). */
  last_sync_at: string;
}

export interface Database {
  user_profiles: UserProfilesTable;
  user_preferences: UserPreferencesTable;
  oauth_states: OAuthStatesTable;
  mailbox_connections: MailboxConnectionsTable;
}
