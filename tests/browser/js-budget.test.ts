/**
 * JavaScript budget: for every built page, the gzipped size of the JS it loads
 * (after scrolling to the bottom, so client:visible islands load too).
 * Pages without an island load no island code; no page loads more than BUDGET_KB (40 KB) gzipped.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { builtPages, distDir, openPage, useBrowser } from './harness';

const BUDGET_KB = 40;
useBrowser();

/** The dist/_astro files reachable from the URLs that `pattern` finds in the pages, by static import. */
function closure(html: string[], pattern: RegExp): Set<string> {
  const roots = new Set<string>();
  for (const page of html) {
    for (const m of page.matchAll(pattern)) roots.add(m[1]!);
  }
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const file = path.join(distDir, url);
    const src = readFileSync(file, 'utf8');
    for (const m of src.matchAll(/(?:from|import)\s*["']([^"']+\.js)["']/g)) {
      visit(path.posix.join(path.posix.dirname(url), m[1]!));
    }
  };
  roots.forEach(visit);
  return seen;
}

const pages = builtPages();
const htmlOf = (p: string) => readFileSync(path.join(distDir, p, 'index.html'), 'utf8');
const html = pages.map(htmlOf);
// Island code: what islands (component + renderer) need and the site shell's own scripts do not.
const shellCode = closure(html, /<script type="module" src="([^"]+)"/g);
const islandCode = new Set(
  [...closure(html, /(?:component-url|renderer-url)="([^"]+)"/g)].filter((u) => !shellCode.has(u)),
);
const rows: { page: string; kb: number; islands: number }[] = [];

describe('JavaScript budget', () => {
  it('finds island code in the build', () => {
    expect(islandCode.size).toBeGreaterThan(0);
  });

  for (const sitePath of pages) {
    it(`${sitePath} stays within ${BUDGET_KB} KB gzipped`, async () => {
      const loaded = new Map<string, Buffer>();
      const page = await openPage(sitePath);
      // Re-load with a listener attached from the first request.
      page.on('response', async (res) => {
        if (res.request().resourceType() !== 'script') return;
        const body = await res.body().catch(() => undefined);
        if (body) loaded.set(new URL(res.url()).pathname, body);
      });
      await page.reload({ waitUntil: 'networkidle' });
      // Scroll through the page a screen at a time so every client:visible island hydrates.
      await page.evaluate(async () => {
        for (let y = 0; y <= document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
      });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await page.waitForLoadState('networkidle');

      const kb = [...loaded.values()].reduce((n, b) => n + gzipSync(b).length, 0) / 1024;
      const islands = (htmlOf(sitePath).match(/<astro-island/g) ?? []).length;
      rows.push({ page: sitePath, kb: Math.round(kb * 10) / 10, islands });

      if (islands === 0) {
        const leaked = [...loaded.keys()].filter((u) => islandCode.has(u));
        expect(leaked, `${sitePath} has no island but loads island code`).toEqual([]);
      }
      const files = [...loaded]
        .map(([u, b]) => `${u} ${(gzipSync(b).length / 1024).toFixed(1)} KB`)
        .join('\n');
      expect(kb, `${sitePath} loads:\n${files}`).toBeLessThanOrEqual(BUDGET_KB);
    });
  }

  afterAll(() => {
    const table = rows
      .sort((a, b) => a.page.localeCompare(b.page))
      .map((r) => `${r.page.padEnd(28)} ${r.kb.toFixed(1).padStart(6)} KB  ${r.islands} island(s)`)
      .join('\n');
    console.log(`\nJavaScript per page (gzipped, budget ${BUDGET_KB} KB)\n${table}\n`);
  });
});
