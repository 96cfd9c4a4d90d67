import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { MailboxProvider, TokenSet } from './providers.js';
import { TokenDecryptError, type TokenCipher } from './tokenCipher.js';

export interface StoredConnection {
  /** null when the stored tokens cannot be decrypted (MAILBOX_TOKEN_KEY changed): the user must reconnect. */
  tokens: TokenSet | null;
  preview: boolean;
  connectedAt: string;
  lastSyncAt: string;
}

export interface MailboxConnectionStore {
  get(uid: string, provider: MailboxProvider): Promise<StoredConnection | undefined>;
  /** Creates or replaces the connection (a reconnect starts afresh). */
  save(
    uid: string,
    provider: MailboxProvider,
    tokens: TokenSet,
    options: { preview: boolean },
  ): Promise<void>;
  /**
   * Stores refreshed tokens. Only updates an existing row, so a refresh that finishes after a revoke does
   * not bring the connection back.
   */
  replaceTokens(uid: string, provider: MailboxProvider, tokens: TokenSet): Promise<void>;
  /** Records that a usable token was confirmed now. */
  markSynced(uid: string, provider: MailboxProvider): Promise<void>;
  /** Removes the connection and returns what it held, or undefined when there was none. */
  delete(uid: string, provider: MailboxProvider): Promise<StoredConnection | undefined>;
}

const COLUMNS = ['tokens', 'is_preview', 'connected_at', 'last_sync_at'] as const;

/** Binds each ciphertext to its row: copied into another user's row, it no longer decrypts. */
const tokensContext = (uid: string, provider: MailboxProvider) => `mailbox:${provider}:${uid}`;

function isTokenSet(value: unknown): value is TokenSet {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.accessToken === 'string' &&
    typeof v.expiresAt === 'string' &&
    (v.accountEmail === null || typeof v.accountEmail === 'string') &&
    (v.refreshMaterial === null || typeof v.refreshMaterial === 'string')
  );
}

export function createMailboxConnectionStore(
  db: Kysely<Database>,
  cipher: TokenCipher,
  now: () => Date = () => new Date(),
): MailboxConnectionStore {
  const seal = (uid: string, provider: MailboxProvider, tokens: TokenSet) =>
    cipher.encrypt(JSON.stringify(tokens), tokensContext(uid, provider));

  const open = (uid: string, provider: MailboxProvider, sealed: string): TokenSet | null => {
    try {
      const parsed: unknown = JSON.parse(cipher.decrypt(sealed, tokensContext(uid, provider)));
      return isTokenSet(parsed) ? parsed : null;
    } catch (error) {
      if (error instanceof TokenDecryptError) return null;
      throw error;
    }
  };

  const toConnection = (
    uid: string,
    provider: MailboxProvider,
    row: { tokens: string; is_preview: 0 | 1; connected_at: string; last_sync_at: string },
  ): StoredConnection => ({
    tokens: open(uid, provider, row.tokens),
    preview: row.is_preview === 1,
    connectedAt: row.connected_at,
    lastSyncAt: row.last_sync_at,
  });

  return {
    async get(uid, provider) {
      const row = await db
        .selectFrom('mailbox_connections')
        .select(COLUMNS)
        .where('uid', '=', uid)
        .where('provider', '=', provider)
        .executeTakeFirst();
      return row === undefined ? undefined : toConnection(uid, provider, row);
    },

    async save(uid, provider, tokens, { preview }) {
      const at = now().toISOString();
      const values = {
        tokens: seal(uid, provider, tokens),
        is_preview: preview ? (1 as const) : (0 as const),
        connected_at: at,
        updated_at: at,
        last_sync_at: at,
      };
      await db
        .insertInto('mailbox_connections')
        .values({ uid, provider, ...values })
        .onConflict((oc) => oc.columns(['uid', 'provider']).doUpdateSet(values))
        .execute();
    },

    async replaceTokens(uid, provider, tokens) {
      const at = now().toISOString();
      await db
        .updateTable('mailbox_connections')
        .set({ tokens: seal(uid, provider, tokens), updated_at: at, last_sync_at: at })
        .where('uid', '=', uid)
        .where('provider', '=', provider)
        .execute();
    },

    async markSynced(uid, provider) {
      await db
        .updateTable('mailbox_connections')
        .set({ last_sync_at: now().toISOString() })
        .where('uid', '=', uid)
        .where('provider', '=', provider)
        .execute();
    },

    async delete(uid, provider) {
      const row = await db
        .deleteFrom('mailbox_connections')
        .where('uid', '=', uid)
        .where('provider', '=', provider)
        .returning(COLUMNS)
        .executeTakeFirst();
      return row === undefined ? undefined : toConnection(uid, provider, row);
    },
  };
}
