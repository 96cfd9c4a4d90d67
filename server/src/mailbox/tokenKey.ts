import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AppConfig } from '../config/index.js';
import { TOKEN_KEY_BYTES } from './tokenCipher.js';

export type TokenKeySource =
  | { kind: 'env' }
  /** Generated once and kept in a file so connections survive restarts in development. */
  | { kind: 'dev-file'; path: string }
  /** SQLITE_PATH=:memory: (tests): nothing outlives the process, neither does the key. */
  | { kind: 'ephemeral' };

export interface ResolvedTokenKey {
  key: Buffer;
  source: TokenKeySource;
}

function readOrCreateDevKey(path: string): Buffer {
  try {
    const existing = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
    if (existing.length === TOKEN_KEY_BYTES) return existing;
    throw new Error(
      `${path} does not hold a ${TOKEN_KEY_BYTES}-byte base64 key; delete it to make a new one`,
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(TOKEN_KEY_BYTES);
  mkdirSync(dirname(path), { recursive: true });
  // 'wx': never overwrite a key another process has just written (tokens encrypted with it would be lost).
  try {
    writeFileSync(path, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readOrCreateDevKey(path);
    throw error;
  }
  return key;
}

/**
 * The key that encrypts mailbox tokens at rest: MAILBOX_TOKEN_KEY when set (loadConfig requires it in
 * production); otherwise a development key, generated once and kept beside the SQLite file (`.data/`). The caller logs
 * which one is in use, so nobody mistakes a development key for a protected deployment.
 */
export function resolveTokenKey(config: Pick<AppConfig, 'nodeEnv' | 'mailbox'>): ResolvedTokenKey {
  const { tokenKey, devKeyPath } = config.mailbox;
  if (tokenKey !== undefined) return { key: tokenKey, source: { kind: 'env' } };
  // loadConfig already refuses this; a second check costs nothing and guards hand-built configs.
  if (config.nodeEnv === 'production') throw new Error('MAILBOX_TOKEN_KEY is required in production');
  if (devKeyPath === undefined) return { key: randomBytes(TOKEN_KEY_BYTES), source: { kind: 'ephemeral' } };
  return { key: readOrCreateDevKey(devKeyPath), source: { kind: 'dev-file', path: devKeyPath } };
}
