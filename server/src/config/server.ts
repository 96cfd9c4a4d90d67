import { z } from 'zod';
import { boolean, integer, type ConfigVariable, type Values } from './define.js';

const NODE_ENVS = ['development', 'test', 'production'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const LOG_FORMATS = ['auto', 'pretty', 'json'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogFormat = (typeof LOG_FORMATS)[number];

/** The process: where it listens, which environment it runs in, how it logs. */
export const SERVER_VARIABLES = [
  { name: 'PORT', default: '8000', description: 'TCP port the API listens on.', schema: integer(1, 65535) },
  {
    name: 'HOST',
    default: '127.0.0.1',
    description: 'Interface to bind; use 0.0.0.0 in a container.',
    schema: z.string().min(1, 'must not be empty'),
  },
  {
    name: 'NODE_ENV',
    default: 'development',
    description: 'development, test or production; production refuses the auth emulator.',
    schema: z.enum(NODE_ENVS, { error: `must be one of ${NODE_ENVS.join(', ')}` }),
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'Pino log level: fatal, error, warn, info, debug, trace or silent.',
    schema: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }),
  },
  {
    name: 'LOG_FORMAT',
    default: 'auto',
    description:
      'pretty (readable lines), json (one JSON object per line), or auto: pretty in development on a terminal.',
    schema: z.enum(LOG_FORMATS, { error: `must be one of ${LOG_FORMATS.join(', ')}` }),
  },
] as const satisfies readonly ConfigVariable[];

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    // An origin is scheme://host[:port] and nothing else; a trailing path would never match a browser's Origin.
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

/** How clients reach the server: the browsers allowed, the requests each IP may make, the proxy in front. */
export const HTTP_VARIABLES = [
  {
    name: 'CORS_ORIGINS',
    default: 'http://localhost:3000,https://localhost:3000,http://127.0.0.1:3000',
    description: 'Comma-separated origins allowed to call the API from a browser.',
    schema: z
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
  },
  {
    name: 'RATE_LIMIT_MAX',
    default: '300',
    description: 'Requests allowed per minute per client IP.',
    schema: integer(1, 1_000_000),
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'true behind a load balancer, so the client IP (rate limit, logs) comes from X-Forwarded-For.',
    schema: boolean,
  },
] as const satisfies readonly ConfigVariable[];

export interface ServerConfig {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  logFormat: LogFormat;
}

export interface HttpConfig {
  corsOrigins: string[];
  rateLimitMax: number;
  trustProxy: boolean;
}

export function serverConfig(v: Values<typeof SERVER_VARIABLES>): ServerConfig {
  return { port: v.PORT, host: v.HOST, nodeEnv: v.NODE_ENV, logLevel: v.LOG_LEVEL, logFormat: v.LOG_FORMAT };
}

export function httpConfig(v: Values<typeof HTTP_VARIABLES>): HttpConfig {
  return { corsOrigins: v.CORS_ORIGINS, rateLimitMax: v.RATE_LIMIT_MAX, trustProxy: v.TRUST_PROXY };
}
