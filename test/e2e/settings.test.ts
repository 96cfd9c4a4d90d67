import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { newContext, signInFr, useSignedInStack, visible, webUrl } from './support';

const LAST_SYNC = /^Dernière synchronisation : \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/;
const NOT_CONNECTED = "Outlook n'est pas connecté. Connectez votre boîte aux lettres pour la synchroniser.";

describe('the settings dialog, as a new user would (preview mailbox consent, real backend)', () => {
  const { account, browser } = useSignedInStack('settings');
  let context: BrowserContext;
  let page: Page;

  const dialog = () => page.getByRole('dialog');
  const openSettings = async () => {
    await page.getByRole('button', { name: 'Paramètres' }).click();
    await dialog().getByRole('heading', { name: 'Profil' }).waitFor();
  };
  const closeSettings = async () => {
    await dialog().getByRole('button', { name: 'Fermer', exact: true }).last().click();
    await dialog().waitFor({ state: 'detached' });
  };
  const lastSync = () => dialog().getByText(LAST_SYNC);
  const field = (label: string) => dialog().getByLabel(label, { exact: true });
  const language = () => dialog().getByRole('combobox', { name: /^Langue/ });
  const toggle = (name: string) => dialog().getByRole('switch', { name });
  const checked = async (locator: Locator) => (await locator.getAttribute('aria-checked')) === 'true';

  beforeAll(async () => {
    context = await newContext(browser(), 'fr-FR');
    page = await context.newPage();
    await page.goto(webUrl);
    await signInFr(page, account.email, account.password);
    await visible(page, "Contexte de l'Email");
  });

  it('connects Outlook through the 500×600 preview consent popup', async () => {
    await openSettings();
    await dialog().getByText(NOT_CONNECTED).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const popupOpened = context.waitForEvent('page');
    await dialog().getByRole('button', { name: 'Connecter Outlook' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/api/outlook/auth/preview-consent');
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([500, 600]);
    await popup.getByText(/Aucun compte Microsoft n'est contacté/).waitFor();
    // Still connecting while the user reads the consent page.
    expect(await dialog().getByRole('button', { name: 'Connecter Outlook' }).isDisabled()).toBe(true);

    await Promise.all([
      popup.waitForEvent('close'),
      popup.getByRole('button', { name: 'Autoriser' }).click(),
    ]);
    await dialog().getByText('Outlook est connecté.').waitFor();
    await lastSync().waitFor();
    expect(await dialog().getByText(NOT_CONNECTED).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('Synchroniser sets the last sync to now, Déconnecter leaves it not connected', async () => {
    const before = await lastSync().innerText();
    await page.waitForTimeout(1100); // the time shows seconds: let one pass
    await dialog().getByRole('button', { name: 'Synchroniser' }).click();
    await expect.poll(() => lastSync().innerText()).not.toBe(before);
    expect(Date.parse(toIso(await lastSync().innerText()))).toBeGreaterThan(Date.parse(toIso(before)));

    await dialog().getByRole('button', { name: 'Déconnecter', exact: true }).click();
    await dialog().getByText(NOT_CONNECTED).waitFor();
    expect(await lastSync().count()).toBe(0);
    expect(await dialog().getByRole('button', { name: 'Synchroniser' }).count()).toBe(0);
    await dialog().getByRole('button', { name: 'Connecter Outlook' }).waitFor();
  });

  it('edits the preferences: dirty, Réinitialiser restores, Enregistrer saves, a reload shows them', async () => {
    // An account made straight on the identity service: no profile, no preferences yet.
    await visible(page, 'Using default preferences. Save to create your preferences.');
    await visible(page, 'User profile not found. Please complete registration by saving your preferences.');
    expect(await field('Email').inputValue()).toBe(account.email);
    expect(await field('Email').getAttribute('readonly')).not.toBeNull();
    const reset = dialog().getByRole('button', { name: 'Réinitialiser' });
    expect(await reset.isDisabled()).toBe(true);

    await field('Nom complet').fill('Alice Martin');
    await toggle('Notifications par email').click();
    expect(await reset.isEnabled()).toBe(true);
    await reset.click();
    expect(await field('Nom complet').inputValue()).toBe('');
    expect(await checked(toggle('Notifications par email'))).toBe(false);
    expect(await reset.isDisabled()).toBe(true);

    await field('Nom complet').fill('Alice Martin');
    await field('Téléphone').fill('+33 6 12 34 56 78');
    await language().click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await toggle('Notifications par email').click();
    await toggle('Utiliser mes propres documents').click();
    await dialog().getByRole('button', { name: 'Enregistrer' }).click();
    await visible(page, 'Settings saved successfully!');
    expect(await reset.isDisabled()).toBe(true);

    await page.reload();
    await visible(page, "Contexte de l'Email");
    await openSettings();
    await expect.poll(() => field('Nom complet').inputValue()).toBe('Alice Martin');
    expect(await field('Téléphone').inputValue()).toBe('+33 6 12 34 56 78');
    expect(await language().innerText()).toContain('Deutsch');
    expect(await checked(toggle('Notifications par email'))).toBe(true);
    expect(await checked(toggle("Analyse de mon style d'écriture"))).toBe(false);
    expect(await checked(toggle('Utiliser les scripts de réunion'))).toBe(false);
    expect(await checked(toggle('Utiliser mes propres documents'))).toBe(false);
    expect(
      await dialog().getByText('Using default preferences. Save to create your preferences.').count(),
    ).toBe(0);
  });

  it('refuses invalid values with their message and keeps the edit', async () => {
    // The server refuses a phone number with letters: the edit stays, the reason shows.
    await field('Téléphone').fill('appelez-moi');
    await dialog().getByRole('button', { name: 'Enregistrer' }).click();
    await visible(
      page,
      'Failed to save some settings: Phone number may only contain digits, spaces and + ( ) - .',
    );
    expect(await field('Téléphone').inputValue()).toBe('appelez-moi');
    await dialog().getByRole('button', { name: 'Réinitialiser' }).click();
    expect(await field('Téléphone').inputValue()).toBe('+33 6 12 34 56 78');
    await closeSettings();

    // Preferences saved by another client in a language this version does not offer: shown, and refused
    // on save before anything is sent.
    let sent = 0;
    await page.route('**/api/user/preferences', async (route) => {
      if (route.request().method() !== 'GET') {
        sent += 1;
        return route.continue();
      }
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), language: 'pt' } });
    });
    await openSettings();
    await expect.poll(() => language().innerText()).toContain('pt (non proposée)');
    await dialog().getByRole('button', { name: 'Enregistrer' }).click();
    await visible(page, 'Invalid language selection');
    expect(sent).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.unroute('**/api/user/preferences');
  });
});

/** "05/01/2026 14:03:07" (fr-FR) → "2026-01-05T14:03:07", comparable with Date.parse. */
function toIso(text: string): string {
  const [, day, month, year, time] = /(\d{2})\/(\d{2})\/(\d{4}) (\S+)$/.exec(text) ?? [];
  return `${year}-${month}-${day}T${time}`;
}
