import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createMicrosoftAdapter,
  MICROSOFT_AUTHORITY_HOST,
} from '../../../server/src/mailbox/microsoftAdapter.js';
import { createPkcePair } from '../../../server/src/mailbox/pkce.js';
import type { TokenSet } from '../../../server/src/mailbox/providers.js';
import {
  codeBook,
  redirectingNetworkClient,
  startFakeServer,
  unsignedJwt,
  type Answer,
  type FakeServer,
  type SeenRequest,
} from './fakeIdentity.js';

const APP = {
  clientId: '11111111-2222-3333-4444-555555555555',
  clientSecret: 'entra-secret',
  tenant: 'common',
  redirectUri: 'https://api.plume.test/api/outlook/auth/callback',
};
const TENANT_ID = '9188040d-6c67-4c5b-b112-36a304b66dad';
const OBJECT_ID = '00000000-0000-0000-66f3-3332eca7ea81';

/** A v2.0 token answer as the Microsoft identity platform sends it (id_token and client_info included). */
function tokenAnswer(accessToken: string, refreshToken: string): Answer {
  const now = Math.floor(Date.now() / 1000);
  return {
    status: 200,
    json: {
      token_type: 'Bearer',
      scope: 'Mail.Read User.Read openid profile email',
      expires_in: 3600,
      ext_expires_in: 3600,
      access_token: accessToken,
      refresh_token: refreshToken,
      id_token: unsignedJwt({
        aud: APP.clientId,
        iss: `https://login.microsoftonline.com/${TENANT_ID}/v2.0`,
        iat: now,
        nbf: now,
        exp: now + 3600,
        oid: OBJECT_ID,
        sub: 'subject',
        tid: TENANT_ID,
        preferred_username: 'ada@outlook.test',
        name: 'Ada',
      }),
      client_info: Buffer.from(JSON.stringify({ uid: OBJECT_ID, utid: TENANT_ID })).toString('base64url'),
    },
  };
}

describe('Microsoft adapter: real msal-node against a fake identity platform on 127.0.0.1', () => {
  let server: FakeServer;
  const codes = codeBook();
  let refreshRefused = false;

  function handle(request: SeenRequest): Answer {
    if (request.method !== 'POST' || request.path !== '/common/oauth2/v2.0/token') {
      return { status: 404, json: { error: 'not_found' } };
    }
    const { form } = request;
    if (form.get('client_id') !== APP.clientId || form.get('client_secret') !== APP.clientSecret) {
      return { status: 401, json: { error: 'invalid_client', error_description: 'AADSTS7000215' } };
    }
    if (form.get('grant_type') === 'authorization_code') {
      if (!codes.redeem(form.get('code'), form.get('code_verifier'))) {
        return { status: 400, json: { error: 'invalid_grant', error_description: 'AADSTS501481: verifier' } };
      }
      return tokenAnswer('eyJ.first-access', 'M.first-refresh');
    }
    if (form.get('grant_type') === 'refresh_token') {
      if (refreshRefused || form.get('refresh_token') !== 'M.first-refresh') {
        return { status: 400, json: { error: 'invalid_grant', error_description: 'AADSTS70008: expired' } };
      }
      return tokenAnswer('eyJ.second-access', 'M.second-refresh');
    }
    return { status: 400, json: { error: 'unsupported_grant_type' } };
  }

  beforeAll(async () => {
    server = await startFakeServer(handle);
  });
  afterAll(async () => server.close());
  beforeEach(() => {
    server.seen.length = 0;
    refreshRefused = false;
  });

  const adapter = () =>
    createMicrosoftAdapter({ app: APP, networkClient: redirectingNetworkClient(server.origin) });

  async function connect(): Promise<{ tokens: TokenSet; verifier: string }> {
    const pkce = createPkcePair();
    const url = new URL(
      await adapter().authorizationUrl({
        state: 's',
        codeChallenge: pkce.challenge,
        apiOrigin: 'http://unused',
      }),
    );
    const code = codes.issue(url.searchParams.get('code_challenge') ?? '');
    return { tokens: await adapter().exchangeCode(code, pkce.verifier), verifier: pkce.verifier };
  }

  it('builds the authorize URL of the tenant with PKCE S256, the state and the mail scopes', async () => {
    const url = new URL(
      await adapter().authorizationUrl({
        state: 'state-xyz',
        codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        apiOrigin: 'http://unused',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${MICROSOFT_AUTHORITY_HOST}/common/oauth2/v2.0/authorize`);
    const params = url.searchParams;
    expect(params.get('client_id')).toBe(APP.clientId);
    expect(params.get('redirect_uri')).toBe(APP.redirectUri);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('state')).toBe('state-xyz');
    expect(params.get('code_challenge')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('prompt')).toBe('select_account');
    expect(params.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['Mail.Read', 'User.Read', 'offline_access']),
    );
  });

  it('redeems the code with the verifier and the client secret, keeping msal-node’s cache as refresh material', async () => {
    const { tokens, verifier } = await connect();
    expect(tokens.accessToken).toBe('eyJ.first-access');
    expect(tokens.accountEmail).toBe('ada@outlook.test');
    expect(Date.parse(tokens.expiresAt) - Date.now()).toBeGreaterThan(3500_000);
    // The refresh token only exists inside msal-node's serialized cache.
    expect(tokens.refreshMaterial).toContain('M.first-refresh');
    const exchange = server.seen.find((r) => r.form.get('grant_type') === 'authorization_code');
    expect(exchange?.form.get('code_verifier')).toBe(verifier);
    expect(exchange?.form.get('redirect_uri')).toBe(APP.redirectUri);
  });

  it('fails cleanly when the verifier does not match', async () => {
    const pkce = createPkcePair();
    const code = codes.issue(pkce.challenge);
    await expect(adapter().exchangeCode(code, createPkcePair().verifier)).rejects.toMatchObject({
      name: 'ProviderError',
      code: 'invalid_grant',
    });
  });

  it('refreshes from the stored cache with the refresh token, in a fresh client', async () => {
    const { tokens } = await connect();
    const fresh = await adapter().refresh(tokens);
    expect(fresh.accessToken).toBe('eyJ.second-access');
    expect(fresh.accountEmail).toBe('ada@outlook.test');
    expect(fresh.refreshMaterial).toContain('M.second-refresh');
    const refresh = server.seen.find((r) => r.form.get('grant_type') === 'refresh_token');
    expect(refresh?.form.get('refresh_token')).toBe('M.first-refresh');
  });

  it('reports a refused refresh and an empty cache as provider errors', async () => {
    const { tokens } = await connect();
    refreshRefused = true;
    await expect(adapter().refresh(tokens)).rejects.toMatchObject({
      name: 'ProviderError',
      code: 'invalid_grant',
    });
    await expect(adapter().refresh({ ...tokens, refreshMaterial: null })).rejects.toMatchObject({
      code: 'no_refresh_token',
    });
    const emptyCache = JSON.stringify({
      Account: {},
      IdToken: {},
      AccessToken: {},
      RefreshToken: {},
      AppMetadata: {},
    });
    await expect(adapter().refresh({ ...tokens, refreshMaterial: emptyCache })).rejects.toMatchObject({
      code: 'no_account',
    });
  });
});
