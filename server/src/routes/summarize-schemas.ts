import { z } from 'zod';
import { SUMMARY_TYPES } from '../ai/engine.js';
import { normalizeLanguage } from '../ai/language.js';
import { AI_LIMITS } from './ai-schemas.js';
import { strictBody } from './validation.js';

/**
 * Spec §3 summary request: authToken, userId, file_name, file_type, file_content (base64), language,
 * summary_type, use_rag. The token and the userId are checked by the route before this schema (a caller
 * who cannot authenticate learns nothing about the body); everything else is validated here.
 */

export const SUMMARY_LIMITS = {
  fileName: 1_000,
  fileType: 255,
} as const;

const text = (field: string, max: number) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a string`),
    })
    .max(max, `${field} is too long (${max} characters max)`);

// Standard base64 as Outlook gives it; line breaks tolerated (MIME-style wrapped base64).
const BASE64 = /^[A-Za-z0-9+/\r\n]*={0,2}[\r\n]*$/;

export const summarizeBody = strictBody({
  authToken: z.string(),
  userId: z.string(),
  file_name: text('file_name', SUMMARY_LIMITS.fileName),
  // Outlook leaves contentType empty for attachments of an item being composed.
  file_type: text('file_type', SUMMARY_LIMITS.fileType)
    .nullish()
    .transform((value) => value ?? ''),
  // Its size is checked against the configured limit by the route (413), not here.
  file_content: z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'file_content is required' : 'file_content must be a base64 string',
    })
    .regex(BASE64, 'file_content must be base64'),
  language: text('language', AI_LIMITS.language).nullish().transform(normalizeLanguage),
  summary_type: z.enum(SUMMARY_TYPES, {
    error: `summary_type must be one of ${SUMMARY_TYPES.join(', ')}`,
  }),
  // Spec §9: always false for summaries; accepted either way, retrieval is not part of a summary.
  use_rag: z
    .boolean({ error: 'use_rag must be true or false' })
    .nullish()
    .transform((value) => value ?? false),
});

export type SummarizeBody = z.infer<typeof summarizeBody>;

/** Bytes a base64 text decodes to, without decoding it. */
export function decodedLength(base64: string): number {
  const compact = /[\r\n]/.test(base64) ? base64.replace(/[\r\n]/g, '') : base64;
  const padding = compact.endsWith('==') ? 2 : compact.endsWith('=') ? 1 : 0;
  return Math.floor((compact.length * 3) / 4) - padding;
}
