import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createDatabase } from '../../../server/src/db/database.js';
import { migrateToLatest } from '../../../server/src/db/migrate.js';
import type { Database } from '../../../server/src/db/schema.js';

export interface OpenedDatabase {
  db: Kysely<Database>;
  cleanup: () => Promise<void>;
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (as in test/server/db), migrated. */
export function testDatabases(): { dialect: string; open: () => Promise<OpenedDatabase> }[] {
  const dialects = [
    {
      dialect: 'SQLite',
      open: async () => {
        const dir = mkdtempSync(join(tmpdir(), 'plume-mailbox-db-'));
        const db = createDatabase({ kind: 'sqlite', path: join(dir, 'plume.sqlite') });
        await migrateToLatest(db);
        return {
          db,
          cleanup: async () => {
            await db.destroy();
            rmSync(dir, { recursive: true, force: true });
          },
        };
      },
    },
  ];
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl === undefined || postgresUrl === '') return dialects;
  dialects.push({
    dialect: 'PostgreSQL',
    open: async () => {
      // A private schema per run: repeatable on a shared server, migrations start from nothing.
      const schema = `plume_mailbox_${randomUUID().replaceAll('-', '')}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      const url = new URL(postgresUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      const db = createDatabase({ kind: 'postgres', url: url.toString() });
      await migrateToLatest(db);
      return {
        db,
        cleanup: async () => {
          await db.destroy();
          await admin.query(`drop schema ${schema} cascade`);
          await admin.end();
        },
      };
    },
  });
  return dialects;
}

/** A clock tests move by hand, so expiry is asserted exactly and instantly. */
export function fakeClock(start = Date.parse('2026-01-01T09:00:00.000Z')) {
  let ms = start;
  return {
    now: () => new Date(ms),
    advance: (by: number) => void (ms += by),
    iso: () => new Date(ms).toISOString(),
  };
}
