import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config/server.js';

/** Where log lines go: tests pass a capturing stream, index.ts may pass a pretty printer. */
export interface LogDestination {
  write(line: string): void;
}

/**
 * Fields that may carry credentials or email content. Fastify's request serializer logs no headers and no
 * body, so these only matter if code logs such objects; redaction makes that mistake harmless anyway.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...[
    'authToken',
    'token',
    'idToken',
    'refreshToken',
    'body',
    'file_content',
    // Mailbox connection (server/src/mailbox): provider tokens, PKCE verifiers, app secrets.
    'accessToken',
    'access_token',
    'refresh_token',
    'id_token',
    'refreshMaterial',
    'codeVerifier',
    'code_verifier',
    'clientSecret',
    'client_secret',
    'tokenKey',
  ].flatMap((key) => [key, `*.${key}`]),
];

/**
 * Query parameters that carry OAuth secrets: the mailbox callback URL holds the authorization code and the
 * single-use state, and Fastify logs every request URL.
 */
const SENSITIVE_QUERY_PARAMS = new Set([
  'code',
  'state',
  'code_challenge',
  'code_verifier',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'session_state',
  'client_info',
]);

/** The URL with the values of sensitive query parameters replaced by [redacted]. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const pairs = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        /* malformed escape: judge the raw name */
      }
      return SENSITIVE_QUERY_PARAMS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, at)}?${pairs.join('&')}`;
}

export function loggerOptions(level: LogLevel, destination?: LogDestination): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // Fastify's own request serializer, with the URL's secrets taken out. Defensive: code may log any
      // object under `req`.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
        version:
          typeof request.headers?.['accept-version'] === 'string'
            ? request.headers['accept-version']
            : undefined,
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(destination === undefined ? {} : { stream: destination }),
  };
}
