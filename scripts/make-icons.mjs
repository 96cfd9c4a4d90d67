// Renders public/icon.svg to the PNG sizes Office asks for (16, 32, 64, 80, 128) with Debian's Chromium.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM } from './lib/chromium.mjs';

const svg = readFileSync('public/icon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const size of [16, 32, 64, 80, 128]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{width:${size}px;height:${size}px;display:block}</style>${svg}`,
    );
    await page.screenshot({ path: `public/icon-${size}.png`, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
