// `npm run manifest`: writes the Outlook manifests for a host, from scripts/lib/manifest.mjs.
//   node scripts/manifest.mjs [--out dist]  the release package, after `vite build` (npm run build runs it):
//       <out>/manifest.xml, <out>/manifest.json + manifest-locales/*.json, <out>/plume-manifest.zip
//       (the unified manifest's app package), for PLUME_PUBLIC_URL, VITE_API_BASE_URL and
//       VITE_FIREBASE_AUTH_DOMAIN. The JSON manifest is validated against its schema, offline.
//   node scripts/manifest.mjs --dev         rewrites the committed development manifests (repository root,
//       https://localhost:3000, English-only JSON manifest whose icons are in public/).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { ICONS, localizationFiles, manifestConfig, renderJson, renderXml } from './lib/manifest.mjs';

const require = createRequire(import.meta.url);
const { exportMetadataPackage, validateManifest } = require('office-addin-manifest');
// The JSON-schema validator office-addin-manifest uses (draft-04), taken from its own dependencies.
const fromAppManifest = createRequire(require.resolve('@microsoft/app-manifest'));
const { default: Ajv04 } = fromAppManifest('ajv-draft-04');
const { default: addFormats } = fromAppManifest('ajv-formats');

const { values: args } = parseArgs({
  options: { out: { type: 'string', default: 'dist' }, dev: { type: 'boolean', default: false } },
});

const writeJson = (path, value) => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

/**
 * The schema a manifest names, from @microsoft/app-manifest's copy: validation must not need the
 * network (office-addin-manifest would fetch a schema the package does not ship).
 */
function localSchema(schemaUrl) {
  const suffix = new URL(schemaUrl).pathname.replace(/^\//, '');
  const path = join(dirname(require.resolve('@microsoft/app-manifest')), suffix);
  if (!existsSync(path)) throw new Error(`${schemaUrl} is not shipped with @microsoft/app-manifest`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * A localization file against its schema. Not through AppManifestUtils: that schema's key patterns are
 * not valid Unicode-mode regular expressions, which its validator requires.
 */
function validateLocalization(strings) {
  const ajv = new Ajv04({ allErrors: true, strictTypes: false, unicodeRegExp: false });
  addFormats(ajv, ['uri']);
  const validate = ajv.compile(localSchema(strings.$schema));
  if (validate(strings)) return [];
  return (validate.errors ?? []).map(
    (error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`,
  );
}

async function validatePackage(out) {
  const manifestPath = join(out, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  localSchema(manifest.$schema);
  const errors = [];
  const validation = await validateManifest(manifestPath);
  if (!validation.isValid)
    errors.push(...(validation.report?.errors ?? []).map((issue) => `manifest.json: ${issue.content}`));
  for (const { file } of manifest.localizationInfo.additionalLanguages ?? []) {
    const strings = JSON.parse(readFileSync(join(out, file), 'utf8'));
    errors.push(...validateLocalization(strings).map((problem) => `${file}: ${problem}`));
  }
  for (const icon of [manifest.icons.color, manifest.icons.outline]) {
    if (!existsSync(join(out, icon))) errors.push(`missing icon ${icon} (run vite build first)`);
  }
  if (errors.length) throw new Error(`invalid unified manifest:\n  ${errors.join('\n  ')}`);
}

async function writePackage(out) {
  const config = manifestConfig(process.env);
  for (const file of [ICONS.color, ICONS.outline, ICONS.standard]) {
    if (!existsSync(join(out, file))) throw new Error(`${join(out, file)} is missing: run vite build first`);
  }
  writeFileSync(join(out, 'manifest.xml'), renderXml(config));
  writeJson(join(out, 'manifest.json'), renderJson(config));
  for (const [file, strings] of Object.entries(localizationFiles())) {
    mkdirSync(dirname(join(out, file)), { recursive: true });
    writeJson(join(out, file), strings);
  }
  await validatePackage(out);
  const zip = await exportMetadataPackage(join(out, 'plume-manifest.zip'), join(out, 'manifest.json'));
  console.log(
    `Manifests for ${config.publicUrl}: ${join(out, 'manifest.xml')}, ${join(out, 'manifest.json')} ` +
      `(app package ${zip}).`,
  );
}

async function writeDevelopment() {
  const config = manifestConfig({});
  writeFileSync('manifest.xml', renderXml(config));
  // Committed, so in the repository's format (npm test checks it).
  const json = JSON.stringify(renderJson(config, { iconDir: 'public/', localized: false }));
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig('manifest.json');
  writeFileSync('manifest.json', await prettier.format(json, { ...options, parser: 'json' }));
  console.log(`Development manifests for ${config.publicUrl}: manifest.xml, manifest.json.`);
}

try {
  if (args.dev) await writeDevelopment();
  else await writePackage(args.out);
} catch (error) {
  console.error(`manifest: ${error.message}`);
  process.exitCode = 1;
}
