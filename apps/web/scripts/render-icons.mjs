/**
 * Renders the app icons (public/icons/*.svg) to the PNG sizes browsers ask for, with Debian's Chromium
 * (no image library to install). Run it after changing an SVG, then commit the PNGs:
 *   node apps/web/scripts/render-icons.mjs
 * Sizes: 192 and 512 px are the two Chrome requires for installation, 512 maskable for Android's
 * adaptive icons (content inside the central 80 % circle, web.dev "Adaptive icon support"), 180 px is
 * the apple-touch-icon iOS uses on the home screen.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const iconsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

const renders = [
  { svg: 'icon.svg', size: 192, png: 'icon-192.png' },
  { svg: 'icon.svg', size: 512, png: 'icon-512.png' },
  { svg: 'icon-maskable.svg', size: 512, png: 'icon-maskable-512.png' },
  // iOS draws its own rounded corners on a full-bleed square.
  { svg: 'icon-maskable.svg', size: 180, png: 'apple-touch-icon.png' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const { svg, size, png } of renders) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const source = await readFile(path.join(iconsDir, svg), 'utf8');
    const dataUrl = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="${dataUrl}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: path.join(iconsDir, png), omitBackground: true });
    await page.close();
    console.log(`${png} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
