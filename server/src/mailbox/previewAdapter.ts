import { randomBytes } from 'node:crypto';
import { mailboxAuthPaths } from '../../../contract/mailbox.js';
import { pkceChallenge } from './pkce.js';
import { ProviderError, type MailboxProvider, type ProviderAdapter, type TokenSet } from './providers.js';

/** Preview tokens live an hour, like Microsoft's and Google's access tokens, so refresh gets exercised. */
export const PREVIEW_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const ACCESS_PREFIX = 'preview-access-';
const REFRESH_PREFIX = 'preview-refresh-';

/** Path of the local consent page, under the API prefix, for one provider. */
export const previewConsentPath = (provider: MailboxProvider) =>
  `/api${mailboxAuthPaths(provider).previewConsent}`;

function previewTokens(now: Date): TokenSet {
  return {
    accessToken: `${ACCESS_PREFIX}${randomBytes(24).toString('base64url')}`,
    expiresAt: new Date(now.getTime() + PREVIEW_TOKEN_LIFETIME_MS).toISOString(),
    // No account exists behind a preview connection, so no address is invented for it.
    accountEmail: null,
    refreshMaterial: `${REFRESH_PREFIX}${randomBytes(24).toString('base64url')}`,
  };
}

/**
 * Stands in for Microsoft or Google when no app is configured: the authorization URL leads to a consent
 * page served by this backend, whose Allow button sends the PKCE challenge back as the code. The exchange
 * then checks the stored verifier against it, as a real authorization server would, so the preview walks
 * the same state and PKCE path as a real sign-in. Nothing leaves this process.
 */
export function createPreviewAdapter(
  provider: MailboxProvider,
  now: () => Date = () => new Date(),
): ProviderAdapter {
  return {
    preview: true,

    async authorizationUrl({ state, codeChallenge, apiOrigin }) {
      const url = new URL(previewConsentPath(provider), apiOrigin);
      url.search = new URLSearchParams({
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    async exchangeCode(code, codeVerifier) {
      if (code !== pkceChallenge(codeVerifier)) {
        throw new ProviderError('invalid_grant', 'Preview code does not match the PKCE verifier');
      }
      return previewTokens(now());
    },

    async refresh(tokens) {
      if (tokens.refreshMaterial?.startsWith(REFRESH_PREFIX) !== true) {
        throw new ProviderError('invalid_grant', 'Not a preview refresh token');
      }
      return { ...previewTokens(now()), refreshMaterial: tokens.refreshMaterial };
    },

    async revoke() {
      // Nothing was granted anywhere: deleting the stored connection is the whole revocation.
    },
  };
}
