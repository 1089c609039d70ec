/**
 * Lighthouse (mobile, its default) on built pages, with Debian's Chromium: prints the four
 * scores per page and exits with 1 when a page is below the bar (performance 98; accessibility,
 * best practices and SEO 100). Run `npm run build` first, then:
 *   npm run lighthouse                    (every built page)
 *   npm run lighthouse -- / /combat/      (some pages)
 * Lighthouse is pinned at 12.2.3 in package.json. Under heavy load a page takes over a minute
 * here; see README.md.
 */
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStaticServer } from '../tests/browser/static-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/browser/chromium.ts';
import { listBuiltPages } from '../tests/browser/pages.ts';

const BAR: Record<string, number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const CATEGORIES = Object.keys(BAR);

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const wanted = process.argv.slice(2).filter((a) => a.startsWith('/'));
const targets = wanted.length ? wanted : listBuiltPages(dist);

const server = await startStaticServer(dist);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const failures: string[] = [];
const started = Date.now();
console.log(['page', ...CATEGORIES].join('\t'));
try {
  for (const target of targets) {
    const url = new URL(target, server.url).href;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const cats = result?.lhr.categories ?? {};
    const scores = CATEGORIES.map((c) => Math.round((cats[c]?.score ?? 0) * 100));
    console.log([target, ...scores].join('\t'));
    CATEGORIES.forEach((c, i) => {
      const s = scores[i] ?? 0;
      if (s < (BAR[c] ?? 100)) {
        // Name what cost the points, so the failure says where to look.
        const lost = (cats[c]?.auditRefs ?? [])
          .filter((r) => r.weight > 0)
          .map((r) => result?.lhr.audits[r.id])
          .filter((a) => a && a.score !== null && a.score < 1)
          .map((a) => `${a!.id} ${a!.displayValue ?? Math.round((a!.score ?? 0) * 100)}`)
          .slice(0, 6);
        failures.push(`${target} ${c} ${s} < ${BAR[c]}: ${lost.join('; ')}`);
      }
    });
  }
} finally {
  await chrome.kill();
  await server.close();
}
console.log(`${targets.length} pages in ${Math.round((Date.now() - started) / 1000)} s`);
if (failures.length) {
  console.log(`\nBelow the bar:\n${failures.join('\n')}`);
  process.exitCode = 1;
}
