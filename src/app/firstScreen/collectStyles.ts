import { InjectionMode, Stylesheet } from '@fluentui/merge-styles';
import { configureLoadStyles } from '@microsoft/load-themed-styles';

/**
 * Imported by the renderer before any Fluent module, because those register CSS as they load: merge-styles
 * keeps each rule instead of injecting it, under class names prefixed "fs-" (so they never meet the live
 * app's), and what load-themed-styles loads (the SVG icons' CSS), which in Node would go nowhere, is kept.
 */
const rules: string[] = [];
configureLoadStyles((styles) => {
  rules.push(styles);
});
const stylesheet = Stylesheet.getInstance();
stylesheet.setConfig({ injectionMode: InjectionMode.none, namespace: 'fs' });
stylesheet.onInsertRule(({ rule }) => {
  if (rule) rules.push(rule);
});

const CLASS_SELECTOR = /\.(-?[_a-zA-Z][_a-zA-Z0-9-]*)/g;

/**
 * The rules that can apply to `html`: those naming one of its classes, and those naming no class at all
 * (font faces, keyframes). The renderer's bundle holds every screen's styles; the page needs a few.
 */
export function stylesFor(html: string): string {
  const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap(([, names]) => names!.split(/\s+/)));
  const applies = (rule: string) => {
    // Only selectors name classes: a font file's ".woff2" in url() or a string is not one.
    const selectors = rule.replace(/url\([^)]*\)|'[^']*'|"[^"]*"/g, '');
    const names = [...selectors.matchAll(CLASS_SELECTOR)].map(([, name]) => name!);
    return names.length === 0 || names.some((name) => used.has(name));
  };
  return rules
    .filter(applies)
    .join('')
    .replace(/<\/style/gi, '<\\/style');
}
