import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config/index.js';
import { resolveTokenKey } from '../../../server/src/mailbox/tokenKey.js';

describe('mailbox token key', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'plume-key-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('uses MAILBOX_TOKEN_KEY when set', () => {
    const key = Buffer.alloc(32, 7);
    const config = loadConfig({ NODE_ENV: 'production', MAILBOX_TOKEN_KEY: key.toString('base64') });
    expect(resolveTokenKey(config)).toEqual({ key, source: { kind: 'env' } });
  });

  it('otherwise generates a development key beside the SQLite file, private, and keeps it across starts', () => {
    const dir = tempDir();
    const config = loadConfig({ SQLITE_PATH: join(dir, 'data', 'plume.sqlite') });
    const first = resolveTokenKey(config);
    const path = join(dir, 'data', 'mailbox-token-dev.key');
    expect(first.source).toEqual({ kind: 'dev-file', path });
    expect(first.key).toHaveLength(32);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(path, 'utf8').trim(), 'base64')).toEqual(first.key);
    expect(resolveTokenKey(config).key).toEqual(first.key);
  });

  it('refuses a damaged development key file rather than silently replacing it', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'mailbox-token-dev.key'), 'not a key');
    const config = loadConfig({ SQLITE_PATH: join(dir, 'plume.sqlite') });
    expect(() => resolveTokenKey(config)).toThrow(
      'does not hold a 32-byte base64 key; delete it to make a new one',
    );
  });

  it('keeps an in-memory database’s key in memory only', () => {
    const resolved = resolveTokenKey(loadConfig({ SQLITE_PATH: ':memory:' }));
    expect(resolved.source).toEqual({ kind: 'ephemeral' });
    expect(resolved.key).toHaveLength(32);
  });

  it('never falls back to a development key in production', () => {
    const config = { ...loadConfig({}), nodeEnv: 'production' as const };
    expect(() => resolveTokenKey(config)).toThrow('MAILBOX_TOKEN_KEY is required in production');
  });
});
