import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { httpUrl, integer, isHttpUrl, type ConfigVariable, type CrossCheck, type Values } from './define.js';
import type { NodeEnv } from './server.js';

/** 32 bytes in base64 (standard or url-safe alphabet): 43 characters and an optional padding '='. */
function isTokenKey(value: string): boolean {
  return /^[A-Za-z0-9+/_-]{43}=?$/.test(value) && Buffer.from(value, 'base64').length === 32;
}

/**
 * The mailbox connections: the key of their stored tokens, the sign-in window, the Outlook and Gmail apps.
 */
export const MAILBOX_VARIABLES = [
  {
    name: 'MAILBOX_TOKEN_KEY',
    default: undefined,
    description:
      'Key encrypting mailbox tokens at rest (AES-256-GCM): 32 random bytes in base64 (openssl rand -base64 32). Required in production; unset elsewhere, a development key is generated beside the SQLite file.',
    schema: z
      .string()
      .refine(isTokenKey, 'must be 32 random bytes in base64, e.g. from openssl rand -base64 32')
      .optional(),
  },
  {
    name: 'MAILBOX_STATE_TTL_SECONDS',
    default: '600',
    description: 'How long a mailbox sign-in may take: an OAuth state older than this is refused.',
    schema: integer(10, 3600),
  },
  {
    name: 'OUTLOOK_CLIENT_ID',
    default: undefined,
    description:
      'Application (client) id of the Entra ID app for the Outlook connection (Mail.Read); unset: the local preview consent page.',
    schema: z.string().optional(),
  },
  {
    name: 'OUTLOOK_CLIENT_SECRET',
    default: undefined,
    description: 'Client secret of that Entra ID app.',
    schema: z.string().optional(),
  },
  {
    name: 'OUTLOOK_TENANT',
    default: 'common',
    description: 'Tenant of that app: common, organizations, consumers, a tenant id or a domain.',
    schema: z
      .string()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9.-]*$/,
        'must be common, organizations, consumers, a tenant id or a domain',
      ),
  },
  {
    name: 'OUTLOOK_REDIRECT_URI',
    default: undefined,
    description:
      'Redirect URI registered on that app: the public URL of /api/outlook/auth/callback (https in production).',
    schema: httpUrl().optional(),
  },
  {
    name: 'GMAIL_CLIENT_ID',
    default: undefined,
    description:
      'OAuth client id of the Google Cloud app for the Gmail connection (gmail.readonly); unset: the local preview consent page.',
    schema: z.string().optional(),
  },
  {
    name: 'GMAIL_CLIENT_SECRET',
    default: undefined,
    description: 'Client secret of that Google app.',
    schema: z.string().optional(),
  },
  {
    name: 'GMAIL_REDIRECT_URI',
    default: undefined,
    description:
      'Redirect URI registered on that app: the public URL of /api/gmail/auth/callback (https in production).',
    schema: httpUrl().optional(),
  },
] as const satisfies readonly ConfigVariable[];

export interface OAuthAppConfig {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface MailboxConfig {
  /** MAILBOX_TOKEN_KEY decoded; undefined (never in production) means a development key, see mailbox/tokenKey.ts. */
  tokenKey: Buffer | undefined;
  /** Where that development key is kept, beside the SQLite file; undefined for SQLITE_PATH=:memory:. */
  devKeyPath: string | undefined;
  stateTtlMs: number;
  /** undefined: no app configured, the local preview consent page stands in for Microsoft. */
  outlook: (OAuthAppConfig & { tenant: string }) | undefined;
  /** undefined: no app configured, the local preview consent page stands in for Google. */
  gmail: OAuthAppConfig | undefined;
}

/** An OAuth app is all three settings or none: half a configuration would fail only at a user's sign-in. */
const OAUTH_APPS = [
  ['OUTLOOK_CLIENT_ID', 'OUTLOOK_CLIENT_SECRET', 'OUTLOOK_REDIRECT_URI'],
  ['GMAIL_CLIENT_ID', 'GMAIL_CLIENT_SECRET', 'GMAIL_REDIRECT_URI'],
] as const;

export const checkMailbox: CrossCheck<Values<typeof MAILBOX_VARIABLES> & { NODE_ENV: NodeEnv }> = (
  env,
  ctx,
) => {
  // A development key is fine on a laptop; in production it would leave mailbox tokens unprotected.
  if (env.NODE_ENV === 'production' && env.MAILBOX_TOKEN_KEY === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['MAILBOX_TOKEN_KEY'],
      message:
        'is required when NODE_ENV=production (32 random bytes in base64, e.g. openssl rand -base64 32)',
    });
  }
  for (const [id, secret, redirect] of OAUTH_APPS) {
    if (env[id] === undefined) {
      for (const name of [secret, redirect]) {
        if (env[name] !== undefined) {
          ctx.addIssue({ code: 'custom', path: [name], message: `is set but ${id} is not` });
        }
      }
      continue;
    }
    for (const name of [secret, redirect]) {
      if (env[name] === undefined) {
        ctx.addIssue({ code: 'custom', path: [name], message: `is required when ${id} is set` });
      }
    }
    const uri = env[redirect];
    if (env.NODE_ENV === 'production' && uri !== undefined && isHttpUrl(uri) && !uri.startsWith('https:')) {
      ctx.addIssue({ code: 'custom', path: [redirect], message: 'must be an https:// URL in production' });
    }
  }
};

/** The development key's place depends on the storage: beside the SQLite file. */
export function mailboxConfig(v: Values<typeof MAILBOX_VARIABLES> & { SQLITE_PATH: string }): MailboxConfig {
  return {
    tokenKey: v.MAILBOX_TOKEN_KEY === undefined ? undefined : Buffer.from(v.MAILBOX_TOKEN_KEY, 'base64'),
    devKeyPath:
      v.SQLITE_PATH === ':memory:' ? undefined : resolve(dirname(v.SQLITE_PATH), 'mailbox-token-dev.key'),
    stateTtlMs: v.MAILBOX_STATE_TTL_SECONDS * 1000,
    outlook: oauthApp(v.OUTLOOK_CLIENT_ID, v.OUTLOOK_CLIENT_SECRET, v.OUTLOOK_REDIRECT_URI, {
      tenant: v.OUTLOOK_TENANT,
    }),
    gmail: oauthApp(v.GMAIL_CLIENT_ID, v.GMAIL_CLIENT_SECRET, v.GMAIL_REDIRECT_URI, {}),
  };
}

/** The app's settings when configured; the schema has already checked they come as a complete set. */
function oauthApp<Extra extends object>(
  clientId: string | undefined,
  clientSecret: string | undefined,
  redirectUri: string | undefined,
  extra: Extra,
): (OAuthAppConfig & Extra) | undefined {
  if (clientId === undefined || clientSecret === undefined || redirectUri === undefined) return undefined;
  return { clientId, clientSecret, redirectUri, ...extra };
}
