/**
 * Screenshot one element of a built page (for a close look at an island):
 *   npm run shot -- /line-of-sight/ "astro-island" [index] [width]
 * Writes test-results/screens/element.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startStaticServer } from '../tests/browser/static-server.ts';
import { CHROMIUM_ARGS, describeChromium, findChromium } from '../tests/browser/chromium.ts';

const [sitePath = '/', selector = 'main', index = '0', width = '1280'] = process.argv.slice(2);
const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'test-results', 'screens');
mkdirSync(out, { recursive: true });
const found = await findChromium();
console.log(describeChromium(found));
const server = await startStaticServer(path.join(root, 'dist'));
const browser = await chromium.launch({
  executablePath: found.path,
  env: found.env,
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(new URL(sitePath, server.url).href, { waitUntil: 'networkidle' });
const el = page.locator(selector).nth(Number(index));
await el.scrollIntoViewIfNeeded();
await page.waitForTimeout(500);
// The element's box in page coordinates, from a full-page capture: an island taller than the
// window comes out whole (an element screenshot stops at the window's height). An element with
// no box of its own (an astro-island is display: contents) is taken as its children's boxes.
const box = await el.evaluate((e) => {
  const rects = [e, ...e.children]
    .map((n) => n.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0);
  const left = Math.min(...rects.map((r) => r.left));
  const top = Math.min(...rects.map((r) => r.top));
  const right = Math.max(...rects.map((r) => r.right));
  const bottom = Math.max(...rects.map((r) => r.bottom));
  return {
    x: left + window.scrollX,
    y: top + window.scrollY,
    width: right - left,
    height: bottom - top,
  };
});
if (!(box.width > 0 && box.height > 0))
  throw new Error(`${selector} #${index} has no box on the page`);
await page.screenshot({ path: path.join(out, 'element.png'), fullPage: true, clip: box });
console.log('test-results/screens/element.png');
await browser.close();
await server.close();
