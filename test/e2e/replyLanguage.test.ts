import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { officeStub } from './officeStub';
import { newContext, saveProfile, signInFr, useSignedInStack, visible, webUrl } from './support';

const EMAILS = {
  fr: {
    subject: 'Réunion de lancement',
    from: 'Claire Martin <claire.martin@example.com>',
    body: 'Bonjour,\n\nPouvez-vous me confirmer la salle pour la réunion de jeudi ? Je voudrais aussi savoir si la présentation sera prête à temps.\n\nMerci,\nClaire',
  },
  de: {
    subject: 'Projekttreffen',
    from: 'Jonas Weber <jonas.weber@example.com>',
    body: 'Hallo,\n\nkönnten Sie mir bitte bestätigen, in welchem Raum das Treffen am Donnerstag stattfindet? Ich würde auch gern wissen, ob die Präsentation rechtzeitig fertig ist.\n\nViele Grüße\nJonas',
  },
  en: {
    subject: 'Kick-off meeting',
    from: 'Emma Clark <emma.clark@example.com>',
    body: 'Hi,\n\nCould you confirm which room the meeting on Thursday is in? I would also like to know whether the presentation will be ready in time.\n\nThanks,\nEmma',
  },
};

/** Words of each language's greeting and closing in the preview engine's replies. */
const MARKERS = {
  fr: /Bonjour Claire[\s\S]*Cordialement/,
  de: /Guten Tag Jonas[\s\S]*Mit freundlichen Grüßen/,
  en: /(Hello|Hi|Dear) Emma[\s\S]*(Best regards|Kind regards)/,
};

describe('replies in the email’s language, signed with the profile’s name (issue #14, preview engine)', () => {
  const { account, browser } = useSignedInStack('reply-language');
  beforeAll(async () => saveProfile(account, 'Bob Martin'));

  async function open(email: (typeof EMAILS)['fr']): Promise<Page> {
    const context = await newContext(browser(), 'fr-FR', officeStub({ item: email }));
    const page = await context.newPage();
    await page.goto(webUrl);
    await signInFr(page, account.email, account.password);
    await visible(page, email.subject);
    return page;
  }

  async function generate(page: Page): Promise<string> {
    await page.getByRole('button', { name: 'Générer le Template' }).click();
    await visible(page, 'Template generated successfully!');
    return page.getByRole('region', { name: 'Template généré' }).innerText();
  }

  it.each([
    ['fr', 'français'],
    ['de', 'allemand'],
    ['en', 'anglais'],
  ] as const)('answers a %s email in %s, in the French interface', async (language, name) => {
    const page = await open(EMAILS[language]);
    const choice = page.getByRole('combobox', { name: /^Langue de la réponse/ });
    await expect.poll(() => choice.innerText()).toBe(`Langue de l'email (${name})`);
    const text = await generate(page);
    expect(text).toMatch(MARKERS[language]);
    expect(text.trim().endsWith('Bob Martin')).toBe(true);
    expect(text).not.toMatch(/\[(Your name|Votre nom|Ihr Name)\]/i);
    await visible(page, "Texte produit par le moteur local de démonstration, pas par un modèle d'IA.");
    await page.context().close();
  });

  it('writes in the language the user picks, and keeps the pick', async () => {
    const page = await open(EMAILS.fr);
    await page.getByRole('combobox', { name: /^Langue de la réponse/ }).click();
    await page.getByRole('option', { name: 'Espagnol' }).click();
    expect(await generate(page)).toMatch(/Claire[\s\S]*Bob Martin/);
    expect(await page.getByRole('region', { name: 'Template généré' }).innerText()).toMatch(
      /Hola|Buenos días/,
    );
    await page.reload();
    await visible(page, EMAILS.fr.subject);
    expect(await page.getByRole('combobox', { name: /^Langue de la réponse/ }).innerText()).toBe('Espagnol');
    await page.getByRole('combobox', { name: /^Langue de la réponse/ }).click();
    await page.getByRole('option', { name: /^Langue de l'email/ }).click();
    await page.context().close();
  });

  it('adds a polite closing without writing the request into the email, and says when it cannot apply one', async () => {
    const page = await open(EMAILS.fr);
    await generate(page);
    const region = page.getByRole('region', { name: 'Template généré' });
    const ask = async (request: string) => {
      const count = await page.getByText(request, { exact: true }).count();
      await page.getByLabel('Votre demande').fill(request);
      await page.getByLabel('Votre demande').press('Enter');
      await expect.poll(() => page.getByText(request, { exact: true }).count()).toBe(count + 1);
      await expect.poll(() => page.getByRole('button', { name: 'Envoyer' }).isDisabled()).toBe(true);
      await page.getByText('Affinage en cours...').waitFor({ state: 'hidden' });
    };
    await ask('ajoute une formule de politesse');
    const polite = await region.innerText();
    expect(polite).not.toMatch(/À faire|To do|formule de politesse/i);
    await ask('fais une pirouette');
    await page.getByText(/^Je n'ai pas pu appliquer cette demande : le texte reste inchangé\./).waitFor();
    expect(await region.innerText()).toBe(polite);
    await page.context().close();
  });
});
