import { resolve } from 'node:path';
import { z } from 'zod';
import type { ConfigVariable, Values } from './define.js';

export type DatabaseConfig = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The database: PostgreSQL when a URL is given, the SQLite file otherwise. */
export const STORAGE_VARIABLES = [
  {
    name: 'DATABASE_URL',
    default: undefined,
    description: 'postgres:// URL to use PostgreSQL; unset means the SQLite file at SQLITE_PATH.',
    schema: z.string().refine(isPostgresUrl, 'must be a postgres:// or postgresql:// URL').optional(),
  },
  {
    name: 'SQLITE_PATH',
    default: '.data/plume.sqlite',
    description: 'SQLite file used when DATABASE_URL is unset; its directory is created if missing.',
    schema: z.string().min(1, 'must not be empty'),
  },
] as const satisfies readonly ConfigVariable[];

export function databaseConfig(v: Values<typeof STORAGE_VARIABLES>): DatabaseConfig {
  return v.DATABASE_URL !== undefined
    ? { kind: 'postgres', url: v.DATABASE_URL }
    : // Resolved once here so a later chdir cannot move the database and logs show where it is.
      { kind: 'sqlite', path: v.SQLITE_PATH === ':memory:' ? ':memory:' : resolve(v.SQLITE_PATH) };
}
