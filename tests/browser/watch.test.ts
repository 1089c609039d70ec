/** The watch page: the engine's computer players step by step, the URL replays the same moment. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { advance, newGame } from '../../src/engine';
import { RECORD_FORMAT, replayGame, type GameRecord } from '../../src/engine/game/record';
import { encodeGame } from '../../src/lib/game-code';
import { decisionText, type Decision } from '../../src/engine/game/trace';
import { openPage, PHONE, useBrowser } from './harness';
import { sidewaysOverflow } from './islands';

useBrowser();

async function hydrated(page: Page, testId: string) {
  const el = page.getByTestId(testId).first();
  await el.scrollIntoViewIfNeeded();
  await page.locator(`astro-island:not([ssr]) [data-testid="${testId}"]`).first().waitFor();
}

/** The events of the first `steps` steps, as the engine gives them. */
function engineEvents(wizards: number, level: number, seed: number, steps: number): string[] {
  const g = newGame({ players: Array.from({ length: wizards }, () => 'computer'), level, seed });
  if (!g.ok) throw new Error(g.message);
  let s = g.value;
  const out: string[] = [];
  for (let i = 0; i < steps; i++) {
    const r = advance(s);
    if (!r.ok) break;
    out.push(...r.value.events.map((e) => e.text));
    s = r.value.state;
  }
  return out;
}

describe('watch page', () => {
  it('steps the game, logs the engine’s events and keeps the step in the URL', async () => {
    const page = await openPage('/watch/?wizards=3&level=2&seed=77&step=0');
    await hydrated(page, 'watch-step');
    for (let i = 0; i < 4; i++) await page.getByTestId('watch-step').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe('4');
    const expected = engineEvents(3, 2, 77, 4);
    expect(expected.length).toBeGreaterThan(0);
    const log = await page.getByTestId('watch-log').locator('li').allTextContents();
    // Latest first; each line ends with the engine's text.
    expect(log.length).toBe(expected.length);
    [...expected].reverse().forEach((text, i) => expect(log[i]).toContain(text));

    // The same link opens the same moment.
    const again = await openPage('/watch/?wizards=3&level=2&seed=77&step=4');
    await hydrated(again, 'watch-log');
    await expect
      .poll(() => again.getByTestId('watch-log').locator('li').allTextContents())
      .toEqual(log);
    await expect.poll(() => again.getByTestId('watch-status').textContent()).toContain('step 4');
  });

  it('plays a whole turn and starts a new game from the form', async () => {
    const page = await openPage('/watch/');
    await hydrated(page, 'watch-turn');
    await page.getByTestId('watch-turn').click();
    await expect.poll(() => page.getByTestId('watch-status').textContent()).toContain('Turn 2');
    await page.getByTestId('watch-wizards').selectOption('2');
    await page.getByTestId('watch-seed').fill('5');
    await page.getByTestId('watch-start').click();
    await expect.poll(() => new URL(page.url()).search).toBe('?wizards=2&level=3&seed=5&step=0');
    expect(await page.getByTestId('watch-wizards-table').locator('tbody tr').count()).toBe(2);
  });

  it('steps the rest of a phase', async () => {
    const page = await openPage('/watch/?wizards=3&level=2&seed=77&step=0');
    await hydrated(page, 'watch-phase');
    // The engine: steps until the phase (casting) changes.
    const g = newGame({ players: ['computer', 'computer', 'computer'], level: 2, seed: 77 });
    if (!g.ok) throw new Error(g.message);
    let s = g.value;
    let steps = 0;
    while (s.phase === g.value.phase) {
      const r = advance(s);
      if (!r.ok) break;
      s = r.value.state;
      steps++;
    }
    expect(steps).toBe(3);
    await page.getByTestId('watch-phase').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe(String(steps));
    // The next phase (spreading) is one step.
    await page.getByTestId('watch-phase').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe(String(steps + 1));
  });

  it('explains a turn with the engine’s own steps, phases in order', async () => {
    const page = await openPage('/watch/');
    const steps = page.getByTestId('turn-walkthrough').locator(':scope > li');
    const phases = await steps.evaluateAll((els) => els.map((e) => e.getAttribute('data-phase')));
    expect(phases).toEqual([
      'cast',
      'cast',
      'cast',
      'cast',
      'spread',
      'move',
      'move',
      'move',
      'move',
    ]);
    // The same turn from the engine: the fifth turn of 4 wizards, level 3, seed 1985.
    const g = newGame({
      players: Array.from({ length: 4 }, () => 'computer'),
      level: 3,
      seed: 1985,
    });
    if (!g.ok) throw new Error(g.message);
    let s = g.value;
    let step = 0;
    while (s.turn < 4) {
      const r = advance(s);
      if (!r.ok) throw new Error(r.message);
      s = r.value.state;
      step++;
    }
    const first = advance(s);
    if (!first.ok) throw new Error(first.message);
    const texts = await steps.first().locator('li').allTextContents();
    expect(texts).toEqual(first.value.events.filter((e) => e.kind !== 'turn').map((e) => e.text));
    expect(await steps.first().locator('a').getAttribute('href')).toBe(
      `/watch/?wizards=4&level=3&seed=1985&step=${step}`,
    );
  });

  it('names each link value it cannot use and plays the default instead', async () => {
    const page = await openPage(
      '/watch/?wizards=99&level=%3Cb%3Ex%3C%2Fb%3E&seed=1&seed=2&step=-4',
    );
    await hydrated(page, 'watch-step');
    const notes = page.getByTestId('watch-notes');
    await expect
      .poll(() => notes.locator('p').allTextContents())
      .toEqual([
        'The link’s wizards “99” could not be used (it must be a whole number from 2 to 8), so the number of wizards is 4.',
        'The link’s level “<b>x</b>” could not be used (it must be a whole number from 1 to 8), so the computer level is 3.',
        'The link gave seed 2 times, so all were ignored: the seed is 1985.',
        'The link’s step “-4” could not be used (it must be a whole number from 0 to 5000), so the step is 0.',
      ]);
    expect(await page.locator('[data-testid="watch-notes"] b').count()).toBe(0);
    await expect.poll(() => new URL(page.url()).search).toBe('?wizards=4&level=3&seed=1985&step=0');
    await notes.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => notes.textContent()).toBe('');
  });

  it('shows a game at its end when the link asks for a step past it, and says so', async () => {
    const g = newGame({ players: ['computer', 'computer'], level: 8, seed: 9 });
    if (!g.ok) throw new Error(g.message);
    let s = g.value;
    let steps = 0;
    while (s.phase !== 'over') {
      const r = advance(s);
      if (!r.ok) throw new Error(r.message);
      s = r.value.state;
      steps++;
    }
    const page = await openPage('/watch/?wizards=2&level=8&seed=9&step=5000');
    await hydrated(page, 'watch-step');
    await expect
      .poll(() => page.getByTestId('watch-notes').textContent())
      .toContain(`The link asks for step 5000, but this game is over at step ${steps}`);
    await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe(String(steps));
  });

  it('says why: the computer’s decisions in the step just taken, in words, once the panel is opened', async () => {
    const page = await openPage('/watch/?wizards=3&level=5&seed=4&step=0');
    await hydrated(page, 'watch-step');
    await page.getByTestId('watch-step').click();
    await expect.poll(() => page.getByTestId('watch-status').textContent()).toMatch(/step 1$/);
    const why = page.getByTestId('watch-why');
    await expect(why.locator('summary').textContent()).resolves.toMatch(/\(\d+ decisions?\)/);
    await why.locator('summary').click();
    const items = why.getByTestId('watch-why-list').locator('li');
    // The engine's own account (trace.ts), the same step replayed here.
    const g = newGame({ players: ['computer', 'computer', 'computer'], level: 5, seed: 4 });
    if (!g.ok) throw new Error(g.message);
    const decisions: Decision[] = [];
    advance(g.value, { why: decisions });
    await expect.poll(() => items.allTextContents()).toEqual(decisions.map(decisionText));
    expect(decisions[0]?.kind).toBe('book');
    await expect(items.first().textContent()).resolves.toMatch(/the spells are tried by priority/);
    // The movement phase: each piece taken up, and where it aims.
    await page.getByTestId('watch-turn').click();
    await page.getByTestId('watch-turn').click();
    await expect
      .poll(() => items.allTextContents())
      .toContainEqual(expect.stringMatching(/ moves /));
    // To the end: hundreds of decisions, counted in full, the first 200 listed. From the start
    // of turn 3 (both whole turns taken), once the address has caught up with the step shown.
    const status = page.getByTestId('watch-status');
    await expect.poll(() => status.textContent()).toMatch(/^Turn 3\b/);
    await expect.poll(() => page.getByTestId('watch-end').isEnabled()).toBe(true);
    await expect
      .poll(async () => {
        const shown = /step (\d+)$/.exec((await status.textContent()) ?? '')?.[1];
        return shown !== undefined && shown === new URL(page.url()).searchParams.get('step');
      })
      .toBe(true);
    const at = Number(/step (\d+)$/.exec((await status.textContent()) ?? '')?.[1]);
    let s = g.value;
    for (let i = 0; i < at; i++) {
      const r = advance(s);
      if (!r.ok) throw new Error(r.message);
      s = r.value.state;
    }
    const rest: Decision[] = [];
    while (s.phase !== 'over') {
      const r = advance(s, { why: rest });
      if (!r.ok) throw new Error(r.message);
      s = r.value.state;
    }
    expect(rest.length).toBeGreaterThan(200);
    await page.getByTestId('watch-end').click();
    await expect
      .poll(() => why.locator('summary').textContent())
      .toContain(`(${rest.length} decisions, the first 200 shown)`);
    await expect.poll(() => items.count()).toBe(200);
    await expect(items.first().textContent()).resolves.toBe(decisionText(rest[0]!));
  });

  it('a played game from its link: the record followed step by step, its end or its refusal said', async () => {
    // One human who ends every step at once, against a computer: a record of 'choose-none'/'end'.
    const record: GameRecord = {
      format: RECORD_FORMAT,
      version: 1,
      setup: { players: ['human', 'computer'], level: 2 },
      seed: 5,
      actions: [{ type: 'choose-none' }],
    };
    const r = replayGame(record);
    if (!r.ok) throw new Error(r.message);
    const page = await openPage(`/watch/?game=${encodeGame(record)}&step=5000`);
    await hydrated(page, 'watch-played');
    // The record stops while the human is to act: the page says the record ends there.
    await expect
      .poll(() => page.getByTestId('watch-status').textContent())
      .toContain('the record ends here');
    await expect(page.getByTestId('watch-notes').textContent()).resolves.toMatch(
      /The link asks for step 5000, but this game's record ends at step \d+/,
    );
    await expect(page.getByTestId('watch-step').isDisabled()).resolves.toBe(true);
    const log = await page.getByTestId('watch-log').locator('li').allTextContents();
    expect(log[0]).toBe(r.value.events.at(-1)?.text);
    await expect(page.getByTestId('watch-to-play').getAttribute('href')).resolves.toBe(
      `/play/?game=${encodeGame(record)}`,
    );
    // An action the game does not offer: followed up to it, then refused with the engine's reason.
    const bad = { ...record, actions: [{ type: 'end' } as const] };
    await page.goto(new URL(`/watch/?game=${encodeGame(bad)}&step=0`, page.url()).href);
    await hydrated(page, 'watch-played');
    await expect.poll(() => page.getByTestId('watch-status').textContent()).toMatch(/step 0$/);
    await page.getByTestId('watch-step').click();
    await expect
      .poll(() => page.getByTestId('watch-notes').textContent())
      .toMatch(/cannot be followed after step 0: Action 0 .* is not legal at its step/);
    await expect(page.getByTestId('watch-step').isDisabled()).resolves.toBe(true);
    // A code that does not read: refused with the reader's reason, nothing on the board.
    await page.goto(new URL('/watch/?game=zz.q&step=3', page.url()).href);
    await hydrated(page, 'watch-played');
    await expect
      .poll(() => page.getByTestId('watch-notes').textContent())
      .toContain('This played game cannot be shown:');
    await expect(page.getByTestId('watch-status').textContent()).resolves.toBe('…');
    // Text that cannot be a code at all: named, and a computer game shown instead.
    await page.goto(new URL('/watch/?game=%3Cb%3E&step=3', page.url()).href);
    await hydrated(page, 'watch-step');
    await expect
      .poll(() => page.getByTestId('watch-notes').textContent())
      .toContain('is not a played game’s code, so a computer game is shown instead');
    await expect.poll(() => page.getByTestId('watch-status').textContent()).toMatch(/step 3$/);
    await expect(page.getByTestId('watch-played').count()).resolves.toBe(0);
  });

  it('says when the set-up fields no longer match the game on the board, names each wizard’s colour, and labels the log from step 0 (issue 32, point 5)', async () => {
    const page = await openPage('/watch/?wizards=3&level=2&seed=77&step=0');
    await hydrated(page, 'watch-step');
    // Step 0: the log says what to do, under its visible title.
    const log = page.getByRole('region', { name: 'What happened, latest first' });
    await expect(log.getByTestId('watch-log').textContent()).resolves.toMatch(
      /Nothing has happened yet/,
    );
    // A colour swatch per wizard, in his pieces' ink.
    const swatches = await page
      .getByTestId('watch-wizards-table')
      .locator('tbody th span')
      .evaluateAll((s) => s.map((e) => getComputedStyle(e).backgroundColor));
    expect(swatches).toEqual(['rgb(255, 255, 64)', 'rgb(64, 255, 255)', 'rgb(255, 96, 255)']);
    // Changing the seed without starting: the page says the board shows the old game.
    await expect(page.getByTestId('watch-pending').textContent()).resolves.toBe('');
    await page.getByTestId('watch-seed').fill('78');
    await expect
      .poll(() => page.getByTestId('watch-pending').textContent())
      .toMatch(/still shows the game of 3 wizards at level 2, seed 77/);
    await page.getByTestId('watch-start').click();
    await expect.poll(() => page.getByTestId('watch-pending').textContent()).toBe('');
    await expect.poll(() => new URL(page.url()).searchParams.get('seed')).toBe('78');
  });

  it('navigates like a video: back, to the next death, to the end, to a turn (issue 32, point 11)', async () => {
    const page = await openPage('/watch/?wizards=3&level=2&seed=77&step=0');
    await hydrated(page, 'watch-step');
    const step = () => new URL(page.url()).searchParams.get('step');
    const status = () => page.getByTestId('watch-status').textContent();
    // The step the status shows (the address follows it a moment later).
    const shownStep = async () => Number(/step (\d+)/.exec((await status()) ?? '')?.[1]);
    const pieces = () => page.getByTestId('watch-pieces').locator('li').allTextContents();
    await expect(page.getByTestId('watch-back').isDisabled()).resolves.toBe(true);

    // Forward three steps, back one: the same as two steps forward.
    for (let i = 0; i < 3; i++) await page.getByTestId('watch-step').click();
    await expect.poll(step).toBe('3');
    await page.getByTestId('watch-back').click();
    await expect.poll(step).toBe('2');
    const atTwo = { status: await status(), pieces: await pieces() };
    await page.getByTestId('watch-step').click();
    await expect.poll(step).toBe('3');
    await page.getByTestId('watch-back').click();
    await expect.poll(step).toBe('2');
    expect({ status: await status(), pieces: await pieces() }).toEqual(atTwo);
    // The log holds the events up to step 2, as the engine has them.
    await expect
      .poll(() => page.getByTestId('watch-log').locator('li').allTextContents())
      .toEqual(
        engineEvents(3, 2, 77, 2)
          .reverse()
          .map((t) => expect.stringContaining(t)),
      );

    // To the next death: the step taken has a wizard die, and the one before it none.
    const deaths = () =>
      page
        .getByTestId('watch-log')
        .locator('li')
        .allTextContents()
        .then((l) => l.filter((t) => t.includes('IS DEAD')).length);
    await expect(deaths()).resolves.toBe(0);
    await page.getByTestId('watch-death').click();
    await expect.poll(deaths).toBe(1);
    const deathStep = await shownStep();
    expect(deathStep).toBeGreaterThan(2);
    await page.getByTestId('watch-back').click();
    await expect.poll(step).toBe(String(deathStep - 1));
    await expect.poll(deaths).toBe(0);

    // To the end: the game is over and the controls that go forward are off.
    await page.getByTestId('watch-end').click();
    await expect.poll(status).toMatch(/Winner|drawn/);
    await expect(page.getByTestId('watch-step').isDisabled()).resolves.toBe(true);
    const endStep = await shownStep();
    expect(endStep).toBeGreaterThanOrEqual(deathStep);

    // To turn 2, typed: the first step of turn 2; one step back is still turn 1.
    await page.getByTestId('watch-to-turn').fill('2');
    await page.getByTestId('watch-to-turn').press('Enter');
    await expect.poll(status).toMatch(/^Turn 2, step \d+/);
    const turn2 = await shownStep();
    await expect.poll(step).toBe(String(turn2));
    expect(turn2).toBeGreaterThan(0);
    expect(turn2).toBeLessThan(endStep);
    await page.getByTestId('watch-back').click();
    await expect.poll(step).toBe(String(turn2 - 1));
    await expect.poll(status).toMatch(/^Turn 1, /);
    // The + stepper takes it to turn 3 (or the end, if the game ends first).
    await page.getByRole('button', { name: 'Increase turn' }).click();
    await page.getByTestId('watch-go').click();
    await expect.poll(status).toMatch(/^Turn 3, /);
  });

  it('fits a phone without sideways scrolling', async () => {
    const page = await openPage('/watch/?wizards=8&level=8&seed=3&step=20', { viewport: PHONE });
    await hydrated(page, 'watch-step');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  it('takes the width of the page on a laptop, past the text column', async () => {
    const page = await openPage('/watch/?wizards=4&level=3&seed=1985&step=0');
    await hydrated(page, 'watch-step');
    const { island, text } = await page.evaluate(() => ({
      island: document.querySelector('[data-testid=watch]')!.getBoundingClientRect().width,
      text: document.querySelector('.sl-markdown-content > p')!.getBoundingClientRect().width,
    }));
    expect(island).toBeGreaterThan(text + 100);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
