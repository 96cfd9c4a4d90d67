import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

export interface ErrorAnswer {
  statusCode: number;
  detail: string;
}

function isFastifyClientError(error: unknown): error is FastifyError & { statusCode: number } {
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    error.code.startsWith('FST_') &&
    'statusCode' in error &&
    typeof error.statusCode === 'number' &&
    error.statusCode >= 400 &&
    error.statusCode < 500
  );
}

/**
 * Maps anything thrown to the `{detail}` answer. Only HttpError messages and Fastify's own 4xx messages
 * ("Request body is too large", "Unsupported Media Type"...) are shown; everything else is a generic 500.
 */
export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof HttpError) return { statusCode: error.statusCode, detail: error.message };
  if (isFastifyClientError(error)) return { statusCode: error.statusCode, detail: error.message };
  return { statusCode: 500, detail: 'Internal server error' };
}

/** Every error and unknown route answers JSON `{detail}` with a real status code. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error, request, reply) => {
    const { statusCode, detail } = toErrorAnswer(error);
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      // The detail of a refusal is safe (it is what the client sees) and helps support; no stack needed.
      request.log.info({ statusCode, detail }, 'request refused');
    }
    if (statusCode === 401) void reply.header('WWW-Authenticate', 'Bearer');
    return reply.status(statusCode).send({ detail });
  });

  app.setNotFoundHandler(
    // Unknown paths count against the rate limit too, or probing them would be free.
    { preHandler: app.rateLimit() },
    async (request, reply) =>
      reply
        .status(404)
        .send({ detail: `${STATUS_CODES[404]}: ${request.method} ${request.url.split('?')[0]}` }),
  );
}
