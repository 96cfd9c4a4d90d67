import { z } from 'zod';
import type { OAuthAppConfig } from '../config/mailbox.js';
import { ProviderError, type ProviderAdapter, type TokenSet } from './providers.js';

export const GMAIL_READONLY_SCOPE = 'https://www.googleapis.com/auth/gmail.readonly';
/** openid + email: the ID token then names the connected account. */
export const GOOGLE_SCOPES = ['openid', 'email', GMAIL_READONLY_SCOPE];

export const GOOGLE_ENDPOINTS = {
  authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  revoke: 'https://oauth2.googleapis.com/revoke',
};

export interface GoogleAdapterOptions {
  app: OAuthAppConfig;
  /** Tests point these at a fake server on 127.0.0.1. */
  endpoints?: typeof GOOGLE_ENDPOINTS;
  now?: () => Date;
  /** Longest wait for Google's token or revoke endpoint. */
  timeoutMs?: number;
}

const tokenResponse = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
  refresh_token: z.string().min(1).optional(),
  id_token: z.string().optional(),
  scope: z.string().optional(),
});

const errorResponse = z.object({ error: z.string() });

/**
 * The email claim of an ID token received straight from Google's token endpoint over TLS; OpenID Connect
 * Core §3.1.3.7 lets a client trust such a token without checking its signature. Only used for display.
 */
function emailOf(idToken: string | undefined): string | null {
  const payload = idToken?.split('.')[1];
  if (payload === undefined) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const email = (claims as { email?: unknown }).email;
    return typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}

/** Google's OAuth 2.0 endpoints, called with fetch: authorization code + PKCE, refresh_token grant, revoke. */
export function createGoogleAdapter({
  app,
  endpoints = GOOGLE_ENDPOINTS,
  now = () => new Date(),
  timeoutMs = 10_000,
}: GoogleAdapterOptions): ProviderAdapter {
  async function post(url: string, form: Record<string, string>): Promise<unknown> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new ProviderError('network', 'Google OAuth endpoint unreachable', { cause: error });
    }
    let json: unknown = undefined;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      /* not JSON: reported by status below */
    }
    if (!response.ok) {
      const code = errorResponse.safeParse(json).data?.error ?? `http_${response.status}`;
      throw new ProviderError(code, `Google OAuth endpoint answered ${response.status} (${code})`);
    }
    return json;
  }

  async function requestTokens(form: Record<string, string>, previous: TokenSet | null): Promise<TokenSet> {
    const parsed = tokenResponse.safeParse(
      await post(endpoints.token, { ...form, client_id: app.clientId, client_secret: app.clientSecret }),
    );
    if (!parsed.success) throw new ProviderError('bad_response', 'Google token endpoint answered nonsense');
    const answer = parsed.data;
    // Google's consent screen lets users untick single permissions: without Gmail the connection is useless.
    if (answer.scope !== undefined && !answer.scope.split(' ').includes(GMAIL_READONLY_SCOPE)) {
      throw new ProviderError('insufficient_scope', 'The Gmail read permission was not granted');
    }
    return {
      accessToken: answer.access_token,
      expiresAt: new Date(now().getTime() + answer.expires_in * 1000).toISOString(),
      accountEmail: emailOf(answer.id_token) ?? previous?.accountEmail ?? null,
      // A refresh answer usually carries no new refresh token: the old one stays valid.
      refreshMaterial: answer.refresh_token ?? previous?.refreshMaterial ?? null,
    };
  }

  return {
    preview: false,

    async authorizationUrl({ state, codeChallenge }) {
      const url = new URL(endpoints.authorize);
      url.search = new URLSearchParams({
        client_id: app.clientId,
        redirect_uri: app.redirectUri,
        response_type: 'code',
        scope: GOOGLE_SCOPES.join(' '),
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        // offline + consent: Google only returns a refresh token on a consent it has just shown.
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
      }).toString();
      return url.toString();
    },

    async exchangeCode(code, codeVerifier) {
      return requestTokens(
        {
          grant_type: 'authorization_code',
          code,
          code_verifier: codeVerifier,
          redirect_uri: app.redirectUri,
        },
        null,
      );
    },

    async refresh(tokens) {
      if (tokens.refreshMaterial === null) {
        throw new ProviderError('no_refresh_token', 'No Google refresh token stored');
      }
      return requestTokens({ grant_type: 'refresh_token', refresh_token: tokens.refreshMaterial }, tokens);
    },

    async revoke(tokens) {
      // Revoking the refresh token also revokes the access tokens issued from it.
      await post(endpoints.revoke, { token: tokens.refreshMaterial ?? tokens.accessToken });
    },
  };
}
