import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { officeStub } from './officeStub';
import { newContext, signInFr, useSignedInStack, visible, webUrl } from './support';

interface Inserted {
  kind: string;
  html?: string;
  subject?: string;
}

describe('reply templates, as a new user would (preview engine, Office-host stub)', () => {
  const { backend, account, browser } = useSignedInStack('reply');
  let page: Page;

  beforeAll(async () => {
    const context = await newContext(
      browser(),
      'fr-FR',
      officeStub({
        item: {
          subject: 'Réunion budget',
          from: 'claire.martin@example.com',
          body: 'Bonjour,\n\nPouvez-vous confirmer la réunion de jeudi ?\n\nClaire',
        },
      }),
    );
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: webUrl });
    page = await context.newPage();
    await page.goto(webUrl);
    await signInFr(page, account.email, account.password);
    await visible(page, 'Réunion budget');
  });

  it('generates a template that streams in visibly', async () => {
    await page.getByLabel('Informations supplémentaires (optionnel)').fill('Confirmer jeudi 10 h');
    await page.getByRole('button', { name: 'Générer le Template' }).click();
    const region = page.getByRole('region', { name: 'Template généré' });
    await region.waitFor();
    expect(await region.getAttribute('aria-busy')).toBe('true');
    const early = await region.innerText();
    await visible(page, 'Template generated successfully!');
    const final = await region.innerText();
    expect(final.length).toBeGreaterThan(early.length);
    expect(final).toContain('Claire');
  });

  it('refines it in the chat', async () => {
    const before = await page.getByRole('region', { name: 'Template généré' }).innerText();
    await page.getByLabel('Votre demande').fill('plus court');
    await page.getByLabel('Votre demande').press('Enter');
    await visible(page, 'Template refined successfully!');
    const after = await page.getByRole('region', { name: 'Template généré' }).innerText();
    expect(after).not.toBe(before);
    await page.getByText('plus court', { exact: true }).waitFor();
  });

  it('inserts it into a reply-all form as escaped HTML', async () => {
    await page.getByRole('button', { name: 'Insérer dans un nouvel email' }).click();
    await visible(page, 'Template inséré dans Outlook.');
    const inserted = (await page.evaluate(
      () => (window as unknown as { __plumeInserted: unknown[] }).__plumeInserted,
    )) as Inserted[];
    expect(inserted).toHaveLength(1);
    expect(inserted[0]!.kind).toBe('replyAll');
    expect(inserted[0]!.html).toMatch(/<p[ >]/);
    expect(inserted[0]!.html).not.toMatch(/<script/i);
  });

  it('copies it to the clipboard', async () => {
    await page.getByRole('button', { name: 'Copier' }).click();
    await visible(page, 'Template copié dans le presse-papiers.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.trim()).toBe(
      (await page.getByRole('region', { name: 'Template généré' }).innerText()).trim(),
    );
  });

  it('shows an error when the backend is down', async () => {
    await backend.stop();
    await page.getByRole('button', { name: 'Nouveau Template' }).click();
    await page.getByRole('button', { name: 'Générer le Template' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /HTTP 5\d\d|Network error/ })
      .first()
      .waitFor({ timeout: 20_000 });
    await backend.start();
  });
});
