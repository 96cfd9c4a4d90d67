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
const FONT_FACE = /^\s*@font-face\s*\{/i;
const KEYWORD_WEIGHTS: Record<string, string> = { normal: '400', bold: '700' };

/** A font-family list's names, unquoted. */
const familiesIn = (list: string) => list.split(',').map((name) => name.replace(/['"]/g, '').trim());

/**
 * The font faces `rules` can use: of the families they name, in the weights they ask for (400 unless
 * they say otherwise). Fluent registers 57 faces (every script's Segoe UI in five weights); the first
 * screen draws two, and every face costs the first frame's style work.
 */
function fontFacesUsedBy(rules: string[]) {
  const families = new Set(
    rules.flatMap((rule) =>
      [...rule.matchAll(/font-family:([^;}]*)/g)].flatMap(([, list]) => familiesIn(list!)),
    ),
  );
  const weights = new Set(['400']);
  for (const rule of rules) {
    for (const [, weight] of rule.matchAll(/font-weight:\s*(\d+|normal|bold)/g)) {
      weights.add(KEYWORD_WEIGHTS[weight!] ?? weight!);
    }
  }
  return (face: string) => {
    const family = /font-family:([^;}]*)/.exec(face)?.[1];
    const weight = /font-weight:\s*(\d+|normal|bold)/.exec(face)?.[1] ?? '400';
    return (
      family !== undefined &&
      familiesIn(family).some((name) => families.has(name)) &&
      weights.has(KEYWORD_WEIGHTS[weight] ?? weight)
    );
  };
}

/**
 * The rules that can apply to `html`: those naming one of its classes, those naming no class at all
 * (keyframes, the body), and the font faces those use. The renderer's bundle holds every screen's
 * styles; the page needs a few.
 */
export function stylesFor(html: string): string {
  const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap(([, names]) => names!.split(/\s+/)));
  const applies = (rule: string) => {
    // Only selectors name classes: a font file's ".woff2" in url() or a string is not one.
    const selectors = rule.replace(/url\([^)]*\)|'[^']*'|"[^"]*"/g, '');
    const names = [...selectors.matchAll(CLASS_SELECTOR)].map(([, name]) => name!);
    return names.length === 0 || names.some((name) => used.has(name));
  };
  const applying = rules.filter((rule) => !FONT_FACE.test(rule) && applies(rule));
  const kept = new Set(applying);
  const fontFaceUsed = fontFacesUsedBy(applying);
  return rules
    .filter((rule) => (FONT_FACE.test(rule) ? fontFaceUsed(rule) : kept.has(rule)))
    .join('')
    .replace(/<\/style/gi, '<\\/style');
}
