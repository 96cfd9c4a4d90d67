import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../src/i18n/languages';
import { officeStub } from './officeStub';
import { newContext, root, useSignedInStack, visible, webUrl } from './support';

/** A translator for one catalog: dotted key → its text (the test fails loudly on a missing key). */
function catalog(language: InterfaceLanguage): (key: string) => string {
  const tree: unknown = JSON.parse(readFileSync(join(root, `src/i18n/locales/${language}.json`), 'utf8'));
  return (key) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
    if (typeof value !== 'string') throw new Error(`${language}: no text for ${key}`);
    return value;
  };
}

/** Browser locales as Outlook users have them: the region part must not matter (prefix match). */
const BROWSER_LOCALE: Record<InterfaceLanguage, string> = {
  en: 'en-GB',
  es: 'es-MX',
  fr: 'fr-CA',
  de: 'de-AT',
  pt: 'pt-BR',
  it: 'it-IT',
  nl: 'nl-BE',
  ru: 'ru-RU',
  ja: 'ja-JP',
  zh: 'zh-CN',
};

/** Smoke test per language: the browser's language picks the catalog; sign in; the read screen speaks it. */
describe('the ten interface languages (browser language, signed in)', () => {
  const { account, browser } = useSignedInStack('languages');
  const pages: Page[] = [];
  afterAll(async () => {
    await Promise.all(pages.map((page) => page.context().close()));
  });

  it.each(INTERFACE_LANGUAGES.map((language) => [language]))('%s', async (language) => {
    const t = catalog(language);
    const context = await newContext(
      browser(),
      BROWSER_LOCALE[language],
      officeStub({
        item: { subject: 'Budget 2026', from: 'claire@example.com', body: 'Bonjour,\n\nMerci.' },
        // Office says nothing about the language: the browser's decides.
        displayLanguage: '',
      }),
    );
    const page = await context.newPage();
    pages.push(page);
    await page.goto(webUrl);
    const signIn = page.getByRole('button', { name: t('auth.actions.login') });
    await signIn.waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    await page.getByRole('textbox', { name: t('auth.fields.email') }).fill(account.email);
    await page.getByLabel(t('auth.fields.password'), { exact: true }).fill(account.password);
    await signIn.click();
    await visible(page, 'Budget 2026');
    await page.getByRole('tab', { name: t('read.tabs.reply') }).waitFor();
    await page.getByRole('tab', { name: t('read.tabs.synthesize') }).waitFor();
    await page.getByRole('button', { name: t('reply.generate') }).waitFor();
  });
});
