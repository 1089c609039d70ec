import path from 'node:path';
import { chromium } from 'playwright-core';
import { startStaticServer } from '/work/wt/issue-15/tests/browser/static-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/wt/issue-15/tests/browser/chromium.ts';
const [sitePath, width = '390'] = process.argv.slice(2);
const server = await startStaticServer(path.join('/work/wt/issue-15', 'dist'));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(new URL(sitePath!, server.url).href, { waitUntil: 'networkidle' });
await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
await page.waitForTimeout(1500);
const out = await page.evaluate((w) => {
  const res: string[] = [getComputedStyle(document.querySelector(".sc-history__scroll")!).overflowX, String(document.querySelector(".sc-history__scroll")!.scrollWidth)];
  for (const s of [".sc-history__scroll", ".sc-history", ".sc-editor", ".sc-two > section", ".sc-two", ".sc-island", "astro-island", ".sl-markdown-content"]) { const e = document.querySelector(s); if (e) { const r = e.getBoundingClientRect(); res.push(`${s} ${Math.round(r.left)}-${Math.round(r.right)}`); } }
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.right > w + 1 && r.width > 0) res.push(`${el.tagName}.${el.className} ${Math.round(r.left)}-${Math.round(r.right)}`);
  }
  return [document.documentElement.scrollWidth, ...res.slice(0, 15)];
}, Number(width));
console.log(out.join('\n'));
await browser.close();
await server.close();
