import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Backend, launchBrowser, newContext, uniqueEmail, WebServer, webUrl } from './support';

/** The visible text of the page, for precise assertions after waiting on a marker. */
const visible = (page: Page, text: string, timeout = 15_000) =>
  page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout });

interface Labels {
  signIn: string;
  toRegister: string;
  createAccount: string;
  password: string;
  fields: Record<
    'name' | 'phone' | 'address' | 'addressLine2' | 'city' | 'region' | 'postalCode' | 'country',
    string
  >;
  countryCode: string;
  contextTitle: string;
  settings: string;
  signOut: string;
  composeHeader: string;
  wrongPassword: string;
}

const fr: Labels = {
  signIn: 'Se Connecter',
  toRegister: 'Créer un Compte',
  createAccount: 'Créer le Compte',
  password: 'Mot de passe',
  fields: {
    name: 'Nom complet',
    phone: 'Téléphone',
    address: 'Adresse',
    addressLine2: "Complément d'adresse",
    city: 'Ville',
    region: 'Région',
    postalCode: 'Code postal',
    country: 'Pays',
  },
  countryCode: 'Indicatif',
  contextTitle: "Contexte de l'Email",
  settings: 'Paramètres',
  signOut: 'Se Déconnecter',
  composeHeader: 'Email Composer',
  wrongPassword: 'Email ou mot de passe incorrect.',
};

const en: Labels = {
  signIn: 'Sign In',
  toRegister: 'Create an Account',
  createAccount: 'Create Account',
  password: 'Password',
  fields: {
    name: 'Full name',
    phone: 'Phone',
    address: 'Address',
    addressLine2: 'Address line 2',
    city: 'City',
    region: 'Region',
    postalCode: 'Postal code',
    country: 'Country',
  },
  countryCode: 'Country code',
  contextTitle: 'Email Context',
  settings: 'Settings',
  signOut: 'Sign Out',
  composeHeader: 'Email Composer',
  wrongPassword: 'Incorrect email or password.',
};

async function register(page: Page, t: Labels, email: string, password: string) {
  await page.getByText(t.toRegister, { exact: true }).click();
  const submit = page.getByRole('button', { name: t.createAccount });
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByLabel(t.fields.name, { exact: true }).fill('Alice Martin');
  await page.getByRole('combobox', { name: t.countryCode }).click();
  await page.getByRole('option', { name: '+44' }).click();
  await page.getByLabel(t.fields.phone, { exact: true }).fill('20 7946 0958');
  await page.getByLabel(t.fields.address, { exact: true }).fill('10 Downing Street');
  await page.getByLabel(t.fields.addressLine2, { exact: true }).fill('Flat 2');
  await page.getByLabel(t.fields.city, { exact: true }).fill('London');
  await page.getByLabel(t.fields.region, { exact: true }).fill('Greater London');
  await page.getByLabel(t.fields.postalCode, { exact: true }).fill('SW1A 2AA');
  expect(await submit.isDisabled()).toBe(true); // country still empty
  await page.getByLabel(t.fields.country, { exact: true }).fill('United Kingdom');
  expect(await submit.isEnabled()).toBe(true);
  await submit.click();
  await visible(page, 'Account created successfully!');
}

async function signIn(page: Page, t: Labels, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.signIn }).click();
}

function readAccount(sqlitePath: string, email: string) {
  const db = new Database(sqlitePath, { readonly: true });
  try {
    const profile = db
      .prepare('SELECT uid, email, name, phone FROM user_profiles WHERE email = ?')
      .get(email) as { uid: string; email: string; name: string; phone: string } | undefined;
    const preferences = profile
      ? db.prepare('SELECT * FROM user_preferences WHERE uid = ?').get(profile.uid)
      : undefined;
    return { profile, preferences };
  } finally {
    db.close();
  }
}

describe.each([
  ['fr-FR', fr],
  ['en-US', en],
])('a new user in %s', (locale, t) => {
  const backend = new Backend();
  const web = new WebServer();
  let browser: Browser;
  let page: Page;
  const email = uniqueEmail(locale);
  const password = 'Plume-secret-42';

  beforeAll(async () => {
    await Promise.all([backend.start(), web.start()]);
    browser = await launchBrowser();
    page = await (await newContext(browser, locale)).newPage();
    await page.goto(webUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([backend.stop(), web.stop()]);
  });

  it('sees only the sign-in screen, with the preview banner', async () => {
    await visible(page, 'Preview backend running in this workspace.');
    await page.getByRole('button', { name: t.signIn }).waitFor();
    expect(await page.getByText(t.contextTitle).count()).toBe(0);
  });

  it('is told to fill in email and password', async () => {
    await page.getByRole('button', { name: t.signIn }).click();
    await visible(page, 'Please fill in email and password');
  });

  it('registers with every field, lands back on the login form, and the account exists in the database', async () => {
    await register(page, t, email, password);
    await page.getByRole('button', { name: t.signIn }).waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    const { profile, preferences } = readAccount(backend.sqlitePath, email);
    expect(profile).toMatchObject({ email, name: 'Alice Martin', phone: '+442079460958' });
    expect(preferences).toMatchObject({
      language: 'en',
      dark_mode: 0,
      email_notifications: 0,
      personnal_style_analysis: 0,
      use_meeting_scripts: 0,
      use_own_documents: 1,
    });
  });

  it('is refused with a wrong password', async () => {
    await signIn(page, t, email, 'not-the-password');
    await visible(page, t.wrongPassword);
  });

  it('signs in to the read screen, opens settings and signs out', async () => {
    await signIn(page, t, email, password);
    await visible(page, 'Logged in successfully!');
    await visible(page, t.contextTitle);
    await page.getByRole('button', { name: t.settings }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(email, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: t.signOut }).click();
    await visible(page, 'Logged out successfully');
    await page.getByRole('button', { name: t.signIn }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('opens the compose screen with ?mode=compose, signed in across a reload', async () => {
    await signIn(page, t, email, password);
    await visible(page, t.contextTitle);
    await page.goto(`${webUrl}/?mode=compose`);
    await visible(page, t.composeHeader);
    await page.getByRole('button', { name: t.settings }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.signOut }).click();
    await visible(page, 'Logged out successfully');
  });

  it('says when the backend goes away and when it comes back', async () => {
    await backend.stop();
    await visible(page, 'Preview backend disconnected.');
    await backend.start();
    await visible(page, 'Preview backend running in this workspace.');
  });
});

describe('Office hosts', () => {
  const web = new WebServer();
  let browser: Browser;
  beforeAll(async () => {
    await web.start();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await web.stop();
  });

  const stub = (onReady: string, displayLanguage = 'en-US') =>
    `window.Office = { HostType: { Outlook: 'Outlook', Excel: 'Excel' }, context: { displayLanguage: '${displayLanguage}' }, onReady: () => ${onReady} };`;

  it('refuses another Office host', async () => {
    const page = await (
      await newContext(browser, 'fr-FR', stub("Promise.resolve({ host: 'Excel' })"))
    ).newPage();
    await page.goto(webUrl);
    await visible(page, 'This add-in is designed for Outlook');
  });

  it('reports an Office.js that fails to initialise', async () => {
    const page = await (
      await newContext(browser, 'fr-FR', stub("Promise.reject(new Error('boom'))"))
    ).newPage();
    await page.goto(webUrl);
    await visible(page, 'Failed to initialize Office.js');
  });

  it('takes the interface language from Outlook before the browser', async () => {
    const page = await (
      await newContext(browser, 'fr-FR', stub("Promise.resolve({ host: 'Outlook' })", 'en-GB'))
    ).newPage();
    await page.goto(webUrl);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
  });

  it('runs in dev mode with the real Office.js outside Office', async () => {
    const page = await (await newContext(browser, 'fr-FR')).newPage();
    await page.goto(webUrl);
    await page.getByRole('button', { name: 'Se Connecter' }).waitFor();
  });
});
