/**
 * Lighthouse (mobile, its default) on built pages, with the tests' Chromium (tests/browser/chromium.ts): prints the four
 * scores per page and exits with 1 when a page is below the bar (performance 98; accessibility,
 * best practices and SEO 100). Each page is measured `--runs` times (default 3) and judged by the
 * median of each score, as Lighthouse's own guidance on variability advises: one run on a shared
 * two-core machine swings by ten points. The pages are served gzipped, as any static host does.
 * Run `npm run build` first, then:
 *   npm run lighthouse                    (every built page)
 *   npm run lighthouse -- / /combat/      (some pages)
 *   npm run lighthouse -- --runs 1 /      (one run each)
 * Lighthouse is pinned at 12.2.3 in package.json. Under heavy load a page takes over a minute
 * here; see README.md.
 */
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStaticServer } from '../tests/browser/static-server.ts';
import { CHROMIUM_ARGS, describeChromium, findChromium } from '../tests/browser/chromium.ts';
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
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
const wanted = args.filter((a) => a.startsWith('/'));
const targets = wanted.length ? wanted : listBuiltPages(dist);

const found = await findChromium();
console.log(describeChromium(found));
const server = await startStaticServer(dist, { gzip: true });
const chrome = await chromeLauncher.launch({
  chromePath: found.path,
  envVars: found.env,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const failures: string[] = [];
const started = Date.now();
console.log(['page', ...CATEGORIES].join('\t'));
try {
  for (const target of targets) {
    const url = new URL(target, server.url).href;
    // Every run's result; the one with the median performance score speaks for the page.
    const results: NonNullable<Awaited<ReturnType<typeof lighthouse>>>[] = [];
    for (let r = 0; r < runs; r++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (result) results.push(result);
    }
    const scoreOf = (res: (typeof results)[number], c: string) =>
      Math.round((res.lhr.categories[c]?.score ?? 0) * 100);
    const median = (c: string) => {
      const all = results.map((res) => scoreOf(res, c)).sort((a, b) => a - b);
      return all[Math.floor((all.length - 1) / 2)] ?? 0;
    };
    const scores = CATEGORIES.map(median);
    const result = results.find((res) => scoreOf(res, 'performance') === scores[0]);
    const cats = result?.lhr.categories ?? {};
    const spread =
      runs > 1
        ? `\t(performance ${results.map((res) => scoreOf(res, 'performance')).join(' ')})`
        : '';
    console.log([target, ...scores].join('\t') + spread);
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
console.log(
  `${targets.length} pages, ${runs} run(s) each, in ${Math.round((Date.now() - started) / 1000)} s`,
);
if (failures.length) {
  console.log(`\nBelow the bar:\n${failures.join('\n')}`);
  process.exitCode = 1;
}
