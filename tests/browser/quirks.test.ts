/** The quirks page: each demonstration shows the engine's numbers. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  aiValue,
  castOutcome,
  computerTurmoilTest,
  CREATURE_LIST,
  emptyBoard,
  makePiece,
  turmoilListFromBoard,
  withPiece,
  lineOfSight,
  strongestWizardCheckValue,
  subverts,
  TURMOIL_REACHABLE_ABOUT,
  turmoilFinishes,
} from '../../src/engine';
import { pctFrac } from '../../src/lib/format';
import { openPage, PHONE, useBrowser } from './harness';

useBrowser();

/** Waits until the island holding this test id has hydrated (Astro drops the ssr attribute). */
async function hydrated(page: Page, testId: string) {
  const el = page.getByTestId(testId).first();
  await el.scrollIntoViewIfNeeded();
  await page.locator(`astro-island:not([ssr]) [data-testid="${testId}"]`).first().waitFor();
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

describe('quirks page', () => {
  it('double roll and balance wrap follow castOutcome', async () => {
    const page = await openPage('/quirks/?balance=125');
    await hydrated(page, 'dr-spell');
    await expect.poll(() => page.getByTestId('dr-balance').textContent()).toBe('+125');
    for (const spell of ['Law-2', 'Chaos-1', 'Magic Armour']) {
      await page.getByTestId('dr-spell').selectOption(spell);
      for (const caster of ['human', 'computer'] as const) {
        const o = castOutcome(spell, { balance: 125, ability: 0, caster });
        expect(o.ok).toBe(true);
        if (!o.ok) return;
        const id = caster === 'human' ? 'dr-human' : 'dr-computer';
        await expect
          .poll(() => page.getByTestId(`${id}-works`).textContent())
          .toBe(pctFrac(o.value.works));
        expect(await page.getByTestId(`${id}-rolls`).textContent()).toBe(String(o.value.rolls));
        const rows = await page
          .getByTestId(`${id}-after`)
          .locator('tr')
          .evaluateAll((trs) =>
            trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
          );
        expect(rows.map((r) => r[0])).toEqual(o.value.balanceChange.map((c) => signed(c.value)));
        expect(rows.map((r) => r[2])).toEqual(o.value.balanceChange.map((c) => pctFrac(c.odds)));
        const afters = rows.map((r) => Number(String(r[1]).replace(/ .*/, '')));
        expect(afters.sort((a, b) => a - b)).toEqual(
          o.value.balanceAfter.map((a) => a.value).sort((a, b) => a - b),
        );
      }
    }
    // Law-2 at +125 wraps round to Chaos.
    await page.getByTestId('dr-spell').selectOption('Law-2');
    await expect
      .poll(() => page.getByTestId('dr-computer-after').textContent())
      .toContain('wrapped');
  });

  it('build-time tables show the engine’s numbers', async () => {
    const page = await openPage('/quirks/');
    for (const c of CREATURE_LIST.slice(0, 6)) {
      const row = page
        .getByTestId('subversion-table')
        .locator(`tr[data-mr="${c.magicResistance}"]`);
      expect(await row.locator('td').first().textContent()).toBe(
        pctFrac(subverts(c.magicResistance)),
      );
      expect(await row.locator('td').nth(1).textContent()).toContain(c.name);
    }
    for (const id of [2, 23, 25, 33, 34]) {
      const cells = await page
        .getByTestId('army-values-table')
        .locator(`tr[data-id="${id}"] td`)
        .allTextContents();
      expect(cells.slice(0, 2)).toEqual([
        String(aiValue(id)),
        String(strongestWizardCheckValue(id)),
      ]);
    }
    for (const n of [22, 25, 26]) {
      const v = turmoilFinishes(n, TURMOIL_REACHABLE_ABOUT);
      const text = await page
        .getByTestId('turmoil-table')
        .locator(`tr[data-pieces="${n}"] td`)
        .textContent();
      expect(v.ok && text?.startsWith(v.value === 'finishes' ? 'finishes' : 'hangs')).toBe(true);
    }
    const marked = await page.getByTestId('turmoil-grid').locator('[data-label]').count();
    expect(marked).toBe(64);
    // The Turmoil test table: a Golden Dragon on square 81 = (1,5) casts it, on 80 = (0,5) not.
    const rows = page.getByTestId('turmoil-test-table').locator('tbody tr');
    const byLabel = (label: string) => rows.filter({ hasText: label });
    const at = (sq: { x: number; y: number }) => {
      let b = withPiece(emptyBoard(), { x: 7, y: 4 }, makePiece('Wizard 1', 0));
      b = withPiece(b, sq, makePiece('Golden Dragon', 1));
      const r = computerTurmoilTest(turmoilListFromBoard(b, 0, { x: 7, y: 4 }));
      return r.ok ? r.value : null;
    };
    const casts81 = at({ x: 1, y: 5 });
    const casts80 = at({ x: 0, y: 5 });
    expect(casts81?.casts).toBe(true);
    expect(casts80?.casts).toBe(false);
    await expect(
      byLabel('Golden Dragon at (1,5)').locator('td').last().textContent(),
    ).resolves.toBe('yes');
    await expect(
      byLabel('Golden Dragon at (0,5)').locator('td').last().textContent(),
    ).resolves.toBe('no');
    await expect(byLabel('Golden Dragon at (1,5)').textContent()).resolves.toContain('81 → 30 ✓');
  });

  it('line-of-sight examples agree with the engine', async () => {
    const page = await openPage('/quirks/');
    const fig = page.getByTestId('los-quirk').locator('figure').first();
    const parse = (s: string | null) => {
      const m = /\((\d+),(\d+)\)/.exec(s ?? '')!;
      return { x: Number(m[1]), y: Number(m[2]) };
    };
    const a = parse(await fig.getAttribute('data-from'));
    const b = parse(await fig.getAttribute('data-to'));
    const pieces = [{ x: 7, y: 4, piece: 'Giant', frame: 0 }];
    expect(lineOfSight(pieces, a, b).blocked).toBe(true);
    expect(lineOfSight(pieces, b, a).blocked).toBe(false);
    expect(await page.getByTestId('los-oneway').textContent()).toMatch(/blocked[\s\S]*clear/);
  });

  it('fits a phone screen', async () => {
    const page = await openPage('/quirks/', { viewport: PHONE });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe('quirks page: the computer players', () => {
  it('lists the computer quirks with the engine’s numbers', async () => {
    const page = await openPage('/quirks/');
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toMatch(/The computer players['’] quirks you can see/);
    expect(text).toContain('between 12 and 21');
    expect(text).toContain('The corner square (14,9) is a blind spot');
    for (const c of CREATURE_LIST.filter((x) => x.id >= 19 && x.id <= 29))
      expect(text).toContain(c.name);
  });
});
