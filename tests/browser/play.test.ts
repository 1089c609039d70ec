/**
 * The Play page (issue 29): a whole game against the computer by real clicks and keys, two humans
 * on one screen, the game kept in the link, in storage and in a file, and what a bad link, a bad
 * file or refusing storage does.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_WIZARD_NAMES } from '../../src/engine/data/wizards';
import { replayGame } from '../../src/engine/game/record';
import { gameBoard } from '../../src/engine/game/view';
import { isCorpseKind, isWizardKind } from '../../src/engine/sprites';
import { decodeGame } from '../../src/lib/game-code';
import { openPage, runAxe, useBrowser } from './harness';
import { setTheme } from './every-page';

useBrowser();

/** Wait until the page waits for a person (or the game is over); returns which. */
async function turn(page: Page): Promise<'book' | 'doing' | 'gate' | 'over'> {
  const which = ['play-book', 'play-doing', 'play-gate', 'play-over'] as const;
  const any = page
    .getByTestId(which[0])
    .or(page.getByTestId(which[1]))
    .or(page.getByTestId(which[2]))
    .or(page.getByTestId(which[3]));
  for (;;) {
    await any.first().waitFor();
    await page.locator('[data-testid="play"][data-busy="false"]').waitFor();
    for (const id of which)
      if (await page.getByTestId(id).isVisible()) return id.slice(5) as 'book' | 'doing';
  }
}

/** What the board shows: every square's piece and lit label. */
const squares = (page: Page) =>
  page
    .getByTestId('play-board')
    .locator('[data-x]')
    .evaluateAll((cells) =>
      cells.map(
        (c) =>
          `${c.getAttribute('data-x')},${c.getAttribute('data-y')}:${c.getAttribute('data-piece') ?? ''}:${c.getAttribute('data-label') ?? ''}`,
      ),
    );

/** The game in the address, replayed by the engine. */
function engineGame(page: Page) {
  const code = new URL(page.url()).searchParams.get('game');
  const r = decodeGame(code ?? '');
  if (!r.ok) throw new Error(r.message);
  const g = replayGame(r.value);
  if (!g.ok) throw new Error(g.message);
  return { record: r.value, ...g.value };
}

/** Start a game from the set-up form with real clicks and keys. */
async function startGame(page: Page, seats: readonly ('human' | 'computer')[], seed: number) {
  await page.locator('astro-island:not([ssr]) [data-testid="play-setup"]').waitFor();
  await page.getByTestId('play-count').selectOption(String(seats.length));
  for (const [i, s] of seats.entries()) await page.getByTestId(`play-seat-${i}`).selectOption(s);
  await page.getByTestId('play-level').selectOption('1');
  const seedField = page.getByTestId('play-seed');
  await seedField.fill(String(seed));
  await page.getByTestId('play-start').click();
  await page.getByTestId('play-status').waitFor();
  await page.getByTestId('play-speed').selectOption({ label: 'At once' });
}

/**
 * One human decision by clicks: a spell (the second in the book when there is one), else a lit
 * square picked twice (every fifth time the end button instead, so pieces also stop early).
 */
async function decide(page: Page, i: number, how: 'book' | 'doing'): Promise<void> {
  if (how === 'book') {
    const casts = page.locator('[data-testid^="play-cast-"]');
    const n = await casts.count();
    await casts.nth(Math.min(1, n - 1)).click();
    return;
  }
  const lit = page.locator('[data-testid="play-board"] [data-label]');
  const n = await lit.count();
  if (n > 0 && i % 5 !== 4) {
    const cell = lit.nth(i % n);
    await cell.click();
    await expect.poll(() => page.getByTestId('play-said').textContent()).not.toBe('');
    await cell.click();
  } else await page.getByTestId('play-end').click();
}

describe('play a game', () => {
  it('one human against one computer at level 1, to the end, by clicks; the winner is the engine’s', async () => {
    const page = await openPage('/play/');
    await startGame(page, ['human', 'computer'], 7);
    let decisions = 0;
    for (let i = 0; i < 2000; i++) {
      const t = await turn(page);
      if (t === 'over') break;
      if (t === 'gate') throw new Error('one human needs no hand-over');
      // Before each choice the chances are on screen: the book's column or the lit squares' labels.
      if (t === 'book')
        await expect(page.getByTestId('play-book').textContent()).resolves.toMatch(
          /\d+ %|\d+\/\d+/,
        );
      if (t === 'book' && decisions === 0) {
        // The help: what the computer would cast here, with its chances out of ten.
        await page.getByTestId('play-advice').locator('summary').click();
        await expect
          .poll(() => page.getByTestId('play-advice').textContent())
          .toMatch(/Its spell, over the ten values.*\d+ in 10/);
      }
      await decide(page, i, t);
      decisions++;
    }
    await page.getByTestId('play-over').waitFor();
    expect(decisions).toBeGreaterThan(10);
    const g = engineGame(page);
    expect(g.state.phase).toBe('over');
    const heading = await page.getByTestId('play-over').locator('h3').textContent();
    const winner = g.state.winner === null ? null : g.state.wizards[g.state.winner]!.name;
    expect(heading).toBe(winner ? `${winner} wins!` : 'The contest is drawn.');
    // The story in numbers: with no Subversion, what each made less what he lost is what he
    // has standing at the end (pieces, not himself, not bodies), by the engine's final board.
    const rows = await page
      .getByTestId('play-over')
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => Number(td.textContent))),
      );
    expect(rows).toHaveLength(2);
    if (!g.events.some((e) => e.text.includes('Subversion'))) {
      const standing = [0, 0];
      for (const p of gameBoard(g.state))
        if (p && !isCorpseKind(p.kind) && !isWizardKind(p.kind)) standing[p.owner]! += 1;
      expect(rows.map((r) => (r[2] ?? 0) - (r[3] ?? 0))).toEqual(standing);
    }
    // Every roll the engine made is in the log, latest first (the log keeps the last 300).
    const log = await page.getByTestId('play-log').locator('li').allTextContents();
    expect(log.slice(0, 20)).toEqual(
      g.events
        .slice(-20)
        .reverse()
        .map((e) => e.text),
    );
    // The game replayed on the watch page from its link: step 0 first, then to its end.
    await page.getByTestId('play-watch').click();
    await page.waitForURL(/\/watch\/\?game=/);
    await page.locator('astro-island:not([ssr]) [data-testid="watch-played"]').waitFor();
    await expect.poll(() => page.getByTestId('watch-status').textContent()).toMatch(/step 0$/);
    await expect(page.getByTestId('watch-played').textContent()).resolves.toContain('(human)');
    await page.getByTestId('watch-turn').click();
    await expect.poll(() => page.getByTestId('watch-status').textContent()).toMatch(/^Turn 2,/);
    const url = new URL(page.url());
    url.searchParams.set('step', '5000');
    await page.goto(url.href);
    await expect
      .poll(() => page.getByTestId('watch-status').textContent())
      .toContain(winner ? `Winner: ${winner}` : 'draw');
    const watched = await page.getByTestId('watch-log').locator('li').allTextContents();
    expect(watched.slice(0, 20)).toEqual(log.slice(0, 20));
  });

  it('two humans on one screen: each is asked to step up, and the game goes on to turn 3 by keys and clicks', async () => {
    const page = await openPage('/play/');
    await startGame(page, ['human', 'human', 'computer'], 11);
    const seen = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const status = (await page.getByTestId('play-status').textContent()) ?? '';
      if (/^Turn 3 /.test(status)) break;
      const t = await turn(page);
      if (t === 'over') break;
      if (t === 'gate') {
        seen.add((await page.getByTestId('play-gate').locator('strong').textContent()) ?? '');
        // The keyboard: Tab to the button and press Enter.
        await page.getByTestId('play-gate-go').focus();
        await page.keyboard.press('Enter');
        continue;
      }
      if (t === 'doing' && i % 3 === 0) {
        // A lit square picked with the keyboard: focus it, Enter twice.
        const lit = page.locator('[data-testid="play-board"] [data-label]');
        if ((await lit.count()) > 0) {
          // The original's keys: W then X moves the cursor up and back down, S picks, twice.
          await lit.first().focus();
          const at = await lit.first().getAttribute('data-y');
          await page.keyboard.press(at === '0' ? 'x' : 'w');
          await page.keyboard.press(at === '0' ? 'w' : 'x');
          await expect(page.locator(':focus').getAttribute('data-label')).resolves.not.toBeNull();
          await page.keyboard.press('s');
          await page.keyboard.press(i % 2 ? 's' : 'Enter');
          continue;
        }
      }
      await decide(page, i, t);
    }
    await expect(page.getByTestId('play-status').textContent()).resolves.toMatch(/^Turn 3 /);
    expect([...seen].sort()).toEqual(DEFAULT_WIZARD_NAMES.slice(0, 2).slice().sort());
  });

  it('a copied link, a reload and a saved file reopen the game at the same step; bad ones are refused and the saved game kept', async () => {
    const page = await openPage('/play/');
    await startGame(page, ['human', 'computer'], 21);
    for (let i = 0; i < 12; i++) {
      const t = await turn(page);
      if (t === 'over') break;
      await decide(page, i, t as 'book' | 'doing');
    }
    await turn(page);
    const url = page.url();
    const board = await squares(page);
    expect(board.filter((c) => !c.endsWith('::'))).not.toEqual([]);
    const log = await page.getByTestId('play-log').textContent();
    const actions = engineGame(page).record.actions.length;
    expect(actions).toBeGreaterThan(3);

    // The link in a new page.
    const linked = await openPage(new URL(url).pathname + new URL(url).search, {
      keepContext: true,
    });
    await turn(linked);
    await expect(squares(linked)).resolves.toEqual(board);
    await expect(linked.getByTestId('play-log').textContent()).resolves.toBe(log);

    // A reload of the page without the link: Continue your game.
    await page.goto(new URL('/play/', url).href);
    await page.getByTestId('play-continue').click();
    await turn(page);
    await expect(squares(page)).resolves.toEqual(board);

    // The file, saved and opened again.
    const download = page.waitForEvent('download');
    await page.getByTestId('play-save-file').click();
    const file = path.join(tmpdir(), `cc-play-${process.pid}.json`);
    await (await download).saveAs(file);
    await page.getByTestId('play-new').click();
    await page.getByTestId('play-open-file').setInputFiles(file);
    await turn(page);
    await expect(squares(page)).resolves.toEqual(board);
    rmSync(file, { force: true });

    // A bad link: its message, and the saved game still offered.
    const bad = await openPage('/play/?game=1.hc.1.1.x', { keepContext: true });
    await expect
      .poll(() => bad.getByTestId('play-notes').textContent())
      .toMatch(/could not be read.*not one the game knows.*saved game is kept/);
    await expect(bad.getByTestId('play-continue').isVisible()).resolves.toBe(true);
    // A link whose actions the game refuses: said, and nothing replaced.
    const illegal = await openPage('/play/?game=1.hc.1.1.t00', { keepContext: true });
    await expect
      .poll(() => illegal.getByTestId('play-notes').textContent())
      .toMatch(/could not be played.*not legal/);
    // A bad file: its message.
    await illegal.getByTestId('play-open-file').setInputFiles({
      name: 'junk.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format":"something else"}'),
    });
    await expect
      .poll(() => illegal.getByTestId('play-notes').textContent())
      .toMatch(/junk\.json.*could not be opened/);
    const again = await openPage('/play/', { keepContext: true });
    await again.getByTestId('play-continue').click();
    await turn(again);
    await expect(squares(again)).resolves.toEqual(board);
  });

  it('a choice with no roll since can be taken back; the danger help answers for the piece picked and is remembered', async () => {
    const page = await openPage('/play/');
    await startGame(page, ['human', 'computer'], 3);
    // Play on to a moment where a piece is selected without a roll.
    let took = false;
    for (let i = 0; i < 200 && !took; i++) {
      const t = await turn(page);
      if (t === 'over') break;
      const doing =
        (await page
          .getByTestId('play-doing')
          .textContent()
          .catch(() => '')) ?? '';
      if (t === 'doing' && doing.startsWith('Select a piece')) {
        const before = engineGame(page).record.actions.length;
        const lit = page.locator('[data-testid="play-board"] [data-label="•"]');
        if ((await lit.count()) > 0) {
          await lit.first().click();
          await lit.first().click();
          await turn(page);
          if (await page.getByTestId('play-undo').isVisible()) {
            expect(engineGame(page).record.actions.length).toBe(before + 1);
            await page.getByTestId('play-undo').click();
            await turn(page);
            await expect(page.getByTestId('play-doing').textContent()).resolves.toMatch(
              /^Select a piece/,
            );
            expect(engineGame(page).record.actions.length).toBe(before);
            took = true;
            continue;
          }
        }
      }
      await decide(page, i, t as 'book' | 'doing');
    }
    expect(took).toBe(true);
    // The help: pick the human's wizard, turn the help on, read what can hurt him.
    const me = page.locator('[data-testid="play-board"] [data-piece="Wizard 1"]');
    if ((await me.count()) > 0) await me.first().click();
    await page.getByTestId('play-help-danger').check();
    await expect
      .poll(() => page.getByTestId('play-danger').textContent())
      .toMatch(/survives every enemy's likeliest attack next turn: \d+ %|empty|corpse/);
    // Why the computer did what it did: its last step's decisions, in words.
    await page.getByTestId('play-help-why').check();
    await expect
      .poll(() => page.getByTestId('play-why').locator('li').allTextContents())
      .toContainEqual(expect.stringMatching(/tried by priority| aims at | moves /));
    await page.reload();
    await page.getByTestId('play-status').waitFor();
    await expect(page.getByTestId('play-help-danger').isChecked()).resolves.toBe(true);
    await expect(page.getByTestId('play-help-why').isChecked()).resolves.toBe(true);
    await expect(page.getByTestId('play-help-sight').isChecked()).resolves.toBe(false);
  });

  it('mid-game, with the book, the lit board, a piece described and the helps open, passes axe in light and dark', async () => {
    const page = await openPage(
      '/play/?game=1.hc.1.7.c1es1pm1oec2s1om1pec3t1bs1pm24s1beec4s24m1qe',
    );
    await turn(page);
    const lit = page.locator('[data-testid="play-board"] [data-label]');
    if ((await lit.count()) > 0) await lit.first().click();
    await page.getByTestId('play-help-danger').check();
    // The sight help: from the piece in hand (or the wizard) to the square picked, drawn too.
    await page.getByTestId('play-help-sight').check();
    await page.locator('[data-testid="play-board"] [data-x="14"][data-y="9"]').click();
    await expect
      .poll(() => page.getByTestId('play-sight').textContent())
      .toMatch(/^From \(\d+,\d+\) to \(14,9\): (clear|blocked by the .+ at \(\d+,\d+\))\.$/);
    await expect(page.locator('[data-testid="play"] svg [data-line-pixels]').count()).resolves.toBe(
      1,
    );
    const axe = async () =>
      (await runAxe(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      expect(await axe()).toEqual([]);
    }
    // Casting, with the close-up for fingers on (off by itself with a mouse): it is hidden from
    // screen readers, which have the whole board.
    await page.getByTestId('play-closeup-toggle').click();
    await expect(
      page.getByTestId('play-closeup-toggle').getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await page.locator('[data-testid^="play-cast-"]').nth(1).click();
    await page.getByTestId('play-closeup').waitFor();
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      expect(await axe()).toEqual([]);
    }
  });

  it('offline after one visit, a new game starts and is played by taps on a phone', async () => {
    const page = await openPage('/', {
      serviceWorkers: 'allow',
      touch: true,
      viewport: { width: 390, height: 844 },
    });
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      const sw = reg.active!;
      if (sw.state !== 'activated')
        await new Promise((r) => sw.addEventListener('statechange', r, { once: true }));
    });
    await page.context().setOffline(true);
    await page.goto(new URL('/play/', page.url()).href);
    await startGame(page, ['human', 'computer'], 13);
    // The worker and the engine come from the service worker's cache: the game answers.
    let taps = 0;
    let closeUpTaps = 0;
    let boardTaps = 0;
    for (let i = 0; i < 60 && taps < 6; i++) {
      const t = await turn(page);
      if (t === 'over') break;
      if (t === 'book') {
        await page.locator('[data-testid^="play-cast-"]').nth(1).tap();
        continue;
      }
      const lit = page.locator('[data-testid="play-board"] [data-label]');
      const near = page.locator('[data-testid="play-closeup-board"] [data-label]');
      // The close-up for fingers is on by itself on a touch screen, its squares 44 px or more.
      await page.getByTestId('play-closeup').waitFor();
      const size = await page
        .getByTestId('play-closeup-board')
        .locator('[data-x]')
        .first()
        .boundingBox();
      expect(Math.min(size?.width ?? 0, size?.height ?? 0)).toBeGreaterThanOrEqual(44);
      // Every other pick starts on the whole board; the others are made in the close-up alone.
      if (taps % 2 === 1 && (await near.count()) > 0) {
        // A tap in the close-up picks, a second tap on the same square confirms.
        await near.first().tap();
        await expect.poll(() => page.getByTestId('play-said').textContent()).not.toBe('');
        await near.first().tap();
        taps++;
        closeUpTaps++;
      } else if ((await lit.count()) > 0) {
        // A tap on the whole board picks and brings the close-up there; the close-up confirms.
        const cell = lit.first();
        const [x, y] = [await cell.getAttribute('data-x'), await cell.getAttribute('data-y')];
        await cell.tap();
        await expect.poll(() => page.getByTestId('play-said').textContent()).not.toBe('');
        await page
          .locator(`[data-testid="play-closeup-board"] [data-x="${x}"][data-y="${y}"]`)
          .tap();
        taps++;
        boardTaps++;
      } else await page.getByTestId('play-end').tap();
    }
    expect(taps).toBeGreaterThan(0);
    expect(closeUpTaps).toBeGreaterThan(0);
    expect(boardTaps).toBeGreaterThan(0);
    expect(engineGame(page).record.actions.length).toBeGreaterThan(taps);
    // The whole board fits the phone while a game is on.
    const fits = await page.evaluate(() => {
      const b = document.querySelector('[data-testid="play-board"]')!.getBoundingClientRect();
      return (
        b.right <= window.innerWidth && document.documentElement.scrollWidth <= window.innerWidth
      );
    });
    expect(fits).toBe(true);
  });

  it('storage that refuses writes gives its note, and play goes on', async () => {
    const page = await openPage('/play/');
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new Error('QuotaExceededError');
      };
    });
    await startGame(page, ['human', 'computer'], 5);
    await expect
      .poll(() => page.getByTestId('play-notes').textContent())
      .toMatch(/could not be saved in this browser/);
    const t = await turn(page);
    await decide(page, 0, t as 'book' | 'doing');
    await turn(page);
    expect(engineGame(page).record.actions.length).toBeGreaterThan(0);
  });
});
