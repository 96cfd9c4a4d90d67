import { z } from 'zod';
import { SUMMARY_TYPES } from '../ai.js';
import { normalizeLanguage } from '../language.js';
import { AI_LIMITS } from './ai.js';
import { strictBody, text, useRag } from './body.js';

/**
 * Spec §3 summary request: authToken, userId, file_name, file_type, file_content (base64), language,
 * summary_type, use_rag. The token and the userId are checked by the route before this schema (a caller
 * who cannot authenticate learns nothing about the body); everything else is validated here.
 */

export const SUMMARY_LIMITS = {
  fileName: 1_000,
  fileType: 255,
} as const;

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
  use_rag: useRag,
});

export type SummarizeBody = z.infer<typeof summarizeBody>;
/** What the add-in sends to summarise the email or an attachment (spec §3 summary request). */
export type SummarizeRequestBody = z.input<typeof summarizeBody>;
