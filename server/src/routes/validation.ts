import type { z } from 'zod';
import { HttpError } from '../errors.js';

/** Every distinct issue message of a failed parse, joined by ", " (spec §5). */
function joinedMessages(error: z.ZodError): string {
  return [...new Set(error.issues.map((issue) => issue.message))].join(', ');
}

/**
 * Parses a request body (a schema of `contract/schemas`) or throws 400 with every message joined by ", "
 * (spec §5). An absent body (no content, e.g. a DELETE sent with a JSON content type) is treated as an
 * empty object.
 */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  throw new HttpError(400, joinedMessages(result.error));
}

/**
 * Like parseBody for the AI endpoints, whose text fields are capped so one request cannot make the
 * backend quote megabytes to a model: a field over its limit is answered 413, like an oversize body.
 */
export function parseAiBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const tooLarge = result.error.issues.some((issue) => issue.code === 'too_big');
  throw new HttpError(tooLarge ? 413 : 400, joinedMessages(result.error));
}
