/** The balance meter: casts move it as the engine says, chances follow, and the byte wraps. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { balanceAfter, balanceDisplay, castChance, spellByName } from '../../src/engine';
import { percent, signed } from '../../src/lib/format';
import { openPage, PHONE, useBrowser } from './harness';
import { hydrated, sidewaysOverflow } from './islands';

useBrowser();

const meterBalance = (page: Page) => page.getByTestId('meter-balance').textContent();

describe('balance meter', () => {
  it('follows quick casts, with the symbols and each chance at the time', async () => {
    const page = await openPage('/balance/');
    await hydrated(page, '[data-testid=balance-meter]');
    // A computer caster: one roll each.
    await page.getByLabel('a computer').check();
    for (let i = 0; i < 3; i++) await page.getByTestId('quick-Law-2').click();
    const law2 = spellByName('Law-2').alignment;
    let b = 0;
    const chances: string[] = [];
    for (let i = 0; i < 3; i++) {
      chances.push(percent(castChance('Law-2', { balance: b, ability: 0 }).p));
      b = balanceAfter(b, law2);
    }
    await expect.poll(() => meterBalance(page)).toBe(signed(b));
    const shown = await page.getByTestId('meter-chance').allTextContents();
    expect(shown.map((t) => t.split(' ')[0])).toEqual(chances);
    // The chance rose as the balance moved (the bonus is the number of symbols).
    expect(chances[2]).not.toBe(chances[0]);
    const d = balanceDisplay(b);
    await expect(page.getByTestId('meter-symbols').textContent()).resolves.toBe(
      d.symbol.repeat(d.symbols),
    );
    await expect(page.locator('[role=meter]').getAttribute('aria-valuenow')).resolves.toBe(
      String(b),
    );
  });

  it('a human double roll moves the balance once per passing roll', async () => {
    const page = await openPage('/balance/');
    await hydrated(page, '[data-testid=balance-meter]');
    await page.getByTestId('meter-spell').selectOption('Chaos-2');
    await page.getByLabel('a human').check();
    expect(await page.getByTestId('meter-result').locator('option').count()).toBe(4);
    await page.getByTestId('meter-result').selectOption({ label: 'both rolls pass: works' });
    await page.getByTestId('meter-add').click();
    await page
      .getByTestId('meter-result')
      .selectOption({ label: 'first roll passes, second fails: fails' });
    await page.getByTestId('meter-add').click();
    const c = spellByName('Chaos-2').alignment;
    await expect.poll(() => meterBalance(page)).toBe(signed(3 * c));
  });

  it('wraps round at the end of the byte', async () => {
    const page = await openPage('/balance/');
    await hydrated(page, '[data-testid=balance-meter]');
    // A cast of the reader's own, which the demonstration must leave alone.
    await page.getByLabel('a computer').check();
    await page.getByTestId('quick-Law-1').click();
    const mine = balanceAfter(0, spellByName('Law-1').alignment);
    await expect.poll(() => meterBalance(page)).toBe(signed(mine));
    await page.getByTestId('try-wrap').click();
    const after = balanceAfter(125, spellByName('Law-2').alignment);
    expect(after).toBeLessThan(0);
    await expect.poll(() => meterBalance(page)).toBe(signed(after));
    await expect(page.getByTestId('meter-wraps').textContent()).resolves.toContain('1 time');
    await expect(page.getByTestId('meter-row').first().textContent()).resolves.toContain('wrapped');
    // Law-2 has lost its bonus on the Chaos side.
    await expect(
      page.locator('[data-testid=meter-chances] li[data-spell="Law-2"]').textContent(),
    ).resolves.toContain(percent(castChance('Law-2', { balance: after, ability: 0 }).p));
    // The demonstration has its own state: the world balance setting is untouched and says so.
    await expect(page.getByTestId('setting-balance').inputValue()).resolves.toBe('0');
    expect(page.url()).not.toContain('balance=125');
    await expect(page.getByTestId('meter-demo').textContent()).resolves.toContain(
      'left as they were',
    );
    // Back to the reader's own cast.
    await page.getByTestId('meter-demo-end').click();
    await expect.poll(() => meterBalance(page)).toBe(signed(mine));
    expect(await page.getByTestId('meter-row').count()).toBe(1);
  });

  it('making the result the world balance says so and can be undone', async () => {
    const page = await openPage('/balance/');
    await hydrated(page, '[data-testid=balance-meter]');
    await page.getByLabel('a computer').check();
    await page.getByTestId('quick-Chaos-2').click();
    await page.getByTestId('quick-Chaos-2').click();
    const c = spellByName('Chaos-2').alignment;
    const b = balanceAfter(balanceAfter(0, c), c);
    await expect.poll(() => meterBalance(page)).toBe(signed(b));
    await page.getByTestId('meter-keep').click();
    await expect.poll(() => page.getByTestId('setting-balance').inputValue()).toBe(String(b));
    await expect(page.getByTestId('meter-kept').textContent()).resolves.toContain(
      `now ${signed(b)} on every page`,
    );
    await page.getByTestId('meter-undo').click();
    await expect.poll(() => page.getByTestId('setting-balance').inputValue()).toBe('0');
    await expect.poll(() => meterBalance(page)).toBe(signed(b));
    expect(await page.getByTestId('meter-row').count()).toBe(2);
  });

  it('adds many casts at once and refuses a bad count with a message', async () => {
    const page = await openPage('/balance/');
    await hydrated(page, '[data-testid=balance-meter]');
    await page.getByTestId('meter-spell').selectOption('Law-1');
    await page.getByLabel('a computer').check();
    await page.getByTestId('meter-times').fill('40');
    await page.getByTestId('meter-add').click();
    let b = 0;
    for (let i = 0; i < 40; i++) b = balanceAfter(b, spellByName('Law-1').alignment);
    await expect.poll(() => meterBalance(page)).toBe(signed(b));
    await page.getByTestId('meter-times').fill('0');
    await page.getByTestId('meter-add').click();
    await expect.poll(() => page.getByTestId('meter-problem').textContent()).toContain('“0”');
    // Nothing was lost.
    await expect(meterBalance(page)).resolves.toBe(signed(b));
    expect(await page.getByTestId('meter-row').count()).toBe(40);
  });

  it('fits a phone without sideways scrolling', async () => {
    const page = await openPage('/balance/', { viewport: PHONE });
    await hydrated(page, '[data-testid=balance-meter]');
    await page.getByTestId('try-wrap').click();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
