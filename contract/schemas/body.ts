import { z } from 'zod';

/**
 * Request bodies are strict objects: an unknown field is refused (400) rather than ignored, so a misspelt
 * field (say "personal_style_analysis" for the spec's "personnal_style_analysis") fails loudly instead of
 * silently not being saved.
 */
export function strictBody<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`
        : 'Request body must be a JSON object',
  });
}

/** A required string field of at most `max` characters; an over-long one is a `too_big` issue (413). */
export const text = (field: string, max: number) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a string`),
    })
    .max(max, `${field} is too long (${max} characters max)`);

/** `use_rag` (spec §3): accepted, false when absent. */
export const useRag = z
  .boolean({ error: 'use_rag must be true or false' })
  .nullish()
  .transform((value) => value ?? false);
