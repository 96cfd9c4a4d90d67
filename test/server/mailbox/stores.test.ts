import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/src/db/schema.js';
import { createMailboxConnectionStore } from '../../../server/src/mailbox/connectionStore.js';
import { stateDigest } from '../../../server/src/mailbox/pkce.js';
import type { TokenSet } from '../../../server/src/mailbox/providers.js';
import { createOAuthStateStore } from '../../../server/src/mailbox/stateStore.js';
import { createTokenCipher } from '../../../server/src/mailbox/tokenCipher.js';
import { fakeClock, testDatabases, type OpenedDatabase } from './databases.js';

const uid = () => `uid-${randomUUID()}`;
const TTL = 10 * 60_000;

const tokens = (suffix: string): TokenSet => ({
  accessToken: `access-token-${suffix}`,
  expiresAt: '2026-01-01T10:00:00.000Z',
  accountEmail: `owner-${suffix}@mail.test`,
  refreshMaterial: `refresh-token-${suffix}`,
});

for (const { dialect, open } of testDatabases()) {
  describe(`mailbox stores on ${dialect}`, () => {
    let opened: OpenedDatabase;
    let db: Kysely<Database>;
    const clock = fakeClock();
    const cipher = createTokenCipher(randomBytes(32));
    const states = () => createOAuthStateStore(db, cipher, clock.now);
    const connections = () => createMailboxConnectionStore(db, cipher, clock.now);

    beforeAll(async () => {
      opened = await open();
      db = opened.db;
    });
    afterAll(async () => opened.cleanup());

    describe('OAuth states', () => {
      it('stores only the digest of the state and an encrypted verifier', async () => {
        const state = `state-${randomUUID()}`;
        const verifier = randomBytes(32).toString('base64url');
        await states().create({ state, uid: uid(), provider: 'outlook', codeVerifier: verifier, ttlMs: TTL });
        const rows = await db.selectFrom('oauth_states').selectAll().execute();
        const dump = JSON.stringify(rows);
        expect(dump).not.toContain(state);
        expect(dump).not.toContain(verifier);
        const row = rows.find((r) => r.state_hash === stateDigest(state));
        expect(row?.expires_at).toBe(new Date(clock.now().getTime() + TTL).toISOString());
      });

      it('is used once: the first consume returns the sign-in, the second finds nothing', async () => {
        const owner = uid();
        await states().create({
          state: 's-once',
          uid: owner,
          provider: 'gmail',
          codeVerifier: 'v-once',
          ttlMs: TTL,
        });
        expect(await states().check('s-once', 'gmail')).toBe('valid');
        expect(await states().consume('s-once', 'gmail')).toEqual({
          status: 'valid',
          signIn: { uid: owner, codeVerifier: 'v-once' },
        });
        expect(await states().check('s-once', 'gmail')).toBe('unknown');
        expect(await states().consume('s-once', 'gmail')).toEqual({ status: 'unknown' });
      });

      it('only concurrent consume of a state wins', async () => {
        await states().create({
          state: 's-race',
          uid: uid(),
          provider: 'outlook',
          codeVerifier: 'v',
          ttlMs: TTL,
        });
        const results = await Promise.all([1, 2, 3].map(() => states().consume('s-race', 'outlook')));
        expect(results.filter((r) => r.status === 'valid')).toHaveLength(1);
      });

      it('belongs to one provider: the other one neither sees nor uses it up', async () => {
        await states().create({
          state: 's-outlook',
          uid: uid(),
          provider: 'outlook',
          codeVerifier: 'v',
          ttlMs: TTL,
        });
        expect(await states().check('s-outlook', 'gmail')).toBe('unknown');
        expect(await states().consume('s-outlook', 'gmail')).toEqual({ status: 'unknown' });
        expect((await states().consume('s-outlook', 'outlook')).status).toBe('valid');
      });

      it('expires after its time to live, to the millisecond', async () => {
        await states().create({
          state: 's-ttl',
          uid: uid(),
          provider: 'outlook',
          codeVerifier: 'v',
          ttlMs: TTL,
        });
        clock.advance(TTL - 1);
        expect(await states().check('s-ttl', 'outlook')).toBe('valid');
        clock.advance(1);
        expect(await states().check('s-ttl', 'outlook')).toBe('expired');
        expect(await states().consume('s-ttl', 'outlook')).toEqual({ status: 'expired' });
        // Used up even though expired: it cannot be tried again.
        expect(await states().consume('s-ttl', 'outlook')).toEqual({ status: 'unknown' });
      });

      it('sweeps expired states when a new sign-in starts', async () => {
        await states().create({
          state: 's-old',
          uid: uid(),
          provider: 'gmail',
          codeVerifier: 'v',
          ttlMs: TTL,
        });
        clock.advance(TTL + 1);
        await states().create({
          state: 's-new',
          uid: uid(),
          provider: 'gmail',
          codeVerifier: 'v',
          ttlMs: TTL,
        });
        const hashes = (await db.selectFrom('oauth_states').select('state_hash').execute()).map(
          (r) => r.state_hash,
        );
        expect(hashes).not.toContain(stateDigest('s-old'));
        expect(hashes).toContain(stateDigest('s-new'));
      });

      it('treats a verifier encrypted with another key as unknown', async () => {
        const other = createOAuthStateStore(db, createTokenCipher(randomBytes(32)), clock.now);
        await other.create({
          state: 's-key',
          uid: uid(),
          provider: 'outlook',
          codeVerifier: 'v',
          ttlMs: TTL,
        });
        expect(await states().consume('s-key', 'outlook')).toEqual({ status: 'unknown' });
      });

      it('refuses a provider the schema does not know', async () => {
        await expect(
          sql`insert into oauth_states values ('h', 'u', 'yahoo', 'v', 'a', 'b')`.execute(db),
        ).rejects.toThrow();
      });
    });

    describe('mailbox connections', () => {
      it('round-trips the tokens but stores none of them in clear', async () => {
        const id = uid();
        const set = tokens(randomUUID());
        await connections().save(id, 'outlook', set, { preview: false });
        expect(await connections().get(id, 'outlook')).toEqual({
          tokens: set,
          preview: false,
          connectedAt: clock.iso(),
          lastSyncAt: clock.iso(),
        });
        const row = await db
          .selectFrom('mailbox_connections')
          .selectAll()
          .where('uid', '=', id)
          .executeTakeFirstOrThrow();
        for (const secret of [
          set.accessToken,
          set.refreshMaterial ?? '',
          set.accountEmail ?? '',
          set.expiresAt,
        ]) {
          expect(JSON.stringify(row)).not.toContain(secret);
        }
        expect(row.tokens.startsWith('v1:')).toBe(true);
      });

      it('keeps one connection per user and provider; reconnecting replaces it', async () => {
        const id = uid();
        await connections().save(id, 'gmail', tokens('one'), { preview: true });
        clock.advance(5000);
        await connections().save(id, 'gmail', tokens('two'), { preview: false });
        expect(await connections().get(id, 'gmail')).toMatchObject({
          tokens: tokens('two'),
          preview: false,
          connectedAt: clock.iso(),
        });
        expect(await connections().get(id, 'outlook')).toBeUndefined();
        const count = await db
          .selectFrom('mailbox_connections')
          .select(db.fn.countAll().as('n'))
          .where('uid', '=', id)
          .executeTakeFirstOrThrow();
        expect(Number(count.n)).toBe(1);
      });

      it('gives null tokens, not an error, under another key or in another user’s row', async () => {
        const alice = uid();
        const mallory = uid();
        await connections().save(alice, 'outlook', tokens('alice'), { preview: false });
        const wrongKey = createMailboxConnectionStore(db, createTokenCipher(randomBytes(32)), clock.now);
        expect((await wrongKey.get(alice, 'outlook'))?.tokens).toBeNull();

        // A ciphertext copied into another user's row is bound to its owner and does not open there.
        const { tokens: sealed } = await db
          .selectFrom('mailbox_connections')
          .select('tokens')
          .where('uid', '=', alice)
          .executeTakeFirstOrThrow();
        await connections().save(mallory, 'outlook', tokens('mallory'), { preview: false });
        await db
          .updateTable('mailbox_connections')
          .set({ tokens: sealed })
          .where('uid', '=', mallory)
          .execute();
        expect((await connections().get(mallory, 'outlook'))?.tokens).toBeNull();
      });

      it('records refreshes and checks as the last sync, and never revives a deleted connection', async () => {
        const id = uid();
        await connections().save(id, 'outlook', tokens('a'), { preview: false });
        const connectedAt = clock.iso();
        clock.advance(60_000);
        await connections().replaceTokens(id, 'outlook', tokens('b'));
        expect(await connections().get(id, 'outlook')).toEqual({
          tokens: tokens('b'),
          preview: false,
          connectedAt,
          lastSyncAt: clock.iso(),
        });
        clock.advance(60_000);
        await connections().markSynced(id, 'outlook');
        expect((await connections().get(id, 'outlook'))?.lastSyncAt).toBe(clock.iso());

        expect((await connections().delete(id, 'outlook'))?.tokens).toEqual(tokens('b'));
        await connections().replaceTokens(id, 'outlook', tokens('c'));
        await connections().markSynced(id, 'outlook');
        expect(await connections().get(id, 'outlook')).toBeUndefined();
        expect(await connections().delete(id, 'outlook')).toBeUndefined();
      });
    });
  });
}
