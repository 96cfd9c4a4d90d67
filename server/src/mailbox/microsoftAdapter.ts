import {
  AuthError,
  ConfidentialClientApplication,
  type AuthenticationResult,
  type INetworkModule,
} from '@azure/msal-node';
import type { MailboxConfig } from '../config/mailbox.js';
import { ProviderError, type ProviderAdapter, type TokenSet } from './providers.js';

/** Read the mailbox, know whose it is, and keep access without the user (refresh token). */
export const MICROSOFT_SCOPES = ['Mail.Read', 'User.Read', 'offline_access'];

export const MICROSOFT_AUTHORITY_HOST = 'https://login.microsoftonline.com';

export interface MicrosoftAdapterOptions {
  app: NonNullable<MailboxConfig['outlook']>;
  /** msal-node's HTTP client; tests pass one that reaches a fake identity platform on 127.0.0.1. */
  networkClient?: INetworkModule;
}

function toProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  // msal errors carry the server's error code (invalid_grant, interaction_required...) in errorCode.
  const code = error instanceof AuthError && error.errorCode !== '' ? error.errorCode : 'microsoft_error';
  return new ProviderError(code, `Microsoft identity platform: ${code}`, { cause: error });
}

function toTokenSet(result: AuthenticationResult | null, cache: string): TokenSet {
  if (result === null || result.accessToken === '' || result.expiresOn === null) {
    throw new ProviderError('no_token', 'Microsoft identity platform returned no access token');
  }
  return {
    accessToken: result.accessToken,
    expiresAt: result.expiresOn.toISOString(),
    accountEmail: result.account?.username || null,
    refreshMaterial: cache,
  };
}

/**
 * Microsoft identity platform through msal-node. msal-node keeps refresh tokens inside its token cache and
 * never returns them, so each connection stores its own serialized cache (encrypted, as refresh material)
 * and every operation works on a fresh client holding only that user's cache: no user's tokens ever sit in
 * a cache shared with another, and nothing stays in this process between requests.
 */
export function createMicrosoftAdapter({ app, networkClient }: MicrosoftAdapterOptions): ProviderAdapter {
  const client = () =>
    new ConfidentialClientApplication({
      auth: {
        clientId: app.clientId,
        clientSecret: app.clientSecret,
        authority: `${MICROSOFT_AUTHORITY_HOST}/${app.tenant}`,
      },
      system: {
        ...(networkClient === undefined ? {} : { networkClient }),
        loggerOptions: { piiLoggingEnabled: false },
      },
    });

  return {
    preview: false,

    async authorizationUrl({ state, codeChallenge }) {
      try {
        return await client().getAuthCodeUrl({
          scopes: MICROSOFT_SCOPES,
          redirectUri: app.redirectUri,
          state,
          codeChallenge,
          codeChallengeMethod: 'S256',
          // Let the user pick the mailbox to connect rather than silently reuse a signed-in account.
          prompt: 'select_account',
        });
      } catch (error) {
        throw toProviderError(error);
      }
    },

    async exchangeCode(code, codeVerifier) {
      const msal = client();
      try {
        const result = await msal.acquireTokenByCode({
          code,
          codeVerifier,
          scopes: MICROSOFT_SCOPES,
          redirectUri: app.redirectUri,
        });
        return toTokenSet(result, msal.getTokenCache().serialize());
      } catch (error) {
        throw toProviderError(error);
      }
    },

    async refresh(tokens) {
      if (tokens.refreshMaterial === null) {
        throw new ProviderError('no_refresh_token', 'No Microsoft token cache to refresh from');
      }
      const msal = client();
      try {
        const cache = msal.getTokenCache();
        cache.deserialize(tokens.refreshMaterial);
        const [account] = await cache.getAllAccounts();
        if (account === undefined) {
          throw new ProviderError('no_account', 'The stored Microsoft token cache holds no account');
        }
        // forceRefresh: our copy of the access token has expired; do not let msal hand it back.
        const result = await msal.acquireTokenSilent({
          account,
          scopes: MICROSOFT_SCOPES,
          forceRefresh: true,
        });
        return toTokenSet(result, cache.serialize());
      } catch (error) {
        throw toProviderError(error);
      }
    },

    async revoke() {
      // The Microsoft identity platform has no endpoint to revoke one app's delegated grant: deleting the
      // stored cache (refresh token included) is what ends this app's access; the last access token lapses
      // within the hour. Users can also remove the app at https://myapps.microsoft.com.
    },
  };
}
