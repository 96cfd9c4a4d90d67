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
const FONT_FAMILY = /font-family:([^;}]*)/g;
const FONT_WEIGHT = /font-weight:\s*(\d+|normal|bold)/g;
const KEYWORD_WEIGHTS: Record<string, string> = { normal: '400', bold: '700' };

/** The font families `css` names, unquoted. */
const familiesIn = (css: string) =>
  [...css.matchAll(FONT_FAMILY)].flatMap(([, list]) =>
    list!.split(',').map((name) => name.replace(/['"]/g, '').trim()),
  );
/** The font weights `css` asks for, as numbers. */
const weightsIn = (css: string) =>
  [...css.matchAll(FONT_WEIGHT)].map(([, weight]) => KEYWORD_WEIGHTS[weight!] ?? weight!);

/**
 * The font faces `rules` can use: of the families they name, in the weights they ask for (400 unless
 * they say otherwise). Fluent registers 57 faces (every script's Segoe UI in five weights); the first
 * screen draws two, and every face costs the first frame's style work.
 */
function fontFacesUsedBy(rules: string[]) {
  const families = new Set(rules.flatMap(familiesIn));
  const weights = new Set(['400', ...rules.flatMap(weightsIn)]);
  return (face: string) =>
    familiesIn(face).some((name) => families.has(name)) && weights.has(weightsIn(face)[0] ?? '400');
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
