import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { officeStub } from './officeStub';
import { newContext, signInFr, useSignedInStack, visible, webUrl } from './support';

const inserted = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __plumeInserted: { kind: string; text?: string }[] }).__plumeInserted,
  );

describe('the compose screen (preview engine, Office-host stub)', () => {
  const { account, browser } = useSignedInStack('compose');
  let page: Page;

  beforeAll(async () => {
    const context = await newContext(
      browser(),
      'fr-FR',
      officeStub({
        item: {
          mode: 'compose',
          subject: 'Rendez-vous',
          from: 'me@example.com',
          body: 'bonjour,  je voudrais vous rencontrer demain pour parler du projet .merci',
        },
      }),
    );
    page = await context.newPage();
    await page.goto(`${webUrl}/?mode=compose`);
    await signInFr(page, account.email, account.password);
    await visible(page, 'Améliorer ou Générer un Email');
  });

  it('corrects the draft and replaces it in Outlook', async () => {
    await page.getByRole('button', { name: 'Corriger' }).click();
    await visible(page, 'Email Corrigé');
    await page.getByRole('button', { name: 'Insérer dans Outlook' }).click();
    await visible(page, 'Email inséré dans Outlook.');
    const [replaced] = await inserted(page);
    expect(replaced?.kind).toBe('replace');
    expect(replaced?.text).toMatch(/^Bonjour/);
    expect(replaced?.text).not.toContain('  ');
    await page.getByRole('button', { name: 'Nouveau' }).click();
  });

  it('reformulates, then generates a reply inserted at the cursor', async () => {
    await page.getByRole('button', { name: 'Reformuler' }).click();
    await visible(page, 'Email Reformulé');
    await page.getByRole('button', { name: 'Nouveau' }).click();
    await page.getByRole('button', { name: 'Générer Réponse' }).click();
    await visible(page, 'Email Généré');
    await page.getByRole('button', { name: 'Insérer dans Outlook' }).click();
    await visible(page, 'Email inséré dans Outlook.');
    const entries = await inserted(page);
    expect(entries.at(-1)?.kind).toBe('cursor');
  });
});
