/**
 * The game record (record.ts): each refusal with its code, the text round trip, and a property
 * test that plays whole games with random legal human choices (uniform over `legalActions`,
 * drawn from the engine's seeded generator) against computer seats, then replays each record.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MutableRng, seedState } from '../rng';
import { advance, isAutomatic, turnLimit } from './game';
import { applyAction, legalActions } from './human';
import {
  MAX_RECORD_ACTIONS,
  MAX_RECORD_NAME,
  MAX_RECORD_SEED,
  MAX_RECORD_TEXT,
  RECORD_FORMAT,
  checkGameRecord,
  readGameRecord,
  replayGame,
  replayStep,
  startRecordedGame,
  writeGameRecord,
  type GameRecord,
  type RecordError,
  type RecordSetup,
} from './record';
import type { Action, GameEvent, GameState, PlayerKind } from './types';

// ---------------------------------------------------------------------------------------------
// Helpers

/** A whole number 0 … n − 1, every value equally likely (rejection of the uneven top). */
function below(m: MutableRng, n: number): number {
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const v = m.uint32();
    if (v < limit) return v % n;
  }
}

interface Played {
  readonly record: GameRecord;
  readonly final: GameState;
  readonly events: readonly GameEvent[];
  /** The state at each human decision, before action i was applied (index i). */
  readonly before: readonly GameState[];
  /** Human actions that were tried besides the one taken (all accepted). */
  readonly tried: number;
}

/**
 * Plays a game live, as the Play page would: the computer stepped with `advance`, each human
 * taking a uniformly random action from `legalActions`. With `tryAll` > 0, at that share of the
 * human steps every listed action is applied too (each must be accepted). Stops after
 * `maxActions` human actions, or at the end of the game. Throws on a refused listed action or a
 * game that runs past any sane length.
 */
function play(
  setup: RecordSetup,
  seed: number,
  picks: number,
  opts: { readonly tryAll?: number; readonly maxActions?: number } = {},
): Played {
  const m = new MutableRng(seedState(picks));
  const start = startRecordedGame(setup, seed);
  if (!start.ok) throw new Error(start.message);
  let s = start.value;
  const actions: Action[] = [];
  const events: GameEvent[] = [];
  const before: GameState[] = [];
  let tried = 0;
  let steps = 0;
  while (s.phase !== 'over' && actions.length < (opts.maxActions ?? Infinity)) {
    // A game is bounded by its turn limit; this many steps means it is not ending.
    if (++steps > 100_000)
      throw new Error(`game never ends: ${JSON.stringify({ setup, seed, picks })}`);
    if (isAutomatic(s)) {
      expect(legalActions(s)).toEqual([]);
      const r = advance(s);
      if (!r.ok) throw new Error(r.message);
      s = r.value.state;
      events.push(...r.value.events);
      continue;
    }
    const legal = legalActions(s);
    expect(legal.length).toBeGreaterThan(0);
    if (opts.tryAll && below(m, 1000) < opts.tryAll * 1000)
      for (const a of legal) {
        const r = applyAction(s, a);
        if (!r.ok)
          throw new Error(
            `listed action refused: ${JSON.stringify({ setup, seed, picks, step: actions.length, a, why: r.message })}`,
          );
        tried++;
      }
    const a = legal[below(m, legal.length)] as Action;
    const r = applyAction(s, a);
    if (!r.ok)
      throw new Error(
        `listed action refused: ${JSON.stringify({ setup, seed, picks, step: actions.length, a, why: r.message })}`,
      );
    before.push(s);
    actions.push(a);
    s = r.value.state;
    events.push(...r.value.events);
  }
  const record: GameRecord = { format: RECORD_FORMAT, version: 1, setup, seed, actions };
  return { record, final: s, events, before, tried };
}

function refused(r: { ok: boolean; error?: string; message?: string }, code: RecordError): string {
  expect(r).toMatchObject({ ok: false, error: code });
  expect(r).not.toHaveProperty('value');
  expect(typeof r.message).toBe('string');
  return r.message ?? '';
}

const SETUP: RecordSetup = { players: ['human', 'computer', 'human'], level: 3 };
const SEED = 1985;

/** A valid record to spoil one field at a time. */
function base(): Record<string, unknown> {
  return {
    format: RECORD_FORMAT,
    version: 1,
    setup: { players: ['human', 'computer'], level: 4 },
    seed: 7,
    actions: [{ type: 'choose-none' }],
  };
}

// ---------------------------------------------------------------------------------------------

describe('refusals: each comes back with its code, and no game', () => {
  it('too-large: the text is measured before it is parsed, and the action count is capped', () => {
    // Not JSON at all, but too long: the size is the first thing refused.
    refused(readGameRecord(' '.repeat(MAX_RECORD_TEXT + 1)), 'too-large');
    const many = {
      ...base(),
      actions: Array.from({ length: MAX_RECORD_ACTIONS + 1 }, () => ({ type: 'end' })),
    };
    refused(checkGameRecord(many), 'too-large');
    refused(replayGame(many), 'too-large');
    refused(readGameRecord(JSON.stringify(many)), 'too-large');
  });

  it('not-json: text that does not parse, or no text at all', () => {
    for (const t of ['', '{', '{"format": "chaos-codex-game",}', 'undefined', "{'a':1}"])
      expect(refused(readGameRecord(t), 'not-json')).toMatch(/not JSON/);
    refused(readGameRecord(42 as unknown as string), 'not-json');
    refused(readGameRecord(null as unknown as string), 'not-json');
  });

  it('bad-format: not an object, another format, or a field the format does not have', () => {
    for (const v of [
      null,
      1,
      'x',
      [],
      { ...base(), format: 'chaos-codex-position' },
      { ...base(), format: undefined },
    ])
      refused(replayGame(v), 'bad-format');
    expect(refused(replayGame({ ...base(), extra: 1 }), 'bad-format')).toMatch(/"extra"/);
    refused(readGameRecord('[1,2]'), 'bad-format');
    refused(readGameRecord('null'), 'bad-format');
  });

  it('bad-version', () => {
    for (const version of [2, 0, '1', 1.5, null, undefined])
      expect(refused(replayGame({ ...base(), version }), 'bad-version')).toMatch(/version 1/);
  });

  it('bad-setup: players, level and names', () => {
    const spoilt: unknown[] = [
      null,
      [],
      { players: ['human'], level: 4 },
      { players: Array.from({ length: 9 }, () => 'computer'), level: 4 },
      { players: ['human', 'robot'], level: 4 },
      { players: 'human,computer', level: 4 },
      { players: ['human', 'computer'], level: 0 },
      { players: ['human', 'computer'], level: 9 },
      { players: ['human', 'computer'], level: 2.5 },
      { players: ['human', 'computer'] },
      { players: ['human', 'computer'], level: 4, seed: 3 },
      { players: ['human', 'computer'], level: 4, names: ['ONLY ONE'] },
      { players: ['human', 'computer'], level: 4, names: ['A', ''] },
      { players: ['human', 'computer'], level: 4, names: ['A', ' PADDED'] },
      { players: ['human', 'computer'], level: 4, names: ['A', 'X'.repeat(MAX_RECORD_NAME + 1)] },
      { players: ['human', 'computer'], level: 4, names: ['A', 'TAB\tHERE'] },
      { players: ['human', 'computer'], level: 4, names: ['A', 7] },
    ];
    for (const setup of spoilt) refused(replayGame({ ...base(), setup }), 'bad-setup');
    expect(
      refused(
        replayGame({ ...base(), setup: { players: ['human', 'robot'], level: 4 } }),
        'bad-setup',
      ),
    ).toMatch(/Player 2/);
  });

  it('bad-seed', () => {
    for (const seed of [-1, 1.5, MAX_RECORD_SEED + 1, '5', null, undefined, NaN, Infinity])
      refused(replayGame({ ...base(), seed }), 'bad-seed');
    refused(startRecordedGame({ players: ['human', 'computer'], level: 4 }, -3), 'bad-seed');
  });

  it('bad-action: not an action shape, named by its index', () => {
    const spoilt: unknown[] = [
      'end',
      null,
      { type: 'fly', at: { x: 1, y: 1 } },
      { type: 'move' },
      { type: 'move', at: { x: 15, y: 0 } },
      { type: 'move', at: { x: 1, y: 10 } },
      { type: 'move', at: { x: 1.5, y: 1 } },
      { type: 'move', at: [1, 1] },
      { type: 'move', at: { x: 1, y: 1, z: 0 } },
      { type: 'choose', slot: 20 },
      { type: 'choose', slot: -1 },
      { type: 'choose', slot: 2, illusion: 'yes' },
      { type: 'end', at: { x: 1, y: 1 } },
      { type: 'choose-none', why: 'no' },
    ];
    for (const bad of spoilt) {
      const message = refused(
        replayGame({ ...base(), actions: [{ type: 'choose-none' }, bad] }),
        'bad-action',
      );
      expect(message).toMatch(/^Action 1 /);
    }
    refused(replayGame({ ...base(), actions: 'none' }), 'bad-action');
  });

  it('not-legal: the step index and the reason, and nothing of the game comes back', () => {
    const live = play(SETUP, SEED, 1, { maxActions: 12 });
    expect(live.record.actions.length).toBe(12);
    const at = 5;
    const s = live.before[at] as GameState;
    const legal = legalActions(s);
    // An action of a type not offered now, and one of an offered type but not offered here.
    const other: Action = legal.some((a) => a.type === 'choose')
      ? { type: 'dismount', at: { x: 0, y: 0 } }
      : { type: 'choose', slot: 0 };
    const spoil = (a: Action) => ({
      ...live.record,
      actions: live.record.actions.map((x, i) => (i === at ? a : x)),
    });
    const m1 = refused(replayGame(spoil(other)), 'not-legal');
    expect(m1).toMatch(new RegExp(`^Action ${at} `));
    expect(m1).toMatch(/no "\w+" action is offered now/);
    expect(m1).toContain(`turn ${s.turn + 1}`);
    const typed = legal.find((a) => 'at' in a);
    if (typed && 'at' in typed) {
      const taken = new Set(
        legal
          .filter((a) => a.type === typed.type && 'at' in a)
          .map((a) => ('at' in a ? `${a.at.x},${a.at.y}` : '')),
      );
      let free = { x: 0, y: 0 };
      for (let y = 0; y < 10; y++)
        for (let x = 0; x < 15; x++) if (!taken.has(`${x},${y}`)) free = { x, y };
      const m2 = refused(replayGame(spoil({ type: typed.type, at: free } as Action)), 'not-legal');
      expect(m2).toContain(`(${free.x},${free.y}) is not one of the`);
    }
  });

  it('not-legal: an empty book slot and an illusion of a spell that is not a creature', () => {
    // Seat 0 is human and chooses first: find an empty slot and a non-creature spell in his book.
    const g = startRecordedGame({ players: ['human', 'computer'], level: 2 }, 11);
    if (!g.ok) throw new Error(g.message);
    const book = g.value.wizards[0]?.book ?? [];
    const empty = book.findIndex((b) => b.spell === 0);
    expect(empty).toBeGreaterThan(0);
    const r1 = replayGame({
      ...base(),
      setup: { players: ['human', 'computer'], level: 2 },
      seed: 11,
      actions: [{ type: 'choose', slot: empty }],
    });
    expect(refused(r1, 'not-legal')).toContain(`book slot ${empty} is empty`);
    // Slot 0 is always Disbelieve, which has no illusion.
    const r2 = replayGame({
      ...base(),
      setup: { players: ['human', 'computer'], level: 2 },
      seed: 11,
      actions: [{ type: 'choose', slot: 0, illusion: true }],
    });
    expect(refused(r2, 'not-legal')).toContain('cannot be cast as an illusion');
  });

  it('extra-actions: actions after the end of the game', () => {
    const live = play(SETUP, SEED, 2);
    expect(live.final.phase).toBe('over');
    const message = refused(
      replayGame({ ...live.record, actions: [...live.record.actions, { type: 'end' }] }),
      'extra-actions',
    );
    expect(message).toContain(`after action ${live.record.actions.length - 1}`);
    expect(message).toContain('1 more');
    // All computer seats: the game ends without a human action, so any action is extra.
    const all = {
      ...base(),
      setup: { players: ['computer', 'computer'], level: 1 },
      actions: [{ type: 'end' }],
    };
    expect(refused(replayGame(all), 'extra-actions')).toContain('before the first action');
    expect(replayGame({ ...all, actions: [] })).toMatchObject({
      ok: true,
      value: { state: { phase: 'over' } },
    });
  });
});

describe('reading and writing', () => {
  it('write gives compact JSON in a fixed field order; read gives the record back', () => {
    const live = play(SETUP, SEED, 3, { maxActions: 30 });
    const text = writeGameRecord(live.record);
    expect(text).not.toMatch(/\s/);
    expect(text.startsWith('{"format":"chaos-codex-game","version":1,"setup":{"players":')).toBe(
      true,
    );
    const back = readGameRecord(text);
    expect(back).toEqual({ ok: true, value: live.record });
    // The same record built with its fields in another order writes the same text.
    const shuffled = {
      actions: live.record.actions.map((a) => Object.fromEntries(Object.entries(a).reverse())),
      seed: SEED,
      setup: { level: SETUP.level, players: SETUP.players },
      version: 1,
      format: RECORD_FORMAT,
    } as unknown as GameRecord;
    expect(writeGameRecord(shuffled)).toBe(text);
  });

  it('an illusion flag is written only when it is true', () => {
    const r = {
      ...base(),
      actions: [
        { type: 'choose', slot: 3, illusion: false },
        { type: 'choose', slot: 4, illusion: true },
      ],
    };
    expect(writeGameRecord(r as unknown as GameRecord)).toContain(
      '[{"type":"choose","slot":3},{"type":"choose","slot":4,"illusion":true}]',
    );
  });

  it('writing something that is not a record is a programming error', () => {
    for (const junk of [null, {}, { ...base(), version: 2 }])
      expect(() => writeGameRecord(junk as unknown as GameRecord)).toThrow(RangeError);
  });

  it("the record's names are the wizards' names, in the events too; without names the original's", () => {
    const named = startRecordedGame(
      { players: ['computer', 'computer'], level: 1, names: ['ALICE', 'BOB'] },
      5,
    );
    const plain = startRecordedGame({ players: ['computer', 'computer'], level: 1 }, 5);
    if (!named.ok || !plain.ok) throw new Error('set-up refused');
    expect(named.value.wizards.map((w) => w.name)).toEqual(['ALICE', 'BOB']);
    expect(plain.value.wizards.map((w) => w.name)).toEqual(['JULIAN', 'GANDALF']);
    // Apart from the names the two games are the same.
    expect({
      ...named.value,
      wizards: named.value.wizards.map((w) => ({ ...w, name: '' })),
    }).toEqual({
      ...plain.value,
      wizards: plain.value.wizards.map((w) => ({ ...w, name: '' })),
    });
    const r = replayGame({
      ...base(),
      setup: { players: ['computer', 'computer'], level: 1, names: ['ALICE', 'BOB'] },
      seed: 5,
      actions: [],
    });
    if (!r.ok) throw new Error(r.message);
    const texts = r.value.events.map((e) => e.text).join('\n');
    expect(texts).toMatch(/ALICE|BOB/);
    expect(texts).not.toMatch(/JULIAN|GANDALF/);
  });
});

describe('replay', () => {
  it('write → read → replay gives the live game: final state and every event', () => {
    const live = play({ ...SETUP, names: ['ANNE', 'ZX', 'BERT'] }, SEED, 4);
    expect(live.final.phase).toBe('over');
    const read = readGameRecord(writeGameRecord(live.record));
    if (!read.ok) throw new Error(read.message);
    const r = replayGame(read.value);
    if (!r.ok) throw new Error(r.message);
    expect(r.value.state).toEqual(live.final);
    expect(r.value.events).toEqual(live.events);
  });

  it('a record cut after k actions stops where the human must choose action k', () => {
    const live = play(SETUP, SEED, 6);
    const n = live.record.actions.length;
    expect(n).toBeGreaterThan(10);
    for (const k of [0, 1, Math.floor(n / 3), Math.floor(n / 2), n - 1]) {
      const r = replayGame({ ...live.record, actions: live.record.actions.slice(0, k) });
      if (!r.ok) throw new Error(r.message);
      expect(r.value.state).toEqual(live.before[k]);
      expect(isAutomatic(r.value.state)).toBe(false);
      expect(r.value.state.phase).not.toBe('over');
    }
  });
});

// ---------------------------------------------------------------------------------------------

const games = fc.record({
  seed: fc.integer({ min: 0, max: MAX_RECORD_SEED }),
  picks: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  level: fc.integer({ min: 1, max: 8 }),
  // One flag per seat, 2–8 seats: true for a human; at least one human.
  seats: fc.array(fc.boolean(), { minLength: 2, maxLength: 8 }).filter((s) => s.includes(true)),
});

describe('whole games with random human choices (fast-check)', () => {
  it('every listed action is accepted, every game ends within its turn limit, every record replays to it', () => {
    let tried = 0;
    fc.assert(
      fc.property(games, ({ seed, picks, level, seats }) => {
        const players: PlayerKind[] = seats.map((h) => (h ? 'human' : 'computer'));
        // A fifth of the human steps also apply every listed action (each must be accepted).
        const live = play({ players, level }, seed, picks, { tryAll: 0.2 });
        tried += live.tried;
        expect(live.final.phase).toBe('over');
        expect(live.final.turn).toBeLessThanOrEqual(turnLimit(live.final));
        // A draw comes only at the turn limit; before it there is a winner.
        if (live.final.turn < turnLimit(live.final)) expect(live.final.winner).not.toBeNull();
        const read = readGameRecord(writeGameRecord(live.record));
        if (!read.ok) throw new Error(read.message);
        const r = replayGame(read.value);
        if (!r.ok) throw new Error(`${r.error}: ${r.message}`);
        expect(r.value.state).toEqual(live.final);
        expect(r.value.events.length).toBe(live.events.length);
      }),
      { seed: 29, numRuns: 100 },
    );
    // The extra tries did happen (the test is not vacuous).
    expect(tried).toBeGreaterThan(1000);
  }, 120_000);
});

describe('replayStep: a played game one step at a time', () => {
  it('visits every state the live game passed through, in order, and stops where the record ends', () => {
    const live = play(SETUP, SEED, 5, { maxActions: 60 });
    const start = startRecordedGame(SETUP, SEED);
    if (!start.ok) throw new Error(start.message);
    let point = { state: start.value, next: 0 };
    const events: GameEvent[] = [];
    let steps = 0;
    // Each human decision of the live game is reached with its action next in the record.
    const reached: GameState[] = [];
    for (;;) {
      if (!isAutomatic(point.state) && point.state.phase !== 'over') reached.push(point.state);
      const r = replayStep(point, live.record.actions);
      if (r === null) break;
      if (!r.ok) throw new Error(r.message);
      expect(r.value.point.next - point.next).toBe(isAutomatic(point.state) ? 0 : 1);
      point = r.value.point;
      events.push(...r.value.events);
      steps++;
    }
    const n = live.record.actions.length;
    expect(n).toBeGreaterThan(20);
    expect(point.next).toBe(n);
    expect(reached.slice(0, n)).toEqual(live.before);
    expect(point.state).toEqual(live.final);
    expect(events).toEqual(live.events);
    expect(steps).toBeGreaterThan(n);
    expect(replayStep(point, live.record.actions)).toBeNull();
  });

  it('a record that stops mid-game: no next step while a human is to act', () => {
    const live = play(SETUP, SEED, 5, { maxActions: 12 });
    expect(live.final.phase).not.toBe('over');
    const r = replayGame(live.record);
    if (!r.ok) throw new Error(r.message);
    expect(isAutomatic(r.value.state)).toBe(false);
    expect(replayStep({ state: r.value.state, next: 12 }, live.record.actions)).toBeNull();
  });

  it('replayGame tells each step as it goes: the states chain and the events add up', () => {
    const live = play(SETUP, SEED, 5, { maxActions: 40 });
    const told: [GameState, GameState, readonly GameEvent[]][] = [];
    const r = replayGame(live.record, (before, after, events) =>
      told.push([before, after, events]),
    );
    if (!r.ok) throw new Error(r.message);
    expect(told.length).toBeGreaterThan(40);
    for (let i = 1; i < told.length; i++) expect(told[i]?.[0]).toBe(told[i - 1]?.[1]);
    expect(told.at(-1)?.[1]).toEqual(r.value.state);
    expect(told.flatMap((t) => t[2])).toEqual(r.value.events);
  });

  it('refuses an action that is not legal at its step, with where the game stands', () => {
    const start = startRecordedGame(SETUP, SEED);
    if (!start.ok) throw new Error(start.message);
    const r = replayStep({ state: start.value, next: 0 }, [{ type: 'end' }]);
    expect(refused(r ?? { ok: true }, 'not-legal')).toMatch(/turn 1, choosing spells/);
  });

  it('has no step once the game is over', () => {
    const live = play(SETUP, SEED, 2);
    expect(
      replayStep({ state: live.final, next: live.record.actions.length }, live.record.actions),
    ).toBeNull();
    // A point past its actions is not one: a programming error.
    expect(() => replayStep({ state: live.final, next: 1 }, [])).toThrow(RangeError);
  });
});
