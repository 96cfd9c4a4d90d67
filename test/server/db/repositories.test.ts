import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../server/src/db/database.js';
import { migrateToLatest } from '../../../server/src/db/migrate.js';
import { migrations } from '../../../server/src/db/migrations/index.js';
import { createPreferencesRepository } from '../../../server/src/db/preferences.js';
import { createProfileRepository } from '../../../server/src/db/profiles.js';
import type { Database } from '../../../server/src/db/schema.js';
import { DEFAULT_PREFERENCES } from '../../../contract/preferences.js';

interface OpenedDatabase {
  db: Kysely<Database>;
  cleanup: () => Promise<void>;
}

/** A controllable clock so timestamp behaviour is asserted exactly. */
function fakeClock(start = Date.parse('2026-01-01T00:00:00.000Z')) {
  let ms = start;
  return { now: () => new Date(ms), advance: (by: number) => void (ms += by) };
}

const uid = () => `uid-${randomUUID()}`;

/** The same suite for every dialect, so SQLite and PostgreSQL are held to identical behaviour. */
function repositorySuite(dialect: string, open: () => Promise<OpenedDatabase>): void {
  describe(`repositories on ${dialect}`, () => {
    let opened: OpenedDatabase;
    let db: Kysely<Database>;
    const clock = fakeClock();

    beforeAll(async () => {
      opened = await open();
      db = opened.db;
    });
    afterAll(async () => opened.cleanup());

    it('applies every migration once, in order', async () => {
      expect(await migrateToLatest(db)).toEqual(Object.keys(migrations).sort());
      expect(await migrateToLatest(db)).toEqual([]);
    });

    describe('profiles', () => {
      const profiles = () => createProfileRepository(db, clock.now);

      it('creates, reads and refuses a second creation without changing the first', async () => {
        const id = uid();
        expect(await profiles().get(id)).toBeUndefined();
        const profile = { email: 'ada@plume.test', name: 'Ada', phone: '+44 1' };
        expect(await profiles().create(id, profile)).toEqual(profile);
        expect(await profiles().create(id, { ...profile, name: 'Other' })).toBeUndefined();
        expect(await profiles().get(id)).toEqual(profile);
      });

      it('updates only the given fields, never the email, and keeps created_at', async () => {
        const id = uid();
        await profiles().create(id, { email: 'grace@plume.test', name: 'Grace', phone: '+1 1' });
        clock.advance(60_000);
        expect(await profiles().update(id, { name: 'Grace H.' })).toEqual({
          email: 'grace@plume.test',
          name: 'Grace H.',
          phone: '+1 1',
        });
        expect(await profiles().update(id, { phone: '+1 2' })).toEqual({
          email: 'grace@plume.test',
          name: 'Grace H.',
          phone: '+1 2',
        });
        const row = await db
          .selectFrom('user_profiles')
          .selectAll()
          .where('uid', '=', id)
          .executeTakeFirstOrThrow();
        expect(Date.parse(row.updated_at) - Date.parse(row.created_at)).toBe(60_000);
      });

      it('answers undefined when updating a missing profile', async () => {
        expect(await profiles().update(uid(), { name: 'Nobody' })).toBeUndefined();
      });

      it('scopes every query by uid', async () => {
        const alice = uid();
        const bob = uid();
        await profiles().create(alice, { email: 'alice@plume.test', name: 'Alice', phone: '' });
        expect(await profiles().get(bob)).toBeUndefined();
        expect(await profiles().update(bob, { name: 'Mallory' })).toBeUndefined();
        expect(await profiles().get(alice)).toEqual({ email: 'alice@plume.test', name: 'Alice', phone: '' });
      });
    });

    describe('preferences', () => {
      const preferences = () => createPreferencesRepository(db, clock.now);

      it('creates defaults overlaid with the given values, once', async () => {
        const id = uid();
        expect(await preferences().get(id)).toBeUndefined();
        expect(await preferences().create(id, { language: 'fr', dark_mode: true })).toEqual({
          ...DEFAULT_PREFERENCES,
          language: 'fr',
          dark_mode: true,
        });
        expect(await preferences().create(id, {})).toBeUndefined();
        expect(await preferences().get(id)).toEqual({
          ...DEFAULT_PREFERENCES,
          language: 'fr',
          dark_mode: true,
        });
      });

      it('ignores explicit undefined values instead of erasing defaults', async () => {
        const id = uid();
        expect(await preferences().create(id, { language: undefined, use_own_documents: undefined })).toEqual(
          DEFAULT_PREFERENCES,
        );
      });

      it('upserts: defaults plus patch when missing, patch over stored values otherwise', async () => {
        const id = uid();
        expect(await preferences().upsert(id, { use_meeting_scripts: true })).toEqual({
          ...DEFAULT_PREFERENCES,
          use_meeting_scripts: true,
        });
        expect(await preferences().upsert(id, { language: 'it', use_own_documents: false })).toEqual({
          ...DEFAULT_PREFERENCES,
          use_meeting_scripts: true,
          language: 'it',
          use_own_documents: false,
        });
        expect(await preferences().upsert(id, {})).toEqual(await preferences().get(id));
      });

      it('round-trips every boolean both ways', async () => {
        const id = uid();
        const allTrue = {
          language: 'es' as const,
          dark_mode: true,
          email_notifications: true,
          personnal_style_analysis: true,
          use_meeting_scripts: true,
          use_own_documents: true,
        };
        expect(await preferences().upsert(id, allTrue)).toEqual(allTrue);
        const allFalse = {
          ...allTrue,
          dark_mode: false,
          email_notifications: false,
          personnal_style_analysis: false,
        };
        const stored = await preferences().upsert(id, {
          ...allFalse,
          use_meeting_scripts: false,
          use_own_documents: false,
        });
        expect(Object.values(stored).filter((v) => v === true)).toEqual([]);
        expect(await preferences().get(id)).toEqual(stored);
      });

      it('deletes and reports whether something was deleted', async () => {
        const id = uid();
        await preferences().upsert(id, { language: 'de' });
        expect(await preferences().delete(id)).toBe(true);
        expect(await preferences().get(id)).toBeUndefined();
        expect(await preferences().delete(id)).toBe(false);
      });

      it('scopes every query by uid', async () => {
        const alice = uid();
        const bob = uid();
        await preferences().upsert(alice, { language: 'fr' });
        await preferences().upsert(bob, { language: 'de' });
        expect(await preferences().delete(bob)).toBe(true);
        expect(await preferences().get(alice)).toEqual({ ...DEFAULT_PREFERENCES, language: 'fr' });
      });

      it('stores booleans as 0/1 and the schema refuses anything else', async () => {
        const id = uid();
        await preferences().upsert(id, { dark_mode: true });
        const row = await db
          .selectFrom('user_preferences')
          .selectAll()
          .where('uid', '=', id)
          .executeTakeFirstOrThrow();
        expect(row.dark_mode).toBe(1);
        expect(row.email_notifications).toBe(0);
        await expect(
          sql`update user_preferences set dark_mode = 2 where uid = ${id}`.execute(db),
        ).rejects.toThrow();
      });

      it('reads an unsupported stored language as the default one', async () => {
        const id = uid();
        await preferences().upsert(id, { language: 'fr' });
        await db.updateTable('user_preferences').set({ language: 'xx' }).where('uid', '=', id).execute();
        expect((await preferences().get(id))?.language).toBe('en');
      });
    });
  });
}

repositorySuite('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'plume-db-'));
  const db = createDatabase({ kind: 'sqlite', path: join(dir, 'nested', 'plume.sqlite') });
  return {
    db,
    cleanup: async () => {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl !== undefined && postgresUrl !== '') {
  repositorySuite('PostgreSQL', async () => {
    // A private schema per run: repeatable on a shared server, and the migrations start from nothing.
    const schema = `plume_test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const url = new URL(postgresUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const db = createDatabase({ kind: 'postgres', url: url.toString() });
    return {
      db,
      cleanup: async () => {
        await db.destroy();
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      },
    };
  });
} else {
  console.info(
    'TEST_DATABASE_URL is not set: the PostgreSQL repository suite is not registered (SQLite only).',
  );
}
