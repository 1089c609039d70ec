/**
 * Timing (not part of `npm test`: run with `npm run test:timing` on an idle machine): a game on
 * the Play page, seven computer wizards and one human who always casts nothing and ends his turn,
 * keeps every main-thread task under 50 ms while the computer plays at full speed (the game runs
 * in a Web Worker; the page draws each step and the choices with their chances).
 */
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../harness';

useBrowser();

describe('play page timing', () => {
  it('a game at full speed, with the human’s turns, has no main-thread task over 50 ms', async () => {
    const page = await openPage('/play/');
    await page.locator('astro-island:not([ssr]) [data-testid="play-setup"]').waitFor();
    await page.getByTestId('play-count').selectOption('8');
    await page.getByTestId('play-seat-0').selectOption('human');
    for (let i = 1; i < 8; i++) await page.getByTestId(`play-seat-${i}`).selectOption('computer');
    await page.getByTestId('play-level').selectOption('8');
    await page.getByTestId('play-seed').fill('9');
    await page.evaluate(() => {
      const w = window as unknown as { ccLong: number[] };
      w.ccLong = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.ccLong.push(e.duration);
      }).observe({ type: 'longtask' });
    });
    await page.getByTestId('play-start').click();
    await page.getByTestId('play-speed').selectOption({ label: 'At once' });
    const end = Date.now() + 8000;
    let turns = 0;
    while (Date.now() < end) {
      const none = page.getByTestId('play-cast-none');
      const stop = page.getByTestId('play-end');
      const over = page.getByTestId('play-over');
      await none.or(stop).or(over).first().waitFor();
      await page.locator('[data-testid="play"][data-busy="false"]').waitFor();
      if (await over.isVisible()) break;
      if (await none.isVisible()) await none.click();
      else if (await stop.isVisible()) await stop.click();
      turns++;
    }
    expect(turns).toBeGreaterThan(3);
    const long = await page.evaluate(() => (window as unknown as { ccLong: number[] }).ccLong);
    expect(
      long.filter((d) => d > 50),
      `main-thread tasks over 50 ms: ${long.join(', ')}`,
    ).toEqual([]);
  }, 120_000);
});
