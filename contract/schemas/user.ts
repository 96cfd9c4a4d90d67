import { z } from 'zod';
import {
  isPreferenceLanguage,
  type BooleanPreference,
  LANGUAGE_MAX_LENGTH,
  type PreferenceLanguage,
} from '../preferences.js';
import { PROFILE_LIMITS } from '../profile.js';
import { strictBody } from './body.js';

/** Bodies of the user endpoints (spec §3 profile and preferences; spec §5 checks and messages). */

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
  .refine((value) => value.length <= LANGUAGE_MAX_LENGTH, 'Language code too long')
  // zod's refine does not narrow the type; the first refine above has checked exactly this.
  .transform((value) => value as PreferenceLanguage);

const flag = (key: BooleanPreference) => z.boolean({ error: `${key} must be true or false` }).optional();

export const preferencesBody = strictBody({
  language: language.optional(),
  dark_mode: flag('dark_mode'),
  email_notifications: flag('email_notifications'),
  personnal_style_analysis: flag('personnal_style_analysis'),
  use_meeting_scripts: flag('use_meeting_scripts'),
  use_own_documents: flag('use_own_documents'),
});
