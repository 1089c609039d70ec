/** The combat islands on /combat/: one against one, the heatmap, several attackers. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  CREATURE_NAMES,
  CREATURES,
  anyKills,
  attackOdds,
  killWithinTurns,
  type Fighter,
  type Odds,
  type WizardFighter,
} from '../../src/engine';
import { pct } from '../../src/lib/format';
import { openPage, PHONE, scrollIntoLayout, useBrowser } from './harness';

useBrowser();

/** Scroll an island into view and wait until it has hydrated. */
async function ready(page: Page, testid: string) {
  await page.getByTestId(testid).scrollIntoViewIfNeeded();
  await page.waitForSelector(`astro-island:not([ssr]) [data-testid="${testid}"]`);
}

const wizard = (over: Partial<WizardFighter> = {}): WizardFighter => ({
  kind: 'Wizard',
  combat: 3,
  defence: 3,
  rangedCombat: 0,
  magicResistance: 7,
  weapon: null,
  armour: null,
  shadowForm: false,
  ...over,
});

function mustOdds(a: Fighter, d: Fighter, mode: 'melee' | 'ranged' = 'melee'): Odds {
  const r = attackOdds(a, d, mode);
  if (!r.ok) throw new Error(r.message);
  return r.value.odds;
}

describe('one against one', () => {
  it('Golden Dragon against a wizard in Magic Armour gives the engine’s odds', async () => {
    const page = await openPage('/combat/');
    await ready(page, 'duel');
    await page.getByTestId('duel-attacker-kind').selectOption('Orc');
    await page.getByTestId('duel-attacker-kind').selectOption('Golden Dragon');
    await page.getByTestId('duel-defender-kind').selectOption('Wizard');
    await page.getByTestId('duel-defender-armour').selectOption('none');
    await page.getByTestId('duel-defender-defence').fill('4');
    await page.getByTestId('duel-defender-armour').selectOption('Magic Armour');

    const expected = mustOdds(
      { kind: 'Golden Dragon' },
      wizard({ defence: 4, armour: 'Magic Armour' }),
    );
    await expect
      .poll(() => page.getByTestId('duel-percent').textContent())
      .toBe(`${Math.round(expected.p * 100)}%`);
    await expect(page.getByTestId('duel-fraction').textContent()).resolves.toContain(
      `${expected.num}/${expected.den}`,
    );
    const working = await page.getByTestId('duel-working').textContent();
    expect(working).toContain(`attack ${CREATURES['Golden Dragon'].combat}`);
    expect(working).toContain('4 + 4 (Magic Armour) = 8');

    // Shadow Form adds 3 more in combat.
    await page.getByTestId('duel-defender-shadow').check();
    const shadow = mustOdds(
      { kind: 'Golden Dragon' },
      wizard({ defence: 4, armour: 'Magic Armour', shadowForm: true }),
    );
    await expect
      .poll(() => page.getByTestId('duel-percent').textContent())
      .toBe(`${Math.round(shadow.p * 100)}%`);
  });

  it('an undead target refuses a living attacker, and says why', async () => {
    const page = await openPage('/combat/');
    await ready(page, 'duel');
    await page.getByTestId('duel-attacker-kind').selectOption('Orc');
    await page.getByTestId('duel-defender-kind').selectOption('Skeleton');
    const refusal = attackOdds({ kind: 'Orc' }, { kind: 'Skeleton' });
    expect(!refusal.ok && refusal.error).toBe('undead-cannot-be-attacked');
    await expect
      .poll(() => page.getByTestId('duel-refusal').textContent())
      .toMatch(/undead.*Magic Knife, Magic Sword or Magic Bow/i);
    await expect(page.getByTestId('duel-percent').count()).resolves.toBe(0);

    // A creature raised from the dead is undead too.
    await page.getByTestId('duel-defender-kind').selectOption('Giant');
    await expect.poll(() => page.getByTestId('duel-refusal').count()).toBe(0);
    await page.getByTestId('duel-defender-raised').check();
    await expect.poll(() => page.getByTestId('duel-refusal').count()).toBe(1);

    // A wizard with a Magic Knife may attack it.
    await page.getByTestId('duel-attacker-kind').selectOption('Wizard');
    await page.getByTestId('duel-attacker-weapon').selectOption('Magic Knife');
    const knife = mustOdds(wizard({ weapon: 'Magic Knife' }), { kind: 'Giant', raised: true });
    await expect
      .poll(() => page.getByTestId('duel-percent').textContent())
      .toBe(`${Math.round(knife.p * 100)}%`);
  });

  it('ranged attacks use ranged combat; pieces without one are refused', async () => {
    const page = await openPage('/combat/');
    await ready(page, 'duel');
    await page.getByTestId('duel-ranged').check();
    await page.getByTestId('duel-attacker-kind').selectOption('Elf');
    await page.getByTestId('duel-defender-kind').selectOption('Horse');
    const shot = mustOdds({ kind: 'Elf' }, { kind: 'Horse' }, 'ranged');
    await expect
      .poll(() => page.getByTestId('duel-percent').textContent())
      .toBe(`${Math.round(shot.p * 100)}%`);
    await page.getByTestId('duel-attacker-kind').selectOption('Orc');
    await expect
      .poll(() => page.getByTestId('duel-refusal').textContent())
      .toContain('no ranged attack');
  });
});

/** The heatmap's row and column labels as engine fighters (wizards use the default 3 / 3). */
function fighterOf(label: string): Fighter {
  if (!label.startsWith('Wizard')) return { kind: label } as Fighter;
  const has = (s: string) => label.includes(s);
  return wizard({
    weapon: has('Sword') ? 'Magic Sword' : has('Knife') ? 'Magic Knife' : null,
    armour: has('Armour') ? 'Magic Armour' : has('Shield') ? 'Magic Shield' : null,
    shadowForm: has('Shadow'),
    rangedCombat: has('Bow') ? 3 : 0,
  });
}

/**
 * What a heatmap cell is, read from where it stands as a reader would: its row and column, the
 * attacker in its row header and the defender in its column header. (A cell carries no names.)
 */
function cellFacts(td: Element) {
  const row = td.parentElement as HTMLTableRowElement;
  const table = td.closest('table') as HTMLTableElement;
  const c = (td as HTMLTableCellElement).cellIndex - 1;
  const head = table.tHead?.rows[0]?.cells[c + 1] as HTMLElement | undefined;
  return {
    r: row.sectionRowIndex,
    c,
    a: (row.cells[0]?.textContent ?? '').trim(),
    d: head?.dataset.name ?? '',
    text: (td.textContent ?? '').trim(),
  };
}
type CellFacts = ReturnType<typeof cellFacts>;
// (Sent to the page as source: the bundler's helper names must not leak into it.)
const CELL_FACTS = `(${cellFacts.toString()})`;

async function heatCells(page: Page): Promise<CellFacts[]> {
  return page
    .locator('[data-testid="heatmap-table"] tbody td')
    .evaluateAll((tds, src) => tds.map((td) => (0, eval)(src)(td)), CELL_FACTS);
}

/** The cell with the focus. */
async function focusedCell(page: Page): Promise<CellFacts> {
  return page.evaluate((src) => (0, eval)(src)(document.activeElement), CELL_FACTS);
}

/** The cell of an attacker's row and a defender's column. */
async function cellOf(page: Page, a: string, d: string) {
  const cells = await heatCells(page);
  const at = cells.find((x) => x.a === a && x.d === d);
  if (!at) throw new Error(`no cell ${a} against ${d}`);
  return page.locator(
    `[data-testid="heatmap-table"] tbody tr:nth-child(${at.r + 1}) td:nth-of-type(${at.c + 1})`,
  );
}

describe('heatmap', () => {
  it('has one cell per (attacker, defender) pair, each matching the engine', async () => {
    const page = await openPage('/combat/');
    await ready(page, 'heatmap');
    const cols = await page.locator('[data-testid="heatmap-table"] thead th').count();
    const rows = await page.locator('[data-testid="heatmap-table"] tbody tr').count();
    const cells = await heatCells(page);
    expect(cells).toHaveLength((cols - 1) * rows);
    expect(new Set(cells.map((c) => `${c.a}|${c.d}`)).size).toBe(cells.length);
    const attackers = new Set(cells.map((c) => c.a));
    const defenders = new Set(cells.map((c) => c.d));
    for (const name of CREATURE_NAMES) {
      expect(attackers.has(name)).toBe(true);
      expect(defenders.has(name)).toBe(true);
    }
    for (const name of ['Gooey Blob', 'Magic Wood', 'Shadow Wood', 'Wizard + Armour'])
      expect(defenders.has(name)).toBe(true);
    for (const name of ['Shadow Wood', 'Wizard + Sword', 'Wizard + Bow'])
      expect(attackers.has(name)).toBe(true);

    for (const c of cells) {
      const r = attackOdds(fighterOf(c.a), fighterOf(c.d), 'melee');
      expect(c.text, `${c.a} vs ${c.d}`).toBe(
        r.ok ? String(Math.round(r.value.odds.p * 100)) : '–not allowed',
      );
    }
    // Row and column headers make it readable as a table.
    await expect(
      page.locator('[data-testid="heatmap-table"] tbody th[scope="row"]').count(),
    ).resolves.toBe(rows);
    await expect(
      page.locator('[data-testid="heatmap-table"] thead th[scope="col"]').count(),
    ).resolves.toBe(cols);
  });

  it('shows the working of the focused cell, as the engine has it', async () => {
    const page = await openPage('/combat/');
    await ready(page, 'heatmap');
    const cell = await cellOf(page, 'Golden Dragon', 'Wizard + Armour');
    await cell.click();
    const o = mustOdds({ kind: 'Golden Dragon' }, wizard({ armour: 'Magic Armour' }));
    const detail = page.getByTestId('heatmap-detail');
    await expect.poll(() => detail.textContent()).toContain('Golden Dragon against Wizard');
    const text = (await detail.textContent()) ?? '';
    expect(text).toContain(`Kills ${pct(o.p)} (exactly ${o.num}/${o.den})`);
    expect(text).toContain('3 + 4 (Magic Armour) = 7');

    const refused = await cellOf(page, 'Orc', 'Skeleton');
    await refused.hover();
    await expect.poll(() => detail.textContent()).toMatch(/^Orc against Skeleton: not allowed/);
  });

  it('moves between cells with the keyboard (roving tabindex)', async () => {
    const page = await openPage('/combat/');
    await ready(page, 'heatmap');
    const table = page.getByTestId('heatmap-table');
    await table.locator('td[tabindex="0"]').focus();
    const where = () => focusedCell(page).then((f) => `${f.r},${f.c}`);
    await expect(where()).resolves.toBe('0,0');
    await page.keyboard.press('ArrowUp'); // stays on the first row
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect(where()).resolves.toBe('1,2');
    await expect(table.locator('td[tabindex="0"]').count()).resolves.toBe(1);
    await expect(
      table.locator('td[tabindex="0"]').evaluate((td, src) => (0, eval)(src)(td).r, CELL_FACTS),
    ).resolves.toBe(1);

    const cols = (await table.locator('thead th').count()) - 1;
    const rows = await table.locator('tbody tr').count();
    await page.keyboard.press('End');
    await expect(where()).resolves.toBe(`1,${cols - 1}`);
    await page.keyboard.press('Home');
    await expect(where()).resolves.toBe('1,0');
    await page.keyboard.press('PageDown');
    await expect(where()).resolves.toBe('6,0');
    await page.keyboard.press('Control+End');
    await expect(where()).resolves.toBe(`${rows - 1},${cols - 1}`);

    // The detail follows the focus.
    const { a, d } = await focusedCell(page);
    const o = mustOdds(fighterOf(a), fighterOf(d));
    await expect
      .poll(() => page.getByTestId('heatmap-detail').textContent())
      .toContain(`Kills ${pct(o.p)}`);

    // Tab leaves the grid in one step.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(where()).resolves.toBe(`${rows - 1},${cols - 1}`);
  });

  it('with the pointer resting over the grid, keyboard moves show the focused cell', async () => {
    const page = await openPage('/combat/');
    await ready(page, 'heatmap');
    const table = page.getByTestId('heatmap-table');
    const detail = page.getByTestId('heatmap-detail');
    const hovered = table.locator('tbody tr:nth-child(4) td:nth-of-type(4)');
    await hovered.scrollIntoViewIfNeeded();
    const box = await hovered.boundingBox();
    if (!box) throw new Error('no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const hoverA = (await hovered.evaluate((td, src) => (0, eval)(src)(td), CELL_FACTS)).a;
    await expect.poll(() => detail.textContent()).toMatch(new RegExp(`^${hoverA} against`));

    await table.locator('td[tabindex="0"]').focus();
    // Moves that scroll the grid under the resting pointer, then moves that do not.
    const keys = ['Control+End', 'Control+Home', 'ArrowDown', 'PageDown', 'ArrowRight', 'End'];
    for (const key of keys) {
      await page.keyboard.press(key);
      const focused = await focusedCell(page);
      const o = attackOdds(fighterOf(focused.a), fighterOf(focused.d), 'melee');
      const words = o.ok ? `Kills ${pct(o.value.odds.p)}` : 'not allowed';
      await expect.poll(() => detail.textContent(), { message: key }).toContain(words);
      // Creature rows are named as they are labelled (wizards get their upgrades spelled out).
      if (!focused.a.startsWith('Wizard'))
        expect(await detail.textContent(), key).toMatch(new RegExp(`^${focused.a} against`));
    }
    expect(await detail.textContent()).not.toMatch(new RegExp(`^${hoverA} against`));
  });

  it('switches to ranged attacks: every shooter as a row', async () => {
    const page = await openPage('/combat/');
    await ready(page, 'heatmap');
    await page.getByTestId('heatmap-ranged').check();
    const shooters = CREATURE_NAMES.filter((n) => CREATURES[n].rangedCombat > 0);
    await expect
      .poll(() => page.locator('[data-testid="heatmap-table"] tbody tr').count())
      .toBe(shooters.length + 3);
    for (const c of await heatCells(page)) {
      const r = attackOdds(fighterOf(c.a), fighterOf(c.d), 'ranged');
      expect(c.text, `${c.a} shoots ${c.d}`).toBe(
        r.ok ? String(Math.round(r.value.odds.p * 100)) : '–not allowed',
      );
    }
  });

  it('scrolls inside its own box on a phone', async () => {
    const page = await openPage('/combat/', { viewport: PHONE });
    await ready(page, 'heatmap');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const scroller = page.locator('.cc-heatmap__scroll');
    await scrollIntoLayout(scroller);
    const box = await scroller.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
    }));
    expect(box.scroll).toBeGreaterThan(box.client);
    expect(box.client).toBeLessThanOrEqual(PHONE.width);
  });
});

describe('several attackers', () => {
  it('combines the attacks with anyKills and killWithinTurns', async () => {
    const page = await openPage('/combat/');
    await ready(page, 'gang');
    await page.getByTestId('gang-0-kind').selectOption('Golden Dragon');
    await page.getByTestId('gang-turns').fill('2');
    const target = wizard({ armour: 'Magic Shield' });
    const odds = [
      mustOdds({ kind: 'Golden Dragon' }, target),
      mustOdds({ kind: 'Orc' }, target),
      mustOdds({ kind: 'Elf' }, target, 'ranged'),
    ];
    const turn = anyKills(odds);
    const within = killWithinTurns(odds, 2);
    await expect.poll(() => page.getByTestId('gang-within').textContent()).toBe(pct(within.p));
    await expect(page.getByTestId('gang-turn').textContent()).resolves.toBe(pct(turn.p));
    await expect(page.getByTestId('gang-turn-fraction').textContent()).resolves.toContain(
      `${turn.num}/${turn.den}`,
    );

    // A refused attack is left out: a Zombie target, living attackers.
    await page.getByTestId('gang-target-kind').selectOption('Zombie');
    await page.getByTestId('gang-add').click();
    await page.getByTestId('gang-3-kind').selectOption('Vampire');
    const vampire = mustOdds({ kind: 'Vampire' }, { kind: 'Zombie' });
    await expect.poll(() => page.getByTestId('gang-turn').textContent()).toBe(pct(vampire.p));
    await expect(page.getByTestId('gang-0-odds').textContent()).resolves.toContain('not counted');

    // A bad number of turns is reported and the last good one kept.
    await page.getByTestId('gang-turns').fill('0');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('still using 2');
    await expect(page.getByTestId('gang-within').textContent()).resolves.toBe(
      pct(killWithinTurns([vampire], 2).p),
    );
  });
});
