// @vitest-environment node
// As the build runs it: in Node, where Fluent's styles go to the collector rather than to a document.
import { describe, expect, it } from 'vitest';
import { renderFirstScreens } from '../../../../src/firstScreen/build/renderFirstScreens';
import { INTERFACE_LANGUAGES } from '../../../../src/i18n/languages';
import fr from '../../../../src/i18n/locales/fr.json';

const screens = await renderFirstScreens();
const template = (kind: string) =>
  new RegExp(`<template id="first-screen-${kind}">(.*?)</template>`, 's').exec(screens.templates)?.[1] ?? '';
const strings = JSON.parse(
  /<script type="application\/json" id="first-screen-strings">(.*?)<\/script>/s.exec(screens.templates)![1]!,
) as Record<string, Record<string, string>>;

describe('renderFirstScreens', () => {
  it('renders the four first screens with the app’s own components', () => {
    const visitor = template('visitor');
    expect(visitor).toContain('name="email"');
    expect(visitor).toContain('type="password"');
    expect(visitor).toContain('type="submit"');
    expect(visitor).toContain('⟦auth.actions.login⟧');
    expect(visitor).toContain('aria-label="⟦auth.revealPassword⟧"');
    expect(template('restoring')).toContain('⟦auth.loading⟧');
    expect(template('failed')).toContain('⟦loading.chunkFailed⟧');
    expect(template('failed')).toContain('⟦loading.retry⟧');
    expect(template('timedOut')).toContain('⟦loading.chunkTimedOut⟧');
  });

  it('carries every marker’s text in all ten languages, the French as the catalog says', () => {
    const keys = [...new Set([...screens.templates.matchAll(/⟦([\w.]+)⟧/g)].map(([, key]) => key!))];
    expect(Object.keys(strings).sort()).toEqual([...INTERFACE_LANGUAGES].sort());
    for (const language of INTERFACE_LANGUAGES) {
      expect(Object.keys(strings[language]!).sort()).toEqual(keys.sort());
      for (const key of keys) expect(strings[language]![key]).not.toBe('');
    }
    expect(strings.fr!['auth.actions.login']).toBe(fr.auth.actions.login);
    expect(strings.fr!['auth.loading']).toBe("Chargement de l'authentification...");
  });

  it('styles them with prefixed classes that all have their rules, and nothing the templates do not use', () => {
    const used = new Set(
      [...screens.templates.matchAll(/class="([^"]*)"/g)].flatMap(([, names]) => names!.split(/\s+/)),
    );
    const fluentClasses = [...used].filter((name) => /-\d+$/.test(name));
    expect(fluentClasses.length).toBeGreaterThan(10);
    for (const name of fluentClasses) {
      expect(name.startsWith('fs-')).toBe(true);
      expect(screens.styles).toContain(`.${name}`);
    }
    const styled = [...screens.styles.matchAll(/\.(fs-[\w-]+)/g)].map(([, name]) => name!);
    for (const name of styled) expect(used.has(name)).toBe(true);
    expect(screens.styles).toMatch(/^<style id="first-screen-styles">body\{/);
  });

  it('keeps the font faces of the families and weights those rules use, and only those', () => {
    const faces = screens.styles.match(/@font-face\{[^}]*\}/g) ?? [];
    const face = (family: string, weight: number) =>
      faces.filter(
        (rule) => rule.includes(`font-family:'${family}'`) && rule.includes(`font-weight:${weight};`),
      );
    // The form's text: Segoe UI's web face in regular and semibold (a ".woff2" in a url() is no class).
    expect(face('Segoe UI Web (West European)', 400)).toHaveLength(1);
    expect(face('Segoe UI Web (West European)', 600)).toHaveLength(1);
    expect(face('Segoe UI Web (West European)', 100)).toEqual([]);
    expect(face('Segoe UI Web (Cyrillic)', 400)).toEqual([]);
    const rest = screens.styles.replace(/@font-face\{[^}]*\}/g, '');
    for (const rule of faces) {
      const family = /font-family:'([^']+)'/.exec(rule)?.[1];
      expect(rest, rule).toContain(family);
    }
  });

  it('keeps the markup safe inside the page (no closing tags breaking out)', () => {
    expect(screens.styles.slice(0, -'</style>'.length)).not.toMatch(/<\/style/i);
    expect(screens.templates).not.toMatch(/<\/script>.*<\/script>/s);
  });
});
