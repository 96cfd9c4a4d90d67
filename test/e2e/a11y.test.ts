import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { officeStub, type StubItem } from './officeStub';
import { newContext, signInFr, useSignedInStack, visible, webUrl } from './support';

const READ_ITEM: StubItem = {
  subject: 'Réunion budget',
  from: 'claire.martin@example.com',
  body: 'Bonjour,\n\nPouvez-vous confirmer la réunion de jeudi ?\n\nClaire',
};

/** Every screen and state a user meets, checked by axe-core (WCAG 2.1 AA + best practices): 0 violations. */
describe('accessibility (axe-core) on every screen and state', () => {
  const { backend, account, browser } = useSignedInStack('a11y');
  const contexts: BrowserContext[] = [];
  const open = async (item: StubItem, path = '/') => {
    const context = await newContext(browser(), 'fr-FR', officeStub({ item }));
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${webUrl}${path}`);
    return page;
  };
  const expectNoViolations = async (page: Page) => expect(await axeViolations(page)).toEqual([]);

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  describe('signed out', () => {
    let page: Page;
    beforeAll(async () => {
      page = await open(READ_ITEM);
      await page.getByRole('button', { name: 'Se Connecter' }).waitFor();
    });

    it('login form', async () => {
      await expectNoViolations(page);
    });

    it('login error', async () => {
      await signInFr(page, account.email, 'not-the-password');
      await visible(page, 'Email ou mot de passe incorrect.');
      await expectNoViolations(page);
    });

    it('registration form, with its country-code list open', async () => {
      await page.getByRole('button', { name: 'Créer un Compte' }).click();
      await page.getByRole('button', { name: 'Créer le Compte' }).waitFor();
      await expectNoViolations(page);
      await page.getByRole('combobox', { name: /Indicatif/ }).click();
      await page.getByRole('option', { name: '+44' }).waitFor();
      await expectNoViolations(page);
      await page.keyboard.press('Escape');
    });
  });

  describe('read screen', () => {
    let page: Page;
    beforeAll(async () => {
      page = await open(READ_ITEM);
      await signInFr(page, account.email, account.password);
      await visible(page, 'Réunion budget');
    });

    it('reply tab with the email context', async () => {
      await expectNoViolations(page);
    });

    it('a generated template with the refine chat', async () => {
      await page.getByRole('button', { name: 'Générer le Template' }).click();
      await visible(page, 'Template generated successfully!');
      await page.getByLabel('Votre demande').fill('plus court');
      await page.getByLabel('Votre demande').press('Enter');
      await visible(page, 'Template refined successfully!');
      await expectNoViolations(page);
    });

    it('Synthétiser tab', async () => {
      await page.getByRole('tab', { name: 'Synthétiser' }).click();
      await page.getByRole('heading', { name: "Résumer l'Email" }).waitFor();
      await expectNoViolations(page);
      await page.getByRole('tab', { name: 'Générer' }).click();
    });

    it('settings dialog', async () => {
      await page.getByRole('button', { name: 'Paramètres' }).click();
      const dialog = page.getByRole('dialog', { name: 'Paramètres' });
      await dialog.getByRole('button', { name: 'Se Déconnecter' }).waitFor();
      try {
        await expectNoViolations(page);
      } finally {
        await dialog.getByRole('button', { name: 'Fermer' }).last().click();
        await dialog.waitFor({ state: 'hidden' });
      }
    });

    it('an error bar when the backend is down', async () => {
      await backend.stop();
      try {
        await page.getByRole('button', { name: 'Nouveau Template' }).click();
        await page.getByRole('button', { name: 'Générer le Template' }).click();
        await page.getByRole('alert').first().waitFor({ timeout: 20_000 });
        await expectNoViolations(page);
      } finally {
        await backend.start();
      }
    });
  });

  describe('compose screen', () => {
    let page: Page;
    beforeAll(async () => {
      page = await open(
        { mode: 'compose', subject: 'Rendez-vous', from: 'me@example.com', body: 'bonjour , merci .' },
        '/?mode=compose',
      );
      await signInFr(page, account.email, account.password);
      await visible(page, 'Améliorer ou Générer un Email');
    });

    it('form', async () => {
      await expectNoViolations(page);
    });

    it('result with its preview and the refine chat', async () => {
      await page.getByRole('button', { name: 'Corriger' }).click();
      await visible(page, 'Email Corrigé');
      await expectNoViolations(page);
    });
  });

  describe('keyboard only, in a 320 px task pane', () => {
    let page: Page;
    /** Presses Tab until `target` has focus (a keyboard user's path), failing after `max` presses. */
    const tabTo = async (target: ReturnType<Page['getByRole']>, max = 25) => {
      for (let presses = 0; presses < max; presses++) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`not reachable with ${max} Tab presses`);
    };
    const noHorizontalScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

    beforeAll(async () => {
      page = await open(READ_ITEM);
      await page.setViewportSize({ width: 320, height: 800 });
    });

    it('signs in with the keyboard', async () => {
      await tabTo(page.getByRole('textbox', { name: 'Email' }));
      await page.keyboard.type(account.email);
      await page.keyboard.press('Tab');
      await page.keyboard.type(account.password);
      await page.keyboard.press('Enter');
      await visible(page, 'Réunion budget');
      expect(await noHorizontalScroll()).toBe(true);
    });

    it('generates with Ctrl+Enter and lands on the template, then inserts it', async () => {
      await tabTo(page.getByRole('textbox', { name: 'Informations supplémentaires (optionnel)' }));
      await page.keyboard.type('Confirmer jeudi');
      await page.keyboard.press('Control+Enter');
      await visible(page, 'Template generated successfully!');
      const region = page.getByRole('region', { name: 'Template généré' });
      await expect.poll(() => region.evaluate((element) => element === document.activeElement)).toBe(true);
      await tabTo(page.getByRole('button', { name: 'Insérer dans un nouvel email' }));
      await page.keyboard.press('Enter');
      await visible(page, 'Template inséré dans Outlook.');
      expect(await noHorizontalScroll()).toBe(true);
      await expectNoViolations(page);
    });
  });
});
