import { createHash } from 'node:crypto';
import type { FirstScreens } from './renderFirstScreens';

const ROOT = '<div id="root"></div>';
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;
/** Office.js's script tag, with the comment that explains it when there is one. */
const OFFICE_JS =
  /(?:<!--(?:(?!-->)[\s\S])*-->\s*)?<script src="https:\/\/appsforoffice\.microsoft\.com\/[^"]+"><\/script>/;

export interface PlacedFirstScreen {
  html: string;
  /** The inline script's hash, for a Content-Security-Policy's script-src. */
  scriptHash: string;
}

/**
 * Writes the prerendered first screen into Vite's built index.html.
 *
 * Its styles, templates and strings go in <head> before Office.js: they are inert (nothing renders or
 * runs), so the browser parses them while Office.js is still downloading, and once Office.js has run
 * only a few bytes of body stand between it and the first paint (placed after it, their parsing comes
 * first: ≈ 12 ms at 4× CPU on the bench machine, more on a slower one). Office.js stays in <head>,
 * before any body element and any script that runs, as Microsoft requires.
 *
 * The inline script starts the app (its entry, and the modules the entry imports) once the first screen
 * is painted: run straight after parsing, the entry's evaluation would come before any paint, and
 * preloading its imports early costs the first screen too.
 */
export function placeFirstScreen(html: string, screens: FirstScreens, script: string): PlacedFirstScreen {
  if (!html.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to prerender into`);
  const entry = ENTRY.exec(html);
  if (!entry) throw new Error('index.html has no module script to start the app with');
  if (!OFFICE_JS.test(html)) throw new Error('index.html does not load Office.js from its CDN');
  const preloads = [...html.matchAll(PRELOAD)].map(([, href]) => href!);
  const start = `data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"`;
  const placed = html
    .replace(entry[0], '')
    .replace(PRELOAD, '')
    .replace(OFFICE_JS, (officeJs) => `${screens.styles}\n${screens.templates}\n${officeJs}`)
    .replace(ROOT, `${ROOT}\n<script ${start}>${script}</script>`);
  return { html: placed, scriptHash: createHash('sha256').update(script).digest('base64') };
}
