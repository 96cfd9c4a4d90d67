import { LANGUAGE_NAMES, type Language } from '../../contract/language';

const namers = new Map<string, Intl.DisplayNames | null>();

/** Intl's language names in `inLanguage`; null where the runtime has no such data (the English names then). */
function namerFor(inLanguage: string): Intl.DisplayNames | null {
  if (!namers.has(inLanguage)) {
    try {
      namers.set(inLanguage, new Intl.DisplayNames([inLanguage], { type: 'language', fallback: 'none' }));
    } catch {
      namers.set(inLanguage, null);
    }
  }
  return namers.get(inLanguage) ?? null;
}

/**
 * The name of `code` in the interface language ("allemand" in French, "Deutsch" in German), from the
 * runtime's CLDR data rather than a hundred hand-written catalog entries. `capitalized` for a list entry
 * ("Allemand"); as is for use inside a sentence ("Langue de l'email (allemand)").
 */
export function languageName(code: Language, inLanguage: string, capitalized = false): string {
  const name = namerFor(inLanguage)?.of(code) ?? LANGUAGE_NAMES[code];
  return capitalized ? name.charAt(0).toLocaleUpperCase(inLanguage) + name.slice(1) : name;
}
