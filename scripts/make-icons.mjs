#!/usr/bin/env node
/**
 * Draws the app's icons from packages/app/public/favicon.svg (the one source): icon-192.png and
 * icon-512.png for the web manifest, apple-touch-icon.png, and favicon.ico (16, 32 and 48 pixels) for
 * whatever asks for /favicon.ico without reading the page. Rendered by the Chromium the tests use, so
 * no image tool is needed: `node scripts/make-icons.mjs` after changing the SVG, and commit the files.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.mjs';

const publicDir = path.resolve(import.meta.dirname, '../packages/app/public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

/** An ICO holding PNG images (every browser since 2007 reads them): a header, one entry each, the PNGs. */
function icoOf(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0); // 256 is written as 0
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map(({ png }) => png)]);
}

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage();
  const render = async (size) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    return page.screenshot({ omitBackground: true });
  };
  for (const [name, size] of [
    ['icon-192.png', 192],
    ['icon-512.png', 512],
    ['apple-touch-icon.png', 180],
  ]) {
    writeFileSync(path.join(publicDir, name), await render(size));
  }
  const ico = [];
  for (const size of [16, 32, 48]) ico.push({ size, png: await render(size) });
  writeFileSync(path.join(publicDir, 'favicon.ico'), icoOf(ico));
} finally {
  await browser.close();
}
