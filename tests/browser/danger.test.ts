/**
 * The danger map (/danger/, issue 12 point 3): pick a piece with real clicks and with the
 * keyboard, the threat list against the engine for the sample board, the reverse view, the pick
 * in the link (round trip), a position with a spell book from a link, and a bad link.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  DEFAULT_POSITION,
  attackOptions,
  dangerMap,
  encodeBoard,
  encodePosition,
  makePiece,
  withPiece,
  withWizard,
  type DangerPosition,
} from '../../src/engine';
import { DEFAULT_BOARD } from '../../src/stores/board';
import { pctFrac } from '../../src/lib/format';
import { openPage, useBrowser } from './harness';
import { hydrated, liveLab } from './islands';

useBrowser();

const ok = <T>(r: { ok: true; value: T } | { ok: false; message: string }): T => {
  if (!r.ok) throw new Error(r.message);
  return r.value;
};
const sample: DangerPosition = {
  board: DEFAULT_BOARD,
  wizards: DEFAULT_POSITION.wizards,
  balance: 0,
};
const at = (s: { x: number; y: number }) => `(${s.x},${s.y})`;

async function island(page: Page): Promise<Locator> {
  await hydrated(page, '[data-testid="danger"]');
  return page.getByTestId('danger');
}
const cell = (l: Locator, x: number, y: number) =>
  l.locator(`[role="gridcell"][data-x="${x}"][data-y="${y}"]`);
/** The engine part loads on the first pick: slow on a loaded machine. */
const poll = <T>(f: () => T | Promise<T>) => expect.poll(f, { timeout: 15_000 });
const plans = (l: Locator) => l.getByTestId('danger-plan').allTextContents();

describe('the danger map', () => {
  it('shows the sample Orc’s attackers, then another piece picked by click, as the engine has them', async () => {
    const page = await openPage('/danger/');
    const l = await island(page);
    const orc = ok(dangerMap(sample, { x: 8, y: 3 }));
    expect(orc.bySquare.length).toBeGreaterThan(0);
    await poll(() => l.getByTestId('danger-piece').textContent()).toBe('Orc at (8,3)');
    await poll(() => plans(l).then((p) => p.length)).toBe(orc.bySquare.length);
    const shown = await plans(l);
    orc.bySquare.forEach((g, i) => {
      expect(shown[i]).toContain(`${g.plans[0]!.attacker} at ${at(g.square)}`);
      expect(shown[i]).toContain(pctFrac(g.odds));
    });
    await expect(l.getByTestId('danger-survives').textContent()).resolves.toBe(
      pctFrac(orc.survives),
    );
    // The attacker's square is shaded and tagged with its chance.
    const first = orc.bySquare[0]!;
    await expect(cell(l, first.square.x, first.square.y).getAttribute('data-label')).resolves.toBe(
      String(Math.round(first.odds.p * 100)),
    );

    // A real click on the enemy wizard.
    await cell(l, 11, 5).click();
    const wiz = ok(dangerMap(sample, { x: 11, y: 5 }));
    await poll(() => l.getByTestId('danger-piece').textContent()).toBe('Wizard 2 at (11,5)');
    await poll(() => plans(l)).toEqual(
      wiz.bySquare.map((g) =>
        expect.stringContaining(`${g.plans[0]!.attacker} at ${at(g.square)}`),
      ),
    );
    await poll(() => new URL(page.url()).searchParams.get('danger')).toBe('11-5');
  });

  it('picks with the keyboard, switches to the reverse view, and a copied link opens the same answer', async () => {
    const page = await openPage('/danger/');
    const l = await island(page);
    // From the Orc (8,3): down three, right one to the Gooey Blob (9,6), Enter.
    await cell(l, 8, 3).focus();
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight', 'Enter'])
      await page.keyboard.press(key);
    await poll(() => l.getByTestId('danger-piece').textContent()).toBe('Gooey Blob at (9,6)');
    const blob = ok(dangerMap(sample, { x: 9, y: 6 }));
    await poll(() => plans(l).then((p) => p.join(' | '))).toContain('Elf at (4,6)');
    await expect(l.getByTestId('danger-survives').textContent()).resolves.toBe(
      pctFrac(blob.survives),
    );

    // The Elf, and what it can attack.
    await cell(l, 4, 6).click();
    await l.getByText('What it can attack').click();
    const elf = ok(attackOptions(sample, { x: 4, y: 6 }));
    expect(elf.byTarget.length).toBeGreaterThan(1);
    await poll(() => plans(l)).toEqual(
      elf.byTarget.map((g) =>
        expect.stringContaining(`${pctFrac(g.odds)} ${g.plans[0]!.target} at ${at(g.square)}`),
      ),
    );
    await poll(() => new URL(page.url()).searchParams.get('danger')).toBe('4-6-own');
    const before = await plans(l);

    const fresh = await openPage(`/danger/${new URL(page.url()).search}`);
    const f = await island(fresh);
    await poll(() => f.getByTestId('danger-piece').textContent()).toBe('Elf at (4,6)');
    await expect(f.getByTestId('danger-view-own').isChecked()).resolves.toBe(true);
    await poll(() => plans(f)).toEqual(before);
  });

  it('reads the wizards’ books from a position link: a spell that reaches, and its odds', async () => {
    // Wizard 2 holds Vengeance: it reaches anywhere, and against wizard 1 it does not kill.
    // Wizard 1 holds Magic Bolt: the reverse view lists it against the Orc if in range.
    let extras = ok(withWizard(DEFAULT_POSITION, 1, { book: [1, 45] }));
    extras = ok(withWizard(extras, 0, { book: [1, 41] }));
    const pos = ok(encodePosition(extras));
    const board = ok(encodeBoard(DEFAULT_BOARD));
    const position: DangerPosition = { ...sample, wizards: extras.wizards };
    const page = await openPage(`/danger/?board=${board}&pos=${pos}&danger=3-4`);
    const l = await island(page);
    const w1 = ok(dangerMap(position, { x: 3, y: 4 }));
    const vengeance = w1.threats.find((t) => t.spell === 'Vengeance')!;
    expect(vengeance.counted).toBe(false);
    await poll(() => plans(l).then((p) => p.join(' | '))).toContain('Vengeance');
    await expect(l.getByTestId('danger-survives').textContent()).resolves.toBe(
      pctFrac(w1.survives),
    );
    await l.getByTestId('danger-view-own').check({ force: true });
    const own = ok(attackOptions(position, { x: 3, y: 4 }));
    await poll(() => plans(l)).toEqual(
      own.byTarget.map((g) => expect.stringContaining(`${g.plans[0]!.target} at ${at(g.square)}`)),
    );
  });

  it('what it can attack: one line per target, with the chance its square shows and every way beneath', async () => {
    // Wizard 1 with Magic Bolt, an enemy Orc put beside him: he can bolt it and strike it.
    const board = withPiece(
      DEFAULT_BOARD,
      { x: 4, y: 4 },
      {
        kind: 'Orc',
        owner: 1,
        illusion: false,
        frame: 0,
      },
    );
    const wizards = ok(withWizard(DEFAULT_POSITION, 0, { book: [1, 41] })).wizards;
    const position: DangerPosition = { board, wizards, balance: 0 };
    const own = ok(attackOptions(position, { x: 3, y: 4 }));
    const orc = own.byTarget.find((g) => g.square.x === 4 && g.square.y === 4)!;
    expect(orc.plans.map((pl) => pl.how).sort()).toEqual(['piece', 'spell']);
    const q = `board=${ok(encodeBoard(board))}&pos=${ok(encodePosition({ ...DEFAULT_POSITION, wizards }))}`;
    const page = await openPage(`/danger/?${q}&danger=3-4-own`);
    const l = await island(page);
    await poll(() => plans(l).then((p) => p.length)).toBe(own.byTarget.length);
    const lines = await plans(l);
    expect(lines.filter((t) => t.includes('Orc at (4,4)'))).toHaveLength(1);
    const line = lines.find((t) => t.includes('Orc at (4,4)'))!;
    expect(line.startsWith(`${pctFrac(orc.odds)} Orc at (4,4)`)).toBe(true);
    expect(line).toContain('Magic Bolt');
    expect(line).toContain('close attack');
    expect(line).not.toContain('another plan of this attacker');
    await expect(cell(l, 4, 4).getAttribute('data-label')).resolves.toBe(
      String(Math.round(orc.odds.p * 100)),
    );
  });

  it('a pick it cannot read keeps the default and says so', async () => {
    const errors: string[] = [];
    const page = await openPage('/danger/?danger=%3Cscript%3E99-99');
    page.on('pageerror', (e) => errors.push(e.message));
    const l = await island(page);
    await poll(() => l.getByTestId('danger-notes').textContent()).toMatch(/could not be read/);
    await expect(l.getByTestId('danger-piece').textContent()).resolves.toBe('Orc at (8,3)');
    await expect(l.locator('[role="gridcell"]').count()).resolves.toBe(150);
    // An empty square is a message, not a blank island.
    await cell(l, 0, 0).click();
    await poll(() => l.getByTestId('danger-error').textContent()).toMatch(/empty/);
    expect(errors).toEqual([]);
  });
});

describe('the pick follows its piece (issue 32, point 3)', () => {
  it('a wizard picked here, moved on the Line of sight page: the map follows him and says so', async () => {
    const page = await openPage('/danger/');
    await hydrated(page, '[data-testid="danger"]');
    const whole = page.getByTestId('danger-board');
    const wizard = whole.locator('[data-piece^="Wizard"]').first();
    const [x, y] = (await wizard.evaluate((c) => [c.dataset.x, c.dataset.y])).map(Number) as [
      number,
      number,
    ];
    await wizard.click();
    await expect
      .poll(() => page.getByTestId('danger-piece').textContent())
      .toContain(`(${x},${y})`);
    // An empty square beside him, to move him to.
    const taken = new Set(
      await whole
        .locator('[data-piece]')
        .evaluateAll((cs) =>
          cs.map((c) => `${c.getAttribute('data-x')},${c.getAttribute('data-y')}`),
        ),
    );
    const step = (
      [
        ['ArrowRight', 1, 0],
        ['ArrowLeft', -1, 0],
        ['ArrowDown', 0, 1],
        ['ArrowUp', 0, -1],
      ] as const
    ).find(([, dx, dy]) => {
      const nx = x + dx;
      const ny = y + dy;
      return nx >= 0 && nx < 15 && ny >= 0 && ny < 10 && !taken.has(`${nx},${ny}`);
    });
    if (!step) throw new Error('no empty square beside the wizard');
    const [key, dx, dy] = step;

    // On the Line of sight page, by keys: pick him up, one step, put him down.
    await page.goto(new URL('/line-of-sight/', page.url()).href);
    const lab = page.locator('[data-testid^=board-lab]').first();
    await lab
      .locator('astro-island:not([ssr]) [data-testid^=board-lab], [data-testid="mode-edit"]')
      .first()
      .waitFor();
    await lab.getByTestId('mode-edit').check();
    await lab.locator(`[role="gridcell"][data-x="${x}"][data-y="${y}"]`).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press(key);
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        lab
          .locator(`[role="gridcell"][data-x="${x + dx}"][data-y="${y + dy}"]`)
          .getAttribute('data-piece'),
      )
      .toMatch(/^Wizard/);

    // Back: the pick has followed him, and a note says why the square changed.
    await page.goto(new URL('/danger/', page.url()).href);
    await hydrated(page, '[data-testid="danger"]');
    await expect
      .poll(() => page.getByTestId('danger-followed').textContent())
      .toContain(`picked at (${x},${y}), is now at (${x + dx},${y + dy})`);
    await expect
      .poll(() => page.getByTestId('danger-piece').textContent())
      .toContain(`(${x + dx},${y + dy})`);
  });
  it('edits the position under the map, which answers for it, and copies a link to the answer (issue 32, point 9)', async () => {
    const page = await openPage('/danger/');
    const l = await island(page);
    await poll(() => l.getByTestId('danger-piece').textContent()).toBe('Orc at (8,3)');
    // A Green Dragon of another wizard placed beside the Orc in the editor below the map.
    const orc = DEFAULT_BOARD[3 * 15 + 8];
    if (!orc) throw new Error('the sample has no Orc at (8,3)');
    const enemy = orc.owner === 2 ? 3 : 2;
    const spot = { x: 8, y: 2 };
    expect(DEFAULT_BOARD[spot.y * 15 + spot.x]).toBeNull();
    const editor = await liveLab(page, 'danger-edit');
    await editor.getByTestId('open-editor').click();
    await editor.getByTestId('palette-group').selectOption('creatures');
    await editor.getByTestId('brush-owner').selectOption(String(enemy));
    await editor.locator('[data-kind="Green Dragon"]').click();
    await cell(editor, spot.x, spot.y).click();
    const board = withPiece(DEFAULT_BOARD, spot, makePiece('Green Dragon', enemy));
    const now = ok(dangerMap({ ...sample, board }, { x: 8, y: 3 }));
    const dragon = now.bySquare.find((g) => g.square.x === spot.x && g.square.y === spot.y);
    if (!dragon) throw new Error('the engine has no threat from the dragon');
    await poll(() => plans(l).then((p) => p.join(' | '))).toContain(
      `${pctFrac(dragon.odds)} Green Dragon at ${at(spot)}`,
    );
    await expect(l.getByTestId('danger-survives').textContent()).resolves.toBe(
      pctFrac(now.survives),
    );
    // A sample from the editor's list puts the sample battle back.
    await editor.getByTestId('sample').selectOption('battle');
    await poll(() => plans(l).then((p) => p.join(' | '))).not.toContain('Green Dragon at (8,2)');

    // Copy link, beside the answer: a fresh browser opens the same answer. (The Green Dragon is
    // still the piece chosen in the palette.)
    await cell(editor, spot.x, spot.y).click();
    await poll(() => plans(l).then((p) => p.join(' | '))).toContain('Green Dragon at (8,2)');
    const before = await plans(l);
    const origin = new URL(page.url()).origin;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await l.getByTestId('danger-link').getByTestId('copy-link').click();
    // (The clipboard is shared with other test files running at once: wait for this link.)
    await poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/danger\/\?board=.*#the-map$/,
    );
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    const fresh = await openPage(`${link.pathname}${link.search}`);
    const f = await island(fresh);
    await poll(() => f.getByTestId('danger-piece').textContent()).toBe('Orc at (8,3)');
    await poll(() => plans(f)).toEqual(before);
  });
});
