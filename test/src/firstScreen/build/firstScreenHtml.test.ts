import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { placeFirstScreen } from '../../../../src/firstScreen/build/firstScreenHtml';

/** index.html as Vite builds it: Office.js with its comment in <head>, the entry and its imports. */
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Plume</title>
    <!-- Office.js from Microsoft's CDN. -->
    <script src="https://appsforoffice.microsoft.com/lib/1/hosted/office.js"></script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/a-1.js">
    <link rel="modulepreload" crossorigin href="/assets/b-1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const SCREENS = {
  styles: '<style id="first-screen-styles">.fs-a{}</style>',
  templates:
    '<template id="first-screen-visitor"><p>⟦k⟧</p></template><script type="application/json" id="first-screen-strings">{}</script>',
};
const SCRIPT = 'document.title;';

describe('placeFirstScreen', () => {
  const { html, scriptHash } = placeFirstScreen(BUILT, SCREENS, SCRIPT);
  const at = (text: string) => {
    const index = html.indexOf(text);
    expect(index, text).toBeGreaterThanOrEqual(0);
    return index;
  };

  it('puts the inert styles, templates and strings in <head> before Office.js and its comment', () => {
    expect(at(SCREENS.styles)).toBeLessThan(at(SCREENS.templates));
    expect(at(SCREENS.templates)).toBeLessThan(at('<!-- Office.js'));
    expect(at('<!-- Office.js')).toBeLessThan(at('office.js"></script>'));
    expect(at('office.js"></script>')).toBeLessThan(at('</head>'));
  });

  it('leaves only the root and the inline script, which starts the entry and its imports, in <body>', () => {
    const body = html.slice(at('<body>'), at('</body>'));
    expect(body.replace(/\s+/g, ' ')).toBe(
      `<body> <div id="root"></div> <script data-entry="/assets/index-1.js" data-preload="/assets/a-1.js /assets/b-1.js">${SCRIPT}</script> `,
    );
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
  });

  it('gives the inline script’s hash for a Content-Security-Policy', () => {
    expect(scriptHash).toBe(createHash('sha256').update(SCRIPT).digest('base64'));
  });

  it('refuses a page it cannot place the first screen in', () => {
    expect(() => placeFirstScreen(BUILT.replace('<div id="root"></div>', ''), SCREENS, SCRIPT)).toThrow(
      /root/,
    );
    expect(() =>
      placeFirstScreen(BUILT.replace(/<script type="module"[^\n]*\n/, ''), SCREENS, SCRIPT),
    ).toThrow(/module script/);
    expect(() => placeFirstScreen(BUILT.replace(/<script src="https[^\n]*\n/, ''), SCREENS, SCRIPT)).toThrow(
      /Office\.js/,
    );
  });
});
