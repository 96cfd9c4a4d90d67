/** The mailboxes a user can connect (spec §7 `/outlook/auth/*`, `/gmail/auth/*`). */
export const MAILBOX_PROVIDERS = ['outlook', 'gmail'] as const;
export type MailboxProvider = (typeof MAILBOX_PROVIDERS)[number];

/** A provider's auth endpoints, relative to the `/api` base path. */
export function mailboxAuthPaths(provider: MailboxProvider) {
  const base = `/${provider}/auth`;
  return {
    login: `${base}/login`,
    status: `${base}/status`,
    revoke: `${base}/revoke_access`,
    /** The OAuth redirect target, opened by the sign-in popup. */
    callback: `${base}/callback`,
    /** The local consent page that stands in for the provider's when no OAuth client is configured. */
    previewConsent: `${base}/preview-consent`,
  } as const;
}

/** `GET …/login`: where the sign-in popup goes. */
export interface MailboxLoginAnswer {
  auth_url: string;
}

/** `GET …/status`: a connection is stored / a usable token exists now / when that was last confirmed. */
export interface MailboxAuthStatus {
  authenticated: boolean;
  valid: boolean;
  /** ISO-8601; null when not connected. */
  lastSync: string | null;
}

/** `DELETE …/revoke_access`. */
export interface MailboxRevokeAnswer {
  success: boolean;
  message: string;
}
