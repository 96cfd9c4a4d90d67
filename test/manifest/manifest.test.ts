import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { OfficeAddinManifest, validateManifest } from 'office-addin-manifest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attr, child, children, findAll, only, parseXml, tagOf, textOf, type XmlNode } from './xml.js';

/**
 * The Outlook manifests, offline: the committed development pair (repository root) and the release
 * package that `vite build` + scripts/manifest.mjs produce for a production host.
 */
const root = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** Installed tenants know the add-in by this id: it must never change. */
const STABLE_ID = '32bb5f23-cdef-48e2-9070-7b50b39708df';
const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'ru', 'ja', 'zh'];
const OTHER_LANGUAGES = LANGUAGES.slice(1).sort();
const DEV_URL = 'https://localhost:3000';
const PRODUCTION = {
  PLUME_PUBLIC_URL: 'https://plume.example.test',
  VITE_API_BASE_URL: 'https://api.plume.example.test',
  VITE_FIREBASE_AUTH_DOMAIN: 'plume-prod.firebaseapp.com',
};

type Json = Record<string, unknown>;
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Json;
const manifestScript = (args: string[], options: { cwd?: string; env?: Record<string, string> } = {}) =>
  run(process.execPath, [join(root, 'scripts/manifest.mjs'), ...args], {
    cwd: options.cwd ?? root,
    env: { ...process.env, PLUME_PUBLIC_URL: '', VITE_API_BASE_URL: '', ...options.env },
  });

// ---- reading the XML manifest -------------------------------------------------------------------------

function officeApp(text: string): XmlNode {
  return only(parseXml(text), 'OfficeApp');
}

/** The VersionOverrides 1.1 block (nested in the 1.0 one, as mail add-ins must). */
function overrides11(app: XmlNode): XmlNode {
  const outer = child(app, 'VersionOverrides');
  expect(attr(outer, 'xsi:type')).toBe('VersionOverridesV1_0');
  const inner = child(outer, 'VersionOverrides');
  expect(attr(inner, 'xsi:type')).toBe('VersionOverridesV1_1');
  return inner;
}

/** Resources by id: bt:Image / bt:Url → URL, bt:String → its node (DefaultValue + overrides). */
function resources(app: XmlNode) {
  const resourceNodes = children(child(overrides11(app), 'Resources'));
  const byId = (tag: string) =>
    new Map(findAll(resourceNodes, tag).map((node) => [attr(node, 'id') ?? '', node] as const));
  return { images: byId('bt:Image'), urls: byId('bt:Url'), strings: byId('bt:String') };
}

function overridesOf(node: XmlNode): Map<string, string> {
  return new Map(
    children(node)
      .filter((override) => tagOf(override).endsWith('Override'))
      .map((override) => [attr(override, 'Locale') ?? '', attr(override, 'Value') ?? ''] as const),
  );
}

/** What each command surface opens: its source URL, pinning and icon URLs by size. */
function surfaces(app: XmlNode) {
  const { images, urls } = resources(app);
  return new Map(
    findAll([overrides11(app)], 'ExtensionPoint').map((point) => {
      const action = only([point], 'Action');
      const icons = findAll([only([point], 'Icon')], 'bt:Image').map(
        (image) =>
          [
            Number(attr(image, 'size')),
            attr(images.get(attr(image, 'resid') ?? '')!, 'DefaultValue'),
          ] as const,
      );
      return [
        attr(point, 'xsi:type') ?? '',
        {
          action: attr(action, 'xsi:type'),
          url: attr(urls.get(attr(child(action, 'SourceLocation'), 'resid') ?? '')!, 'DefaultValue'),
          pinnable: textOf(child(action, 'SupportsPinning')),
          icons: new Map(icons),
          controlId: attr(only([point], 'Control'), 'id'),
        },
      ] as const;
    }),
  );
}

/** Every absolute https URL a manifest mentions (XML attributes and text, JSON string values). */
function httpsUrls(text: string): string[] {
  return [...new Set(text.match(/https:\/\/[^"<>\s]+/g) ?? [])];
}

// ---- the offline JSON-schema validators ----------------------------------------------------------------

/** @microsoft/app-manifest ships the schemas; office-addin-manifest reads them from there. */
function localSchemaPath(schemaUrl: string): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@microsoft/app-manifest')), new URL(schemaUrl).pathname);
}

type Validate = ((data: unknown) => boolean) & {
  errors?: { instancePath: string; message?: string }[] | null;
};
type AjvInstance = { compile(schema: unknown): Validate };

/** A localization file against its schema, with the draft-04 validator office-addin-manifest relies on. */
function localizationErrors(strings: Json): string[] {
  const require = createRequire(createRequire(import.meta.url).resolve('@microsoft/app-manifest'));
  const Ajv = (require('ajv-draft-04') as { default: new (options: object) => AjvInstance }).default;
  const addFormats = (require('ajv-formats') as { default: (ajv: AjvInstance, formats: string[]) => void })
    .default;
  // Its key patterns are not Unicode-mode regular expressions.
  const ajv = new Ajv({ allErrors: true, strictTypes: false, unicodeRegExp: false });
  addFormats(ajv, ['uri']);
  const schemaPath = localSchemaPath(String(strings.$schema));
  const validate = ajv.compile(JSON.parse(readFileSync(schemaPath, 'utf8')));
  return validate(strings) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

// ---- XML ↔ JSON consistency ---------------------------------------------------------------------------

type Ribbon = { contexts: string[]; tabs: { groups: { controls: Control[] }[] }[] };
type Control = {
  label: string;
  actionId: string;
  icons: { size: number; url: string }[];
  supertip: { title: string; description: string };
};
type Runtime = { code: { page: string }; actions: { id: string; type: string; pinnable?: boolean }[] };
type Extension = {
  requirements: { scopes: string[]; capabilities: { name: string; minVersion: string }[] };
  runtimes: Runtime[];
  ribbons: Ribbon[];
};

function expectConsistent(xmlText: string, json: Json, localizationDir?: string) {
  const app = officeApp(xmlText);
  const { strings } = resources(app);
  expect(json.id).toBe(textOf(child(app, 'Id')));
  expect(`${String(json.version)}.0`).toBe(textOf(child(app, 'Version')));

  const extension = (json.extensions as Extension[])[0]!;
  const minVersion = attr(only(children(child(app, 'Requirements')), 'Set'), 'MinVersion');
  expect(extension.requirements).toEqual({
    scopes: ['mail'],
    capabilities: [{ name: 'Mailbox', minVersion }],
  });
  expect(textOf(child(app, 'Permissions'))).toBe('ReadWriteItem');
  expect(json.authorization).toEqual({
    permissions: { resourceSpecific: [{ name: 'MailboxItem.ReadWrite.User', type: 'Delegated' }] },
  });
  const appDomains = findAll(children(child(app, 'AppDomains')), 'AppDomain').map((node) => textOf(node));
  expect(json.validDomains).toEqual(appDomains.map((domain) => new URL(domain).host));

  const xmlSurfaces = surfaces(app);
  const pairs = [
    ['mailRead', 'MessageReadCommandSurface', 'readTip'],
    ['mailCompose', 'MessageComposeCommandSurface', 'composeTip'],
  ] as const;
  for (const [context, surfaceType, tipId] of pairs) {
    const surface = xmlSurfaces.get(surfaceType)!;
    const ribbon = extension.ribbons.find((candidate) => candidate.contexts.includes(context))!;
    const control = ribbon.tabs[0]!.groups[0]!.controls[0]!;
    const runtime = extension.runtimes.find((candidate) =>
      candidate.actions.some((action) => action.id === control.actionId),
    )!;
    const action = runtime.actions.find((candidate) => candidate.id === control.actionId)!;
    expect(runtime.code.page, context).toBe(surface.url);
    expect(action).toMatchObject({ type: 'openPage', pinnable: true });
    expect(new Map(control.icons.map((icon) => [icon.size, icon.url]))).toEqual(surface.icons);
    expect(control.label).toBe(attr(strings.get('openLabel')!, 'DefaultValue'));
    expect(control.supertip.description).toBe(attr(strings.get(tipId)!, 'DefaultValue'));
  }
  expect((json.description as Json).full).toBe(attr(child(app, 'Description'), 'DefaultValue'));

  if (!localizationDir) return;
  const additional = (
    json.localizationInfo as { additionalLanguages: { languageTag: string; file: string }[] }
  ).additionalLanguages;
  const descriptions = overridesOf(child(app, 'Description'));
  const labels = overridesOf(strings.get('openLabel')!);
  for (const { languageTag, file } of additional) {
    const localized = readJson(join(localizationDir, file));
    const culture = [...descriptions.keys()].find((locale) => locale.startsWith(`${languageTag}-`))!;
    expect(localized['description.full'], languageTag).toBe(descriptions.get(culture));
    expect(localized['extensions[0].ribbons[0].tabs[0].groups[0].controls[0].label'], languageTag).toBe(
      labels.get(culture),
    );
  }
}

// ---- the committed development manifests ----------------------------------------------------------------

describe('manifest.xml and manifest.json (development, committed)', () => {
  const xmlText = readFileSync(join(root, 'manifest.xml'), 'utf8');
  const json = readJson(join(root, 'manifest.json'));

  it('are exactly what scripts/manifest.mjs --dev generates', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'plume-manifest-dev-'));
    try {
      await manifestScript(['--dev'], { cwd: dir });
      expect(readFileSync(join(dir, 'manifest.xml'), 'utf8')).toBe(xmlText);
      expect(readJson(join(dir, 'manifest.json'))).toEqual(json);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is well-formed XML with the elements a MailApp requires, in the schema order', () => {
    const app = officeApp(xmlText);
    expect(attr(app, 'xsi:type')).toBe('MailApp');
    expect(attr(app, 'xmlns')).toBe('http://schemas.microsoft.com/office/appforoffice/1.1');
    expect(children(app).map(tagOf)).toEqual([
      'Id',
      'Version',
      'ProviderName',
      'DefaultLocale',
      'DisplayName',
      'Description',
      'IconUrl',
      'HighResolutionIconUrl',
      'SupportUrl',
      'AppDomains',
      'Hosts',
      'Requirements',
      'FormSettings',
      'Permissions',
      'Rule',
      'DisableEntityHighlighting',
      'VersionOverrides',
    ]);
    expect(textOf(child(app, 'Version'))).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(findAll(children(child(app, 'Hosts')), 'Host').map((host) => attr(host, 'Name'))).toEqual([
      'Mailbox',
    ]);
    expect(() => parseXml(xmlText.replace('</Hosts>', ''))).toThrow(/line/);
  });

  it('keeps its ids stable', () => {
    const app = officeApp(xmlText);
    expect(textOf(child(app, 'Id'))).toBe(STABLE_ID);
    expect(json.id).toBe(STABLE_ID);
    const controls = [...surfaces(app).values()].map((surface) => surface.controlId);
    expect(controls).toEqual(['plumeReadButton', 'plumeComposeButton']);
  });

  it('opens ?mode=read and ?mode=compose in pinnable task panes, with 16/32/80 icons', () => {
    const app = officeApp(xmlText);
    const bySurface = surfaces(app);
    expect([...bySurface.keys()]).toEqual(['MessageReadCommandSurface', 'MessageComposeCommandSurface']);
    expect(bySurface.get('MessageReadCommandSurface')).toMatchObject({
      action: 'ShowTaskpane',
      url: `${DEV_URL}/?mode=read`,
      pinnable: 'true',
    });
    expect(bySurface.get('MessageComposeCommandSurface')).toMatchObject({
      action: 'ShowTaskpane',
      url: `${DEV_URL}/?mode=compose`,
      pinnable: 'true',
    });
    for (const surface of bySurface.values()) expect([...surface.icons.keys()]).toEqual([16, 32, 80]);
    // Clients without add-in commands fall back to the form settings: the same two screens.
    const forms = findAll(children(child(app, 'FormSettings')), 'Form').map((form) => [
      attr(form, 'xsi:type'),
      attr(only([form], 'SourceLocation'), 'DefaultValue'),
    ]);
    expect(forms).toEqual([
      ['ItemRead', `${DEV_URL}/?mode=read`],
      ['ItemEdit', `${DEV_URL}/?mode=compose`],
    ]);
    expect(attr(child(app, 'IconUrl'), 'DefaultValue')).toBe(`${DEV_URL}/icon-64.png`);
    expect(attr(child(app, 'HighResolutionIconUrl'), 'DefaultValue')).toBe(`${DEV_URL}/icon-128.png`);
  });

  it('defines every resource it references', () => {
    const app = officeApp(xmlText);
    const { images, urls, strings } = resources(app);
    const defined = new Set([...images.keys(), ...urls.keys(), ...strings.keys()]);
    const referenced = findAll([overrides11(app)], 'Label')
      .concat(findAll([overrides11(app)], 'Title'), findAll([overrides11(app)], 'Description'))
      .concat(findAll([overrides11(app)], 'bt:Image'), findAll([overrides11(app)], 'SourceLocation'))
      .map((node) => attr(node, 'resid'))
      .filter((resid): resid is string => resid !== undefined);
    expect(referenced.length).toBeGreaterThan(10);
    for (const resid of referenced) expect(defined, resid).toContain(resid);
  });

  it('needs ReadWriteItem (insert) and Mailbox 1.8 (attachment content), in read and compose', () => {
    const app = officeApp(xmlText);
    expect(textOf(child(app, 'Permissions'))).toBe('ReadWriteItem');
    const set = only(children(child(app, 'Requirements')), 'Set');
    expect([attr(set, 'Name'), attr(set, 'MinVersion')]).toEqual(['Mailbox', '1.8']);
    const sets = only(children(child(overrides11(app), 'Requirements')), 'bt:Sets');
    expect(attr(sets, 'DefaultMinVersion')).toBe('1.8');
    const rules = findAll(children(child(app, 'Rule')), 'Rule').map((rule) => [
      attr(rule, 'ItemType'),
      attr(rule, 'FormType'),
    ]);
    expect(rules).toEqual([
      ['Message', 'Read'],
      ['Message', 'Edit'],
    ]);
  });

  it('has a display name, description and button texts in the ten interface languages', () => {
    const app = officeApp(xmlText);
    expect(textOf(child(app, 'DefaultLocale'))).toBe('en-US');
    const { strings } = resources(app);
    const localizable = {
      DisplayName: { node: child(app, 'DisplayName'), max: 125, translated: false },
      Description: { node: child(app, 'Description'), max: 250, translated: true },
      openLabel: { node: strings.get('openLabel')!, max: 125, translated: true },
      readTip: { node: strings.get('readTip')!, max: 250, translated: true },
      composeTip: { node: strings.get('composeTip')!, max: 250, translated: true },
    };
    for (const [name, { node, max, translated }] of Object.entries(localizable)) {
      const english = attr(node, 'DefaultValue') ?? '';
      const overrides = overridesOf(node);
      expect([...overrides.keys()].map((locale) => locale.split('-')[0]).sort(), name).toEqual(
        OTHER_LANGUAGES,
      );
      for (const [locale, value] of overrides) {
        expect(value.length, `${name} ${locale}`).toBeGreaterThan(0);
        expect(value.length, `${name} ${locale}`).toBeLessThanOrEqual(max);
        if (translated) expect(value, `${name} ${locale}`).not.toBe(english);
      }
    }
    expect(overridesOf(child(app, 'Description')).get('fr-FR')).toBe(
      'Assistant email IA : modèles de réponse, synthèses, rédaction, correction et reformulation.',
    );
  });

  it('is read by office-addin-manifest', async () => {
    const info = await OfficeAddinManifest.readManifestFile(join(root, 'manifest.xml'));
    expect(info).toMatchObject({
      id: STABLE_ID,
      officeAppType: 'MailApp',
      defaultLocale: 'en-US',
      displayName: 'Plume',
      permissions: 'ReadWriteItem',
      hosts: ['Mailbox'],
      iconUrl: `${DEV_URL}/icon-64.png`,
      highResolutionIconUrl: `${DEV_URL}/icon-128.png`,
    });
  });

  it('has a unified manifest valid offline, consistent with the XML one', async () => {
    expect(existsSync(localSchemaPath(String(json.$schema)))).toBe(true);
    const validation = await validateManifest(join(root, 'manifest.json'));
    expect(validation.report?.errors ?? []).toEqual([]);
    expect(validation.isValid).toBe(true);
    for (const icon of Object.values(json.icons as Record<string, string>)) {
      expect(existsSync(join(root, icon)), icon).toBe(true);
    }
    expectConsistent(xmlText, json);
  });

  it('names only the development host and the sign-in services', () => {
    const hosts = new Set(
      [...httpsUrls(xmlText), ...httpsUrls(JSON.stringify(json))].map((url) => new URL(url).host),
    );
    expect([...hosts].sort()).toEqual(
      [
        'developer.microsoft.com',
        'localhost:3000',
        'demo-plume.firebaseapp.com',
        'login.microsoftonline.com',
      ].sort(),
    );
  });
});

// ---- the release package --------------------------------------------------------------------------------

describe('release package (vite build, then scripts/manifest.mjs for a production host)', () => {
  let out = '';
  let xmlText = '';
  let json: Json = {};

  beforeAll(async () => {
    out = mkdtempSync(join(tmpdir(), 'plume-manifest-build-'));
    await run(
      join(root, 'node_modules/.bin/vite'),
      ['build', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: root,
      },
    );
    await manifestScript(['--out', out], { env: PRODUCTION });
    xmlText = readFileSync(join(out, 'manifest.xml'), 'utf8');
    json = readJson(join(out, 'manifest.json'));
  }, 180_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('points every URL of both manifests at the production host, at a file the build produced', () => {
    const urls = [...httpsUrls(xmlText), ...httpsUrls(JSON.stringify(json))];
    const own = urls.filter((url) => url.startsWith(`${PRODUCTION.PLUME_PUBLIC_URL}/`));
    expect(own.length).toBeGreaterThan(8);
    for (const url of own) {
      const path = new URL(url).pathname;
      expect(existsSync(join(out, path === '/' ? 'index.html' : path)), url).toBe(true);
    }
    expect(own).toContain(`${PRODUCTION.PLUME_PUBLIC_URL}/?mode=read`);
    expect(own).toContain(`${PRODUCTION.PLUME_PUBLIC_URL}/?mode=compose`);
    // Nothing else but the app domains and the schema: no development host left behind.
    const others = new Set(urls.filter((url) => !own.includes(url)).map((url) => new URL(url).origin));
    expect([...others].sort()).toEqual(
      [
        'https://api.plume.example.test',
        'https://developer.microsoft.com',
        'https://login.microsoftonline.com',
        'https://plume-prod.firebaseapp.com',
        PRODUCTION.PLUME_PUBLIC_URL,
      ].sort(),
    );
  });

  it('lists the add-in, the backend, Firebase sign-in and Microsoft sign-in as app domains', () => {
    const domains = findAll(children(child(officeApp(xmlText), 'AppDomains')), 'AppDomain').map(textOf);
    expect(domains).toEqual([
      PRODUCTION.PLUME_PUBLIC_URL,
      PRODUCTION.VITE_API_BASE_URL,
      'https://plume-prod.firebaseapp.com',
      'https://login.microsoftonline.com',
    ]);
    expect(textOf(child(officeApp(xmlText), 'Id'))).toBe(STABLE_ID);
  });

  it('validates the unified manifest and its nine localization files offline', async () => {
    const validation = await validateManifest(join(out, 'manifest.json'));
    expect(validation.report?.errors ?? []).toEqual([]);
    expect(validation.isValid).toBe(true);
    const info = json.localizationInfo as {
      defaultLanguageTag: string;
      additionalLanguages: { languageTag: string; file: string }[];
    };
    expect(info.defaultLanguageTag).toBe('en');
    expect(info.additionalLanguages.map((language) => language.languageTag).sort()).toEqual(OTHER_LANGUAGES);
    for (const { file } of info.additionalLanguages)
      expect(localizationErrors(readJson(join(out, file))), file).toEqual([]);
    for (const icon of Object.values(json.icons as Record<string, string>))
      expect(existsSync(join(out, icon))).toBe(true);
    expect(statSync(join(out, 'plume-manifest.zip')).size).toBeGreaterThan(1000);
  });

  it('reports an invalid unified manifest or localization file', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'plume-manifest-broken-'));
    try {
      cpSync(out, broken, { recursive: true });
      const manifest = readJson(join(broken, 'manifest.json'));
      (manifest.name as Json).short = 'A name far longer than thirty characters';
      writeFileSync(join(broken, 'manifest.json'), JSON.stringify(manifest));
      const validation = await validateManifest(join(broken, 'manifest.json'));
      expect(validation.isValid).toBe(false);
      expect(validation.report?.errors?.map((error) => error.content).join('\n')).toMatch(/\/name\/short/);
      const strings = {
        ...readJson(join(out, 'manifest-locales/fr.json')),
        'description.short': 'x'.repeat(81),
      };
      expect(localizationErrors(strings).join('\n')).toMatch(/description\.short/);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it('keeps the JSON manifest consistent with the XML one, language by language', () => {
    expectConsistent(xmlText, json, out);
  });

  it('refuses a public URL that is not an HTTPS origin', async () => {
    for (const url of ['http://plume.example.test', 'https://plume.example.test/addin']) {
      const failure = manifestScript(['--out', out], { env: { PLUME_PUBLIC_URL: url } });
      await expect(failure).rejects.toMatchObject({ stderr: expect.stringMatching(/PLUME_PUBLIC_URL must/) });
    }
  });
});
