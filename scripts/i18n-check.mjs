#!/usr/bin/env node
// Compares every interface catalog with en.json, the reference: prints the keys each one lacks or has
// in excess, exits 1 when any. Catalogs are written by hand by several people at once, so this is the
// quick way to see what still needs translating. No dependencies: plain Node.
//
//   node scripts/i18n-check.mjs [locales folder]      (default: src/i18n/locales)
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Leaf keys of a nested catalog, dotted ("auth.fields.email"). */
function leafKeys(tree, prefix = '') {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/**
 * en's keys, plus the plural forms `language` needs beyond English's (Russian has _few and _many):
 * i18next picks the suffix from Intl.PluralRules, so a missing form would silently show English.
 */
function expectedKeys(enKeys, language) {
  const expected = new Set(enKeys);
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  for (const key of enKeys) {
    if (!key.endsWith('_other')) continue;
    const base = key.replace(PLURAL_SUFFIX, '');
    for (const category of categories) expected.add(`${base}_${category}`);
  }
  return expected;
}

/** { language: { missing: [...], extra: [...] } } for every catalog but en, or an error per unreadable file. */
function compareCatalogs(folder) {
  const read = (file) => JSON.parse(readFileSync(join(folder, file), 'utf8'));
  const enKeys = leafKeys(read('en.json'));
  const report = {};
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json') && name !== 'en.json')
    .sort()) {
    const language = file.replace(/\.json$/, '');
    let keys;
    try {
      keys = new Set(leafKeys(read(file)));
    } catch (error) {
      report[language] = {
        error: error instanceof Error ? error.message : String(error),
        missing: [],
        extra: [],
      };
      continue;
    }
    const expected = expectedKeys(enKeys, language);
    report[language] = {
      missing: [...expected].filter((key) => !keys.has(key)),
      extra: [...keys].filter((key) => !expected.has(key)),
    };
  }
  return report;
}

function main() {
  const folder = process.argv[2]
    ? resolve(process.argv[2])
    : join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'i18n', 'locales');
  const report = compareCatalogs(folder);
  let problems = 0;
  for (const [language, { error, missing, extra }] of Object.entries(report)) {
    if (error) console.log(`${language}: invalid JSON: ${error}`);
    for (const key of missing) console.log(`${language}: missing ${key}`);
    for (const key of extra) console.log(`${language}: extra ${key}`);
    problems += (error ? 1 : 0) + missing.length + extra.length;
  }
  const languages = Object.keys(report).length;
  console.log(
    problems
      ? `${problems} problem(s) in ${languages} catalog(s) compared with en.json`
      : `${languages} catalog(s) match en.json`,
  );
  process.exitCode = problems ? 1 : 0;
}

main();
