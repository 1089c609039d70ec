/**
 * The laptop checks of every built page, shared by `pages-laptop-1.test.ts` and
 * `pages-laptop-2.test.ts` (half the pages each, so the two test workers can share them).
 * Every built page on a laptop screen, one visit each: it loads with a title; with every island
 * hydrated (the page scrolled to each, a waiting `client:intent` island reached for) it breaks no
 * rule of the Content Security Policy, shows no broken value (NaN, undefined, Infinity,
 * [object Object], "1 squares"), loads no more JavaScript than the budget (what it fetched, a
 * worker an island starts at once included, all of it code the built files reach), and axe finds
 * no WCAG 2 A/AA violation in the light or the dark theme.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  badTextHits,
  BAD_TEXT,
  freshPage,
  hydrateAll,
  readableTexts,
  JARGON,
  screenshotOnFailure,
  setTheme,
  useSharedBrowser,
  watchCsp,
  type CspViolation,
} from './every-page';
import { builtPages, distDir, DESKTOP, runAxe, siteUrl, stage, type AxeViolation } from './harness';
import { BUDGET_KB, builtHtml, ScriptGraph } from './page-scripts';

/** One of the two halves of the built pages (every other page), for two files to share. */
export function half(which: 0 | 1): string[] {
  return builtPages().filter((_, i) => i % 2 === which);
}

/** The checks on the whole site that need no page of their own. */
export function siteChecks(): void {
  const pages = builtPages();
  describe('built site', () => {
    it('has the pages every section links to', () => {
      expect(pages).toEqual(expect.arrayContaining(['/', '/numbers/', '/about/']));
    });

    it('the broken-value pattern catches what it is meant to', () => {
      for (const s of ['NaN%', 'is undefined', '-Infinity', '[object Object]', 'That is 1 squares'])
        expect(BAD_TEXT.test(s), s).toBe(true);
      for (const s of ['11 squares', '0.1 squares', 'Nanny', 'undefinedness', '2 squares'])
        expect(BAD_TEXT.test(s), s).toBe(false);
      for (const s of ['Moves (EN_AN)', 'FIREON', 'Goblin, of wizard 2, frame 0', '27(off by two'])
        expect(JARGON.test(s), s).toBe(true);
      for (const s of ['frame 0 is the first', 'animation frame 2', '27 (off by two', 'f(x)'])
        expect(JARGON.test(s), s).toBe(false);
    });
  });
}

/** The laptop visit and its checks, for each of `pages` (call once per test file). */
export function laptopChecks(pages: string[]): void {
  const browser = useSharedBrowser();
  const graph = new ScriptGraph(distDir);
  for (const sitePath of pages) {
    describe(`${sitePath} on a laptop`, () => {
      let page: Page | undefined;
      const seen = {
        title: '',
        waiting: -1,
        csp: [] as CspViolation[],
        texts: [] as string[],
        scripts: new Set<string>(),
        axe: { light: [] as AxeViolation[], dark: [] as AxeViolation[] },
      };

      beforeAll(async () => {
        const opened = await freshPage(browser(), DESKTOP);
        page = opened.page;
        const p = page;
        const violations = await watchCsp(p);
        p.on('request', (req) => {
          if (req.resourceType() === 'script') seen.scripts.add(new URL(req.url()).pathname);
        });
        await stage('opening the page', p.goto(siteUrl(sitePath), { waitUntil: 'load' }));
        seen.title = await p.title();
        seen.waiting = await stage('hydrating its islands', hydrateAll(p, 15_000));
        await stage('waiting for the network to settle', p.waitForLoadState('networkidle'));
        seen.csp = await violations();
        seen.texts = await readableTexts(p);
        await setTheme(p, 'light');
        seen.axe.light = await stage('running axe (light)', runAxe(p));
        await setTheme(p, 'dark');
        seen.axe.dark = await stage('running axe (dark)', runAxe(p));
      });

      afterAll(async () => {
        await page?.context().close();
      });

      it('loads with a title and every island hydrates', () => {
        screenshotOnFailure(page);
        expect(seen.title).toMatch(/Chaos Codex/);
        expect(seen.waiting).toBe(0);
      });

      it('runs without a Content Security Policy violation', () => {
        screenshotOnFailure(page);
        expect(seen.csp).toEqual([]);
      });

      it('shows no NaN, undefined, Infinity or [object Object]', () => {
        screenshotOnFailure(page);
        expect(badTextHits(seen.texts)).toEqual([]);
      });

      it('shows none of the engine’s internal names (EN_AN, FIREON, “frame 0”…)', () => {
        expect(badTextHits(seen.texts, JARGON)).toEqual([]);
      });

      it(`loads at most ${BUDGET_KB} KB of JavaScript with every island running`, () => {
        const fetched = [...seen.scripts].filter((u) => u.startsWith('/_astro/'));
        // Every script the page fetched is one the built files reach (so the static weighing of
        // js-budget.test.ts sees the same code), and together they stay within the budget.
        const reachable = graph.everLoaded(builtHtml(distDir, sitePath));
        expect(fetched.filter((u) => !reachable.has(u))).toEqual([]);
        const files = fetched.map((u) => `${u} ${(graph.gzipBytes(u) / 1024).toFixed(1)} KB`);
        expect(graph.kb(fetched), files.join('\n')).toBeLessThanOrEqual(BUDGET_KB);
      });

      for (const theme of ['light', 'dark'] as const) {
        it(`(${theme}) has no axe violations`, () => {
          screenshotOnFailure(page);
          expect(seen.axe[theme], JSON.stringify(seen.axe[theme], null, 2)).toEqual([]);
        });
      }
    });
  }
}
