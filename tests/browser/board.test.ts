/**
 * The sample board (BoardLab islands on /line-of-sight/ and /movement/): placing and moving
 * pieces with the pointer and the keyboard, the trace, range and movement overlays against the
 * engine, the board in localStorage and in the URL, and a bad board link.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  decodeBoard,
  lineOfSight,
  moverForPiece,
  movementReach,
  pieceAt,
  placedPieces,
  sightPieces,
  spellTargetMap,
  SPELLS,
  type Board,
} from '../../src/engine';
import { findSample, sampleBoard } from '../../src/stores/board-samples';
import { openPage, PHONE, useBrowser } from './harness';
import { liveLab } from './islands';

useBrowser();

const cell = (l: Locator, x: number, y: number) =>
  l.locator(`[role="gridcell"][data-x="${x}"][data-y="${y}"]`);

/** The pieces the island shows, as "x,y:kind", read from the grid. */
async function shownPieces(l: Locator): Promise<string[]> {
  return l.locator('[role="gridcell"][data-piece]').evaluateAll((els) =>
    els.map((e) => {
      const d = (e as HTMLElement).dataset;
      return `${d.x},${d.y}:${d.piece}`;
    }),
  );
}

/** Choosing a sample loads it: there is no separate Load button. */
async function loadSample(l: Locator, id: string) {
  await l.getByTestId('sample').selectOption(id);
}

async function centre(loc: Locator) {
  const box = await loc.boundingBox();
  if (!box) throw new Error('no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drag with the mouse (pointer events) from one element to another, in small steps. */
async function dragTo(page: Page, from: Locator, to: Locator) {
  // The board at the top of the view (below the header bars): the palette under it is then on
  // screen too, as a player would scroll to drag from one to the other.
  await to.evaluate((el) => el.closest('.cc-board')?.scrollIntoView({ block: 'start' }));
  const a = await centre(from);
  const b = await centre(to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 8, a.y + 8, { steps: 3 });
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
}

function boardInUrl(page: Page): Board {
  const code = new URL(page.url()).searchParams.get('board');
  const r = decodeBoard(code);
  if (!r.ok) throw new Error(`board in URL: ${r.message}`);
  return r.value;
}

describe('board editing', () => {
  it('places a piece by dragging it from the palette and moves it by dragging', async () => {
    const page = await openPage('/line-of-sight/');
    const l = await liveLab(page, 'trace');
    await l.getByTestId('clear').click();
    await l.getByTestId('mode-edit').check();
    await l.getByTestId('palette-group').selectOption('creatures');
    await dragTo(page, l.locator('[data-kind="Goblin"]'), cell(l, 4, 4));
    await expect.poll(() => shownPieces(l)).toEqual(['4,4:Goblin']);
    // The board in the URL is the engine's board with that piece.
    expect(pieceAt(boardInUrl(page), { x: 4, y: 4 })?.kind).toBe('Goblin');

    await dragTo(page, cell(l, 4, 4), cell(l, 9, 6));
    await expect.poll(() => shownPieces(l)).toEqual(['9,6:Goblin']);
    // Both islands on the page share the board.
    await expect
      .poll(async () => shownPieces(await liveLab(page, 'range')))
      .toEqual(['9,6:Goblin']);
  });

  it('drags a piece with a finger (touch pointer events)', async () => {
    const page = await openPage('/line-of-sight/', { viewport: PHONE });
    const l = await liveLab(page, 'trace');
    await loadSample(l, 'corner');
    await expect.poll(() => shownPieces(l)).toContain('1,0:Dark Citadel');
    await l.locator('.cc-board').scrollIntoViewIfNeeded();
    const a = await centre(cell(l, 1, 0));
    const b = await centre(cell(l, 5, 3));
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: string, p?: { x: number; y: number }) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: p ? [{ x: p.x, y: p.y }] : [],
      } as never);
    await touch('touchStart', a);
    for (let i = 1; i <= 8; i++)
      await touch('touchMove', { x: a.x + ((b.x - a.x) * i) / 8, y: a.y + ((b.y - a.y) * i) / 8 });
    await touch('touchEnd');
    await expect.poll(() => shownPieces(l)).toContain('5,3:Dark Citadel');
    expect(await shownPieces(l)).not.toContain('1,0:Dark Citadel');
  });

  it('the palette is one Tab stop: arrow keys, Home and End move between its pieces (issue 32, point 15)', async () => {
    const page = await openPage('/line-of-sight/');
    const l = await liveLab(page, 'trace');
    await l.getByTestId('mode-edit').check();
    await l.getByTestId('palette-group').selectOption('creatures');
    const swatches = l.getByTestId('palette').locator('button');
    const n = await swatches.count();
    expect(n).toBeGreaterThan(20);
    await expect(l.getByTestId('palette').locator('button[tabindex="0"]').count()).resolves.toBe(1);
    const focused = () =>
      page.evaluate(
        () =>
          (document.activeElement as HTMLElement | null)?.dataset.kind ??
          document.activeElement?.tagName,
      );
    // Tab from the owner's select lands on the palette's one stop, the next Tab leaves it.
    await l.getByTestId('brush-owner').focus();
    await page.keyboard.press('Tab');
    const first = await focused();
    expect(first).toBe(await swatches.first().getAttribute('data-kind'));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const third = await swatches.nth(2).getAttribute('data-kind');
    expect(await focused()).toBe(third);
    await page.keyboard.press('End');
    expect(await focused()).toBe(await swatches.last().getAttribute('data-kind'));
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(l.getByTestId('brush').textContent()).resolves.toBe(
      await swatches.nth(1).getAttribute('data-kind'),
    );
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => !!document.activeElement?.closest('[data-testid="palette"]')),
    ).toBe(false);
    // Back with Shift+Tab: the chosen piece is the stop.
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe(await swatches.nth(1).getAttribute('data-kind'));
  });

  it('places, moves, re-frames and removes pieces with the keyboard only', async () => {
    const page = await openPage('/line-of-sight/');
    const l = await liveLab(page, 'trace');
    await l.getByTestId('clear').click();
    await l.getByTestId('mode-edit').check();
    await l.getByTestId('palette-group').selectOption('objects');
    await l.locator('[data-kind="Wall"]').focus();
    await page.keyboard.press('Enter');
    await expect(l.getByTestId('brush').textContent()).resolves.toBe('Wall');

    // Into the board: Tab reaches the grid's one tab stop; start from (7,4).
    await l.locator('[role="gridcell"][tabindex="0"]').focus();
    await cell(l, 7, 4).focus();
    await expect(cell(l, 7, 4).getAttribute('tabindex')).resolves.toBe('0');
    for (const k of ['ArrowLeft', 'ArrowLeft', 'ArrowUp']) await page.keyboard.press(k);
    await page.keyboard.press('Enter'); // place a Wall on (5,3)
    await expect.poll(() => shownPieces(l)).toEqual(['5,3:Wall']);

    await page.keyboard.press('Enter'); // pick it up
    for (const k of ['ArrowDown', 'ArrowDown', 'ArrowRight']) await page.keyboard.press(k);
    await page.keyboard.press('Enter'); // put it down on (6,5)
    await expect.poll(() => shownPieces(l)).toEqual(['6,5:Wall']);

    // A creature, then its frame and owner from the piece panel.
    await l.getByTestId('palette-group').selectOption('creatures');
    await l.locator('[data-kind="Goblin"]').click();
    await cell(l, 2, 2).click();
    await l.getByTestId('frame-2').check();
    await l.getByTestId('piece-owner').selectOption('4');
    await expect
      .poll(() => pieceAt(boardInUrl(page), { x: 2, y: 2 }))
      .toMatchObject({ kind: 'Goblin', frame: 2, owner: 4 });

    await cell(l, 6, 5).focus();
    await page.keyboard.press('Delete');
    await expect.poll(() => shownPieces(l)).toEqual(['2,2:Goblin']);
  });

  it('a click on an empty square with no piece chosen marks the square and says why', async () => {
    const page = await openPage('/line-of-sight/');
    const l = await liveLab(page, 'trace');
    await l.getByTestId('clear').click();
    await l.getByTestId('mode-edit').check();
    await expect(l.getByTestId('brush').count()).resolves.toBe(0);
    await cell(l, 3, 2).click();
    await expect.poll(() => cell(l, 3, 2).getAttribute('aria-selected')).toBe('true');
    await expect(l.getByTestId('status').textContent()).resolves.toContain('(3,2) is empty');
    expect(await shownPieces(l)).toEqual([]);
    // The keys go on from the marked square.
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => cell(l, 4, 2).evaluate((el) => el === document.activeElement))
      .toBe(true);
  });
});

describe('line of sight trace', () => {
  it('shows a blocked line, the clear reverse and the per-frame answer, as the engine does', async () => {
    const page = await openPage('/line-of-sight/');
    const l = await liveLab(page, 'trace');
    await loadSample(l, 'direction');
    const s = findSample('direction')!;
    const pieces = sightPieces(sampleBoard(s));
    const fwd = lineOfSight(pieces, s.trace!.from, s.trace!.to);
    const back = lineOfSight(pieces, s.trace!.to, s.trace!.from);
    expect(fwd.firstBlock).not.toBeNull();
    expect(back.blocked).toBe(false);
    const b = fwd.firstBlock!;
    await expect
      .poll(() => l.getByTestId('trace-forward').textContent())
      .toBe(`blocked by the ${b.piece} at (${b.square.x},${b.square.y})`);
    await expect(l.getByTestId('trace-backward').textContent()).resolves.toBe('clear');
    // The line drawn is the engine's line, pixel for pixel.
    await expect(l.locator('[data-line-pixels]').getAttribute('data-line-pixels')).resolves.toBe(
      String(fwd.pathPixels.length),
    );

    // Swap the ends: now A→B is the clear direction.
    await l.getByTestId('swap').click();
    await expect.poll(() => l.getByTestId('trace-forward').textContent()).toBe('clear');
  });

  it('picks caster and target by clicking, and a clear line says so', async () => {
    const page = await openPage('/line-of-sight/');
    const l = await liveLab(page, 'trace');
    await loadSample(l, 'thin-bulky');
    const s = findSample('thin-bulky')!;
    await expect.poll(() => l.getByTestId('trace-forward').textContent()).toBe('clear');
    expect(lineOfSight(sightPieces(sampleBoard(s)), { x: 0, y: 0 }, { x: 2, y: 1 }).blocked).toBe(
      false,
    );

    await cell(l, 0, 5).click(); // A
    await cell(l, 2, 6).click(); // B
    const r = lineOfSight(sightPieces(sampleBoard(s)), { x: 0, y: 5 }, { x: 2, y: 6 });
    await expect
      .poll(() => l.getByTestId('trace-forward').textContent())
      .toBe(`blocked by the ${r.firstBlock!.piece} at (1,5)`);
  });

  it("dragging the caster's piece takes A along, and the trace starts from the new square", async () => {
    const page = await openPage('/line-of-sight/');
    const l = await liveLab(page, 'trace');
    await loadSample(l, 'direction');
    const s = findSample('direction')!;
    const { from, to } = s.trace!;
    await expect
      .poll(() => l.getByTestId('trace-result').textContent())
      .toContain(`A (${from.x},${from.y}) to B (${to.x},${to.y}):`);
    await dragTo(page, cell(l, from.x, from.y), cell(l, 6, 7));
    await expect.poll(() => shownPieces(l)).toContain('6,7:Wizard 1');
    await expect
      .poll(() => l.getByTestId('trace-result').textContent())
      .toContain(`A (6,7) to B (${to.x},${to.y}):`);
    await expect(cell(l, 6, 7).getAttribute('data-label')).resolves.toBe('A');
    const r = lineOfSight(sightPieces(boardInUrl(page)), { x: 6, y: 7 }, to);
    await expect(l.getByTestId('trace-forward').textContent()).resolves.toBe(
      r.firstBlock
        ? `blocked by the ${r.firstBlock.piece} at (${r.firstBlock.square.x},${r.firstBlock.square.y})`
        : 'clear',
    );
    // The legend names the marker of the first piece in the way.
    await expect(l.getByTestId('trace-result').textContent()).resolves.toContain('✕');
  });

  it('a sample loads as soon as it is chosen, and the list names the board on screen', async () => {
    const page = await openPage('/line-of-sight/');
    const l = await liveLab(page, 'trace');
    const pick = l.getByTestId('sample');
    for (const id of ['corner', 'thin-bulky']) {
      await pick.selectOption(id);
      const s = findSample(id)!;
      const want = s.pieces.map((p) => `${p.x},${p.y}:${p.kind}`).sort();
      await expect.poll(async () => (await shownPieces(l)).sort()).toEqual(want);
      await expect(pick.inputValue()).resolves.toBe(id);
    }
    await expect(l.getByTestId('load-sample').count()).resolves.toBe(0);
    // Once the board is changed, the list no longer claims it is a sample.
    await l.getByTestId('clear').click();
    await expect.poll(() => pick.inputValue()).toBe('');
    await expect(pick.locator('option:checked').textContent()).resolves.toMatch(/not a sample/);
  });

  it('answers for every frame: the frame sample depends on the animation', async () => {
    const page = await openPage('/line-of-sight/');
    const l = await liveLab(page, 'trace');
    await loadSample(l, 'frame');
    await expect
      .poll(() => l.getByTestId('trace-verdict').textContent())
      .toMatch(/^depends on the animation: blocked while the Goblin shows frame/);
  });
});

describe('range overlay', () => {
  it('counts squares in range, in sight and legal targets as the engine does', async () => {
    const page = await openPage('/line-of-sight/');
    const l = await liveLab(page, 'range');
    await loadSample(l, 'battle');
    await l.getByTestId('range-action').selectOption('spell:41'); // Magic Bolt
    const from = findSample('battle')!.range!.from;
    const bolt = SPELLS[41];
    const m = spellTargetMap(sampleBoard(findSample('battle')!), from, {
      rangeByte: bolt.rangeByte,
      category: bolt.kind,
    });
    const others = m.squares.filter((e) => e.square.x !== from.x || e.square.y !== from.y);
    const inRange = others.filter((e) => e.inRange);
    const text = `${inRange.length} squares in range, ${inRange.filter((e) => !e.blocked).length} in sight, ${m.squares.filter((e) => e.legal).length} legal targets`;
    await expect.poll(() => l.getByTestId('range-counts').textContent()).toBe(text);
    await expect(l.locator('[data-label="✓"]').count()).resolves.toBe(
      m.squares.filter((e) => e.legal).length,
    );
  });
});

describe('the board is kept', () => {
  it('survives a reload and round-trips through its URL', async () => {
    const page = await openPage('/line-of-sight/');
    const l = await liveLab(page, 'trace');
    await loadSample(l, 'corner');
    await expect.poll(() => shownPieces(l)).toHaveLength(3);
    const before = await shownPieces(l);
    const link = page.url();
    expect(new URL(link).searchParams.get('board')).toBeTruthy();
    expect(boardInUrl(page)).toEqual(sampleBoard(findSample('corner')!));

    // Reload without the query: the board comes back from localStorage.
    await page.goto(link.split('?')[0]!, { waitUntil: 'networkidle' });
    // (Wait for the island first: hydrating can take longer than one poll under load.)
    const again = await liveLab(page, 'trace');
    await expect.poll(() => shownPieces(again)).toEqual(before);

    // The link in a fresh browser (nothing saved) shows the same board; other params stay.
    const withOther = new URL(link);
    withOther.searchParams.set('keep', 'me');
    const fresh = await openPage(`/line-of-sight/${withOther.search}`);
    const inFresh = await liveLab(fresh, 'trace');
    await expect.poll(() => shownPieces(inFresh)).toEqual(before);
    expect(new URL(fresh.url()).searchParams.get('keep')).toBe('me');
  });

  it('a bad board in the URL shows a message and keeps the board the reader had', async () => {
    const errors: string[] = [];
    const page = await openPage('/line-of-sight/?board=B!!bad&keep=1');
    page.on('pageerror', (e) => errors.push(e.message));
    const l = await liveLab(page, 'trace');
    await expect
      .poll(() => l.getByTestId('board-notes').textContent())
      .toMatch(/The board in the link could not be read/);
    // Nothing saved in this fresh browser: the first-visit board stays.
    await expect(shownPieces(l)).resolves.toHaveLength(
      placedPieces(sampleBoard(findSample('battle')!)).length,
    );
    await expect(l.locator('[role="gridcell"]').count()).resolves.toBe(150);
    expect(new URL(page.url()).searchParams.get('keep')).toBe('1');
    // Still works: load a sample.
    await loadSample(l, 'direction');
    await expect.poll(() => shownPieces(l)).toHaveLength(3);
    expect(errors).toEqual([]);
  });
});

describe('movement overlay', () => {
  it("shows the engine's reach for a piece next to an enemy, and the break-free odds", async () => {
    const page = await openPage('/movement/');
    const l = await liveLab(page, 'move');
    await loadSample(l, 'engaged');
    const s = findSample('engaged')!;
    const board = sampleBoard(s);
    const from = s.move!;
    await cell(l, from.x, from.y).click();
    // Once a piece is picked the prompt goes; the legend names the '@' marker.
    await expect.poll(() => l.getByText('Pick a piece on the board.').count()).toBe(0);
    await expect(l.getByTestId('move-result').textContent()).resolves.toContain(
      '@: the piece that moves',
    );
    const mover = moverForPiece(pieceAt(board, from)!);
    if (!mover.ok) throw new Error(mover.message);
    const reach = movementReach(board, from, mover.value);
    const moves = reach.squares.filter((r) => r.action === 'move');
    const engaged = moves.filter((r) => r.engagedStop).length;
    const attacks = reach.squares.filter((r) => r.action === 'attack').length;
    await expect
      .poll(() => l.getByTestId('move-counts').textContent())
      .toMatch(
        new RegExp(
          `^${moves.length} squares to move to \\(${engaged} of them end engaged\\), ${attacks} to attack`,
        ),
      );
    const odds = reach.breakFree!;
    await expect(l.getByTestId('break-free').textContent()).resolves.toContain(
      `${odds.num}/${odds.den}`,
    );

    // Failing the roll leaves only attacks on neighbours.
    await l.getByTestId('engaged').check();
    const held = movementReach(board, from, mover.value, { engaged: true });
    await expect
      .poll(() => l.getByTestId('move-counts').textContent())
      .toBe(`${held.squares.filter((r) => r.action === 'attack').length} to attack`);
  });

  it('fits a phone screen without sideways scrolling', async () => {
    for (const path of ['/movement/', '/line-of-sight/']) {
      const page = await openPage(path, { viewport: PHONE });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
