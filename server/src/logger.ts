import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config.js';

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
  ...['authToken', 'token', 'idToken', 'refreshToken', 'body', 'file_content'].flatMap((key) => [
    key,
    `*.${key}`,
  ]),
];

export function loggerOptions(level: LogLevel, destination?: LogDestination): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(destination === undefined ? {} : { stream: destination }),
  };
}
