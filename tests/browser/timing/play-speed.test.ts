/**
 * Timing (not part of `npm test`: run with `npm run test:timing` on an idle machine): a game on
 * the Play page, seven computer wizards and one human who always casts nothing and ends his turn,
 * keeps every main-thread task under 50 ms while the computer plays at full speed (the game runs
 * in a Web Worker; the page draws each step and the choices with their chances), and every input
 * of the human (picking a lit square, confirming it, casting nothing, ending) paints within 50 ms
 * (Event Timing).
 */
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../harness';

useBrowser();

describe('play page timing', () => {
  it('a game at full speed, with the human’s turns, has no main-thread task and no input over 50 ms', async () => {
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
      // Event Timing: every input on the page, from the event to the next paint.
      const v = window as unknown as { ccInputs: string[] };
      v.ccInputs = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as PerformanceEventTiming[])
          if (e.interactionId) v.ccInputs.push(`${e.name} ${e.duration}`);
      }).observe({
        type: 'event',
        durationThreshold: 16,
        buffered: true,
      } as PerformanceObserverInit);
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
      // The human's inputs: a lit square picked and confirmed, else cast nothing or end.
      const lit = page.locator('[data-testid="play-board"] [data-label]');
      if ((await stop.isVisible()) && (await lit.count()) > 0 && turns % 2 === 0) {
        await lit.first().click();
        await lit.first().click();
      } else if (await none.isVisible()) await none.click();
      else if (await stop.isVisible()) await stop.click();
      turns++;
    }
    expect(turns).toBeGreaterThan(3);
    const inputs = await page.evaluate(
      () => (window as unknown as { ccInputs: string[] }).ccInputs,
    );
    expect(
      inputs.filter((e) => Number(e.split(' ')[1]) > 50),
      `inputs over 50 ms from event to paint: ${inputs.join(', ')}`,
    ).toEqual([]);
    const long = await page.evaluate(() => (window as unknown as { ccLong: number[] }).ccLong);
    expect(
      long.filter((d) => d > 50),
      `main-thread tasks over 50 ms: ${long.join(', ')}`,
    ).toEqual([]);
  }, 120_000);
});
