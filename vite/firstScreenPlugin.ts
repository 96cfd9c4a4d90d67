import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { FirstScreens } from '../src/app/firstScreen/renderFirstScreens';
import { placeFirstScreen } from './firstScreenHtml.ts';

const RENDERER = 'src/app/firstScreen/renderFirstScreens.tsx';
const SCRIPT = new URL('../src/services/firstScreen/showFirstScreen.js', import.meta.url);

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
 * when it is ready (src/services/firstScreen). Where each part goes: see placeFirstScreen.
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
        const screens = await renderWith(config);
        const placed = placeFirstScreen(html, screens, readFileSync(SCRIPT, 'utf8'));
        config.logger.info(
          `First screen prerendered; its inline script for a CSP: 'sha256-${placed.scriptHash}'`,
        );
        return placed.html;
      },
    },
  };
}
