import type { MailboxProvider } from '../../../contract/mailbox.js';

export { MAILBOX_PROVIDERS, type MailboxProvider } from '../../../contract/mailbox.js';

/** Names shown on the consent and callback pages: the mailbox, and the company whose account it is. */
export const PROVIDER_NAMES: Record<MailboxProvider, { mailbox: string; company: string }> = {
  outlook: { mailbox: 'Outlook', company: 'Microsoft' },
  gmail: { mailbox: 'Gmail', company: 'Google' },
};

/**
 * What a connection holds, stored encrypted as one JSON document. `refreshMaterial` is whatever the
 * provider needs to mint the next access token: Google's refresh token, msal-node's serialized token cache
 * (msal-node keeps refresh tokens inside its cache and never hands them out), or the preview's own token.
 */
export interface TokenSet {
  accessToken: string;
  /** ISO-8601 UTC instant after which the access token is refused by the provider. */
  expiresAt: string;
  accountEmail: string | null;
  refreshMaterial: string | null;
}

export interface AuthorizationRequest {
  state: string;
  codeChallenge: string;
  /** Origin the caller reached this API through (scheme://host[:port]); the preview consent page lives there. */
  apiOrigin: string;
}

/** One identity provider: builds its authorization URL and trades codes and refresh material for tokens. */
export interface ProviderAdapter {
  /** True for the embedded stand-in used when no provider app is configured. */
  readonly preview: boolean;
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  exchangeCode(code: string, codeVerifier: string): Promise<TokenSet>;
  refresh(tokens: TokenSet): Promise<TokenSet>;
  /** Best effort: invalidates the grant at the provider when it offers a way to. */
  revoke(tokens: TokenSet): Promise<void>;
}

/**
 * The provider refused or could not be reached. `code` is the OAuth error code when the provider gave one
 * (invalid_grant...) or a short label of ours; the message never contains tokens or codes.
 */
export class ProviderError extends Error {
  override name = 'ProviderError';

  constructor(
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
