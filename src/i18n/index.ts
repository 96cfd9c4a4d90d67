import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import fr from './locales/fr.json';
import type { InterfaceLanguage } from './languages';

export const resources = { en: { translation: en }, fr: { translation: fr } } as const;

/** One i18next instance per app (and per test), initialised synchronously from bundled catalogs. */
export function createI18n(language: InterfaceLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    // React already escapes what it renders.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
