import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../server/src/db/database.js';
import type { Database } from '../../../server/src/db/schema.js';
import { createGoogleAdapter } from '../../../server/src/mailbox/googleAdapter.js';
import { createMicrosoftAdapter } from '../../../server/src/mailbox/microsoftAdapter.js';
import { ProviderError } from '../../../server/src/mailbox/providers.js';
import { authHeaders, startTestApp, type TestApp } from '../helpers/app.js';
import { signUp, type TestUser } from '../helpers/emulator.js';
import { fakeClock } from '../mailbox/databases.js';
import {
  codeBook,
  redirectingNetworkClient,
  startFakeServer,
  unsignedJwt,
  type FakeServer,
} from '../mailbox/fakeIdentity.js';

type Provider = 'outlook' | 'gmail';
const TTL_MS = 600_000;

/** The visible text of a page: tags dropped, the entities escapeHtml produces decoded. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(
      /&(lt|gt|quot|#39|amp);/g,
      (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e] ?? '',
    )
    .replace(/\s+/g, ' ');
}

/** The GET a browser makes when the user presses one of the consent page's buttons. */
function pressButton(html: string, label: 'Autoriser' | 'Refuser', pageUrl: string): string {
  const form = html.split('<form').find((f) => f.includes(`>${label}</button>`));
  if (form === undefined) throw new Error(`no ${label} button`);
  const action = /action="([^"]+)"/.exec(form)?.[1] ?? '';
  const params = new URLSearchParams();
  for (const [, name = '', value = ''] of form.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)">/g,
  )) {
    params.append(name, value.replace(/&amp;/g, '&'));
  }
  const target = new URL(action, pageUrl);
  target.search = params.toString();
  return `${target.pathname}${target.search}`;
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describe('mailbox connection routes, preview providers (no app configured)', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let alice: TestUser;
  let bob: TestUser;
  const clock = fakeClock(Date.now());
  const lines: string[] = [];
  const KEY = randomBytes(32).toString('base64');

  beforeAll(async () => {
    db = createDatabase({ kind: 'sqlite', path: ':memory:' });
    t = await startTestApp({
      db,
      mailbox: { now: clock.now },
      env: { LOG_LEVEL: 'info', MAILBOX_TOKEN_KEY: KEY },
      logger: { write: (line) => void lines.push(line) },
    });
    [alice, bob] = await Promise.all([signUp(), signUp()]);
  });
  afterAll(async () => {
    await t.close();
    await db.destroy();
  });

  const get = (url: string, user?: TestUser) =>
    t.app.inject({ method: 'GET', url, ...(user === undefined ? {} : { headers: authHeaders(user) }) });
  const login = async (user: TestUser, provider: Provider = 'outlook') => {
    const response = await get(`/api/${provider}/auth/login`, user);
    expect(response.statusCode).toBe(200);
    return (response.json() as { auth_url: string }).auth_url;
  };
  const status = async (user: TestUser, provider: Provider = 'outlook') =>
    (await get(`/api/${provider}/auth/status`, user)).json() as unknown;
  const revoke = (user: TestUser, provider: Provider = 'outlook') =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/${provider}/auth/revoke_access`,
      // The add-in sends a JSON content type on every call, body-less DELETE included.
      headers: { ...authHeaders(user), 'content-type': 'application/json' },
    });
  /** login → consent page → button → callback; returns the callback's answer. */
  const connect = async (
    user: TestUser,
    provider: Provider = 'outlook',
    button: 'Autoriser' | 'Refuser' = 'Autoriser',
  ) => {
    const authUrl = await login(user, provider);
    const consent = await get(pathOf(authUrl));
    expect(consent.statusCode).toBe(200);
    return get(pressButton(consent.body, button, authUrl));
  };

  it('requires the signed-in user on login, status and revoke_access, for both providers', async () => {
    for (const provider of ['outlook', 'gmail'] as const) {
      for (const [method, path] of [
        ['GET', 'login'],
        ['GET', 'status'],
        ['DELETE', 'revoke_access'],
      ] as const) {
        const url = `/api/${provider}/auth/${path}`;
        const anonymous = await t.app.inject({ method, url });
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
        expect(anonymous.json()).toEqual({ detail: 'Missing bearer token' });
        const impostor = await t.app.inject({
          method,
          url,
          headers: { ...authHeaders(alice), 'x-user-id': bob.uid },
        });
        expect(impostor.statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });

  it('walks the whole preview flow: login, consent, allow, connected, revoke, not connected', async () => {
    expect(await status(alice)).toEqual({ authenticated: false, valid: false, lastSync: null });

    const authUrl = await login(alice);
    const url = new URL(authUrl);
    // inject's Host is localhost:80: the consent page is served where the caller reached the API.
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost/api/outlook/auth/preview-consent');
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');

    const consent = await get(pathOf(authUrl));
    expect(consent.headers['content-type']).toBe('text/html; charset=utf-8');
    const consentText = textOf(consent.body);
    expect(consentText).toContain("Aucun compte Microsoft n'est contacté et aucun e-mail n'est lu.");
    expect(consentText).toContain('Connecter Outlook (aperçu)');
    expect(consent.body).not.toContain('<script');

    const callback = await get(pressButton(consent.body, 'Autoriser', authUrl));
    expect(callback.statusCode).toBe(200);
    expect(textOf(callback.body)).toContain(
      "Outlook est connecté Connexion d'aperçu enregistrée : aucun compte Microsoft n'a été contacté. Cette fenêtre va se fermer.",
    );
    expect(textOf(callback.body)).toContain('Si elle reste ouverte, fermez-la et revenez à Plume.');
    expect(callback.body).toContain('data-close-after="0"');
    expect(callback.body).toContain('window.close()');

    expect(await status(alice)).toEqual({ authenticated: true, valid: true, lastSync: clock.iso() });
    expect(await status(alice, 'gmail')).toEqual({ authenticated: false, valid: false, lastSync: null });

    const revoked = await revoke(alice);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ success: true, message: 'Outlook account disconnected' });
    expect(await status(alice)).toEqual({ authenticated: false, valid: false, lastSync: null });
    expect((await revoke(alice)).json()).toEqual({
      success: true,
      message: 'No Outlook account was connected',
    });
  });

  it('does the same for Gmail, saying no Google account is contacted', async () => {
    const authUrl = await login(bob, 'gmail');
    expect(new URL(authUrl).pathname).toBe('/api/gmail/auth/preview-consent');
    const consent = await get(pathOf(authUrl));
    expect(textOf(consent.body)).toContain("Aucun compte Google n'est contacté");
    const callback = await get(pressButton(consent.body, 'Autoriser', authUrl));
    expect(textOf(callback.body)).toContain('Gmail est connecté');
    expect(await status(bob, 'gmail')).toMatchObject({ authenticated: true, valid: true });
    expect(await status(bob)).toMatchObject({ authenticated: false });
    expect((await revoke(bob, 'gmail')).json()).toEqual({
      success: true,
      message: 'Gmail account disconnected',
    });
  });

  it('refreshes an expired preview token when the status is asked', async () => {
    await connect(alice);
    const before = await db
      .selectFrom('mailbox_connections')
      .select('tokens')
      .where('uid', '=', alice.uid)
      .executeTakeFirstOrThrow();
    clock.advance(2 * 3600_000);
    expect(await status(alice)).toEqual({ authenticated: true, valid: true, lastSync: clock.iso() });
    const after = await db
      .selectFrom('mailbox_connections')
      .select('tokens')
      .where('uid', '=', alice.uid)
      .executeTakeFirstOrThrow();
    expect(after.tokens).not.toBe(before.tokens);
    await revoke(alice);
  });

  it('stores the connection encrypted: no token in the row, marked as a preview', async () => {
    await connect(alice);
    const row = await db
      .selectFrom('mailbox_connections')
      .selectAll()
      .where('uid', '=', alice.uid)
      .executeTakeFirstOrThrow();
    expect(row.is_preview).toBe(1);
    expect(row.tokens).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain('preview-access-');
    expect(JSON.stringify(row)).not.toContain('preview-refresh-');
    await revoke(alice);
  });

  it('Refuser ends on a refusal page and connects nothing', async () => {
    const callback = await connect(alice, 'outlook', 'Refuser');
    expect(callback.statusCode).toBe(400);
    expect(textOf(callback.body)).toContain(
      "Outlook n'est pas connecté Vous avez refusé l'accès. Vous pourrez relancer la connexion depuis Plume quand vous le souhaitez.",
    );
    expect(callback.body).toContain('data-close-after="4000"');
    expect(await status(alice)).toEqual({ authenticated: false, valid: false, lastSync: null });
  });

  it('refuses a replayed state, and the replay changes nothing', async () => {
    const authUrl = await login(alice);
    const consent = await get(pathOf(authUrl));
    const allow = pressButton(consent.body, 'Autoriser', authUrl);
    expect((await get(allow)).statusCode).toBe(200);
    const lastSync = ((await status(alice)) as { lastSync: string }).lastSync;
    const replay = await get(allow);
    expect(replay.statusCode).toBe(400);
    expect(textOf(replay.body)).toContain(
      'Ce lien de connexion est inconnu ou a déjà servi. Relancez la connexion depuis Plume.',
    );
    // The consent page itself no longer offers the used state.
    expect(textOf((await get(pathOf(authUrl))).body)).toContain('inconnu ou a déjà servi');
    expect(await status(alice)).toMatchObject({ authenticated: true, valid: true, lastSync });
    await revoke(alice);
  });

  it('refuses an unknown, missing, doubled or other-provider state with a page, not a stack trace', async () => {
    const made = await get(`/api/outlook/auth/callback?state=${'x'.repeat(43)}&code=abc`);
    expect(made.statusCode).toBe(400);
    expect(textOf(made.body)).toContain('Ce lien de connexion est inconnu ou a déjà servi.');
    expect((await get('/api/outlook/auth/callback?code=abc')).statusCode).toBe(400);
    const doubled = await get('/api/outlook/auth/callback?state=a&state=b&code=c');
    expect(doubled.statusCode).toBe(400);
    expect(textOf(doubled.body)).toContain('La demande de connexion est invalide.');
    expect((await get('/api/outlook/auth/preview-consent?state=a')).statusCode).toBe(400);

    // An Outlook state is no Gmail state, and trying it there does not use it up.
    const authUrl = await login(alice);
    const consent = await get(pathOf(authUrl));
    const allow = pressButton(consent.body, 'Autoriser', authUrl);
    const atGmail = await get(allow.replace('/outlook/', '/gmail/'));
    expect(atGmail.statusCode).toBe(400);
    expect(await status(alice, 'gmail')).toMatchObject({ authenticated: false });
    expect((await get(allow)).statusCode).toBe(200);
    await revoke(alice);
  });

  it('refuses an expired state on the consent page and at the callback', async () => {
    const authUrl = await login(alice);
    const consent = await get(pathOf(authUrl));
    const allow = pressButton(consent.body, 'Autoriser', authUrl);
    clock.advance(TTL_MS);
    const late = await get(pathOf(authUrl));
    expect(late.statusCode).toBe(400);
    expect(textOf(late.body)).toContain('Ce lien de connexion a expiré.');
    const callback = await get(allow);
    expect(callback.statusCode).toBe(400);
    expect(textOf(callback.body)).toContain(
      'Ce lien de connexion a expiré. Relancez la connexion depuis Plume.',
    );
    expect(await status(alice)).toMatchObject({ authenticated: false });
  });

  it("binds a state to the user who asked: whoever's browser completes it connects that user only", async () => {
    const authUrl = await login(alice);
    const consent = await get(pathOf(authUrl));
    // The callback carries no identity at all (a popup has no bearer token); bob's headers change nothing.
    const callback = await t.app.inject({
      method: 'GET',
      url: pressButton(consent.body, 'Autoriser', authUrl),
      headers: authHeaders(bob),
    });
    expect(callback.statusCode).toBe(200);
    expect(await status(alice)).toMatchObject({ authenticated: true, valid: true });
    expect(await status(bob)).toEqual({ authenticated: false, valid: false, lastSync: null });
    expect((await revoke(bob)).json()).toEqual({
      success: true,
      message: 'No Outlook account was connected',
    });
    expect(await status(alice)).toMatchObject({ authenticated: true });
    await revoke(alice);
  });

  it('escapes whatever the query echoes into the page', async () => {
    const authUrl = await login(alice);
    const state = new URL(authUrl).searchParams.get('state') ?? '';
    const evil = '<script>alert(1)</script>"\'';
    const page = await get(`/api/outlook/auth/callback?state=${state}&error=${encodeURIComponent(evil)}`);
    expect(page.statusCode).toBe(400);
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;');
    expect(textOf(page.body)).toContain(`Microsoft a refusé la demande (code : ${evil}).`);
  });

  it('lets the pages run their one inline script and style under a nonce, and keeps the opener link', async () => {
    const page = await get(`/api/outlook/auth/callback?state=nope&code=c`);
    const csp = String(page.headers['content-security-policy']);
    const scriptNonce = /script-src[^;]*'nonce-([0-9a-f]+)'/.exec(csp)?.[1];
    const styleNonce = /style-src[^;]*'nonce-([0-9a-f]+)'/.exec(csp)?.[1];
    expect(scriptNonce).toBeDefined();
    expect(page.body).toContain(`<script nonce="${scriptNonce}">`);
    expect(page.body).toContain(`<style nonce="${styleNonce}">`);
    expect(csp).toContain("default-src 'self'");
    // Scripts run only with the nonce (style-src keeps helmet's 'unsafe-inline', which browsers ignore
    // once a nonce is listed).
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe(`'self' 'nonce-${scriptNonce}'`);
    expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    // Every other route keeps helmet's defaults.
    const health = await get('/api/health');
    expect(health.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(String(health.headers['content-security-policy'])).not.toContain('nonce-');
    const second = await get(`/api/outlook/auth/callback?state=nope&code=c`);
    expect(String(second.headers['content-security-policy'])).not.toContain(scriptNonce);
  });

  it('has no HEAD callback that could use a state up', async () => {
    const authUrl = await login(alice);
    const consent = await get(pathOf(authUrl));
    const allow = pressButton(consent.body, 'Autoriser', authUrl);
    expect((await t.app.inject({ method: 'HEAD', url: allow })).statusCode).toBe(404);
    expect((await get(allow)).statusCode).toBe(200);
    await revoke(alice);
  });

  it('answers authenticated but not valid when the tokens were encrypted under another key', async () => {
    await connect(bob);
    const other = await startTestApp({
      db,
      mailbox: { now: clock.now },
      env: { MAILBOX_TOKEN_KEY: randomBytes(32).toString('base64') },
      logger: false,
    });
    try {
      const answer = await other.app.inject({
        method: 'GET',
        url: '/api/outlook/auth/status',
        headers: authHeaders(bob),
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ authenticated: true, valid: false, lastSync: clock.iso() });
    } finally {
      await other.close();
    }
    await revoke(bob);
  });

  it('never writes states, codes, verifiers or tokens to the log', async () => {
    const authUrl = await login(alice);
    const consent = await get(pathOf(authUrl));
    const allow = pressButton(consent.body, 'Autoriser', authUrl);
    await get(allow);
    await status(alice);
    await revoke(alice);
    const state = new URL(authUrl).searchParams.get('state') ?? '';
    const challenge = new URL(authUrl).searchParams.get('code_challenge') ?? '';
    const output = lines.join('');
    expect(output).toContain('mailbox connected');
    expect(output).toContain('/api/outlook/auth/callback?state=[redacted]&code=[redacted]');
    for (const secret of [state, challenge, 'preview-access-', 'preview-refresh-', alice.idToken]) {
      expect(output).not.toContain(secret);
    }
  });
});

describe('mailbox connection routes, real providers against fake identity platforms', () => {
  let t: TestApp;
  let google: FakeServer;
  let microsoft: FakeServer;
  let user: TestUser;
  const clock = fakeClock(Date.now());
  const codes = codeBook();
  const lines: string[] = [];

  beforeAll(async () => {
    google = await startFakeServer(({ path, form }) => {
      if (path === '/revoke') return { status: 200, json: {} };
      if (form.get('grant_type') === 'authorization_code') {
        if (!codes.redeem(form.get('code'), form.get('code_verifier')))
          return { status: 400, json: { error: 'invalid_grant' } };
        return {
          status: 200,
          json: {
            access_token: 'ya29.route-access',
            refresh_token: '1//route-refresh',
            expires_in: 3600,
            scope: 'openid https://www.googleapis.com/auth/gmail.readonly',
            id_token: unsignedJwt({ email: 'ada@gmail.test' }),
          },
        };
      }
      if (form.get('refresh_token') === '1//route-refresh') {
        return { status: 200, json: { access_token: 'ya29.route-access-2', expires_in: 3600 } };
      }
      return { status: 400, json: { error: 'invalid_grant' } };
    });
    microsoft = await startFakeServer(({ form }) => {
      if (!codes.redeem(form.get('code'), form.get('code_verifier')))
        return { status: 400, json: { error: 'invalid_grant' } };
      const now = Math.floor(clock.now().getTime() / 1000);
      return {
        status: 200,
        json: {
          token_type: 'Bearer',
          scope: 'Mail.Read User.Read openid profile',
          expires_in: 3600,
          access_token: 'eyJ.route-ms-access',
          refresh_token: 'M.route-ms-refresh',
          id_token: unsignedJwt({
            aud: 'entra-app',
            iss: 'https://login.microsoftonline.com/t/v2.0',
            iat: now,
            nbf: now,
            exp: now + 3600,
            oid: 'o',
            tid: 't',
            preferred_username: 'ada@outlook.test',
          }),
          client_info: Buffer.from(JSON.stringify({ uid: 'o', utid: 't' })).toString('base64url'),
        },
      };
    });
    const redirect = (p: Provider) => `https://api.plume.test/api/${p}/auth/callback`;
    t = await startTestApp({
      mailbox: {
        now: clock.now,
        adapters: {
          outlook: createMicrosoftAdapter({
            app: {
              clientId: 'entra-app',
              clientSecret: 'entra-secret',
              tenant: 'common',
              redirectUri: redirect('outlook'),
            },
            networkClient: redirectingNetworkClient(microsoft.origin),
          }),
          gmail: createGoogleAdapter({
            app: { clientId: 'google-app', clientSecret: 'google-secret', redirectUri: redirect('gmail') },
            endpoints: {
              authorize: `${google.origin}/auth`,
              token: `${google.origin}/token`,
              revoke: `${google.origin}/revoke`,
            },
            now: clock.now,
          }),
        },
      },
      env: { LOG_LEVEL: 'info' },
      logger: { write: (line) => void lines.push(line) },
    });
    user = await signUp();
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([google.close(), microsoft.close()]);
  });

  const call = (method: 'GET' | 'DELETE', url: string) =>
    t.app.inject({ method, url, headers: authHeaders(user) });

  for (const provider of ['gmail', 'outlook'] as const) {
    it(`${provider}: sends the browser to the provider with PKCE, redeems the code with the stored verifier, revokes`, async () => {
      const authUrl = new URL(
        (await call('GET', `/api/${provider}/auth/login`)).json<{ auth_url: string }>().auth_url,
      );
      expect(authUrl.origin).toBe(provider === 'gmail' ? google.origin : 'https://login.microsoftonline.com');
      expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authUrl.searchParams.get('redirect_uri')).toBe(
        `https://api.plume.test/api/${provider}/auth/callback`,
      );
      // The user consents at the provider, which redirects the popup to our callback with a code.
      const code = codes.issue(authUrl.searchParams.get('code_challenge') ?? '');
      const state = authUrl.searchParams.get('state') ?? '';
      const callback = await t.app.inject({
        method: 'GET',
        url: `/api/${provider}/auth/callback?code=${encodeURIComponent(code)}&state=${state}&scope=x`,
      });
      expect(callback.statusCode).toBe(200);
      expect(textOf(callback.body)).toContain(
        `Votre boîte ${provider === 'gmail' ? 'Gmail' : 'Outlook'} est connectée à Plume.`,
      );
      expect((await call('GET', `/api/${provider}/auth/status`)).json()).toEqual({
        authenticated: true,
        valid: true,
        lastSync: clock.iso(),
      });
      expect((await call('GET', `/api/${provider}/auth/preview-consent?state=${state}`)).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', `/api/${provider}/auth/revoke_access`)).json()).toEqual({
        success: true,
        message: `${provider === 'gmail' ? 'Gmail' : 'Outlook'} account disconnected`,
      });
    });
  }

  it('gmail: refreshes through Google when the token expired, and revokes the refresh token there', async () => {
    const authUrl = new URL(
      (await call('GET', '/api/gmail/auth/login')).json<{ auth_url: string }>().auth_url,
    );
    const code = codes.issue(authUrl.searchParams.get('code_challenge') ?? '');
    await t.app.inject({
      method: 'GET',
      url: `/api/gmail/auth/callback?code=${code}&state=${authUrl.searchParams.get('state')}`,
    });
    clock.advance(3 * 3600_000);
    expect((await call('GET', '/api/gmail/auth/status')).json()).toEqual({
      authenticated: true,
      valid: true,
      lastSync: clock.iso(),
    });
    expect(google.seen.at(-1)?.form.get('grant_type')).toBe('refresh_token');
    await call('DELETE', '/api/gmail/auth/revoke_access');
    expect(google.seen.at(-1)?.path).toBe('/revoke');
    expect(google.seen.at(-1)?.form.get('token')).toBe('1//route-refresh');
  });

  it('ends on a 502 page when the provider refuses the code', async () => {
    const authUrl = new URL(
      (await call('GET', '/api/outlook/auth/login')).json<{ auth_url: string }>().auth_url,
    );
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/outlook/auth/callback?code=stolen-code&state=${authUrl.searchParams.get('state')}`,
    });
    expect(page.statusCode).toBe(502);
    expect(textOf(page.body)).toContain(
      "Microsoft n'a pas confirmé la connexion. Relancez la connexion depuis Plume.",
    );
    const output = lines.join('');
    expect(output).toContain('"providerError":"invalid_grant"');
    for (const secret of ['stolen-code', 'route-access', 'route-refresh', 'route-ms'])
      expect(output).not.toContain(secret);
  });
});

describe('mailbox login when the identity platform cannot build a sign-in', () => {
  it('answers 502 with a detail the add-in can show, not a 500', async () => {
    const failing = {
      preview: false,
      authorizationUrl: async () => {
        throw new ProviderError('endpoints_resolution_error', 'discovery failed');
      },
      exchangeCode: async () => {
        throw new ProviderError('unused', 'unused');
      },
      refresh: async () => {
        throw new ProviderError('unused', 'unused');
      },
      revoke: async () => {},
    };
    const t = await startTestApp({ mailbox: { adapters: { outlook: failing } }, logger: false });
    try {
      const user = await signUp();
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/outlook/auth/login',
        headers: authHeaders(user),
      });
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toEqual({ detail: 'Microsoft sign-in is unavailable, try again later' });
    } finally {
      await t.close();
    }
  });
});
