import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createGoogleAdapter,
  GMAIL_READONLY_SCOPE,
  GOOGLE_ENDPOINTS,
} from '../../../server/src/mailbox/googleAdapter.js';
import { createPkcePair } from '../../../server/src/mailbox/pkce.js';
import { ProviderError } from '../../../server/src/mailbox/providers.js';
import {
  codeBook,
  startFakeServer,
  unsignedJwt,
  type Answer,
  type FakeServer,
  type SeenRequest,
} from './fakeIdentity.js';

const APP = {
  clientId: 'google-client',
  clientSecret: 'google-secret',
  redirectUri: 'https://api.plume.test/api/gmail/auth/callback',
};
const NOW = Date.parse('2026-03-01T10:00:00.000Z');

describe('Google adapter against a fake Google OAuth server', () => {
  let server: FakeServer;
  const codes = codeBook();
  let scope = `openid ${GMAIL_READONLY_SCOPE} https://www.googleapis.com/auth/userinfo.email`;
  let refreshAnswer: Answer | undefined;
  let revokeStatus = 200;

  function handle(request: SeenRequest): Answer {
    const { form } = request;
    if (request.path === '/token') {
      if (form.get('client_id') !== APP.clientId || form.get('client_secret') !== APP.clientSecret) {
        return { status: 401, json: { error: 'invalid_client' } };
      }
      if (form.get('grant_type') === 'authorization_code') {
        if (form.get('redirect_uri') !== APP.redirectUri)
          return { status: 400, json: { error: 'redirect_uri_mismatch' } };
        if (!codes.redeem(form.get('code'), form.get('code_verifier'))) {
          return { status: 400, json: { error: 'invalid_grant', error_description: 'Bad Request' } };
        }
        return {
          status: 200,
          json: {
            access_token: 'ya29.first-access',
            expires_in: 3599,
            refresh_token: '1//first-refresh',
            scope,
            token_type: 'Bearer',
            id_token: unsignedJwt({ email: 'ada@gmail.test', sub: '42' }),
          },
        };
      }
      if (form.get('grant_type') === 'refresh_token') {
        if (refreshAnswer !== undefined) return refreshAnswer;
        if (form.get('refresh_token') !== '1//first-refresh')
          return { status: 400, json: { error: 'invalid_grant' } };
        return {
          status: 200,
          json: { access_token: 'ya29.second-access', expires_in: 1800, scope, token_type: 'Bearer' },
        };
      }
    }
    if (request.path === '/revoke')
      return { status: revokeStatus, json: revokeStatus === 200 ? {} : { error: 'invalid_token' } };
    return { status: 404, json: { error: 'not_found' } };
  }

  beforeAll(async () => {
    server = await startFakeServer(handle);
  });
  afterAll(async () => server.close());
  beforeEach(() => {
    server.seen.length = 0;
    refreshAnswer = undefined;
    revokeStatus = 200;
    scope = `openid ${GMAIL_READONLY_SCOPE} https://www.googleapis.com/auth/userinfo.email`;
  });

  const adapter = () =>
    createGoogleAdapter({
      app: APP,
      endpoints: {
        authorize: `${server.origin}/o/oauth2/v2/auth`,
        token: `${server.origin}/token`,
        revoke: `${server.origin}/revoke`,
      },
      now: () => new Date(NOW),
      timeoutMs: 2000,
    });

  /** Plays Google's consent screen: reads the challenge the user's browser would carry, issues a code. */
  async function consent(state = 'state-1') {
    const pkce = createPkcePair();
    const url = new URL(
      await adapter().authorizationUrl({ state, codeChallenge: pkce.challenge, apiOrigin: 'http://unused' }),
    );
    return { pkce, url, code: codes.issue(url.searchParams.get('code_challenge') ?? '') };
  }

  it('targets Google by default', () => {
    expect(GOOGLE_ENDPOINTS).toEqual({
      authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
      token: 'https://oauth2.googleapis.com/token',
      revoke: 'https://oauth2.googleapis.com/revoke',
    });
  });

  it('builds an authorization URL with PKCE S256, the state, offline access and read-only Gmail', async () => {
    const { url, pkce } = await consent('the-state');
    expect(`${url.origin}${url.pathname}`).toBe(`${server.origin}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: APP.clientId,
      redirect_uri: APP.redirectUri,
      response_type: 'code',
      scope: `openid email ${GMAIL_READONLY_SCOPE}`,
      state: 'the-state',
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
    });
  });

  it('exchanges the code with the stored verifier and reads the account from the ID token', async () => {
    const { pkce, code } = await consent();
    const tokens = await adapter().exchangeCode(code, pkce.verifier);
    expect(tokens).toEqual({
      accessToken: 'ya29.first-access',
      expiresAt: new Date(NOW + 3599_000).toISOString(),
      accountEmail: 'ada@gmail.test',
      refreshMaterial: '1//first-refresh',
    });
    const [request] = server.seen;
    expect(request?.form.get('code_verifier')).toBe(pkce.verifier);
    expect(request?.form.get('grant_type')).toBe('authorization_code');
  });

  it('is refused with the wrong verifier, and a code works once', async () => {
    const { pkce, code } = await consent();
    const other = createPkcePair();
    await expect(adapter().exchangeCode(code, other.verifier)).rejects.toMatchObject({
      code: 'invalid_grant',
    });
    await adapter().exchangeCode(code, pkce.verifier);
    await expect(adapter().exchangeCode(code, pkce.verifier)).rejects.toBeInstanceOf(ProviderError);
  });

  it('refuses a consent where the user unticked Gmail', async () => {
    scope = 'openid https://www.googleapis.com/auth/userinfo.email';
    const { pkce, code } = await consent();
    await expect(adapter().exchangeCode(code, pkce.verifier)).rejects.toMatchObject({
      code: 'insufficient_scope',
    });
  });

  it('refreshes with the refresh_token grant and keeps the refresh token and account Google did not resend', async () => {
    const { pkce, code } = await consent();
    const first = await adapter().exchangeCode(code, pkce.verifier);
    const second = await adapter().refresh(first);
    expect(second).toEqual({
      accessToken: 'ya29.second-access',
      expiresAt: new Date(NOW + 1800_000).toISOString(),
      accountEmail: 'ada@gmail.test',
      refreshMaterial: '1//first-refresh',
    });
    expect(server.seen.at(-1)?.form.get('refresh_token')).toBe('1//first-refresh');
  });

  it('reports a revoked grant and an unreadable answer as provider errors', async () => {
    const stored = {
      accessToken: 'a',
      expiresAt: new Date(NOW).toISOString(),
      accountEmail: null,
      refreshMaterial: '1//revoked',
    };
    await expect(adapter().refresh(stored)).rejects.toMatchObject({ code: 'invalid_grant' });
    refreshAnswer = { status: 200, json: { token_type: 'Bearer' } };
    await expect(adapter().refresh({ ...stored, refreshMaterial: '1//first-refresh' })).rejects.toMatchObject(
      {
        code: 'bad_response',
      },
    );
    refreshAnswer = { status: 503 };
    await expect(adapter().refresh({ ...stored, refreshMaterial: '1//first-refresh' })).rejects.toMatchObject(
      {
        code: 'http_503',
      },
    );
    await expect(adapter().refresh({ ...stored, refreshMaterial: null })).rejects.toMatchObject({
      code: 'no_refresh_token',
    });
  });

  it('revokes the refresh token, and reports a refusal', async () => {
    const stored = {
      accessToken: 'a',
      expiresAt: new Date(NOW).toISOString(),
      accountEmail: null,
      refreshMaterial: '1//r',
    };
    await adapter().revoke(stored);
    expect(server.seen.at(-1)).toMatchObject({ method: 'POST', path: '/revoke' });
    expect(server.seen.at(-1)?.form.get('token')).toBe('1//r');
    revokeStatus = 400;
    await expect(adapter().revoke(stored)).rejects.toMatchObject({ code: 'invalid_token' });
  });

  it('reports an unreachable Google as a network error', async () => {
    const closed = await startFakeServer(() => ({ status: 200 }));
    await closed.close();
    const offline = createGoogleAdapter({
      app: APP,
      endpoints: {
        authorize: `${closed.origin}/a`,
        token: `${closed.origin}/token`,
        revoke: `${closed.origin}/r`,
      },
    });
    await expect(offline.exchangeCode('c', 'v')).rejects.toMatchObject({ code: 'network' });
  });
});
