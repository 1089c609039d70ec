/**
 * Issue 32, point 2: a page opened with saved settings or a link never paints the built default
 * numbers first. Every frame from the first one on, the numbers and controls named below are read
 * wherever they can be seen (in the viewport, not hidden); the island code is held back a little,
 * as on a slow connection, so the page stays a while on its built HTML. Every reading must be
 * the reader's value, the one the page settles on.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { castingChance } from '../../src/engine';
import { DEFAULT_SETTINGS, encodeSaved } from '../../src/stores/settings-schema';
import { openPage, siteUrl, useBrowser } from './harness';
import { hydrated } from './islands';

useBrowser();

/** Reads `selectors` on every animation frame (before each paint) into window.__seen. */
function watch(selectors: readonly string[]): void {
  const w = window as unknown as { __seen: [string, string][] };
  w.__seen = [];
  const tick = () => {
    for (const s of selectors) {
      const el = document.querySelector(s);
      if (!el) continue;
      const box = el.getBoundingClientRect();
      const seen =
        getComputedStyle(el).visibility !== 'hidden' &&
        box.width > 0 &&
        box.bottom > 0 &&
        box.top < window.innerHeight;
      if (!seen) continue;
      const value =
        el instanceof HTMLInputElement || el instanceof HTMLSelectElement
          ? el.value
          : (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      const last = w.__seen.findLast((x) => x[0] === s);
      if (!last || last[1] !== value) w.__seen.push([s, value]);
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** Open `path` with `saved` in localStorage, the island code held back 400 ms, watching. */
async function openWatched(
  path: string,
  selectors: readonly string[],
  saved: Record<string, string> = {},
): Promise<Page> {
  const page = await openPage('/');
  await page.evaluate((v) => {
    for (const [k, s] of Object.entries(v)) localStorage.setItem(k, s);
  }, saved);
  await page.context().addInitScript(watch, selectors);
  await page.route('**/_astro/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
  return page;
}

const seen = (page: Page, selector: string) =>
  page.evaluate(
    (s) =>
      (window as unknown as { __seen: [string, string][] }).__seen
        .filter((x) => x[0] === s)
        .map((x) => x[1]),
    selector,
  );

describe('the first paint shows the reader’s values, never the defaults (issue 32, point 2)', () => {
  it('a creature card with saved settings: the casting chance and the balance box', async () => {
    const balance = -60;
    const chance = (b: number) => {
      const r = castingChance('Hydra', { balance: b, ability: 0 });
      if (!r.ok) throw new Error(r.message);
      return `${r.value.percent}%`;
    };
    expect(chance(balance)).not.toBe(chance(0));
    const NOW = '[data-testid="cast-chance-now"]';
    const BOX = '[data-testid="setting-balance"]';
    const page = await openWatched('/creatures/hydra/', [NOW, BOX], {
      'chaos-codex:settings': encodeSaved({ ...DEFAULT_SETTINGS, balance }),
    });
    await page.locator(NOW).scrollIntoViewIfNeeded();
    await hydrated(page, '[data-testid="cast-chart"]');
    await expect.poll(() => page.locator(NOW).textContent()).toBe(chance(balance));
    await page.locator(BOX).scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator(BOX).inputValue()).toBe(String(balance));
    await expect.poll(() => seen(page, BOX).then((s) => s.length)).toBeGreaterThan(0);
    expect(await seen(page, NOW)).toEqual([chance(balance)]);
    expect(await seen(page, BOX)).toEqual([String(balance)]);
  });

  it('a shared Attack spells link: the matchup it names from the first frame', async () => {
    const RESULT = '[data-testid="spell-result"]';
    const NAME = '[data-testid="spell-name"]';
    // A link made the way a reader makes one: change the calculator, take the address.
    const maker = await openPage('/attack-spells/');
    await hydrated(maker, '[data-testid="spell-calc"]');
    const before = await maker.locator(RESULT).textContent();
    await maker.locator(NAME).selectOption('Lightning');
    await expect.poll(() => maker.locator(RESULT).textContent()).not.toBe(before);
    await expect.poll(() => new URL(maker.url()).search).not.toBe('');
    const link = new URL(maker.url());

    const page = await openWatched(`${link.pathname}${link.search}`, [RESULT, NAME]);
    await page.locator(RESULT).scrollIntoViewIfNeeded();
    await hydrated(page, '[data-testid="spell-calc"]');
    await expect.poll(() => page.locator(NAME).inputValue()).toBe('Lightning');
    await expect.poll(() => seen(page, RESULT).then((s) => s.length)).toBeGreaterThan(0);
    const final = ((await page.locator(RESULT).textContent()) ?? '').replace(/\s+/g, ' ').trim();
    expect(await seen(page, NAME)).toEqual(['Lightning']);
    expect(await seen(page, RESULT)).toEqual([final]);
  });

  it('a shared resolver link: the spells it resolves from the first frame', async () => {
    const SPELL = '[data-testid="cast-spell-0"]';
    const page = await openWatched('/spellcast/resolver/?c=Shield~0~0~f', [SPELL]);
    await hydrated(page, '[data-testid="resolver"]');
    await expect.poll(() => page.locator(SPELL).inputValue()).toBe('Shield');
    await expect.poll(() => seen(page, SPELL).then((s) => s.length)).toBeGreaterThan(0);
    expect(await seen(page, SPELL)).toEqual(['Shield']);
  });
});
