/** The ten interface languages of spec §9. */
export const INTERFACE_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'ru', 'ja', 'zh'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** Prefix match: "fr-CA" → fr, "zh-Hans-CN" → zh; null when not one of ours. */
export function matchLanguage(tag: string | null | undefined): InterfaceLanguage | null {
  const prefix = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return INTERFACE_LANGUAGES.find((language) => language === prefix) ?? null;
}

/** `?lang=` (testing) first, then the Office display language, then the browser's, else English. */
export function pickLanguage(sources: {
  forced?: string | null;
  office?: string | null;
  browser?: readonly string[];
}): InterfaceLanguage {
  const candidates = [sources.forced, sources.office, ...(sources.browser ?? [])];
  for (const candidate of candidates) {
    const match = matchLanguage(candidate);
    if (match) return match;
  }
  return 'en';
}
