import i18next, { type i18n, type InitOptions, type Resource } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { InterfaceLanguage } from './languages';

export type Catalog = Record<string, unknown>;
export type CatalogLoader = (language: string) => Promise<Catalog>;

/** One chunk per language: the first screen fetches only the catalog it shows (spec §9 has ten). */
export const loadCatalog: CatalogLoader = (language) =>
  import(`./locales/${language}.json`).then((module: { default: Catalog }) => module.default);

const OPTIONS: InitOptions = {
  fallbackLng: 'en',
  // React already escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
};

/**
 * The app's i18next instance, resolved once the catalog of `language` has loaded, so the first render
 * already speaks it. A later changeLanguage (the Office display language) loads its catalog the same way.
 */
export async function createI18n(
  language: InterfaceLanguage,
  load: CatalogLoader = loadCatalog,
): Promise<i18n> {
  // The catalog's fetch starts before i18next's own set-up, which takes a while on a slow CPU.
  const first = load(language);
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .use(resourcesToBackend((lng: string, _namespace: string) => (lng === language ? first : load(lng))))
    .init({ ...OPTIONS, lng: language });
  return instance;
}

/** An instance over catalogs already in memory, ready at once (views rendered in tests). */
export function createI18nFrom(language: InterfaceLanguage, resources: Resource): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ ...OPTIONS, resources, lng: language, initAsync: false });
  return instance;
}
