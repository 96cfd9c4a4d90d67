import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n, loadCatalog } from '../../../src/i18n';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../../src/i18n/languages';
import en from '../../../src/i18n/locales/en.json';
import fr from '../../../src/i18n/locales/fr.json';

// Under jsdom import.meta.url is not a file URL; __dirname is this folder. The repo root is three up.
const repoRoot = resolve(__dirname, '../../..');
const localesDir = resolve(repoRoot, 'src/i18n/locales');
const checkScript = resolve(repoRoot, 'scripts/i18n-check.mjs');

type Tree = Record<string, unknown>;

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function lookup(tree: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
}

/** The file as written, parsed here so a syntax error names the catalog rather than breaking the import. */
function readCatalog(language: string): Tree {
  return JSON.parse(readFileSync(join(localesDir, `${language}.json`), 'utf8')) as Tree;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** en's keys, plus the plural forms a language needs beyond English's (i18next picks them by Intl.PluralRules). */
function expectedKeys(language: string): string[] {
  const expected = new Set(keys(en));
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  for (const key of keys(en).filter((candidate) => candidate.endsWith('_other'))) {
    for (const category of categories) expected.add(`${key.replace(PLURAL_SUFFIX, '')}_${category}`);
  }
  return [...expected];
}

/** The English text a key stands for: a plural form absent from en reads like en's `_other`. */
function englishFor(key: string): unknown {
  return lookup(en, key) ?? lookup(en, key.replace(PLURAL_SUFFIX, '_other'));
}

function placeholders(text: unknown): string[] {
  return [...String(text).matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

// Spec §8: "File cannot be processed" is blank in the Portuguese and Chinese versions.
const BLANK_IN: readonly InterfaceLanguage[] = ['pt', 'zh'];
const blankKeys = keys(en).filter((key) => lookup(en, key) === 'File cannot be processed');

describe('catalogs', () => {
  it('offers one catalog per interface language', () => {
    expect(INTERFACE_LANGUAGES).toHaveLength(10);
    for (const language of INTERFACE_LANGUAGES) expect(() => readCatalog(language), language).not.toThrow();
  });

  it.each(INTERFACE_LANGUAGES)('%s has exactly the keys of en, no more, no fewer', (language) => {
    const actual = new Set(keys(readCatalog(language)));
    const expected = expectedKeys(language);
    expect({
      missing: expected.filter((key) => !actual.has(key)),
      extra: [...actual].filter((key) => !expected.includes(key)),
    }).toEqual({ missing: [], extra: [] });
  });

  it('knows the key of "File cannot be processed", blank in pt and zh only', () => {
    expect(blankKeys).toHaveLength(1);
    expect(lookup(fr, blankKeys[0] ?? ''), 'fr keeps the spec text').toBe('File cannot be processed');
  });

  it.each(INTERFACE_LANGUAGES)('%s has a non-empty text for every key (spec blanks aside)', (language) => {
    const catalog = readCatalog(language);
    for (const key of keys(catalog)) {
      const value = lookup(catalog, key);
      expect(value, `${language} ${key}`).toBeTypeOf('string');
      const mustBeBlank = BLANK_IN.includes(language) && blankKeys.includes(key);
      if (mustBeBlank) expect(value, `${language} ${key} (spec §8: blank)`).toBe('');
      else expect((value as string).trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it.each(INTERFACE_LANGUAGES)('%s keeps the {{placeholders}} of en in every text', (language) => {
    const catalog = readCatalog(language);
    for (const key of keys(catalog)) {
      if (lookup(catalog, key) === '' || englishFor(key) === undefined) continue;
      expect(placeholders(lookup(catalog, key)), `${language} ${key}`).toEqual(placeholders(englishFor(key)));
    }
  });

  it.each(INTERFACE_LANGUAGES)('loadCatalog resolves %s to its file', async (language) => {
    await expect(loadCatalog(language)).resolves.toEqual(readCatalog(language));
  });

  it.each(BLANK_IN)(
    'i18next shows the blank %s text as blank, not the English fallback',
    async (language) => {
      const i18n = await createI18n(language);
      const key = blankKeys[0] ?? '';
      expect(i18n.t(key)).toBe('');
      expect(i18n.t('settings.title')).toBe(lookup(readCatalog(language), 'settings.title'));
      await i18n.changeLanguage('en');
      expect(i18n.t(key)).toBe('File cannot be processed');
    },
  );

  it('French is the spec text, exactly', () => {
    const spec: Record<string, string> = {
      'auth.loading': "Chargement de l'authentification...",
      'auth.actions.login': 'Se Connecter',
      'auth.actions.register': 'Créer le Compte',
      'auth.actions.toRegister': 'Créer un Compte',
      'auth.actions.toLogin': 'Retour à la Connexion',
      'auth.actions.logout': 'Se Déconnecter',
      'auth.validation.login': 'Please fill in email and password',
      'auth.validation.register': 'Please fill in all required fields for registration',
      'auth.messages.loggedIn': 'Logged in successfully!',
      'auth.messages.accountCreated': 'Account created successfully!',
      'auth.messages.loggedOut': 'Logged out successfully',
      'auth.messages.logoutFailed': 'Logout failed',
      'auth.messages.profileSetupFailed': 'Account created but profile setup failed: {{detail}}',
      'auth.errors.default': 'Authentication failed',
      'office.errors.notOutlook': 'This add-in is designed for Outlook',
      'office.errors.initFailed': 'Failed to initialize Office.js',
      'banner.connected': 'Preview backend running in this workspace.',
      'banner.disconnected': 'Preview backend disconnected.',
      'settings.title': 'Paramètres',
      'settings.close': 'Fermer',
      'read.contextTitle': "Contexte de l'Email",
      'read.tabs.reply': 'Générer',
      'read.tabs.synthesize': 'Synthétiser',
      'reply.title': "Générer un Template d'Email",
      'summaries.emailCardTitle': "Résumer l'Email",
      'summaries.attachmentsCardTitle': 'Synthétiser les Pièces Jointes',
      'compose.header': 'Email Composer',
      'compose.formTitle': 'Améliorer ou Générer un Email',
    };
    for (const [key, text] of Object.entries(spec)) expect(lookup(fr, key), key).toBe(text);
  });

  it('has a message for every identity error code the app maps, in every language', async () => {
    const { KNOWN_IDENTITY_ERRORS, identityErrorKey } =
      await import('../../../src/features/auth/authValidation');
    for (const language of INTERFACE_LANGUAGES) {
      const catalog = readCatalog(language);
      for (const code of KNOWN_IDENTITY_ERRORS) {
        expect(lookup(catalog, identityErrorKey(code)), `${language} ${code}`).toBeTypeOf('string');
      }
    }
    expect(identityErrorKey('wrong-password')).toBe(identityErrorKey('user-not-found'));
  });
});

describe('scripts/i18n-check.mjs', () => {
  let folder: string | undefined;
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
    folder = undefined;
  });

  function check(catalogs?: Record<string, string>) {
    if (catalogs) {
      folder = mkdtempSync(join(tmpdir(), 'plume-i18n-check-'));
      for (const [language, text] of Object.entries(catalogs))
        writeFileSync(join(folder, `${language}.json`), text);
    }
    const run = spawnSync(process.execPath, [checkScript, ...(folder ? [folder] : [])], { encoding: 'utf8' });
    return { status: run.status, lines: run.stdout.trim().split('\n') };
  }

  it('passes on the real catalogs', () => {
    const { status, lines } = check();
    expect(lines).toEqual([`${INTERFACE_LANGUAGES.length - 1} catalog(s) match en.json`]);
    expect(status).toBe(0);
  });

  it('names every missing and extra key, per catalog, and fails', () => {
    const { status, lines } = check({
      en: JSON.stringify({ a: { b: 'B', c: 'C' }, d: 'D' }),
      de: JSON.stringify({ a: { b: 'B' }, d: 'D', e: 'E' }),
      ja: JSON.stringify({ a: { b: 'B', c: 'C' }, d: 'D' }),
    });
    expect(lines).toEqual([
      'de: missing a.c',
      'de: extra e',
      '2 problem(s) in 2 catalog(s) compared with en.json',
    ]);
    expect(status).toBe(1);
  });

  it('reports a catalog that is not valid JSON', () => {
    const { status, lines } = check({ en: '{"a": "A"}', es: '{"a": "A",}' });
    expect(lines[0]).toMatch(/^es: invalid JSON: /);
    expect(status).toBe(1);
  });

  it('asks for the plural forms a language has beyond English', () => {
    const { status, lines } = check({
      en: JSON.stringify({ files_one: '{{count}} file', files_other: '{{count}} files' }),
      ru: JSON.stringify({ files_one: '{{count}} файл', files_other: '{{count}} файла' }),
      zh: JSON.stringify({ files_one: '{{count}} 个文件', files_other: '{{count}} 个文件' }),
    });
    expect(lines).toEqual([
      'ru: missing files_few',
      'ru: missing files_many',
      expect.stringMatching(/^2 problem/),
    ]);
    expect(status).toBe(1);
  });
});
