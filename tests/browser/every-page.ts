/**
 * One visit per built page and viewport serves every per-page check (`pages-laptop.ts`,
 * `pages-phone.test.ts`): the visit is made once in a `beforeAll`, what the checks need is
 * collected from it, and each check is a test of its own that reads the collection, so a failure
 * still names the page and the check.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFailed } from 'vitest';
import { resultsDir, stage, type Viewport } from './harness';

/** Text that means a value went wrong: NaN, undefined, Infinity, an object, "1 squares". */
export const BAD_TEXT =
  /\bNaN\b|\bundefined\b|\bInfinity\b|\[object Object\]|(?<![\d.,])1 squares\b/;

export interface CspViolation {
  directive: string;
  blocked: string;
  sample: string;
}

let browser: Browser | undefined;

/** Connect to the shared Chromium once for the file (as `useBrowser`, with the browser kept here). */
export function useSharedBrowser(): () => Browser {
  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not connected yet');
    return browser;
  };
}

/** A fresh context and page for one visit (service workers blocked, as in every other test). */
export async function freshPage(
  b: Browser,
  viewport: Viewport,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await stage(
    'opening a browser context',
    b.newContext({ viewport, serviceWorkers: 'block' }),
  );
  const page = await stage('opening a page', context.newPage());
  return { context, page };
}

/** Record every `securitypolicyviolation` event from the page's first script on. */
export async function watchCsp(page: Page): Promise<() => Promise<CspViolation[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: CspViolation[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample });
    });
  });
  return () => page.evaluate(() => (window as unknown as { __csp: CspViolation[] }).__csp);
}

/**
 * Bring every island into view, and move the pointer over a `client:intent` island still
 * waiting (a player reaching for it), until each has hydrated or `timeoutMs` has passed. A
 * `client:visible` island waits for an intersection, which a quick scroll can miss on a loaded
 * machine, so each island is scrolled to in turn and the pass is repeated. Returns how many
 * islands are still waiting.
 */
export async function hydrateAll(page: Page, timeoutMs = 30_000): Promise<number> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const left = await page.evaluate(async () => {
      const hover: { x: number; y: number }[] = [];
      for (const island of document.querySelectorAll('astro-island[ssr]')) {
        // An astro-island is display: contents (no box of its own): scroll to its content.
        const box = [...island.children].find((c) => c.getBoundingClientRect().height > 0);
        (box ?? island.firstElementChild ?? island).scrollIntoView({ block: 'center' });
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
        if (island.getAttribute('client') === 'intent' && island.hasAttribute('ssr') && box) {
          // The middle of the part of its box that is on screen (a tall island's top is above).
          const r = box.getBoundingClientRect();
          const top = Math.max(r.top, 0);
          const bottom = Math.min(r.bottom, window.innerHeight);
          hover.push({ x: r.left + Math.min(r.width / 2, 40), y: (top + bottom) / 2 });
          break; // hover this one before scrolling away from it
        }
      }
      return { left: document.querySelectorAll('astro-island[ssr]').length, hover };
    });
    for (const at of left.hover) await page.mouse.move(at.x, at.y);
    if (left.left === 0 || Date.now() > end) return left.left;
    await page
      .waitForFunction(
        (n) => document.querySelectorAll('astro-island[ssr]').length < n,
        left.left,
        { timeout: 1_000 },
      )
      .catch(() => undefined);
  }
}

/** Every text a reader can meet: text nodes outside scripts and styles (hidden ones too), and
 * accessible names, titles and alt texts. */
export function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (n) =>
        n.parentElement?.closest('script, style, template, noscript')
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    for (let n = walker.nextNode(); n; n = walker.nextNode()) out.push(n.textContent ?? '');
    for (const el of document.querySelectorAll('[aria-label], [title], [alt]'))
      for (const a of ['aria-label', 'title', 'alt']) {
        const v = el.getAttribute(a);
        if (v) out.push(v);
      }
    return out;
  });
}

/**
 * The engine's internal names, which a page should never show a reader (issue 32, point 18): the
 * original's labels of its lists and buffers, a square's "frame 0", a value run into its
 * parenthesis ("27(off by two…").
 */
export const JARGON = /\bEN_AN\b|\bFIREON\b|\bINBUF\b|\bSRTCNT\b|, frame 0\b|\d\((?=[a-z])/;

/** Each place `pattern` (BAD_TEXT unless given) matches in the texts, with words either side. */
export function badTextHits(texts: string[], pattern: RegExp = BAD_TEXT): string[] {
  const joined = texts.join(' ').replace(/\s+/g, ' ');
  return [...joined.matchAll(new RegExp(pattern.source, 'g'))].map((m) =>
    joined.slice(Math.max(0, m.index - 60), m.index + 40),
  );
}

/** Switch the page's theme as Starlight's picker does (no reload). */
export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((t) => {
    localStorage.setItem('starlight-theme', t);
    document.documentElement.dataset.theme = t;
  }, theme);
}

/** When the current test fails, save a full-page screenshot of `page` in test-results/. */
export function screenshotOnFailure(page: Page | undefined): void {
  onTestFailed(async ({ task }) => {
    if (!page || page.isClosed()) return;
    mkdirSync(resultsDir, { recursive: true });
    const name = task.fullName.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    await page
      .screenshot({ path: path.join(resultsDir, `${name}.png`), fullPage: true, timeout: 10_000 })
      .catch(() => undefined);
  });
}
