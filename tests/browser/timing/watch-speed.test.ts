/**
 * Timing (not part of `npm test`: run with `npm run test:timing` on an idle machine): the watch
 * page playing at full speed keeps every main-thread task under 50 ms (the game runs in a Web
 * Worker; the page only draws each step).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser } from '../harness';

useBrowser();

async function hydrated(page: Page, testId: string) {
  const el = page.getByTestId(testId).first();
  await el.scrollIntoViewIfNeeded();
  await page.locator(`astro-island:not([ssr]) [data-testid="${testId}"]`).first().waitFor();
}

describe('watch page timing', () => {
  it('plays at full speed with no main-thread task over 50 ms', async () => {
    const page = await openPage('/watch/?wizards=8&level=8&seed=9&step=0');
    await hydrated(page, 'watch-play');
    await page.evaluate(() => {
      const w = window as unknown as { ccLong: number[] };
      w.ccLong = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.ccLong.push(e.duration);
      }).observe({ type: 'longtask' });
    });
    await page.getByTestId('watch-speed').selectOption('3');
    await page.getByTestId('watch-play').click();
    await page.waitForTimeout(5000);
    await page.getByTestId('watch-play').click();
    const step = Number(new URL(page.url()).searchParams.get('step'));
    expect(step).toBeGreaterThan(10);
    const long = await page.evaluate(() => (window as unknown as { ccLong: number[] }).ccLong);
    expect(
      long.filter((d) => d > 50),
      `main-thread tasks over 50 ms: ${long.join(', ')}`,
    ).toEqual([]);
  }, 120_000);
});
