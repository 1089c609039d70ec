/**
 * Screenshot one element of a built page (for a close look at an island):
 *   npm run shot -- /line-of-sight/ "astro-island" [index] [width]
 * Writes test-results/screens/element.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startStaticServer } from '../tests/browser/static-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/browser/chromium.ts';

const [sitePath = '/', selector = 'main', index = '0', width = '1280'] = process.argv.slice(2);
const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'test-results', 'screens');
mkdirSync(out, { recursive: true });
const server = await startStaticServer(path.join(root, 'dist'));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(new URL(sitePath, server.url).href, { waitUntil: 'networkidle' });
const el = page.locator(selector).nth(Number(index));
await el.scrollIntoViewIfNeeded();
await page.waitForTimeout(500);
await el.screenshot({ path: path.join(out, 'element.png') });
console.log('test-results/screens/element.png');
await browser.close();
await server.close();
