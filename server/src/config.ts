import { dirname, resolve } from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the backend reads, with the default that applies when it is unset or empty.
 * This list is the single source of truth: loadConfig() takes its defaults from here, so documentation
 * generated from it cannot drift from the behaviour.
 */
export const CONFIG_VARIABLES = [
  { name: 'PORT', default: '8000', description: 'TCP port the API listens on.' },
  { name: 'HOST', default: '127.0.0.1', description: 'Interface to bind; use 0.0.0.0 in a container.' },
  {
    name: 'NODE_ENV',
    default: 'development',
    description: 'development, test or production; production refuses the auth emulator.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'Pino log level: fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'LOG_FORMAT',
    default: 'auto',
    description:
      'pretty (readable lines), json (one JSON object per line), or auto: pretty in development on a terminal.',
  },
  {
    name: 'DATABASE_URL',
    default: undefined,
    description: 'postgres:// URL to use PostgreSQL; unset means the SQLite file at SQLITE_PATH.',
  },
  {
    name: 'SQLITE_PATH',
    default: '.data/plume.sqlite',
    description: 'SQLite file used when DATABASE_URL is unset; its directory is created if missing.',
  },
  {
    name: 'FIREBASE_PROJECT_ID',
    default: 'demo-plume',
    description: 'Firebase project whose ID tokens are accepted.',
  },
  {
    name: 'FIREBASE_AUTH_EMULATOR_HOST',
    default: undefined,
    description:
      'host:port of the Firebase Auth emulator; when set, tokens are checked by the emulator (refused in production).',
  },
  {
    name: 'FIREBASE_CHECK_REVOKED',
    default: 'true',
    description:
      'Also reject revoked tokens and disabled accounts (one Auth lookup per request; needs Admin credentials outside the emulator).',
  },
  {
    name: 'CORS_ORIGINS',
    default: 'http://localhost:3000,https://localhost:3000,http://127.0.0.1:3000',
    description: 'Comma-separated origins allowed to call the API from a browser.',
  },
  { name: 'RATE_LIMIT_MAX', default: '300', description: 'Requests allowed per minute per client IP.' },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'true behind a load balancer, so the client IP (rate limit, logs) comes from X-Forwarded-For.',
  },
  {
    name: 'AI_PROVIDER',
    default: 'preview',
    description:
      'AI engine: preview (local, deterministic, no model), openai, azure, anthropic, mistral or openai-compatible (Ollama, vLLM, LM Studio).',
  },
  {
    name: 'AI_MODEL',
    default: undefined,
    description: 'Model id (the deployment name for azure); required unless AI_PROVIDER=preview.',
  },
  {
    name: 'AI_API_KEY',
    default: undefined,
    description: 'API key of the provider; required for openai, azure, anthropic and mistral.',
  },
  {
    name: 'AI_BASE_URL',
    default: undefined,
    description:
      'Provider API base URL, e.g. http://localhost:11434/v1 for Ollama; required for openai-compatible, optional override otherwise.',
  },
  {
    name: 'AZURE_OPENAI_RESOURCE',
    default: undefined,
    description:
      'Azure OpenAI resource name (https://<name>.openai.azure.com); azure needs it or AI_BASE_URL.',
  },
  {
    name: 'AI_REQUEST_TIMEOUT_MS',
    default: '60000',
    description: 'Longest a whole model answer may take before the stream ends with an error.',
  },
  {
    name: 'AI_STALL_TIMEOUT_MS',
    default: '20000',
    description:
      'Longest wait for the next piece of text (the first one included) before the stream ends with an error.',
  },
  {
    name: 'AI_MAX_OUTPUT_TOKENS',
    default: '2048',
    description: 'Upper bound on the length of one model answer, in tokens.',
  },
  {
    name: 'AI_PREVIEW_DELAY_MS',
    default: '0',
    description:
      "Pause between the preview engine's word-sized chunks; e.g. 20 to watch streaming like a model types.",
  },
  {
    name: 'SUMMARY_MAX_FILE_MB',
    default: '20',
    description:
      'Largest file the summary endpoint accepts, decoded, in MB (413 beyond); its request body limit follows.',
  },
  {
    name: 'SUMMARY_MAX_TEXT_CHARS',
    default: '100000',
    description:
      "Most characters of a file's text given to the model (its context); reading stops there, and the summary of a longer document says it covers only its beginning.",
  },
  {
    name: 'SUMMARY_EXTRACT_TIMEOUT_MS',
    default: '20000',
    description: 'Longest the text extraction of one file may take (its worker thread is stopped then).',
  },
  {
    name: 'SUMMARY_EXTRACT_MEMORY_MB',
    default: '512',
    description:
      'Heap limit of each extraction worker thread, in MB: a file needing more is refused, the server is unaffected.',
  },
  {
    name: 'MAILBOX_TOKEN_KEY',
    default: undefined,
    description:
      'Key encrypting mailbox tokens at rest (AES-256-GCM): 32 random bytes in base64 (openssl rand -base64 32). Required in production; unset elsewhere, a development key is generated beside the SQLite file.',
  },
  {
    name: 'MAILBOX_STATE_TTL_SECONDS',
    default: '600',
    description: 'How long a mailbox sign-in may take: an OAuth state older than this is refused.',
  },
  {
    name: 'OUTLOOK_CLIENT_ID',
    default: undefined,
    description:
      'Application (client) id of the Entra ID app for the Outlook connection (Mail.Read); unset: the local preview consent page.',
  },
  { name: 'OUTLOOK_CLIENT_SECRET', default: undefined, description: 'Client secret of that Entra ID app.' },
  {
    name: 'OUTLOOK_TENANT',
    default: 'common',
    description: 'Tenant of that app: common, organizations, consumers, a tenant id or a domain.',
  },
  {
    name: 'OUTLOOK_REDIRECT_URI',
    default: undefined,
    description:
      'Redirect URI registered on that app: the public URL of /api/outlook/auth/callback (https in production).',
  },
  {
    name: 'GMAIL_CLIENT_ID',
    default: undefined,
    description:
      'OAuth client id of the Google Cloud app for the Gmail connection (gmail.readonly); unset: the local preview consent page.',
  },
  { name: 'GMAIL_CLIENT_SECRET', default: undefined, description: 'Client secret of that Google app.' },
  {
    name: 'GMAIL_REDIRECT_URI',
    default: undefined,
    description:
      'Redirect URI registered on that app: the public URL of /api/gmail/auth/callback (https in production).',
  },
] as const satisfies readonly { name: string; default: string | undefined; description: string }[];

type VariableName = (typeof CONFIG_VARIABLES)[number]['name'];

export type NodeEnv = 'development' | 'test' | 'production';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type DatabaseConfig = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };

export const AI_PROVIDERS = [
  'preview',
  'openai',
  'azure',
  'anthropic',
  'mistral',
  'openai-compatible',
] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

export interface AiConfig {
  provider: AiProvider;
  /** Set for every provider but preview. */
  model: string | undefined;
  apiKey: string | undefined;
  baseUrl: string | undefined;
  azureResource: string | undefined;
  requestTimeoutMs: number;
  stallTimeoutMs: number;
  maxOutputTokens: number;
  previewDelayMs: number;
}

/** Limits of the summary endpoint and of the text extraction behind it. */
export interface SummaryConfig {
  maxFileBytes: number;
  maxTextChars: number;
  extractTimeoutMs: number;
  extractMemoryMb: number;
}

export interface OAuthAppConfig {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface MailboxConfig {
  /** MAILBOX_TOKEN_KEY decoded; undefined (never in production) means a development key, see mailbox/token-key.ts. */
  tokenKey: Buffer | undefined;
  /** Where that development key is kept, beside the SQLite file; undefined for SQLITE_PATH=:memory:. */
  devKeyPath: string | undefined;
  stateTtlMs: number;
  /** undefined: no app configured, the local preview consent page stands in for Microsoft. */
  outlook: (OAuthAppConfig & { tenant: string }) | undefined;
  /** undefined: no app configured, the local preview consent page stands in for Google. */
  gmail: OAuthAppConfig | undefined;
}

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  logFormat: LogFormat;
  database: DatabaseConfig;
  firebase: { projectId: string; emulatorHost: string | undefined; checkRevoked: boolean };
  corsOrigins: string[];
  rateLimitMax: number;
  trustProxy: boolean;
  ai: AiConfig;
  summary: SummaryConfig;
  mailbox: MailboxConfig;
}

/** Thrown by loadConfig; its message lists every bad variable, one per line, ready to print. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const integer = (min: number, max: number) => {
  const message = `must be an integer ${min}-${max}`;
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);
};

const boolean = z
  .string()
  .transform((s) => s.toLowerCase())
  .refine((s) => ['true', 'false', '1', '0'].includes(s), 'must be true or false')
  .transform((s) => s === 'true' || s === '1');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'test', 'production'] as const;
const LOG_FORMATS = ['auto', 'pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    // An origin is scheme://host[:port] and nothing else; a trailing path would never match a browser's Origin.
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** What each provider cannot start without (the other settings have defaults or are optional). */
const AI_REQUIREMENTS: Record<AiProvider, readonly ('AI_MODEL' | 'AI_API_KEY' | 'AI_BASE_URL')[]> = {
  preview: [],
  openai: ['AI_MODEL', 'AI_API_KEY'],
  azure: ['AI_MODEL', 'AI_API_KEY'],
  anthropic: ['AI_MODEL', 'AI_API_KEY'],
  mistral: ['AI_MODEL', 'AI_API_KEY'],
  // Local servers (Ollama, LM Studio) usually take no key.
  'openai-compatible': ['AI_MODEL', 'AI_BASE_URL'],
};

/** 32 bytes in base64 (standard or url-safe alphabet): 43 characters and an optional padding '='. */
function isTokenKey(value: string): boolean {
  return /^[A-Za-z0-9+/_-]{43}=?$/.test(value) && Buffer.from(value, 'base64').length === 32;
}

/** An OAuth app is all three settings or none: half a configuration would fail only at a user's sign-in. */
const OAUTH_APPS = [
  ['OUTLOOK_CLIENT_ID', 'OUTLOOK_CLIENT_SECRET', 'OUTLOOK_REDIRECT_URI'],
  ['GMAIL_CLIENT_ID', 'GMAIL_CLIENT_SECRET', 'GMAIL_REDIRECT_URI'],
] as const;

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const schema = z
  .object({
    PORT: integer(1, 65535),
    HOST: z.string().min(1, 'must not be empty'),
    NODE_ENV: z.enum(NODE_ENVS, { error: `must be one of ${NODE_ENVS.join(', ')}` }),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }),
    LOG_FORMAT: z.enum(LOG_FORMATS, { error: `must be one of ${LOG_FORMATS.join(', ')}` }),
    DATABASE_URL: z.string().refine(isPostgresUrl, 'must be a postgres:// or postgresql:// URL').optional(),
    SQLITE_PATH: z.string().min(1, 'must not be empty'),
    FIREBASE_PROJECT_ID: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a Firebase project id (lowercase letters, digits and hyphens)'),
    FIREBASE_AUTH_EMULATOR_HOST: z
      .string()
      .regex(/^[^\s:/]+:\d{1,5}$/, 'must be host:port, e.g. 127.0.0.1:9099')
      .optional(),
    FIREBASE_CHECK_REVOKED: boolean,
    CORS_ORIGINS: z
      .string()
      .transform((s) =>
        s
          .split(',')
          .map((o) => o.trim())
          .filter((o) => o !== ''),
      )
      .superRefine((origins, ctx) => {
        const bad = origins.filter((o) => !isOrigin(o));
        if (bad.length > 0) {
          ctx.addIssue({
            code: 'custom',
            message: `must be a comma-separated list of origins like https://example.com (not ${bad.join(', ')})`,
          });
        }
      }),
    RATE_LIMIT_MAX: integer(1, 1_000_000),
    TRUST_PROXY: boolean,
    AI_PROVIDER: z.enum(AI_PROVIDERS, { error: `must be one of ${AI_PROVIDERS.join(', ')}` }),
    AI_MODEL: z.string().optional(),
    AI_API_KEY: z.string().optional(),
    AI_BASE_URL: z.string().refine(isHttpUrl, 'must be an http:// or https:// URL').optional(),
    AZURE_OPENAI_RESOURCE: z
      .string()
      .regex(/^[a-zA-Z0-9][a-zA-Z0-9-]*$/, 'must be an Azure resource name (letters, digits and hyphens)')
      .optional(),
    // Small minimums on purpose: tests exercise the timeouts in milliseconds, not minutes.
    AI_REQUEST_TIMEOUT_MS: integer(100, 3_600_000),
    AI_STALL_TIMEOUT_MS: integer(100, 3_600_000),
    AI_MAX_OUTPUT_TOKENS: integer(1, 1_000_000),
    AI_PREVIEW_DELAY_MS: integer(0, 1000),
    SUMMARY_MAX_FILE_MB: integer(1, 100),
    SUMMARY_MAX_TEXT_CHARS: integer(1000, 10_000_000),
    SUMMARY_EXTRACT_TIMEOUT_MS: integer(100, 600_000),
    SUMMARY_EXTRACT_MEMORY_MB: integer(16, 16_384),
    MAILBOX_TOKEN_KEY: z
      .string()
      .refine(isTokenKey, 'must be 32 random bytes in base64, e.g. from openssl rand -base64 32')
      .optional(),
    MAILBOX_STATE_TTL_SECONDS: integer(10, 3600),
    OUTLOOK_CLIENT_ID: z.string().optional(),
    OUTLOOK_CLIENT_SECRET: z.string().optional(),
    OUTLOOK_TENANT: z
      .string()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9.-]*$/,
        'must be common, organizations, consumers, a tenant id or a domain',
      ),
    OUTLOOK_REDIRECT_URI: z.string().refine(isHttpUrl, 'must be an http:// or https:// URL').optional(),
    GMAIL_CLIENT_ID: z.string().optional(),
    GMAIL_CLIENT_SECRET: z.string().optional(),
    GMAIL_REDIRECT_URI: z.string().refine(isHttpUrl, 'must be an http:// or https:// URL').optional(),
  })
  .superRefine((env, ctx) => {
    // A bad AI_PROVIDER is already reported; it requires nothing more.
    for (const name of AI_REQUIREMENTS[env.AI_PROVIDER] ?? []) {
      if (env[name] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `is required when AI_PROVIDER=${env.AI_PROVIDER}`,
        });
      }
    }
    if (
      env.AI_PROVIDER === 'azure' &&
      env.AZURE_OPENAI_RESOURCE === undefined &&
      env.AI_BASE_URL === undefined
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['AZURE_OPENAI_RESOURCE'],
        message: 'is required when AI_PROVIDER=azure (or set AI_BASE_URL)',
      });
    }
    if (env.AI_STALL_TIMEOUT_MS > env.AI_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_STALL_TIMEOUT_MS'],
        message: `must not exceed AI_REQUEST_TIMEOUT_MS (${env.AI_REQUEST_TIMEOUT_MS})`,
      });
    }
    // The emulator accepts unsigned tokens: anyone could forge any uid. Never in production.
    if (env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_AUTH_EMULATOR_HOST'],
        message: 'must not be set when NODE_ENV=production (the emulator does not check token signatures)',
      });
    }
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
  });

/**
 * Reads and validates the environment once. Unset or blank variables take the defaults of CONFIG_VARIABLES.
 * Throws ConfigError listing every invalid variable, so an operator fixes them all in one go.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw: Partial<Record<VariableName, string>> = {};
  for (const variable of CONFIG_VARIABLES) {
    const value = env[variable.name]?.trim();
    const chosen = value === undefined || value === '' ? variable.default : value;
    if (chosen !== undefined) raw[variable.name] = chosen;
  }

  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `- ${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }

  const v = parsed.data;
  return {
    port: v.PORT,
    host: v.HOST,
    nodeEnv: v.NODE_ENV,
    logLevel: v.LOG_LEVEL,
    logFormat: v.LOG_FORMAT,
    database:
      v.DATABASE_URL !== undefined
        ? { kind: 'postgres', url: v.DATABASE_URL }
        : // Resolved once here so a later chdir cannot move the database and logs show where it is.
          { kind: 'sqlite', path: v.SQLITE_PATH === ':memory:' ? ':memory:' : resolve(v.SQLITE_PATH) },
    firebase: {
      projectId: v.FIREBASE_PROJECT_ID,
      emulatorHost: v.FIREBASE_AUTH_EMULATOR_HOST,
      checkRevoked: v.FIREBASE_CHECK_REVOKED,
    },
    corsOrigins: v.CORS_ORIGINS,
    rateLimitMax: v.RATE_LIMIT_MAX,
    trustProxy: v.TRUST_PROXY,
    ai: {
      provider: v.AI_PROVIDER,
      model: v.AI_MODEL,
      apiKey: v.AI_API_KEY,
      baseUrl: v.AI_BASE_URL,
      azureResource: v.AZURE_OPENAI_RESOURCE,
      requestTimeoutMs: v.AI_REQUEST_TIMEOUT_MS,
      stallTimeoutMs: v.AI_STALL_TIMEOUT_MS,
      maxOutputTokens: v.AI_MAX_OUTPUT_TOKENS,
      previewDelayMs: v.AI_PREVIEW_DELAY_MS,
    },
    summary: {
      maxFileBytes: v.SUMMARY_MAX_FILE_MB * 1024 * 1024,
      maxTextChars: v.SUMMARY_MAX_TEXT_CHARS,
      extractTimeoutMs: v.SUMMARY_EXTRACT_TIMEOUT_MS,
      extractMemoryMb: v.SUMMARY_EXTRACT_MEMORY_MB,
    },
    mailbox: {
      tokenKey: v.MAILBOX_TOKEN_KEY === undefined ? undefined : Buffer.from(v.MAILBOX_TOKEN_KEY, 'base64'),
      devKeyPath:
        v.SQLITE_PATH === ':memory:' ? undefined : resolve(dirname(v.SQLITE_PATH), 'mailbox-token-dev.key'),
      stateTtlMs: v.MAILBOX_STATE_TTL_SECONDS * 1000,
      outlook: oauthApp(v.OUTLOOK_CLIENT_ID, v.OUTLOOK_CLIENT_SECRET, v.OUTLOOK_REDIRECT_URI, {
        tenant: v.OUTLOOK_TENANT,
      }),
      gmail: oauthApp(v.GMAIL_CLIENT_ID, v.GMAIL_CLIENT_SECRET, v.GMAIL_REDIRECT_URI, {}),
    },
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
