import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailboxConnectionStore } from '../../../server/src/mailbox/connectionStore.js';
import { createMailboxService, EXPIRY_MARGIN_MS } from '../../../server/src/mailbox/mailboxService.js';
import { pkceChallenge } from '../../../server/src/mailbox/pkce.js';
import { createPreviewAdapter } from '../../../server/src/mailbox/previewAdapter.js';
import { ProviderError, type ProviderAdapter, type TokenSet } from '../../../server/src/mailbox/providers.js';
import { createOAuthStateStore } from '../../../server/src/mailbox/stateStore.js';
import { createTokenCipher } from '../../../server/src/mailbox/tokenCipher.js';
import { fakeClock, testDatabases, type OpenedDatabase } from './databases.js';

const TTL = 10 * 60_000;
const HOUR = 3600_000;

/** A provider that records what it is asked and answers as scripted. */
function scriptedProvider(clock: ReturnType<typeof fakeClock>) {
  const calls = {
    exchange: [] as { code: string; verifier: string }[],
    refresh: 0,
    revoke: [] as TokenSet[],
  };
  let issued = 0;
  const script = {
    exchangeFails: false,
    refreshFails: false,
    revokeFails: false,
    refreshLifetimeMs: HOUR,
    /** Resolves refreshes only when the test says so (concurrency). */
    refreshGate: undefined as Promise<void> | undefined,
  };
  const adapter: ProviderAdapter = {
    preview: false,
    async authorizationUrl({ state, codeChallenge }) {
      return `https://idp.test/authorize?state=${state}&code_challenge=${codeChallenge}`;
    },
    async exchangeCode(code, verifier) {
      calls.exchange.push({ code, verifier });
      if (script.exchangeFails) throw new ProviderError('invalid_grant', 'refused');
      issued += 1;
      return {
        accessToken: `access-${issued}`,
        expiresAt: new Date(clock.now().getTime() + HOUR).toISOString(),
        accountEmail: 'ada@idp.test',
        refreshMaterial: `refresh-${issued}`,
      };
    },
    async refresh(tokens) {
      calls.refresh += 1;
      await script.refreshGate;
      if (script.refreshFails) throw new ProviderError('invalid_grant', 'revoked');
      return {
        ...tokens,
        accessToken: `${tokens.accessToken}+refreshed`,
        expiresAt: new Date(clock.now().getTime() + script.refreshLifetimeMs).toISOString(),
      };
    },
    async revoke(tokens) {
      calls.revoke.push(tokens);
      if (script.revokeFails) throw new ProviderError('network', 'down');
    },
  };
  return { adapter, calls, script };
}

function recordingLog() {
  const entries: { level: string; fields: unknown; message?: string }[] = [];
  const record = (level: string) => (fields: unknown, message?: string) =>
    void entries.push({ level, fields, message });
  return { log: { info: record('info'), warn: record('warn') } as never, entries };
}

const [sqlite] = testDatabases();

describe('mailbox service', () => {
  let opened: OpenedDatabase;
  let clock: ReturnType<typeof fakeClock>;
  let provider: ReturnType<typeof scriptedProvider>;
  let logs: ReturnType<typeof recordingLog>;
  const key = randomBytes(32);

  beforeAll(async () => {
    opened = await sqlite!.open();
  });
  afterAll(async () => opened.cleanup());

  const build = (cipherKey = key, outlook?: ProviderAdapter) => {
    const cipher = createTokenCipher(cipherKey);
    return createMailboxService({
      states: createOAuthStateStore(opened.db, cipher, clock.now),
      connections: createMailboxConnectionStore(opened.db, cipher, clock.now),
      adapters: { outlook: outlook ?? provider.adapter, gmail: createPreviewAdapter('gmail', clock.now) },
      stateTtlMs: TTL,
      log: logs.log,
      now: clock.now,
    });
  };

  beforeEach(() => {
    clock = fakeClock();
    provider = scriptedProvider(clock);
    logs = recordingLog();
  });

  let users = 0;
  const newUser = () => `user-${++users}-${randomBytes(4).toString('hex')}`;

  async function signIn(uid: string) {
    const service = build();
    const url = new URL(await service.startSignIn(uid, 'outlook', 'http://api.test'));
    return {
      service,
      state: url.searchParams.get('state') ?? '',
      challenge: url.searchParams.get('code_challenge') ?? '',
    };
  }

  it('sends a fresh state and the S256 challenge of a verifier it sends back at the exchange', async () => {
    const uid = newUser();
    const first = await signIn(uid);
    const second = await signIn(uid);
    expect(first.state).not.toBe(second.state);
    expect(first.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await first.service.completeSignIn('outlook', { state: first.state, code: 'the-code' })).toEqual({
      ok: true,
      preview: false,
    });
    const [exchange] = provider.calls.exchange;
    expect(exchange?.code).toBe('the-code');
    expect(pkceChallenge(exchange?.verifier ?? '')).toBe(first.challenge);
  });

  it('connects the user the state was issued to, whoever opens the callback', async () => {
    const alice = newUser();
    const bob = newUser();
    const { service, state } = await signIn(alice);
    await service.completeSignIn('outlook', { state, code: 'c' });
    expect(await service.status(alice, 'outlook')).toMatchObject({ authenticated: true, valid: true });
    expect(await service.status(bob, 'outlook')).toEqual({
      authenticated: false,
      valid: false,
      lastSync: null,
    });
  });

  it('refuses unknown, missing, replayed and expired states without calling the provider', async () => {
    const uid = newUser();
    const service = build();
    expect(await service.completeSignIn('outlook', { state: 'made-up', code: 'c' })).toEqual({
      ok: false,
      reason: 'unknown_state',
    });
    expect(await service.completeSignIn('outlook', { code: 'c' })).toEqual({
      ok: false,
      reason: 'unknown_state',
    });

    const used = await signIn(uid);
    await used.service.completeSignIn('outlook', { state: used.state, code: 'c1' });
    expect(await used.service.completeSignIn('outlook', { state: used.state, code: 'c1' })).toEqual({
      ok: false,
      reason: 'unknown_state',
    });

    const late = await signIn(uid);
    clock.advance(TTL);
    expect(await late.service.completeSignIn('outlook', { state: late.state, code: 'c2' })).toEqual({
      ok: false,
      reason: 'expired_state',
    });
    expect(provider.calls.exchange.map((e) => e.code)).toEqual(['c1']);
  });

  it('uses the state up on a refusal or a provider error, so neither can be replayed into a success', async () => {
    const uid = newUser();
    const denied = await signIn(uid);
    expect(
      await denied.service.completeSignIn('outlook', { state: denied.state, error: 'access_denied' }),
    ).toEqual({
      ok: false,
      reason: 'access_denied',
    });
    expect(await denied.service.completeSignIn('outlook', { state: denied.state, code: 'c' })).toEqual({
      ok: false,
      reason: 'unknown_state',
    });
    const failed = await signIn(uid);
    expect(
      await failed.service.completeSignIn('outlook', { state: failed.state, error: 'server_error' }),
    ).toEqual({
      ok: false,
      reason: 'provider_error',
      providerError: 'server_error',
    });
    const empty = await signIn(uid);
    expect(await empty.service.completeSignIn('outlook', { state: empty.state })).toEqual({
      ok: false,
      reason: 'missing_code',
    });
    expect(provider.calls.exchange).toEqual([]);
    expect(await build().status(uid, 'outlook')).toMatchObject({ authenticated: false });
  });

  it('reports a refused exchange and stores nothing', async () => {
    const uid = newUser();
    provider.script.exchangeFails = true;
    const { service, state } = await signIn(uid);
    expect(await service.completeSignIn('outlook', { state, code: 'c' })).toEqual({
      ok: false,
      reason: 'exchange_failed',
      providerError: 'invalid_grant',
    });
    expect(await service.status(uid, 'outlook')).toMatchObject({ authenticated: false });
    expect(logs.entries).toContainEqual(
      expect.objectContaining({ level: 'warn', message: 'mailbox code exchange refused' }),
    );
  });

  it('answers valid while the token is usable, with the time of the check as last sync', async () => {
    const uid = newUser();
    const { service, state } = await signIn(uid);
    await service.completeSignIn('outlook', { state, code: 'c' });
    clock.advance(HOUR - EXPIRY_MARGIN_MS - 1);
    expect(await service.status(uid, 'outlook')).toEqual({
      authenticated: true,
      valid: true,
      lastSync: clock.iso(),
    });
    expect(provider.calls.refresh).toBe(0);
  });

  it('refreshes a token about to expire, once for concurrent checks, then answers valid', async () => {
    const uid = newUser();
    const { service, state } = await signIn(uid);
    await service.completeSignIn('outlook', { state, code: 'c' });
    clock.advance(HOUR - EXPIRY_MARGIN_MS);
    let open: () => void = () => {};
    provider.script.refreshGate = new Promise<void>((resolve) => (open = resolve));
    const checks = Promise.all([service.status(uid, 'outlook'), service.status(uid, 'outlook')]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    open();
    for (const status of await checks)
      expect(status).toEqual({ authenticated: true, valid: true, lastSync: clock.iso() });
    expect(provider.calls.refresh).toBe(1);
    // The refreshed token is stored: the next check needs no refresh.
    expect(await service.status(uid, 'outlook')).toMatchObject({ valid: true });
    expect(provider.calls.refresh).toBe(1);
  });

  it('answers authenticated but not valid when the refresh is refused or yields no usable token', async () => {
    const uid = newUser();
    const { service, state } = await signIn(uid);
    await service.completeSignIn('outlook', { state, code: 'c' });
    const connectedAt = clock.iso();
    clock.advance(2 * HOUR);
    provider.script.refreshFails = true;
    expect(await service.status(uid, 'outlook')).toEqual({
      authenticated: true,
      valid: false,
      lastSync: connectedAt,
    });
    expect(logs.entries).toContainEqual(
      expect.objectContaining({ level: 'warn', message: 'mailbox token refresh failed' }),
    );
    provider.script.refreshFails = false;
    provider.script.refreshLifetimeMs = 1000;
    expect(await service.status(uid, 'outlook')).toMatchObject({ authenticated: true, valid: false });
  });

  it('answers authenticated but not valid when the tokens no longer decrypt, then a reconnect heals it', async () => {
    const uid = newUser();
    const { service, state } = await signIn(uid);
    await service.completeSignIn('outlook', { state, code: 'c' });
    const rekeyed = build(randomBytes(32));
    expect(await rekeyed.status(uid, 'outlook')).toEqual({
      authenticated: true,
      valid: false,
      lastSync: clock.iso(),
    });
    const again =
      new URL(await rekeyed.startSignIn(uid, 'outlook', 'http://api.test')).searchParams.get('state') ?? '';
    await rekeyed.completeSignIn('outlook', { state: again, code: 'c2' });
    expect(await rekeyed.status(uid, 'outlook')).toMatchObject({ authenticated: true, valid: true });
  });

  it('stops counting a preview connection once a real app is configured', async () => {
    const uid = newUser();
    const preview = build(key, createPreviewAdapter('outlook', clock.now));
    const url = new URL(await preview.startSignIn(uid, 'outlook', 'http://api.test'));
    const state = url.searchParams.get('state') ?? '';
    const challenge = url.searchParams.get('code_challenge') ?? '';
    expect(await preview.completeSignIn('outlook', { state, code: challenge })).toEqual({
      ok: true,
      preview: true,
    });
    expect(await preview.status(uid, 'outlook')).toMatchObject({ authenticated: true, valid: true });
    // Preview tokens expire and refresh like real ones.
    clock.advance(2 * HOUR);
    expect(await preview.status(uid, 'outlook')).toMatchObject({ authenticated: true, valid: true });
    expect(await build().status(uid, 'outlook')).toMatchObject({ authenticated: true, valid: false });
  });

  it('disconnects: deletes the tokens, revokes best effort, and says whether anything was connected', async () => {
    const uid = newUser();
    const { service, state } = await signIn(uid);
    await service.completeSignIn('outlook', { state, code: 'c' });
    provider.script.revokeFails = true;
    expect(await service.disconnect(uid, 'outlook')).toBe(true);
    expect(provider.calls.revoke.map((t) => t.refreshMaterial)).toEqual(['refresh-1']);
    expect(logs.entries).toContainEqual(
      expect.objectContaining({ level: 'warn', message: 'mailbox grant revocation failed' }),
    );
    expect(await service.status(uid, 'outlook')).toEqual({
      authenticated: false,
      valid: false,
      lastSync: null,
    });
    expect(await service.disconnect(uid, 'outlook')).toBe(false);
    expect(provider.calls.revoke).toHaveLength(1);
  });

  it('keeps tokens, codes and states out of its log entries', async () => {
    const uid = newUser();
    const { service, state } = await signIn(uid);
    await service.completeSignIn('outlook', { state, code: 'secret-code' });
    clock.advance(2 * HOUR);
    await service.status(uid, 'outlook');
    await service.disconnect(uid, 'outlook');
    const dump = JSON.stringify(logs.entries);
    expect(dump).toContain('mailbox connected');
    for (const secret of [
      state,
      'secret-code',
      'access-1',
      'refresh-1',
      provider.calls.exchange[0]?.verifier ?? '?',
    ]) {
      expect(dump).not.toContain(secret);
    }
  });
});
