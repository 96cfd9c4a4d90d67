import type { Migration, MigrationProvider } from 'kysely';
import * as m001Users from './001_users.js';
import * as m002Mailbox from './002_mailbox.js';

/**
 * Every migration, listed statically so bundling/compiling keeps them (no directory scanning at runtime).
 * Kysely applies them in name order: add the next one as '002_<topic>' (e.g. OAuth states and tokens).
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '001_users': m001Users,
  '002_mailbox': m002Mailbox,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => ({ ...migrations }),
};
