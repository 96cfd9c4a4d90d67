import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config/index.js';
import type { Database } from '../db/schema.js';
import { createMailboxConnectionStore } from './connectionStore.js';
import { createGoogleAdapter } from './googleAdapter.js';
import { createMailboxService, type MailboxService } from './mailboxService.js';
import { createMicrosoftAdapter } from './microsoftAdapter.js';
import { createPreviewAdapter } from './previewAdapter.js';
import type { MailboxProvider, ProviderAdapter } from './providers.js';
import { createOAuthStateStore } from './stateStore.js';
import { createTokenCipher } from './tokenCipher.js';
import { resolveTokenKey } from './tokenKey.js';

/** Seams for tests: a clock (state expiry, token expiry) and provider adapters (fake identity platforms). */
export interface MailboxOverrides {
  now?: () => Date;
  adapters?: Partial<Record<MailboxProvider, ProviderAdapter>>;
}

/** The adapters the configuration asks for: a real provider when its app is configured, the preview otherwise. */
export function createProviderAdapters(
  mailbox: AppConfig['mailbox'],
  now: () => Date,
): Record<MailboxProvider, ProviderAdapter> {
  return {
    outlook:
      mailbox.outlook === undefined
        ? createPreviewAdapter('outlook', now)
        : createMicrosoftAdapter({ app: mailbox.outlook }),
    gmail:
      mailbox.gmail === undefined
        ? createPreviewAdapter('gmail', now)
        : createGoogleAdapter({ app: mailbox.gmail, now }),
  };
}

/** Wires the mailbox connection from the configuration and says at start which key and providers are in use. */
export function createMailbox(
  config: AppConfig,
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  overrides: MailboxOverrides = {},
): MailboxService {
  const now = overrides.now ?? (() => new Date());
  const { key, source } = resolveTokenKey(config);
  if (source.kind === 'dev-file') {
    log.warn(
      { keyFile: source.path },
      'MAILBOX_TOKEN_KEY is not set: mailbox tokens are encrypted with a DEVELOPMENT key kept in this file. ' +
        'Set MAILBOX_TOKEN_KEY (openssl rand -base64 32) before connecting real mailboxes.',
    );
  } else if (source.kind === 'ephemeral') {
    log.warn(
      'MAILBOX_TOKEN_KEY is not set: mailbox tokens are encrypted with a DEVELOPMENT key that lasts as long ' +
        'as this process (in-memory database).',
    );
  }
  const cipher = createTokenCipher(key);
  const adapters = { ...createProviderAdapters(config.mailbox, now), ...overrides.adapters };
  log.info(
    {
      outlook: adapters.outlook.preview ? 'preview' : 'microsoft',
      gmail: adapters.gmail.preview ? 'preview' : 'google',
    },
    'mailbox connection providers',
  );
  return createMailboxService({
    states: createOAuthStateStore(db, cipher, now),
    connections: createMailboxConnectionStore(db, cipher, now),
    adapters,
    stateTtlMs: config.mailbox.stateTtlMs,
    log,
    now,
  });
}
