/** Helpers for driving islands in browser tests: wait until an island has hydrated. */
import type { Locator, Page } from 'playwright-core';

/**
 * Scroll the element into view (client:visible islands hydrate then) and wait until the island
 * around it has hydrated (Astro removes the island's `ssr` attribute).
 */
export async function hydrated(page: Page, selector: string): Promise<Locator> {
  const el = page.locator(selector).first();
  await el.scrollIntoViewIfNeeded();
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
