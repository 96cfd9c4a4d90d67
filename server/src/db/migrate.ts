import { Migrator, type Kysely } from 'kysely';
import { migrationProvider } from './migrations/index.js';

/**
 * Brings the schema to the latest version and returns the names applied now. Safe to run from several
 * replicas at once: Kysely takes a migration lock (an advisory lock on PostgreSQL).
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((r) => r.status === 'Error');
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
