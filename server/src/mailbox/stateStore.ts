import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { stateDigest } from './pkce.js';
import type { MailboxProvider } from './providers.js';
import { TokenDecryptError, type TokenCipher } from './tokenCipher.js';

export interface NewSignIn {
  state: string;
  uid: string;
  provider: MailboxProvider;
  codeVerifier: string;
  ttlMs: number;
}

export interface PendingSignIn {
  uid: string;
  codeVerifier: string;
}

/** unknown covers never issued, already used, issued for the other provider, and unreadable. */
export type StateCheck = 'valid' | 'unknown' | 'expired';

export type ConsumedState = { status: 'valid'; signIn: PendingSignIn } | { status: 'unknown' | 'expired' };

export interface OAuthStateStore {
  create(signIn: NewSignIn): Promise<void>;
  /** Checks a state without using it up (the preview consent page, before it offers its buttons). */
  check(state: string, provider: MailboxProvider): Promise<StateCheck>;
  /** Removes the state and returns its sign-in: one statement, so two callbacks cannot both win. */
  consume(state: string, provider: MailboxProvider): Promise<ConsumedState>;
}

const verifierContext = (hash: string) => `oauth-state:${hash}`;

export function createOAuthStateStore(
  db: Kysely<Database>,
  cipher: TokenCipher,
  now: () => Date = () => new Date(),
): OAuthStateStore {
  const find = (hash: string, provider: MailboxProvider) =>
    db
      .selectFrom('oauth_states')
      .select(['expires_at'])
      .where('state_hash', '=', hash)
      .where('provider', '=', provider)
      .executeTakeFirst();

  return {
    async create({ state, uid, provider, codeVerifier, ttlMs }) {
      const at = now();
      const hash = stateDigest(state);
      // Sweep abandoned sign-ins (popup closed, consent never given) so the table stays small.
      await db.deleteFrom('oauth_states').where('expires_at', '<', at.toISOString()).execute();
      await db
        .insertInto('oauth_states')
        .values({
          state_hash: hash,
          uid,
          provider,
          code_verifier: cipher.encrypt(codeVerifier, verifierContext(hash)),
          created_at: at.toISOString(),
          expires_at: new Date(at.getTime() + ttlMs).toISOString(),
        })
        .execute();
    },

    async check(state, provider) {
      const row = await find(stateDigest(state), provider);
      if (row === undefined) return 'unknown';
      return row.expires_at > now().toISOString() ? 'valid' : 'expired';
    },

    async consume(state, provider) {
      const hash = stateDigest(state);
      const row = await db
        .deleteFrom('oauth_states')
        .where('state_hash', '=', hash)
        .where('provider', '=', provider)
        .returning(['uid', 'code_verifier', 'expires_at'])
        .executeTakeFirst();
      if (row === undefined) return { status: 'unknown' };
      if (row.expires_at <= now().toISOString()) return { status: 'expired' };
      try {
        return {
          status: 'valid',
          signIn: { uid: row.uid, codeVerifier: cipher.decrypt(row.code_verifier, verifierContext(hash)) },
        };
      } catch (error) {
        // The key changed while the user was on the consent screen: nothing can complete this sign-in.
        if (error instanceof TokenDecryptError) return { status: 'unknown' };
        throw error;
      }
    },
  };
}
