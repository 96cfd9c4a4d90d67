import type { FastifyBaseLogger } from 'fastify';
import type { MailboxAuthStatus } from '../../../contract/mailbox.js';
import type { MailboxConnectionStore } from './connectionStore.js';
import { createPkcePair, createState } from './pkce.js';
import { createPreviewAdapter } from './previewAdapter.js';
import { ProviderError, type MailboxProvider, type ProviderAdapter, type TokenSet } from './providers.js';
import type { OAuthStateStore, StateCheck } from './stateStore.js';

/** Spec §3 "Outlook status". lastSync: when the backend last confirmed a usable token (ISO-8601), or null. */
export type MailboxStatus = MailboxAuthStatus;

export interface CallbackParams {
  state?: string | undefined;
  code?: string | undefined;
  error?: string | undefined;
}

export type SignInFailure =
  'unknown_state' | 'expired_state' | 'access_denied' | 'provider_error' | 'missing_code' | 'exchange_failed';

export type SignInResult =
  | { ok: true; preview: boolean }
  | {
      ok: false;
      reason: SignInFailure;
      /** The provider's error code, when it sent one. */
      providerError?: string;
    };

export interface MailboxService {
  isPreview(provider: MailboxProvider): boolean;
  /** Records a single-use state and PKCE verifier for this user and returns where to send their browser. */
  startSignIn(uid: string, provider: MailboxProvider, apiOrigin: string): Promise<string>;
  checkState(provider: MailboxProvider, state: string): Promise<StateCheck>;
  /** The OAuth redirect: uses the state up, then stores the tokens for the user the state belongs to. */
  completeSignIn(provider: MailboxProvider, params: CallbackParams): Promise<SignInResult>;
  /** Refreshes an expired access token before answering, so `valid` means "usable now". */
  status(uid: string, provider: MailboxProvider): Promise<MailboxStatus>;
  /** Deletes the connection (and revokes the grant where the provider allows); false when there was none. */
  disconnect(uid: string, provider: MailboxProvider): Promise<boolean>;
}

export interface MailboxServiceDeps {
  states: OAuthStateStore;
  connections: MailboxConnectionStore;
  adapters: Record<MailboxProvider, ProviderAdapter>;
  stateTtlMs: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  now?: () => Date;
}

/** An access token this close to expiry is refreshed first: it could lapse before the caller uses it. */
export const EXPIRY_MARGIN_MS = 60_000;

const NOT_CONNECTED: MailboxStatus = { authenticated: false, valid: false, lastSync: null };

export function createMailboxService({
  states,
  connections,
  adapters,
  stateTtlMs,
  log,
  now = () => new Date(),
}: MailboxServiceDeps): MailboxService {
  const previewAdapters = {
    outlook: createPreviewAdapter('outlook', now),
    gmail: createPreviewAdapter('gmail', now),
  } satisfies Record<MailboxProvider, ProviderAdapter>;
  // Concurrent status calls for one mailbox share one refresh instead of racing the provider.
  const refreshing = new Map<string, Promise<TokenSet>>();

  const usable = (tokens: TokenSet) => Date.parse(tokens.expiresAt) - EXPIRY_MARGIN_MS > now().getTime();

  function refreshOnce(uid: string, provider: MailboxProvider, adapter: ProviderAdapter, tokens: TokenSet) {
    const key = `${provider}:${uid}`;
    let pending = refreshing.get(key);
    if (pending === undefined) {
      pending = (async () => {
        const fresh = await adapter.refresh(tokens);
        await connections.replaceTokens(uid, provider, fresh);
        return fresh;
      })().finally(() => refreshing.delete(key));
      refreshing.set(key, pending);
    }
    return pending;
  }

  return {
    isPreview: (provider) => adapters[provider].preview,

    async startSignIn(uid, provider, apiOrigin) {
      const state = createState();
      const pkce = createPkcePair();
      await states.create({ state, uid, provider, codeVerifier: pkce.verifier, ttlMs: stateTtlMs });
      return adapters[provider].authorizationUrl({ state, codeChallenge: pkce.challenge, apiOrigin });
    },

    checkState: (provider, state) => states.check(state, provider),

    async completeSignIn(provider, { state, code, error }) {
      if (state === undefined || state === '') return { ok: false, reason: 'unknown_state' };
      // The state is used up whatever follows, so a refused or failed sign-in cannot be replayed either.
      const consumed = await states.consume(state, provider);
      if (consumed.status !== 'valid') {
        return { ok: false, reason: consumed.status === 'expired' ? 'expired_state' : 'unknown_state' };
      }
      if (error !== undefined) {
        return error === 'access_denied'
          ? { ok: false, reason: 'access_denied' }
          : { ok: false, reason: 'provider_error', providerError: error };
      }
      if (code === undefined || code === '') return { ok: false, reason: 'missing_code' };

      const adapter = adapters[provider];
      let tokens: TokenSet;
      try {
        tokens = await adapter.exchangeCode(code, consumed.signIn.codeVerifier);
      } catch (failure) {
        if (!(failure instanceof ProviderError)) throw failure;
        log.warn({ provider, providerError: failure.code }, 'mailbox code exchange refused');
        return { ok: false, reason: 'exchange_failed', providerError: failure.code };
      }
      await connections.save(consumed.signIn.uid, provider, tokens, { preview: adapter.preview });
      log.info({ provider, preview: adapter.preview }, 'mailbox connected');
      return { ok: true, preview: adapter.preview };
    },

    async status(uid, provider) {
      const connection = await connections.get(uid, provider);
      if (connection === undefined) return NOT_CONNECTED;
      const stale = { authenticated: true, valid: false, lastSync: connection.lastSyncAt };
      if (connection.tokens === null) {
        log.warn({ provider }, 'stored mailbox tokens cannot be decrypted (MAILBOX_TOKEN_KEY changed?)');
        return stale;
      }
      // A preview connection reads no mailbox: once a real app is configured it no longer counts.
      if (connection.preview && !adapters[provider].preview) return stale;

      if (usable(connection.tokens)) {
        await connections.markSynced(uid, provider);
        return { authenticated: true, valid: true, lastSync: now().toISOString() };
      }
      const adapter = connection.preview ? previewAdapters[provider] : adapters[provider];
      try {
        const fresh = await refreshOnce(uid, provider, adapter, connection.tokens);
        if (!usable(fresh)) return stale;
      } catch (failure) {
        if (!(failure instanceof ProviderError)) throw failure;
        log.warn({ provider, providerError: failure.code }, 'mailbox token refresh failed');
        return stale;
      }
      return { authenticated: true, valid: true, lastSync: now().toISOString() };
    },

    async disconnect(uid, provider) {
      const removed = await connections.delete(uid, provider);
      if (removed === undefined) return false;
      if (removed.tokens !== null && !removed.preview) {
        try {
          await adapters[provider].revoke(removed.tokens);
        } catch (failure) {
          // Best effort: the tokens are gone from our side whatever the provider says.
          const code = failure instanceof ProviderError ? failure.code : 'unexpected';
          log.warn({ provider, providerError: code }, 'mailbox grant revocation failed');
        }
      }
      log.info({ provider }, 'mailbox disconnected');
      return true;
    },
  };
}
