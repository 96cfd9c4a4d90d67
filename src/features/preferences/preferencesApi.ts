import { DEFAULT_PREFERENCES } from '../../../contract/preferences';
import type { ProfileFields, UserPreferences } from './preferencesTypes';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** {email, name, phone}, or null when the answer is not a profile. */
export function parseProfile(answer: unknown): ProfileFields | null {
  if (!isRecord(answer) || typeof answer.email !== 'string') return null;
  return { email: answer.email, name: text(answer.name), phone: text(answer.phone) };
}

/** The six preference fields (a missing flag takes its default), or null when the answer is not preferences. */
export function parsePreferences(answer: unknown): UserPreferences | null {
  if (!isRecord(answer) || typeof answer.language !== 'string') return null;
  const flag = (key: Exclude<keyof UserPreferences, 'language'>) => {
    const value = answer[key];
    return typeof value === 'boolean' ? value : DEFAULT_PREFERENCES[key];
  };
  return {
    language: answer.language,
    dark_mode: flag('dark_mode'),
    email_notifications: flag('email_notifications'),
    personnal_style_analysis: flag('personnal_style_analysis'),
    use_meeting_scripts: flag('use_meeting_scripts'),
    use_own_documents: flag('use_own_documents'),
  };
}
