// First: Fluent's modules below register CSS as they load.
import { stylesFor } from './collectStyles';
import { getTheme, ThemeProvider } from '@fluentui/react';
import { configureStore } from '@reduxjs/toolkit';
import type { i18n } from 'i18next';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { initialAuthState } from '../../features/auth/authSlice';
import { createI18nFrom, loadCatalog, type Catalog } from '../../i18n';
import { INTERFACE_LANGUAGES } from '../../i18n/languages';
import {
  FIRST_SCREEN_KINDS,
  FIRST_SCREEN_MARKER,
  FIRST_SCREEN_STRINGS_ID,
  FIRST_SCREEN_STYLES_ID,
  firstScreenMarker,
  firstScreenTemplateId,
  type FirstScreenKind,
} from '../firstScreenIds';
import { registerAppIcons } from '../../ui/icons';
import { ChunkFailed } from '../../app/chunks/ChunkBoundary';
import { Root } from '../../app/Root';
import { rootReducer } from '../../app/rootReducer';

/**
 * Build time only (Node, bundled by firstScreenPlugin.ts): the page's first screen, rendered by the
 * app's own components so that it can show before any JavaScript has run. index.html carries one
 * <template> per kind, its text as ⟦key⟧ markers, and the strings of those keys in the ten languages; its
 * inline script (showFirstScreen.ts) puts the kind that fits into #root in the visitor's language, and
 * main.tsx replaces it with the live app, carrying over what was typed.
 *   visitor    no session kept in this browser: the sign-in form
 *   restoring  a session may be kept: the authentication loading state, until Firebase has restored it
 *   failed / timedOut   the app's own scripts could not be fetched, or not within the 120 s time-out
 */
export interface FirstScreens {
  /** The <template>s and the strings they need (JSON), for <head> (inert: parsed while Office.js downloads). */
  templates: string;
  /** One <style> for all of them (class names prefixed, so they never meet the live app's). */
  styles: string;
}

/** The catalog's shape with each text replaced by its key as a marker. */
function markers(catalog: Catalog, path = ''): Catalog {
  return Object.fromEntries(
    Object.entries(catalog).map(([key, value]) => {
      const full = path ? `${path}.${key}` : key;
      return [key, typeof value === 'string' ? firstScreenMarker(full) : markers(value as Catalog, full)];
    }),
  );
}

function screenOf(kind: FirstScreenKind, i18n: i18n): ReactElement {
  if (kind === 'visitor' || kind === 'restoring') {
    const store = configureStore({
      reducer: rootReducer,
      preloadedState: {
        auth: kind === 'visitor' ? { ...initialAuthState, status: 'signedOut' } : initialAuthState,
      },
    });
    return <Root store={store} i18n={i18n} />;
  }
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <main>
          {/* The inline script reloads the page when this button is pressed. */}
          <ChunkFailed reason={kind} onRetry={() => undefined} />
        </main>
      </ThemeProvider>
    </I18nextProvider>
  );
}

/** The screen's HTML once every lazy part of it has loaded (what the live app shows a moment later). */
async function render(screen: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(screen);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** What ThemeProvider applyTo="body" gives the body once the app runs. */
function bodyRule(): string {
  const { semanticColors, fonts } = getTheme();
  return (
    `body{color:${semanticColors.bodyText};background:${semanticColors.bodyBackground};` +
    `font-family:${fonts.medium.fontFamily};font-size:${String(fonts.medium.fontSize)};` +
    `font-weight:${String(fonts.medium.fontWeight)};-webkit-font-smoothing:antialiased}`
  );
}

export async function renderFirstScreens(): Promise<FirstScreens> {
  const catalogs = await Promise.all(INTERFACE_LANGUAGES.map((language) => loadCatalog(language)));
  const english = catalogs[INTERFACE_LANGUAGES.indexOf('en')]!;
  const i18n = createI18nFrom('en', { en: { translation: markers(english) } });
  registerAppIcons();
  const bodies: string[] = [];
  for (const kind of FIRST_SCREEN_KINDS) bodies.push(await render(screenOf(kind, i18n)));
  const keys = [
    ...new Set(bodies.flatMap((body) => [...body.matchAll(FIRST_SCREEN_MARKER)].map(([, key]) => key!))),
  ];
  // Each language's text for those keys, as i18next gives it (English where a catalog lacks one).
  const all = createI18nFrom(
    'en',
    Object.fromEntries(
      INTERFACE_LANGUAGES.map((language, index) => [language, { translation: catalogs[index]! }]),
    ),
  );
  const strings = Object.fromEntries(
    INTERFACE_LANGUAGES.map((language) => {
      const t = all.getFixedT(language);
      return [language, Object.fromEntries(keys.map((key) => [key, t(key)]))];
    }),
  );
  const json = JSON.stringify(strings).replace(/</g, '\\u003c');
  const templates = FIRST_SCREEN_KINDS.map(
    (kind, index) => `<template id="${firstScreenTemplateId(kind)}">${bodies[index]}</template>`,
  );
  return {
    templates: `${templates.join('\n')}\n<script type="application/json" id="${FIRST_SCREEN_STRINGS_ID}">${json}</script>`,
    styles: `<style id="${FIRST_SCREEN_STYLES_ID}">${bodyRule()}${stylesFor(bodies.join(''))}</style>`,
  };
}
