/** The tables page: full tables in the HTML, an anchor per creature and spell, keyboard sorting, the compare view. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  attackOdds,
  CREATURE_LIST,
  CREATURES,
  PIECE_LIST,
  SPELL_NAMES,
  type CreatureName,
} from '../../src/engine';
import { percent, slug } from '../../src/lib/format';
import { openPage, PHONE, siteUrl, useBrowser } from './harness';
import { hydrated, settledBox, sidewaysOverflow } from './islands';

useBrowser();

const creatureOrder = (page: Page) =>
  page.locator('#creature-table tbody tr').evaluateAll((rows) => rows.map((r) => r.id));

describe('tables page', () => {
  it('has every creature, piece and spell in the HTML itself, each creature and spell with an anchor', async () => {
    const html = await (await fetch(siteUrl('/tables/'))).text();
    for (const c of CREATURE_LIST) expect(html).toContain(`id="creature-${slug(c.name)}"`);
    for (const p of PIECE_LIST) expect(html).toContain(`id="piece-${slug(p.name)}"`);
    for (const s of SPELL_NAMES) expect(html).toContain(`id="spell-${slug(s)}"`);
    // No sort buttons until JavaScript adds them.
    const thead = html.slice(
      html.indexOf('id="creature-table"'),
      html.indexOf('</thead>', html.indexOf('id="creature-table"')),
    );
    expect(thead).not.toContain('<button');
    // Red Dragon: the alignment that counts, and the one its screen shows.
    const red = CREATURES['Red Dragon'];
    expect(red.alignment).not.toBe(red.alignmentShown);
    expect(html).toContain('id="red-dragon-note"');
  });

  it('sorts the creatures by a column with the keyboard, and back', async () => {
    const page = await openPage('/tables/');
    await hydrated(page, '#creature-table');
    const th = page.locator('#creature-table thead th', { hasText: 'Combat' });
    const button = th.getByRole('button');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => th.getAttribute('aria-sort')).toBe('descending');
    const byCombatDesc = [...CREATURE_LIST]
      .map((c, i) => ({ c, i }))
      .sort((a, b) => b.c.combat - a.c.combat || a.i - b.i)
      .map(({ c }) => `creature-${slug(c.name)}`);
    // The rows move in the frame after the heading changes.
    await expect.poll(() => creatureOrder(page)).toEqual(byCombatDesc);
    await page.keyboard.press('Enter');
    await expect.poll(() => th.getAttribute('aria-sort')).toBe('ascending');
    await expect
      .poll(async () => (await creatureOrder(page))[0])
      .toBe(`creature-${slug([...CREATURE_LIST].sort((a, b) => a.combat - b.combat)[0]!.name)}`);
    // Only one header carries aria-sort.
    expect(await page.locator('#creature-table th[aria-sort]').count()).toBe(1);
    // Sorting by name with the keyboard too.
    const nameTh = page.locator('#creature-table thead th', { hasText: 'Creature' });
    await nameTh.getByRole('button').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => nameTh.getAttribute('aria-sort')).toBe('ascending');
    await expect
      .poll(() => creatureOrder(page))
      .toEqual(
        [...CREATURE_LIST]
          .map((c) => c.name)
          .sort((a, b) => a.localeCompare(b))
          .map((n) => `creature-${slug(n)}`),
      );
    expect(await page.locator('#creature-table th[aria-sort]').count()).toBe(1);
  });

  // The reference tables skip layout until near the screen, except the one holding the linked
  // row: the row must land in view, below the page's header, on a laptop and on a phone.
  for (const [name, viewport] of [
    ['laptop', undefined],
    ['phone', PHONE],
  ] as const) {
    it(`links straight to a row of each table (${name})`, async () => {
      for (const id of [
        'creature-red-dragon',
        `piece-${slug(PIECE_LIST[PIECE_LIST.length - 1]!.name)}`,
        `spell-${slug(SPELL_NAMES[SPELL_NAMES.length - 1]!)}`,
      ]) {
        const page = await openPage(`/tables/#${id}`, viewport ? { viewport, touch: true } : {});
        const row = page.locator(`#${id}`);
        await expect.poll(() => row.isVisible()).toBe(true);
        // Measured once the row has stopped moving (the neighbouring tables near the screen are
        // laid out a frame or two after the jump).
        const box = await settledBox(row);
        const header = await page.evaluate(
          () => document.querySelector('header')!.getBoundingClientRect().bottom,
        );
        const where = { ...box, header };
        expect(where.top, id).toBeGreaterThanOrEqual(where.header);
        expect(where.bottom, id).toBeLessThanOrEqual(where.height);
      }
    });
  }

  it('lays out a table far below the screen only when it comes near', async () => {
    const page = await openPage('/tables/', { viewport: PHONE, touch: true });
    // A cell of the last row: inside a block whose contents are skipped until it is near.
    const cell = page.locator('#spell-table tbody tr').last().locator('td').first();
    const laidOut = () =>
      cell.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    expect(await laidOut()).toBe(false);
    await cell.scrollIntoViewIfNeeded();
    await expect.poll(laidOut).toBe(true);
  });

  it("compares two creatures side by side, with the engine's fight odds", async () => {
    const page = await openPage('/tables/');
    await hydrated(page, '[data-testid=creature-compare]');
    const a: CreatureName = 'Lion';
    const b: CreatureName = 'Orc';
    await page.getByTestId('compare-a').selectOption(a);
    await page.getByTestId('compare-b').selectOption(b);
    const defence = page.locator('[data-testid=compare-table] tr[data-stat=defence] td');
    await expect
      .poll(() => defence.allTextContents())
      .toEqual([
        expect.stringContaining(String(CREATURES[a].defence)),
        expect.stringContaining(String(CREATURES[b].defence)),
      ]);
    const r = attackOdds({ kind: a }, { kind: b }, 'melee');
    if (!r.ok) throw new Error(r.message);
    await expect(page.getByTestId('compare-fights').textContent()).resolves.toContain(
      `${a} kills ${b} in close combat: ${percent(r.value.odds.p)}`,
    );
  });

  it('fits a phone without sideways scrolling', async () => {
    const page = await openPage('/tables/', { viewport: PHONE });
    await hydrated(page, '#creature-table');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
