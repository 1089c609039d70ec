/**
 * Screenshots of built pages at desktop and phone width, for looking at what a
 * player sees. Run `npm run build` first, then:
 *   npm run screenshots -- / /numbers/        (default: every built page)
 * PNGs go to test-results/screens/ (git-ignored).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startStaticServer } from '../tests/browser/static-server.ts';
import { CHROMIUM_ARGS, describeChromium, findChromium } from '../tests/browser/chromium.ts';
import { listBuiltPages } from '../tests/browser/pages.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const out = path.join(root, 'test-results', 'screens');

const wanted = process.argv.slice(2).filter((a) => a.startsWith('/'));
const targets = wanted.length ? wanted : listBuiltPages(dist);
mkdirSync(out, { recursive: true });
const found = await findChromium();
console.log(describeChromium(found));
const server = await startStaticServer(dist);
const browser = await chromium.launch({
  executablePath: found.path,
  env: found.env,
  args: CHROMIUM_ARGS,
});
for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  for (const target of targets) {
    const page = await context.newPage();
    await page.goto(new URL(target, server.url).href, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(400);
    await page.evaluate(() => window.scrollTo(0, 0));
    const name = (target.replace(/\//g, '_').replace(/^_|_$/g, '') || 'home') + `-${label}.png`;
    await page.screenshot({ path: path.join(out, name), fullPage: true });
    console.log(path.join('test-results/screens', name));
    await page.close();
  }
  await context.close();
}
await browser.close();
await server.close();
