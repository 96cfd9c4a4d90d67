import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import type { FirstScreens } from './renderFirstScreens';
import { placeFirstScreen } from './firstScreenHtml.ts';

const RENDERER = 'src/firstScreen/build/renderFirstScreens.tsx';
const INLINE_SCRIPT = 'src/firstScreen/page/inlineFirstScreen.ts';

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
 * The page's inline script: showFirstScreen and the app's own code it decides with (language, kept
 * session), as one minified classic script.
 */
async function bundleInlineScript(config: ResolvedConfig): Promise<string> {
  const result = await build({
    root: config.root,
    mode: config.mode,
    configFile: false,
    envDir: config.envDir,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      sourcemap: false,
      target: config.build.target,
      rollupOptions: { input: INLINE_SCRIPT, output: { format: 'iife' } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap(({ output }) => output).filter((file) => file.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`the inline script bundled into ${chunks.length} chunks, not 1`);
  const code = chunks[0]!.code.trim();
  if (/<\/script/i.test(code)) throw new Error('the inline script would close its own <script> tag');
  return code;
}

/**
 * Builds only: writes the first screen into index.html, prerendered by the app's own components (one
 * template per kind, with the strings of the ten interface languages), and the inline script that shows
 * the right one before any module has run. On a slow machine the framework code takes most of a second
 * to evaluate; this way the sign-in form is on screen as soon as the HTML is, and the app takes it over
 * when it is ready (src/firstScreen/page). Where each part goes: see placeFirstScreen.
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
        const placed = placeFirstScreen(html, screens, await bundleInlineScript(config));
        config.logger.info(
          `First screen prerendered; its inline script for a CSP: 'sha256-${placed.scriptHash}'`,
        );
        return placed.html;
      },
    },
  };
}
