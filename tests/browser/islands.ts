/** Helpers for driving islands in browser tests: wait until an island has hydrated, or hold it back. */
import type { Locator, Page } from 'playwright-core';

/**
 * Bring the element into view as a reader scrolling to it would (client:visible islands hydrate
 * then) and, when it sits in a `client:intent` island that has not run yet, move the pointer
 * over it as a player reaching for it would (that island hydrates then).
 */
export async function reachFor(page: Page, selector: string): Promise<Locator> {
  const el = page.locator(selector).first();
  await el.scrollIntoViewIfNeeded();
  const waiting = await el.evaluate((n) => !!n.closest('astro-island[client="intent"][ssr]'));
  if (waiting) await el.hover({ position: { x: 2, y: 2 } });
  return el;
}

/**
 * Reach for the element (see `reachFor`) and wait until the island around it has hydrated
 * (Astro removes the island's `ssr` attribute).
 */
export async function hydrated(page: Page, selector: string): Promise<Locator> {
  const el = await reachFor(page, selector);
  await page.waitForFunction((sel) => {
    const node = document.querySelector(sel);
    const island = node?.closest('astro-island');
    return !!island && !island.hasAttribute('ssr');
  }, selector);
  return el;
}

/** How far the page scrolls sideways (0 or less: nothing overflows). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * Reload the page with an island's code held back, as on a slow phone, so a test can act on the
 * built page before the island runs. `component` names the island's script ("HandReader" for
 * `_astro/HandReader.*.js`). Returns the function that lets the code through.
 */
export async function reloadHoldingIsland(page: Page, component: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(`**/_astro/${component}*.js`, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: 'domcontentloaded' });
  return release;
}

/** Whether the element is still inside an island that has not hydrated. */
export function beforeHydration(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => !!document.querySelector(`astro-island[ssr] ${sel}`), selector);
}

/** A board lab (`data-testid="board-lab-<id>"`) once its island runs and shows the live board. */
export async function liveLab(page: Page, id: string): Promise<Locator> {
  const lab = await reachFor(page, `[data-testid="board-lab-${id}"]`);
  await page.locator(`[data-testid="board-lab-${id}"][data-ready="true"]`).waitFor();
  return lab;
}

/**
 * Wait until the page has nothing left to do for now: two frames drawn, then an idle moment of
 * the main thread. A check that something did *not* happen (no code fetched, no run started)
 * makes it after this, instead of after a fixed sleep.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
        ),
      ),
  );
}

/**
 * The element's box once it has stopped moving: its top and height the same over three frames in
 * a row (blocks near the screen are laid out a frame or two after a scroll).
 */
export function settledBox(
  locator: Locator,
): Promise<{ top: number; bottom: number; height: number }> {
  return locator.evaluate(
    (el) =>
      new Promise((resolve) => {
        let last = '';
        let same = 0;
        const check = () => {
          const r = el.getBoundingClientRect();
          const now = `${r.top}:${r.height}`;
          same = now === last ? same + 1 : 0;
          last = now;
          if (same >= 2) resolve({ top: r.top, bottom: r.bottom, height: window.innerHeight });
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}
