// Renders public/icon.svg to the PNG sizes Office asks for (16, 32, 64, 80, 128) with Debian's Chromium,
// plus the unified manifest's two: a 192 px colour icon and a 32 px white outline on transparent.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM } from './lib/chromium.mjs';

const svg = readFileSync('public/icon.svg', 'utf8');
// The outline icon is the white glyph alone: the blue tile becomes transparent.
const outline = svg.replace(/<rect [^>]*\/>/, '');
const renders = [
  ...[16, 32, 64, 80, 128].map((size) => ({ size, svg, path: `public/icon-${size}.png` })),
  { size: 192, svg, path: 'public/icon-color-192.png' },
  { size: 32, svg: outline, path: 'public/icon-outline-32.png' },
];
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const { size, svg, path } of renders) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{width:${size}px;height:${size}px;display:block}</style>${svg}`,
    );
    await page.screenshot({ path, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
