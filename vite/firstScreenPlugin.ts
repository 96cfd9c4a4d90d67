import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { FirstScreens } from '../src/app/firstScreen/renderFirstScreens';

const RENDERER = 'src/app/firstScreen/renderFirstScreens.tsx';
const SCRIPT = new URL('../src/services/firstScreen/showFirstScreen.js', import.meta.url);
const ROOT = '<div id="root"></div>';
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;

/** Bundles the renderer for Node (Fluent's ES modules are written for bundlers, not for Node) and runs it. */
async function renderWith(config: ResolvedConfig): Promise<FirstScreens> {
  const outDir = mkdtempSync(join(tmpdir(), 'plume-first-screen-'));
  try {
    await build({
      root: config.root,
      mode: config.mode,
      configFile: false,
      envDir: config.envDir,
      logLevel: 'warn',
      plugins: [react()],
      ssr: { noExternal: true },
      build: {
        ssr: RENDERER,
        outDir,
        emptyOutDir: true,
        sourcemap: false,
        minify: false,
        rollupOptions: { output: { entryFileNames: 'render.mjs', codeSplitting: false } },
      },
    });
    const renderer = (await import(pathToFileURL(join(outDir, 'render.mjs')).href)) as {
      renderFirstScreens: () => Promise<FirstScreens>;
    };
    return await renderer.renderFirstScreens();
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Builds only: writes the first screen into index.html, prerendered by the app's own components (one
 * template per kind, with the strings of the ten interface languages), and the inline script that shows
 * the right one before any module has run. On a slow machine the framework code takes most of a second
 * to evaluate; this way the sign-in form is on screen as soon as the HTML is, and the app takes it over
 * when it is ready (src/services/firstScreen).
 */
export function firstScreenPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'plume:first-screen',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to prerender into`);
        const entry = ENTRY.exec(html);
        if (!entry) throw new Error('index.html has no module script to start the app with');
        const preloads = [...html.matchAll(PRELOAD)].map(([, href]) => href!);
        const { templates, styles } = await renderWith(config);
        const script = readFileSync(SCRIPT, 'utf8');
        const hash = createHash('sha256').update(script).digest('base64');
        config.logger.info(`First screen prerendered; its inline script for a CSP: 'sha256-${hash}'`);
        // The inline script starts the app (its entry, and the modules the entry imports) once the first
        // screen is painted: run straight after parsing, the entry's evaluation would come before any
        // paint, and preloading its imports early costs the first screen too.
        const start = `data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"`;
        return html
          .replace(entry[0], '')
          .replace(PRELOAD, '')
          .replace('</head>', `${styles}\n</head>`)
          .replace(ROOT, `${templates}\n${ROOT}\n<script ${start}>${script}</script>`);
      },
    },
  };
}
