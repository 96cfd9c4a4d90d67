import { z } from 'zod';
import { PROFILE_LIMITS } from '../domain/profile.js';
import { BOOLEAN_PREFERENCES, isPreferenceLanguage, type PreferenceLanguage } from '../domain/preferences.js';
import { HttpError } from '../errors.js';

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

const name = z
  .string({ error: 'name must be a string' })
  .trim()
  .max(PROFILE_LIMITS.name, `Name is too long (${PROFILE_LIMITS.name} characters max)`);

const phone = z
  .string({ error: 'phone must be a string' })
  .trim()
  .max(PROFILE_LIMITS.phone, `Phone number is too long (${PROFILE_LIMITS.phone} characters max)`)
  .regex(/^[0-9+()\-. ]*$/, 'Phone number may only contain digits, spaces and + ( ) - .');

export const createProfileBody = strictBody({
  email: z
    .string({ error: 'email must be a string' })
    .trim()
    .max(PROFILE_LIMITS.email, 'Invalid email address')
    .pipe(z.email({ error: 'Invalid email address' }))
    .optional(),
  name: name.optional(),
  phone: phone.optional(),
});

export const updateProfileBody = strictBody({
  // Accepted only so that a client echoing the unchanged email is not refused; any change is (see route).
  email: z.string({ error: 'email must be a string' }).optional(),
  name: name.optional(),
  phone: phone.optional(),
});

const language = z
  .string({ error: 'language must be a string' })
  // Spec §5 order and wording; both checks run so every problem is reported at once.
  .refine(isPreferenceLanguage, 'Invalid language selection')
  .refine((value) => value.length <= 10, 'Language code too long')
  // zod's refine does not narrow the type; the first refine above has checked exactly this.
  .transform((value) => value as PreferenceLanguage);

const flag = (key: (typeof BOOLEAN_PREFERENCES)[number]) =>
  z.boolean({ error: `${key} must be true or false` }).optional();

export const preferencesBody = strictBody({
  language: language.optional(),
  dark_mode: flag('dark_mode'),
  email_notifications: flag('email_notifications'),
  personnal_style_analysis: flag('personnal_style_analysis'),
  use_meeting_scripts: flag('use_meeting_scripts'),
  use_own_documents: flag('use_own_documents'),
});

/**
 * Parses a request body or throws 400 with every message joined by ", " (spec §5). An absent body (no
 * content, e.g. a DELETE sent with a JSON content type) is treated as an empty object.
 */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const messages = [...new Set(result.error.issues.map((issue) => issue.message))];
  throw new HttpError(400, messages.join(', '));
}
