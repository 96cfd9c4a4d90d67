import { z } from 'zod';
import { COMPOSE_OPERATIONS, DEFAULT_TONE, TONES } from '../ai.js';
import { normalizeLanguage } from '../language.js';
import { normalizeName, PROFILE_LIMITS } from '../profile.js';
import { strictBody, text, useRag } from './body.js';

/**
 * Request bodies of the AI endpoints (spec §3: template, compose and refine requests). Like the other
 * routes, bodies are strict objects: a misspelt field is refused rather than silently ignored. Text fields
 * are capped so one request cannot make the backend quote megabytes to a model; an oversize field is
 * answered 413, like an oversize body.
 */

/** Longest accepted text per field, in characters. */
export const AI_LIMITS = {
  instructions: 4_000,
  subject: 1_000,
  from: 1_000,
  body: 100_000,
  conversationHistory: 400_000,
  id: 1_000,
  userId: 128,
  language: 50,
  messages: 100,
  messageContent: 100_000,
  userRequest: 4_000,
  userName: PROFILE_LIMITS.name,
} as const;

/** Optional text: absent or null reads as empty, which is what the add-in sends for a missing value. */
const optionalText = (field: string, max: number) =>
  text(field, max)
    .nullish()
    .transform((value) => value ?? '');

/** Trimmed; empty means "no instructions" (spec §3: additionalInfo is omitted when empty). */
const instructions = text('additionalInfo', AI_LIMITS.instructions)
  .nullish()
  .transform((value) => value?.trim() || undefined);

const tone = z
  .string({ error: 'tone must be a string' })
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.enum(TONES, { error: `tone must be one of ${TONES.join(', ')}` }))
  .nullish()
  .transform((value) => value ?? DEFAULT_TONE);

/** Spec §5 mapping: codes or English names; anything unrecognised, or nothing, means French. */
const language = text('language', AI_LIMITS.language).nullish().transform(normalizeLanguage);

const userId = text('userId', AI_LIMITS.userId).nullish();

/**
 * The user's full name (their profile's), to sign with (issue #14), normalised (normalizeName); absent,
 * null or blank means unknown, and the reply is signed with a placeholder instead.
 */
const userName = text('userName', AI_LIMITS.userName).nullish().transform(normalizeName);

export const templateBody = strictBody({
  additionalInfo: instructions,
  tone,
  language,
  use_rag: useRag,
  subject: optionalText('subject', AI_LIMITS.subject),
  from: optionalText('from', AI_LIMITS.from),
  body: optionalText('body', AI_LIMITS.body),
  conversationHistory: optionalText('conversationHistory', AI_LIMITS.conversationHistory),
  conversationId: text('conversationId', AI_LIMITS.id).nullish(),
  userId,
  userName,
});

export const composeBody = strictBody({
  additionalInfo: instructions,
  tone,
  language,
  userId,
  userName,
  from: optionalText('from', AI_LIMITS.from),
  body: optionalText('body', AI_LIMITS.body),
  operation: z.enum(COMPOSE_OPERATIONS, {
    error: `operation must be one of ${COMPOSE_OPERATIONS.join(', ')}`,
  }),
}).superRefine((value, ctx) => {
  // Spec §5: correct and reformulate need text; generate may start from nothing.
  // (operation is checked here too: refinements also run when another field already failed.)
  if ((value.operation === 'correct' || value.operation === 'reformulate') && value.body.trim() === '') {
    ctx.addIssue({
      code: 'custom',
      path: ['body'],
      message: `body must contain the text to ${value.operation}`,
    });
  }
});

// Not strict: the add-in's chat messages also carry id and timestamp (spec §3), which are simply dropped.
const chatMessage = z.object(
  {
    role: z.enum(['user', 'assistant'], { error: 'messages[].role must be user or assistant' }),
    content: text('messages[].content', AI_LIMITS.messageContent),
  },
  { error: 'messages must hold objects with role and content' },
);

export const refineBody = strictBody({
  messages: z
    .array(chatMessage, { error: 'messages must be an array' })
    .min(1, 'messages must contain the text to refine')
    .max(AI_LIMITS.messages, `messages has too many entries (${AI_LIMITS.messages} max)`),
  user_request: text('user_request', AI_LIMITS.userRequest)
    .transform((value) => value.trim())
    .refine((value) => value !== '', 'user_request must not be empty'),
  conversation_id: text('conversation_id', AI_LIMITS.id).nullish(),
});

/** What the add-in sends for a reply template (spec §3 template request). */
export type TemplateRequestBody = z.input<typeof templateBody>;
/** What the add-in sends to compose (spec §3 compose request). */
export type ComposeRequestBody = z.input<typeof composeBody>;
/** What the add-in sends to refine a text (spec §3 refine request). */
export type RefineRequestBody = z.input<typeof refineBody>;

/** The refine call's answer. */
export interface RefineResponse {
  refined_template: string;
  /**
   * Ours, beyond the spec: true when the engine gave back the very text it was asked to refine, i.e. it
   * could not apply the request. The add-in then says so instead of presenting the same text as a change.
   */
  unchanged?: boolean;
}
