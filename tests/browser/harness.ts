/**
 * Helpers for browser tests: one browser context per test file, a fresh page
 * per test, a screenshot in test-results/ when a test fails, axe, and the list
 * of built pages.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFailed } from 'vitest';
import axe from 'axe-core';
import { listBuiltPages } from './pages';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const distDir = path.join(root, 'dist');
export const resultsDir = path.join(root, 'test-results');

export interface Viewport {
  width: number;
  height: number;
}
export const DESKTOP: Viewport = { width: 1280, height: 900 };
export const PHONE: Viewport = { width: 390, height: 844 };

let browser: Browser | undefined;
let context: BrowserContext | undefined;

/** Connect to the shared Chromium for this test file. Call once at the top of the file. */
export function useBrowser(): void {
  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });
}

/** The absolute URL of a site path such as "/numbers/". */
/**
 * Scroll a block into view and wait until its contents are laid out. Blocks with
 * `content-visibility: auto` (the site's `.cc-defer` blocks, table boxes included) skip their
 * contents until a rendering update finds them near the screen; measured straight after the
 * scroll, such a block is still its placeholder size (a scroll box then cannot scroll). A block
 * that is not deferred is ready at once.
 */
export async function scrollIntoLayout(block: Locator): Promise<void> {
  await block.scrollIntoViewIfNeeded();
  await block.evaluate(
    (el) =>
      new Promise<void>((resolve, reject) => {
        const child = el.firstElementChild;
        const start = performance.now();
        const check = () => {
          if (!child || child.checkVisibility({ contentVisibilityAuto: true })) resolve();
          else if (performance.now() - start > 5000)
            reject(
              new Error("the block's contents were not laid out within 5 s of scrolling to it"),
            );
          else requestAnimationFrame(check);
        };
        // One frame first: the rendering update after the scroll decides what is near the screen.
        requestAnimationFrame(check);
      }),
  );
}

export function siteUrl(sitePath: string): string {
  return new URL(sitePath, inject('baseURL')).href;
}

/** A step of a test that fails by name when it takes longer than 20 s. */
export async function stage<T>(what: string, step: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still ${what} after 20 s`)), 20_000);
  });
  const started = performance.now();
  try {
    return await Promise.race([step, late]);
  } finally {
    clearTimeout(timer);
    if (process.env.CC_STAGE_TIMES === '1')
      console.log(`stage ${(performance.now() - started).toFixed(0).padStart(6)} ms  ${what}`);
  }
}

/**
 * Open a site path in a fresh context (fresh localStorage) and return the page.
 * If the current test fails, a full-page screenshot is saved in test-results/.
 */
export async function openPage(
  sitePath: string,
  opts: {
    viewport?: Viewport;
    keepContext?: boolean;
    serviceWorkers?: 'allow' | 'block';
    /** A touch screen (a phone): coarse pointer, touch events, mobile viewport. */
    touch?: boolean;
  } = {},
): Promise<Page> {
  if (!browser) throw new Error('useBrowser() was not called in this test file');
  if (!opts.keepContext || !context) {
    await stage('closing the last browser context', context?.close() ?? Promise.resolve());
    // The site's service worker precaches every file on a first visit; only the offline test
    // wants that, so other tests block it.
    context = await stage(
      'opening a browser context',
      browser.newContext({
        viewport: opts.viewport ?? DESKTOP,
        serviceWorkers: opts.serviceWorkers ?? 'block',
        ...(opts.touch ? { hasTouch: true, isMobile: true } : {}),
      }),
    );
  }
  const page = await stage('opening a page', context.newPage());
  onTestFailed(async ({ task }) => {
    mkdirSync(resultsDir, { recursive: true });
    const name = task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    await page
      .screenshot({ path: path.join(resultsDir, `${name}.png`), fullPage: true, timeout: 10_000 })
      .catch(() => undefined);
  });
  // Network idle: the islands and the code they load at once have arrived before a test acts.
  await page.goto(siteUrl(sitePath), { waitUntil: 'networkidle' });
  return page;
}

/** Every built page as a site path ("/", "/numbers/", ...), 404 excluded. */
export function builtPages(): string[] {
  return listBuiltPages(distDir);
}

export interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown; html: string }[];
}

/**
 * Run axe-core (WCAG 2.0/2.1 A and AA, plus heading order, which Lighthouse's accessibility score
 * also counts) on the page; returns the violations.
 */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: an injected <script> would be refused by the CSP.
  // Once per document: parsing axe costs about 300 ms.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const w = window as unknown as {
      axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
    };
    const result = await w.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'heading-order': { enabled: true } },
      // Only violations are read: axe then skips detailing what passed (the same rules run).
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html })),
    }));
  });
}
