/** Spec §5: the request languages, as codes. */
export const LANGUAGES = ['fr', 'en', 'es', 'de', 'it', 'pt', 'nl', 'ru', 'ja', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Spec §9: requests default to French. */
export const DEFAULT_LANGUAGE: Language = 'fr';

/** English names, used in prompts ("Write in French") and accepted as input. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  fr: 'French',
  en: 'English',
  es: 'Spanish',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  nl: 'Dutch',
  ru: 'Russian',
  ja: 'Japanese',
  zh: 'Chinese',
};

// Native names too: a client that sends its UI label ("Français") means the same language.
const NATIVE_NAMES: Record<string, Language> = {
  francais: 'fr',
  français: 'fr',
  espanol: 'es',
  español: 'es',
  deutsch: 'de',
  italiano: 'it',
  portugues: 'pt',
  português: 'pt',
  nederlands: 'nl',
  русский: 'ru',
  日本語: 'ja',
  中文: 'zh',
};

// Built on first use: the add-in imports this module for DEFAULT_LANGUAGE alone, and a Map built at load
// would stay in its first screen's bundle.
let byName: Map<string, Language> | undefined;
const languageNamed = (name: string): Language | undefined =>
  (byName ??= new Map<string, Language>([
    ...LANGUAGES.map((code) => [LANGUAGE_NAMES[code].toLowerCase(), code] as const),
    ...Object.entries(NATIVE_NAMES),
  ])).get(name);

/** One of the ten codes, exactly (no region, no name: normalizeLanguage maps those). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Spec §5 language mapping: a code (fr, en…, also with a region like fr-FR or pt_BR) or an English
 * language name (French, english…) gives its code; anything else, or nothing, gives French.
 */
export function normalizeLanguage(value: string | null | undefined): Language {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return DEFAULT_LANGUAGE;
  const code = text.split(/[-_]/)[0] ?? '';
  if (isLanguage(code)) return code;
  return languageNamed(text) ?? DEFAULT_LANGUAGE;
}
