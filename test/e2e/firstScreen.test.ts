import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { newContext, useSignedInStack, visible, webUrl } from './support';

/**
 * The built page shows its first screen before any of the app's modules has run (prerendered into
 * index.html, src/firstScreen). Holding the app's entry module back shows that screen alone; what a
 * visitor does there must reach the app once it takes over.
 */
const ENTRY = /\/assets\/index-[^/]+\.js$/;

/** Holds the entry module until `release` is called (or aborts it: the app cannot be fetched). */
async function holdEntry(context: BrowserContext) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(ENTRY, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The page's load event waits for the held entry: the tests go on once the document is parsed. */
const HELD = { waitUntil: 'domcontentloaded' } as const;

const firstScreen = (page: Page) =>
  page.evaluate(() => document.getElementById('root')?.getAttribute('data-first-screen') ?? null);

describe('the prerendered first screen', () => {
  const { account, browser } = useSignedInStack('first-screen');
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
  });

  it('is the sign-in form before the app runs; what was typed and submitted there signs in', async () => {
    context = await newContext(browser(), 'fr-FR');
    const release = await holdEntry(context);
    const page = await context.newPage();
    await page.goto(`${webUrl}/?mode=read`, HELD);
    await page.getByRole('button', { name: 'Se Connecter' }).waitFor();
    expect(await firstScreen(page)).toBe('visitor');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await page.getByLabel('Mot de passe', { exact: true }).press('Enter');
    // Held, not sent the browser's way: no password in the address.
    expect(page.url()).not.toContain(encodeURIComponent(account.password));
    expect(await firstScreen(page)).toBe('visitor');
    release();
    await visible(page, "Contexte de l'Email", 30_000);
    expect(await firstScreen(page)).toBeNull();
    expect(page.url()).toBe(`${webUrl}/?mode=read`);
  });

  it('keeps typing and the focus across the take-over', async () => {
    context = await newContext(browser(), 'fr-FR');
    const release = await holdEntry(context);
    const page = await context.newPage();
    await page.goto(webUrl, HELD);
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await page.getByLabel('Mot de passe', { exact: true }).focus();
    await page.keyboard.type('abc');
    release();
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-first-screen'));
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('ada@example.com');
    await page.keyboard.type('def');
    expect(await page.getByLabel('Mot de passe', { exact: true }).inputValue()).toBe('abcdef');
  });

  it('replays a click on Créer un Compte that came before the app', async () => {
    context = await newContext(browser(), 'fr-FR');
    const release = await holdEntry(context);
    const page = await context.newPage();
    await page.goto(webUrl, HELD);
    await page.getByRole('button', { name: 'Créer un Compte' }).click();
    release();
    await page.getByLabel('Nom complet', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Retour à la Connexion' }).isVisible()).toBe(true);
  });

  it('speaks the browser’s language, and shows a kept session loading', async () => {
    context = await newContext(browser(), 'en-US');
    await context.addInitScript(() => localStorage.setItem('firebase:authUser:demo:[DEFAULT]', '{}'));
    await holdEntry(context);
    const page = await context.newPage();
    await page.goto(webUrl, HELD);
    await visible(page, 'Loading authentication...');
    expect(await firstScreen(page)).toBe('restoring');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('says so when the app cannot be fetched, and Réessayer loads it again', async () => {
    context = await newContext(browser(), 'fr-FR');
    await context.route(ENTRY, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(webUrl);
    await visible(
      page,
      "Impossible de charger cette partie de l'application. Vérifiez votre connexion, puis réessayez.",
    );
    expect(await firstScreen(page)).toBe('failed');
    await context.unroute(ENTRY);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await page.getByRole('button', { name: 'Se Connecter' }).waitFor();
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-first-screen'));
  });
});
