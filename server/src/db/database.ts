import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config/storage.js';
import type { Database } from './schema.js';

export interface CreateDatabaseOptions {
  /** Called when an idle PostgreSQL connection fails; without a listener pg would crash the process. */
  onPoolError?: (error: Error) => void;
}

/** Opens the configured database. The caller owns it and must call destroy(). */
export function createDatabase(
  config: DatabaseConfig,
  options: CreateDatabaseOptions = {},
): Kysely<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    pool.on('error', (error) => options.onPoolError?.(error));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }

  if (config.path !== ':memory:') mkdirSync(dirname(config.path), { recursive: true });
  const sqlite = new SQLite(config.path);
  // WAL lets readers proceed during a write; busy_timeout waits instead of failing if another process
  // (a migration, a CLI) holds the lock; SQLite leaves foreign keys off unless asked.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
