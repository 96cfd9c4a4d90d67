/**
 * The reply language's vocabulary and its fallback (issue #14), apart from detection itself
 * (detectLanguage.ts), so that the store's selectors can use them without loading the detector's module
 * with the first screen.
 */
import type { Language } from '../../contract/language';

export type ReplyLanguageSource = 'body' | 'thread' | 'subject' | 'preference' | 'interface';

export interface ReplyLanguageInput {
  /** The main body of the email being answered, without its quoted history (splitBody's main). */
  body: string;
  /** The quoted history (splitBody's history), or the earlier messages of the conversation. */
  thread?: string;
  subject?: string;
  /** The language the user saved in their preferences, if any. */
  preference?: Language | null;
  interfaceLanguage: Language;
}

export interface ReplyLanguage {
  language: Language;
  source: ReplyLanguageSource;
}

export type DetectedSource = Exclude<ReplyLanguageSource, 'preference' | 'interface'>;

export interface DetectedLanguage {
  language: Language;
  source: DetectedSource;
}

/** When detection is unsure: the saved preference language, else the interface language. */
export const fallbackLanguage = (
  input: Pick<ReplyLanguageInput, 'preference' | 'interfaceLanguage'>,
): ReplyLanguage =>
  input.preference
    ? { language: input.preference, source: 'preference' }
    : { language: input.interfaceLanguage, source: 'interface' };
