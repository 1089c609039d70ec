/**
 * What a human player is offered (`legalActions`) and what applying it does (`applyAction`),
 * one rule per test. Expected values come from the rules (game-mechanics.md and the reference
 * notes wizards.md, ai.md, creatures.tsv, spells.tsv, move_into.tsv), not from the engine:
 *
 * - distance: 2 × the larger offset + the smaller (2 per straight step, 3 per diagonal);
 * - a spell reaches distance ≤ its range byte (Magic Bolt 13, Lightning 9, Subversion 15,
 *   Raise Dead 9, Wall 13, creatures 3 = the 8 neighbours);
 * - a flyer lands within 2 × movement + 1 (Magic Wings: 13); a ranged attack reaches 2 × range;
 * - a walker has 2 × movement points, 2 per straight step, 3 per diagonal, the last step may
 *   overspend; stepping next to an enemy ends the walk (engaged);
 * - selected next to an enemy, a piece breaks free only if d10 + 2 < manoeuvre; a ridden mount
 *   skips the test.
 */
import { describe, expect, it } from 'vitest';
import { advance, automaticNext } from './game';
import { applyAction, castTargetMap, legalActions } from './human';
import { sq } from './layers';
import { scenario, type ScenarioOptions } from './scenario';
import type { Action, GameState, WizardRecord } from './types';

// ---------------------------------------------------------------------------------------------
// Helpers

function state(o: ScenarioOptions): GameState {
  const s = scenario(o);
  if (!s.ok) throw new Error(s.message);
  return s.value;
}

function act(s: GameState, a: Action): GameState {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.message}`);
  return r.value.state;
}

function withWizard(s: GameState, seat: number, patch: Partial<WizardRecord>): GameState {
  return { ...s, wizards: s.wizards.map((w) => (w.seat === seat ? { ...w, ...patch } : w)) };
}

/** The game's distance (the rule, not distance.ts): 2 × the larger offset + the smaller. */
function gameDistance(a: Sq, b: Sq): number {
  const dx = Math.abs(a.x - b.x);
  const dy = Math.abs(a.y - b.y);
  return 2 * Math.max(dx, dy) + Math.min(dx, dy);
}

type Sq = { readonly x: number; readonly y: number };
const key = (p: Sq) => `${p.x},${p.y}`;

/** The squares of the offered actions of one type, as sorted "x,y" keys. */
function squares(s: GameState, type: Action['type']): string[] {
  return legalActions(s)
    .flatMap((a) => (a.type === type && 'at' in a ? [key(a.at)] : []))
    .sort();
}

/** Every board square within `reach` of `from` (not `from` itself), minus `except`, sorted. */
function within(from: Sq, reach: number, except: readonly Sq[] = []): string[] {
  const out: string[] = [];
  for (let y = 0; y < 10; y++)
    for (let x = 0; x < 15; x++) {
      const d = gameDistance(from, { x, y });
      if (d > 0 && d <= reach && !except.some((e) => e.x === x && e.y === y))
        out.push(key({ x, y }));
    }
  return out.sort();
}

const sorted = (list: readonly Sq[]) => list.map(key).sort();

/** The eight neighbours of a square (all on the board here). */
const around = (c: Sq): Sq[] =>
  [-1, 0, 1].flatMap((dy) =>
    [-1, 0, 1].flatMap((dx) => (dx || dy ? [{ x: c.x + dx, y: c.y + dy }] : [])),
  );

/** Which offered action types there are, sorted, without duplicates. */
const types = (s: GameState) => [...new Set(legalActions(s).map((a) => a.type))].sort();

const BOOK = (...spells: number[]) => spells.map((spell) => ({ spell, prio: 10 }));

/**
 * The human (seat 0) has chosen book slot 1 and his cast has worked: the state at his
 * targeting. Spells below 100 % are tried with seeds 1, 2, … until the casting roll passes.
 */
function targeting(o: Omit<ScenarioOptions, 'phase' | 'actor' | 'seed'>, spell: number) {
  for (let seed = 1; seed <= 100; seed++) {
    const s0 = state({
      ...o,
      books: { 0: BOOK(1, spell), 1: [] },
      phase: 'choose',
      actor: 0,
      seed,
    });
    const s = act(s0, { type: 'choose', slot: 1 });
    if (s.pending?.type === 'cast') return s;
  }
  throw new Error(`no seed makes spell ${spell} work`);
}

/** Seat 0 (human) to move, against seat 1 (computer). */
function moving(board: string, legend: ScenarioOptions['legend'] = {}, seed = 1): GameState {
  return state({
    players: ['human', 'computer'],
    board,
    legend,
    books: { 0: [], 1: [] },
    phase: 'move',
    actor: 0,
    seed,
  });
}

// ---------------------------------------------------------------------------------------------

describe('choosing a spell', () => {
  it('each spell in the book is offered once, creature spells also as an illusion, and no spell', () => {
    // Slots: Disbelieve, Goblin, Magic Bolt, (empty), Green Dragon, Gooey Blob.
    const s = state({
      players: ['human', 'computer'],
      board: '1.............2',
      books: { 0: BOOK(1, 4, 41, 0, 23, 34), 1: [] },
      phase: 'choose',
      actor: 0,
    });
    const offered = legalActions(s).map((a) => JSON.stringify(a));
    expect(offered.sort()).toEqual(
      [
        { type: 'choose', slot: 0 },
        { type: 'choose', slot: 1 },
        { type: 'choose', slot: 1, illusion: true },
        { type: 'choose', slot: 2 },
        { type: 'choose', slot: 4 },
        { type: 'choose', slot: 4, illusion: true },
        // Gooey Blob is not a creature: no illusion.
        { type: 'choose', slot: 5 },
        { type: 'choose-none' },
      ]
        .map((a) => JSON.stringify(a))
        .sort(),
    );
  });

  it('a cast spell is used up, even when its targeting is ended at once; Disbelieve never is', () => {
    let s = targeting(
      { players: ['human', 'computer'], board: '1.............2' },
      41, // Magic Bolt
    );
    expect(s.wizards[0]?.book[1]?.spell).toBe(0);
    s = act(s, { type: 'end' });
    expect(s.pending).toBeNull();
    // The computer (seat 1) casts next: the human is offered nothing.
    expect([s.phase, s.actor]).toEqual(['cast', 1]);
    expect(legalActions(s)).toEqual([]);

    const d = state({
      players: ['human', 'computer'],
      board: '1......a......2',
      legend: { a: { piece: 'Goblin', owner: 1 } },
      books: { 0: BOOK(1), 1: [] },
      phase: 'choose',
      actor: 0,
    });
    const after = act(act(d, { type: 'choose', slot: 0 }), { type: 'end' });
    expect(after.wizards[0]?.book[0]?.spell).toBe(1);
  });
});

describe('casting: range and line of sight', () => {
  // The caster stands at (1,1). For a range byte r = 2k + 1, (1 + k, 2) is at distance 2k + 1 = r
  // and (1, 2 + k) is at distance 2(k + 1) = r + 1: half a square too far.
  it.each([
    ['Magic Bolt', 41, 13],
    ['Lightning', 43, 9],
    ['Subversion', 60, 15],
  ])(
    '%s (spell %i, range byte %i): an enemy creature exactly at its range is offered, half a step beyond is not',
    (_name, spell, range) => {
      const k = (range - 1) / 2;
      const atRange = { x: 1 + k, y: 2 };
      const beyond = { x: 1, y: 2 + k };
      expect(gameDistance({ x: 1, y: 1 }, atRange)).toBe(range);
      expect(gameDistance({ x: 1, y: 1 }, beyond)).toBe(range + 1);
      const rows = Array.from({ length: 10 }, (_, y) =>
        Array.from({ length: 15 }, (_, x) =>
          x === 1 && y === 1
            ? '1'
            : x === 14 && y === 9
              ? '2'
              : (x === atRange.x && y === atRange.y) || (x === beyond.x && y === beyond.y)
                ? 'g'
                : '.',
        ).join(''),
      ).join('\n');
      const s = targeting(
        {
          players: ['human', 'computer'],
          board: rows,
          legend: { g: { piece: 'Goblin', owner: 1 } },
        },
        spell,
      );
      expect(squares(s, 'target')).toEqual([key(atRange)]);
      expect(types(s)).toEqual(['end', 'target']);
    },
  );

  it('Subversion is offered only an enemy creature with no wizard riding it', () => {
    const s = targeting(
      {
        players: ['human', 'computer', 'computer'],
        board: `
          ....g..........
          .1.............
          ....h..........
          .a.............
          ..............2`,
        legend: {
          a: { piece: 'Goblin', owner: 0 },
          h: { piece: 'Horse', owner: 2, rider: 2 },
          g: { piece: 'Goblin', owner: 1 },
        },
      },
      60,
    );
    expect(squares(s, 'target')).toEqual(['4,0']);
  });

  it('Magic Bolt needs line of sight: a wall hides the goblin behind it, a corpse does not', () => {
    const board = `
      ...............
      .1.x.g.........
      ...............
      ..............2`;
    const behindWall = targeting(
      {
        players: ['human', 'computer'],
        board,
        legend: { x: { piece: 'Wall', owner: 0 }, g: { piece: 'Goblin', owner: 1 } },
      },
      41,
    );
    // The wall itself is immune to bolts, and it blocks the line to the goblin.
    expect(squares(behindWall, 'target')).toEqual([]);
    const behindCorpse = targeting(
      {
        players: ['human', 'computer'],
        board,
        legend: {
          x: { piece: 'Orc', owner: 1, corpse: true },
          g: { piece: 'Goblin', owner: 1 },
        },
      },
      41,
    );
    // A lone corpse is no bolt target, and corpses never block sight.
    expect(squares(behindCorpse, 'target')).toEqual(['5,1']);
  });

  it('a creature appears next to its caster: on any empty or corpse neighbour, not an occupied one, nowhere farther', () => {
    let s = state({
      players: ['human', 'computer'],
      board: `
        +..............
        .1a............
        ...............
        ..............2`,
      legend: {
        '+': { piece: 'Orc', owner: 1, corpse: true },
        a: { piece: 'Goblin', owner: 0 },
      },
      books: { 0: BOOK(1, 4), 1: [] },
      phase: 'choose',
      actor: 0,
    });
    // As an illusion the cast always works.
    s = act(s, { type: 'choose', slot: 1, illusion: true });
    const expected = around({ x: 1, y: 1 }).filter((p) => !(p.x === 2 && p.y === 1));
    expect(squares(s, 'target')).toEqual(sorted(expected));
    expect(squares(s, 'target')).toContain('0,0');
  });

  it('Disbelieve needs neither range nor sight: every creature on the board is offered, and nothing else', () => {
    let s = state({
      players: ['human', 'computer'],
      board: `
        ...............
        .1##..........g
        ..##...........
        ...............
        .......a.......
        ...............
        ...............
        ...............
        ...............
        ..............2`,
      legend: {
        '#': { piece: 'Wall', owner: 0 },
        g: { piece: 'Goblin', owner: 1, illusion: true },
        a: { piece: 'Orc', owner: 0 },
      },
      books: { 0: BOOK(1), 1: [] },
      phase: 'choose',
      actor: 0,
    });
    s = act(s, { type: 'choose', slot: 0 });
    expect(squares(s, 'target')).toEqual(['14,1', '7,4']);
  });

  it('Vengeance needs neither range nor sight: any creature or wizard, never an object nor a wizard inside a castle', () => {
    const s = targeting(
      {
        players: ['human', 'computer', 'computer'],
        board: `
          ...............
          .1##..........g
          ..##...........
          .......T.o.....
          .......a.......
          ...............
          ...............
          ...............
          ............C..
          ..............2`,
        legend: {
          '#': { piece: 'Wall', owner: 0 },
          g: { piece: 'Goblin', owner: 1 },
          T: { piece: 'Magic Wood', owner: 1 },
          o: { piece: 'Gooey Blob', owner: 1 },
          a: { piece: 'Orc', owner: 0 },
          C: { piece: 'Magic Castle', owner: 2, rider: 2 },
        },
      },
      45,
    );
    expect(squares(s, 'target')).toEqual(['14,1', '14,9', '7,4']);
  });

  it('Shadow Wood: each tree on an empty square in range, never next to a tree already standing', () => {
    let s = targeting(
      {
        players: ['human', 'computer'],
        board: `
          ...............
          .1.............
          ...............
          ...............
          ...............
          ..............2`,
      },
      37,
    );
    expect(squares(s, 'target')).toContain('4,1');
    s = act(s, { type: 'target', at: { x: 4, y: 1 } });
    expect(s.board.id[sq(4, 1)]).toBe(37);
    const offered = squares(s, 'target');
    for (const n of around({ x: 4, y: 1 })) expect(offered, key(n)).not.toContain(key(n));
    expect(offered).toContain('1,5');
    expect(s.pending).toMatchObject({ type: 'cast', left: 7 });
  });

  it('Raise Dead (range byte 9) is offered only a corpse, in range: distance 9 yes, 10 no', () => {
    const s = targeting(
      {
        players: ['human', 'computer'],
        board: `
          ...............
          .1.............
          .....+.........
          ..g............
          ...............
          ...............
          .+.............
          ...............
          ...............
          ..............2`,
        legend: {
          '+': { piece: 'Orc', owner: 1, corpse: true },
          g: { piece: 'Goblin', owner: 1 },
        },
      },
      62,
    );
    expect(gameDistance({ x: 1, y: 1 }, { x: 5, y: 2 })).toBe(9);
    expect(gameDistance({ x: 1, y: 1 }, { x: 1, y: 6 })).toBe(10);
    expect(squares(s, 'target')).toEqual(['5,2']);
  });

  it('Wall: four blocks, each on an empty square in range (13) but not next to the caster', () => {
    const board = `
      ...............
      .1.............
      ...............
      ...............
      ...............
      ...............
      ...............
      ...............
      ...............
      ..............2`;
    let s = targeting({ players: ['human', 'computer'], board }, 40);
    const caster = { x: 1, y: 1 };
    const farEnough = within(caster, 13).filter((k) => {
      const [x, y] = k.split(',').map(Number) as [number, number];
      return Math.max(Math.abs(x - 1), Math.abs(y - 1)) > 1;
    });
    expect(squares(s, 'target')).toEqual(farEnough.sort());
    for (const [n, at] of [
      [1, { x: 3, y: 1 }],
      [2, { x: 3, y: 2 }],
      [3, { x: 3, y: 3 }],
    ] as const) {
      s = act(s, { type: 'target', at });
      expect(s.board.id[sq(at.x, at.y)], `wall ${n}`).toBe(40);
      // The block is offered no more, and the rest are still to place.
      expect(squares(s, 'target')).not.toContain(key(at));
      expect(s.pending).toMatchObject({ type: 'cast', left: 4 - n });
    }
    s = act(s, { type: 'target', at: { x: 1, y: 7 } }); // distance 12
    expect(s.board.id[sq(1, 7)]).toBe(40);
    // The fourth block ends the casting step: the computer (seat 1) casts next.
    expect(s.pending).toBeNull();
    expect([s.phase, s.actor]).toEqual(['cast', 1]);
  });
});

describe('movement: what can be selected', () => {
  it('a wizard selects himself, his creatures and his Shadow Wood; never blobs, fire, Magic Wood, castles, walls, corpses or an enemy piece', () => {
    const s = moving(
      `
      1.a.S.o.^.T.C.#
      ...............
      +.b............
      ..............2`,
      {
        a: { piece: 'Goblin', owner: 0 },
        S: { piece: 'Shadow Wood', owner: 0 },
        o: { piece: 'Gooey Blob', owner: 0 },
        '^': { piece: 'Magic Fire', owner: 0 },
        T: { piece: 'Magic Wood', owner: 0 },
        C: { piece: 'Magic Castle', owner: 0 },
        '#': { piece: 'Wall', owner: 0 },
        '+': { piece: 'Orc', owner: 0, corpse: true },
        b: { piece: 'Goblin', owner: 1 },
      },
    );
    expect(squares(s, 'select')).toEqual(['0,0', '2,0', '4,0'].sort());
    expect(types(s)).toEqual(['end', 'select']);
  });

  it('a wizard sheltering in a Magic Wood is selected through the tree and steps out one square', () => {
    let s = moving(
      `
      ...............
      ..T............
      ...............
      ..............2`,
      { T: { piece: 'Magic Wood', owner: 1, rider: 0 } },
    );
    expect(squares(s, 'select')).toEqual(['2,1']);
    s = act(s, { type: 'select', at: { x: 2, y: 1 } });
    expect(squares(s, 'move')).toEqual(sorted(around({ x: 2, y: 1 })));
    s = act(s, { type: 'move', at: { x: 3, y: 2 } });
    expect(s.board.id[sq(3, 2)]).toBe(41);
    expect(s.board.occ[sq(2, 1)]).toBe(0);
    expect(s.board.id[sq(2, 1)]).toBe(36);
  });

  it('each piece moves once a turn: after its move it is not offered again', () => {
    let s = moving(
      `
      1..............
      ...............
      .....a.........
      ..............2`,
      { a: { piece: 'Goblin', owner: 0 } },
    );
    s = act(s, { type: 'select', at: { x: 5, y: 2 } });
    s = act(s, { type: 'move', at: { x: 6, y: 2 } });
    expect(s.pending).toBeNull();
    expect(squares(s, 'select')).toEqual(['0,0']);
  });
});

describe('movement: walking and flying', () => {
  it('a walker of movement 1 (Goblin) is offered the 8 neighbours, and one step ends its move', () => {
    let s = moving(
      `
      1..............
      ...............
      .....a.........
      ..............2`,
      { a: { piece: 'Goblin', owner: 0 } },
    );
    s = act(s, { type: 'select', at: { x: 5, y: 2 } });
    expect(squares(s, 'move')).toEqual(sorted(around({ x: 5, y: 2 })));
    s = act(s, { type: 'move', at: { x: 6, y: 3 } });
    expect(s.board.id[sq(6, 3)]).toBe(4);
    expect(s.pending).toBeNull();
  });

  it('a walker may not step onto its own piece, but may step onto a corpse', () => {
    let s = moving(
      `
      1..............
      ....b+.........
      .....a.........
      ..............2`,
      {
        a: { piece: 'Goblin', owner: 0 },
        b: { piece: 'Orc', owner: 0 },
        '+': { piece: 'Orc', owner: 1, corpse: true },
      },
    );
    s = act(s, { type: 'select', at: { x: 5, y: 2 } });
    const moves = squares(s, 'move');
    expect(moves).not.toContain('4,1');
    expect(moves).toContain('5,1');
    expect(moves).toHaveLength(7);
  });

  describe('a walker of movement 3 (Dire Wolf) has 6 points: 2 a straight step, 3 a diagonal, the last step may overspend', () => {
    const start = () => {
      const s = moving(
        `
        1..............
        ...............
        ...............
        ...............
        .......w.......
        ...............
        ...............
        ...............
        ...............
        ..............2`,
        { w: { piece: 'Dire Wolf', owner: 0 } },
      );
      return act(s, { type: 'select', at: { x: 7, y: 4 } });
    };
    const walk = (steps: readonly Sq[]) => {
      let s = start();
      const offeredAfter: boolean[] = [];
      for (const at of steps) {
        s = act(s, { type: 'move', at });
        offeredAfter.push(squares(s, 'move').length > 0);
      }
      return { s, offeredAfter };
    };

    it('three straight steps (2 + 2 + 2), then the move ends', () => {
      const { s, offeredAfter } = walk([
        { x: 8, y: 4 },
        { x: 9, y: 4 },
        { x: 10, y: 4 },
      ]);
      expect(offeredAfter).toEqual([true, true, false]);
      expect(s.board.id[sq(10, 4)]).toBe(3);
      expect(squares(s, 'select')).toEqual(['0,0']);
    });

    it('two diagonal steps (3 + 3), then the move ends', () => {
      const { offeredAfter } = walk([
        { x: 8, y: 5 },
        { x: 9, y: 6 },
      ]);
      expect(offeredAfter).toEqual([true, false]);
    });

    it('diagonal, straight, then one more step with the 1 point left (3 + 2 + 3)', () => {
      const { s, offeredAfter } = walk([
        { x: 8, y: 5 },
        { x: 9, y: 5 },
        { x: 10, y: 6 },
      ]);
      expect(offeredAfter).toEqual([true, true, false]);
      expect(s.board.id[sq(10, 6)]).toBe(3);
    });
  });

  it('a flyer (Bat, movement 5) lands anywhere within 2 × 5 + 1 = 11, over the pieces around it, and the flight ends its move', () => {
    const bat = { x: 7, y: 5 };
    let s = moving(
      `
      1..............
      ...............
      ...............
      ...............
      ......###......
      ......#b#......
      ......###......
      ...............
      ...............
      ..............2`,
      { b: { piece: 'Bat', owner: 0 }, '#': { piece: 'Wall', owner: 0 } },
    );
    s = act(s, { type: 'select', at: bat });
    // Its own walls are blocked; wizard 2 at (14,9) is 18 away, out of reach.
    expect(squares(s, 'move')).toEqual(within(bat, 11, around(bat)));
    expect(squares(s, 'move')).toContain('12,6'); // distance 11
    expect(squares(s, 'move')).not.toContain('12,7'); // distance 12
    expect(squares(s, 'attack')).toEqual([]);
    s = act(s, { type: 'move', at: { x: 12, y: 6 } });
    expect(s.board.id[sq(12, 6)]).toBe(22);
    expect(s.pending).toBeNull();
    expect(squares(s, 'select')).toEqual(['0,0']);
  });

  it('a wizard on foot walks one square; with Magic Wings he flies anywhere within 13', () => {
    const board = `
      ...............
      ...............
      ...............
      ...............
      .......1.......
      ...............
      ...............
      ...............
      ...............
      ..............2`;
    const wizard = { x: 7, y: 4 };
    const onFoot = act(moving(board), { type: 'select', at: wizard });
    expect(squares(onFoot, 'move')).toEqual(sorted(around(wizard)));

    const winged = withWizard(moving(board), 0, { flags: 0x20, sprite: 'Wizard (Magic Wings)' });
    const flying = act(winged, { type: 'select', at: wizard });
    // Wizard 2 at (14,9): distance 19, out of reach.
    expect(squares(flying, 'move')).toEqual(within(wizard, 13));
    expect(squares(flying, 'move')).toContain('13,5'); // distance 13
    expect(squares(flying, 'move')).not.toContain('14,4'); // distance 14
  });

  it('a wizard in Shadow Form walks 3 squares (6 points)', () => {
    let s = withWizard(
      moving(`
        ...............
        .1.............
        ..............2`),
      0,
      { flags: 0x08 },
    );
    s = act(s, { type: 'select', at: { x: 1, y: 1 } });
    for (const x of [2, 3, 4]) {
      expect(squares(s, 'move')).toContain(`${x},1`);
      s = act(s, { type: 'move', at: { x, y: 1 } });
    }
    expect(s.board.id[sq(4, 1)]).toBe(41);
    expect(s.pending).toBeNull();
  });

  it('a wizard steps into his own castle (his move ends there), never into an enemy castle or onto his own non-mount creature', () => {
    let s = moving(
      `
      ...............
      ...D1C.........
      ....a..........
      ..............2`,
      {
        C: { piece: 'Magic Castle', owner: 0 },
        D: { piece: 'Dark Citadel', owner: 1 },
        a: { piece: 'Goblin', owner: 0 },
      },
    );
    s = act(s, { type: 'select', at: { x: 4, y: 1 } });
    const moves = squares(s, 'move');
    expect(moves).toContain('5,1');
    expect(moves).not.toContain('3,1');
    expect(moves).not.toContain('4,2');
    expect(squares(s, 'attack')).toEqual([]);
    s = act(s, { type: 'move', at: { x: 5, y: 1 } });
    expect(s.board.occ[sq(5, 1)]).toBe(41);
    expect(s.board.id[sq(4, 1)]).toBe(0);
    expect(s.pending).toBeNull();
  });
});

describe('movement: engagement', () => {
  it('a piece of manoeuvre 2 (Crocodile) selected next to an enemy never breaks free: attacks only', () => {
    for (let seed = 1; seed <= 20; seed++) {
      let s = moving(
        `
        1..............
        ....cg.........
        ..............2`,
        { c: { piece: 'Crocodile', owner: 0 }, g: { piece: 'Goblin', owner: 1 } },
        seed,
      );
      s = act(s, { type: 'select', at: { x: 4, y: 1 } });
      expect(squares(s, 'move'), `seed ${seed}`).toEqual([]);
      expect(squares(s, 'attack')).toEqual(['5,1']);
      expect(types(s)).toEqual(['attack', 'end']);
    }
  });

  it('a piece selected next to an enemy breaks free exactly when d10 + 2 < its manoeuvre (Goblin, 4)', () => {
    const outcomes = new Set<boolean>();
    for (let seed = 1; seed <= 60; seed++) {
      const s = moving(
        `
        1..............
        ....ag.........
        ..............2`,
        { a: { piece: 'Goblin', owner: 0 }, g: { piece: 'Goblin', owner: 1 } },
        seed,
      );
      const r = applyAction(s, { type: 'select', at: { x: 4, y: 1 } });
      if (!r.ok) throw new Error(r.message);
      const roll = r.value.events.find((e) => e.kind === 'engaged')?.rolls?.[0];
      expect(roll, `seed ${seed}`).toBeDefined();
      const free = (roll ?? 99) + 2 < 4;
      outcomes.add(free);
      expect(squares(r.value.state, 'move').length > 0, `seed ${seed}, roll ${roll}`).toBe(free);
      expect(squares(r.value.state, 'attack')).toEqual(['5,1']);
    }
    // Free 2 times in 10: both outcomes turn up in 60 tries.
    expect([...outcomes].sort()).toEqual([false, true]);
  });

  it('a walker that steps next to an enemy is engaged at once: its walk ends, it may still attack', () => {
    let s = moving(
      `
      1..............
      ...............
      ...w..g........
      ..............2`,
      { w: { piece: 'Dire Wolf', owner: 0 }, g: { piece: 'Goblin', owner: 1 } },
    );
    s = act(s, { type: 'select', at: { x: 3, y: 2 } });
    s = act(s, { type: 'move', at: { x: 4, y: 2 } }); // 2 of 6 points, not yet next to (6,2)
    expect(squares(s, 'move').length).toBeGreaterThan(0);
    const r = applyAction(s, { type: 'move', at: { x: 5, y: 2 } }); // 4 of 6 points, next to it
    if (!r.ok) throw new Error(r.message);
    // No engagement roll: stepping next to an enemy engages with no test.
    expect(r.value.events.some((e) => e.kind === 'engaged')).toBe(false);
    expect(squares(r.value.state, 'move')).toEqual([]);
    expect(squares(r.value.state, 'attack')).toEqual(['6,2']);
  });

  it('a mount carrying its wizard skips the engagement test; the rider may dismount onto a free neighbour', () => {
    for (let seed = 1; seed <= 10; seed++) {
      let s = moving(
        `
        ...............
        ...hg..........
        ..............2`,
        { h: { piece: 'Horse', owner: 0, rider: 0 }, g: { piece: 'Goblin', owner: 1 } },
        seed,
      );
      const r = applyAction(s, { type: 'select', at: { x: 3, y: 1 } });
      if (!r.ok) throw new Error(r.message);
      expect(r.value.events.some((e) => e.kind === 'engaged')).toBe(false);
      s = r.value.state;
      const free = around({ x: 3, y: 1 }).filter((p) => !(p.x === 4 && p.y === 1));
      expect(squares(s, 'move')).toEqual(sorted(free));
      expect(squares(s, 'dismount')).toEqual(sorted(free));
      expect(squares(s, 'attack')).toEqual(['4,1']);
      if (seed > 1) continue;
      s = act(s, { type: 'dismount', at: { x: 2, y: 2 } });
      expect(s.board.id[sq(2, 2)]).toBe(41);
      expect(s.board.id[sq(3, 1)]).toBe(16);
      expect(s.board.occ[sq(3, 1)]).toBe(0);
    }
  });
});

// The original asks "Dismount wizard?" for every mount the wizard rides (game-mechanics.md,
// "Riding and sheltering"; the question is at #AD88, before the engagement test #ADD2 and the
// flight #B0A8, ai.md §4.2), flying mounts (Pegasus, Gryphon, Manticore) included. human.ts
// once returned from its flying branch before offering it.
describe('dismounting from a flying mount', () => {
  it('a wizard riding a Pegasus is offered to dismount onto each free neighbouring square', () => {
    let s = moving(
      `
      ...............
      ...p...........
      ..............2`,
      { p: { piece: 'Pegasus', owner: 0, rider: 0 } },
    );
    s = act(s, { type: 'select', at: { x: 3, y: 1 } });
    expect(squares(s, 'dismount')).toEqual(sorted(around({ x: 3, y: 1 })));
    s = act(s, { type: 'dismount', at: { x: 4, y: 2 } });
    expect(s.board.id[sq(4, 2)]).toBe(41);
    expect(s.board.id[sq(3, 1)]).toBe(19);
    expect(s.board.occ[sq(3, 1)]).toBe(0);
  });
});

describe('movement: combat', () => {
  it('an attack kills when combat + d10 > defence + d10; the winner moves in; either way its move ends', () => {
    const results = new Set<boolean>();
    for (let seed = 1; seed <= 40; seed++) {
      let s = moving(
        `
        1..............
        ....ao.........
        ..............2`,
        // Goblin: combat 2. Orc: defence 1.
        { a: { piece: 'Goblin', owner: 0 }, o: { piece: 'Orc', owner: 1 } },
        seed,
      );
      s = act(s, { type: 'select', at: { x: 4, y: 1 } });
      const r = applyAction(s, { type: 'attack', at: { x: 5, y: 1 } });
      if (!r.ok) throw new Error(r.message);
      const fight = r.value.events.find((e) => e.kind === 'attack');
      const [a, d] = fight?.rolls ?? [];
      expect(a, `seed ${seed}`).toBeDefined();
      const kills = 2 + (a ?? 0) > 1 + (d ?? 0);
      results.add(kills);
      const after = r.value.state;
      if (kills) {
        expect(after.board.corpse[sq(5, 1)]).toBe(0);
        expect(after.board.id[sq(4, 1)]).toBe(0);
      } else {
        expect(after.board.id[sq(5, 1)]).toBe(9);
        expect(after.board.id[sq(4, 1)]).toBe(4);
      }
      expect(after.pending).toBeNull();
      expect(squares(after, 'select')).toEqual(['0,0']);
    }
    expect([...results].sort()).toEqual([false, true]);
  });

  it('killing a ridden mount reveals its wizard on the square, and the attacker stays where it was', () => {
    let kills = 0;
    for (let seed = 1; seed <= 60; seed++) {
      let s = moving(
        `
        1..............
        ....ah.........
        ..............2`,
        // Goblin: combat 2. Horse: defence 3, carrying wizard 2.
        {
          a: { piece: 'Goblin', owner: 0 },
          h: { piece: 'Horse', owner: 1, rider: 1 },
        },
        seed,
      );
      s = act(s, { type: 'select', at: { x: 4, y: 1 } });
      const r = applyAction(s, { type: 'attack', at: { x: 5, y: 1 } });
      if (!r.ok) throw new Error(r.message);
      const fight = r.value.events.find((e) => e.kind === 'attack');
      if (!fight?.passed) continue;
      kills++;
      const after = r.value.state.board;
      expect(after.id[sq(5, 1)]).toBe(42);
      expect(after.occ[sq(5, 1)]).toBe(0);
      expect(after.id[sq(4, 1)]).toBe(4);
      expect(r.value.state.wizards[1]?.alive).toBe(true);
    }
    // 2 + d10 > 3 + d10: 36 in 100.
    expect(kills).toBeGreaterThan(0);
  });

  it('a wizard in Shadow Form loses it when he attacks', () => {
    let s = withWizard(
      moving(
        `
        ...............
        ....1g.........
        ..............2`,
        { g: { piece: 'Goblin', owner: 1 } },
      ),
      0,
      { flags: 0x08 },
    );
    s = act(s, { type: 'select', at: { x: 4, y: 1 } });
    expect((s.wizards[0]?.flags ?? 0) & 0x08).toBe(0x08);
    s = act(s, { type: 'attack', at: { x: 5, y: 1 } });
    expect((s.wizards[0]?.flags ?? 0) & 0x08).toBe(0);
  });

  it('undead cannot be attacked by a living creature: the attack is refused and the piece may still act', () => {
    let s = moving(
      `
      1..............
      ....ak.........
      ..............2`,
      { a: { piece: 'Goblin', owner: 0 }, k: { piece: 'Skeleton', owner: 1 } },
    );
    s = act(s, { type: 'select', at: { x: 4, y: 1 } });
    const r = applyAction(s, { type: 'attack', at: { x: 5, y: 1 } });
    if (!r.ok) throw new Error(r.message);
    expect(r.value.events.map((e) => e.text).join('\n')).toMatch(/UNDEAD/);
    const after = r.value.state;
    expect(after.board.id[sq(5, 1)]).toBe(32);
    expect(after.board.id[sq(4, 1)]).toBe(4);
    expect(after.pending).toMatchObject({ type: 'move', square: sq(4, 1) });
    expect(legalActions(after)).toContainEqual({ type: 'end' });
  });

  it('a wizard with a Magic Sword may attack undead (a real fight, with dice)', () => {
    let s = withWizard(
      moving(
        `
        ...............
        ....1k.........
        ..............2`,
        { k: { piece: 'Skeleton', owner: 1 } },
      ),
      0,
      { flags: 0x04, sprite: 'Wizard (Magic Sword)' },
    );
    s = act(s, { type: 'select', at: { x: 4, y: 1 } });
    const r = applyAction(s, { type: 'attack', at: { x: 5, y: 1 } });
    if (!r.ok) throw new Error(r.message);
    expect(r.value.events.map((e) => e.text).join('\n')).not.toMatch(/UNDEAD/);
    expect(r.value.events.find((e) => e.kind === 'attack')?.rolls).toHaveLength(2);
  });

  it('a wizard with a Magic Bow (any ranged combat) may attack undead in melee', () => {
    let s = withWizard(
      moving(
        `
        ...............
        ....1k.........
        ..............2`,
        { k: { piece: 'Skeleton', owner: 1 } },
      ),
      0,
      { sprite: 'Wizard (Magic Bow)' },
    );
    const w = s.wizards[0] as WizardRecord;
    s = withWizard(s, 0, { stats: { ...w.stats, rangedCombat: 3, range: 6 } });
    s = act(s, { type: 'select', at: { x: 4, y: 1 } });
    const r = applyAction(s, { type: 'attack', at: { x: 5, y: 1 } });
    if (!r.ok) throw new Error(r.message);
    expect(r.value.events.map((e) => e.text).join('\n')).not.toMatch(/UNDEAD/);
    expect(r.value.events.find((e) => e.kind === 'attack')?.rolls).toHaveLength(2);
  });

  it('Shadow Wood never moves but may attack a neighbouring enemy', () => {
    let s = moving(
      `
      1..............
      ....Sg.........
      ..............2`,
      { S: { piece: 'Shadow Wood', owner: 0 }, g: { piece: 'Goblin', owner: 1 } },
    );
    s = act(s, { type: 'select', at: { x: 4, y: 1 } });
    expect(squares(s, 'move')).toEqual([]);
    expect(squares(s, 'attack')).toEqual(['5,1']);
  });
});

describe('movement: the ranged attack after the move', () => {
  // Elf: movement 1, ranged combat 2, range 6: a shot reaches 2 × 6 = 12, not 13.
  const board = `
    1..............
    ...............
    ...............
    ...............
    .......e.....g.
    .g.............
    ...............
    ...............
    ...............
    ..............2`;
  const legend = { e: { piece: 'Elf', owner: 0 }, g: { piece: 'Goblin', owner: 1 } };

  it('after choosing not to move, an Elf (range 6) may shoot at distance 12, not 13', () => {
    expect(gameDistance({ x: 7, y: 4 }, { x: 13, y: 4 })).toBe(12);
    expect(gameDistance({ x: 7, y: 4 }, { x: 1, y: 5 })).toBe(13);
    let s = act(moving(board, legend), { type: 'select', at: { x: 7, y: 4 } });
    s = act(s, { type: 'end' });
    expect(squares(s, 'shoot')).toEqual(['13,4']);
    expect(types(s)).toEqual(['end', 'shoot']);
    const r = applyAction(s, { type: 'shoot', at: { x: 13, y: 4 } });
    if (!r.ok) throw new Error(r.message);
    expect(r.value.events.some((e) => e.kind === 'shoot')).toBe(true);
    expect(r.value.state.pending).toBeNull();
    // The shooter never moves into the square.
    expect(r.value.state.board.id[sq(7, 4)]).toBe(8);
    expect(squares(r.value.state, 'select')).toEqual(['0,0']);
  });

  it('a shot needs line of sight: a wall between the Elf and its target leaves nothing to shoot', () => {
    let s = moving(
      `
      1..............
      ...............
      ...............
      ...............
      .......e.#...g.
      ..............2`,
      { ...legend, '#': { piece: 'Wall', owner: 1 } },
    );
    s = act(act(s, { type: 'select', at: { x: 7, y: 4 } }), { type: 'end' });
    // Without the wall the goblin at distance 12 is a target (the test above); behind it, not.
    expect(squares(s, 'shoot')).not.toContain('13,4');
  });

  it('after a melee attack, a piece with a ranged attack may still shoot', () => {
    let s = moving(
      `
      1..............
      ....eo.........
      ..............2`,
      { e: { piece: 'Elf', owner: 0 }, o: { piece: 'Orc', owner: 1 } },
    );
    s = act(s, { type: 'select', at: { x: 4, y: 1 } });
    s = act(s, { type: 'attack', at: { x: 5, y: 1 } });
    expect(s.pending).toMatchObject({ type: 'move', mode: 'shoot' });
    expect(types(s)).toContain('end');
  });

  it('a wizard with a Magic Bow (range 6) shoots at distance 12, not 13, and a shot ends his Shadow Form', () => {
    // The wizard stands where the Elf stood, at (7,4).
    let s = moving(board.replace('1', '.').replace('e', '1'), { g: { piece: 'Goblin', owner: 1 } });
    const w = s.wizards[0] as WizardRecord;
    s = withWizard(s, 0, {
      stats: { ...w.stats, rangedCombat: 3, range: 6 },
      flags: 0x08,
      sprite: 'Wizard (Magic Bow)',
    });
    s = act(act(s, { type: 'select', at: { x: 7, y: 4 } }), { type: 'end' });
    expect(squares(s, 'shoot')).toEqual(['13,4']);
    s = act(s, { type: 'shoot', at: { x: 13, y: 4 } });
    expect((s.wizards[0]?.flags ?? 0) & 0x08).toBe(0);
  });

  it('after its step the Elf may shoot, or end without shooting', () => {
    let s = act(moving(board, legend), { type: 'select', at: { x: 7, y: 4 } });
    s = act(s, { type: 'move', at: { x: 8, y: 4 } });
    // From (8,4): (13,4) is 10 away, (1,5) is 15.
    expect(squares(s, 'shoot')).toEqual(['13,4']);
    s = act(s, { type: 'end' });
    expect(s.pending).toBeNull();
    expect(s.board.id[sq(13, 4)]).toBe(4);
    expect(squares(s, 'select')).toEqual(['0,0']);
  });
});

describe('ending the movement and the turn', () => {
  it('end with nothing selected passes to the next wizard; after the last one the next turn starts with the choice', () => {
    let s = state({
      players: ['human', 'human'],
      board: `
        1..............
        ..............2`,
      books: { 0: BOOK(1), 1: BOOK(1) },
      phase: 'move',
      actor: 0,
    });
    s = act(s, { type: 'end' });
    expect([s.phase, s.actor, s.turn]).toEqual(['move', 1, 0]);
    expect(squares(s, 'select')).toEqual(['14,1']);
    s = act(s, { type: 'end' });
    expect([s.phase, s.actor, s.turn]).toEqual(['choose', 0, 1]);
    expect(s.winner).toBeNull();
  });
});

describe('a whole turn', () => {
  it('a creature cast this turn may move in the same turn', () => {
    let s = state({
      players: ['human', 'computer'],
      board: `
        ...............
        .1.............
        ..............2`,
      books: { 0: BOOK(1, 4), 1: [] },
      phase: 'choose',
      actor: 0,
    });
    s = act(s, { type: 'choose', slot: 1, illusion: true });
    s = act(s, { type: 'target', at: { x: 2, y: 1 } });
    // The computer's casting step and the spreading phase run by themselves.
    for (let i = 0; i < 10 && automaticNext(s); i++) {
      const r = advance(s);
      if (!r.ok) throw new Error(r.message);
      s = r.value.state;
    }
    expect([s.phase, s.actor]).toEqual(['move', 0]);
    expect(squares(s, 'select')).toEqual(['1,1', '2,1']);
  });
});

describe('applyAction refuses what is not offered', () => {
  it('an action not on the list is refused with not-legal, and the state is left as it was', () => {
    const s = moving(
      `
      1..............
      .....a.........
      ..........g....
      ..............2`,
      { a: { piece: 'Goblin', owner: 0 }, g: { piece: 'Goblin', owner: 1 } },
    );
    const before = structuredClone(s);
    const refused: Action[] = [
      { type: 'select', at: { x: 10, y: 2 } }, // an enemy piece
      { type: 'select', at: { x: 3, y: 3 } }, // an empty square
      { type: 'move', at: { x: 6, y: 1 } }, // nothing is selected
      { type: 'choose', slot: 0 }, // not the choosing phase
      { type: 'target', at: { x: 2, y: 2 } },
    ];
    for (const a of refused) {
      expect(applyAction(s, a), JSON.stringify(a)).toMatchObject({ ok: false, error: 'not-legal' });
      expect(s).toEqual(before);
    }
    // Selected, the goblin may not go two squares (movement 1).
    const sel = act(s, { type: 'select', at: { x: 5, y: 1 } });
    const selBefore = structuredClone(sel);
    expect(applyAction(sel, { type: 'move', at: { x: 7, y: 1 } })).toMatchObject({
      ok: false,
      error: 'not-legal',
    });
    expect(sel).toEqual(selBefore);
  });

  it('when the computer is to act, when the game is over, or for junk, it says so with its code', () => {
    const s = moving(`
      1..............
      ..............2`);
    expect(applyAction({ ...s, actor: 1 }, { type: 'end' })).toMatchObject({
      ok: false,
      error: 'computer-to-act',
    });
    expect(legalActions({ ...s, actor: 1 })).toEqual([]);
    expect(applyAction({ ...s, phase: 'over', winner: 0 }, { type: 'end' })).toMatchObject({
      ok: false,
      error: 'game-over',
    });
    expect(applyAction({ ...s, turn: -1 }, { type: 'end' })).toMatchObject({
      ok: false,
      error: 'bad-state',
    });
  });
});

describe('casting: a human’s two rolls use one chance', () => {
  it('the second roll keeps the chance worked out before the first, though the first moved the balance (#9729, #9153)', () => {
    // Law-2 (chance byte 5, alignment +4) at balance 2: chance 5 + ability. A first roll that
    // passes moves the balance to 6, which would add 1 if the chance were worked out again.
    let checked = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const s = state({
        players: ['human', 'computer'],
        board: '1.............2',
        books: { 0: BOOK(1, 56), 1: [] },
        phase: 'choose',
        actor: 0,
        seed,
        balance: 2,
      });
      // The chance with his ability (0–2): still below 9, so a moved balance would change it.
      const chance = 5 + s.wizards[0]!.stats.ability;
      expect(chance).toBeLessThan(9);
      const r = applyAction(s, { type: 'choose', slot: 1 });
      if (!r.ok) throw new Error(r.message);
      const casts = r.value.events.filter((e) => e.kind === 'cast' && e.seat === 0);
      expect(casts).toHaveLength(2);
      if (!casts[0]!.passed) continue;
      checked += 1;
      for (const c of casts) {
        expect(c.text).toContain(`at ${(chance + 1) * 10} %`);
        expect((c.odds!.num / c.odds!.den) * 10).toBeCloseTo(chance + 1);
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

// ---------------------------------------------------------------------------------------------
// Checked against the original's move routine #ACED as a human plays it (ai.md §4.2 reads the
// same routine for the computer). Each test names the rule and the addresses it comes from.

describe('the original’s move routine (#ACED) for a human: stepping out, dismounting, mounting', () => {
  // A wizard in a wood or castle: #AD09–#AD47 read the points (2 × movement) and the flight
  // from the square's top piece, the wood (movement 0, not a flyer): no flight, and the move
  // ends after one step (#B039–#B047), Magic Wings or Shadow Form or not.
  it('a winged or Shadow Form wizard steps out of a Magic Wood one square only, walking (#AD09–#AD47, #B039)', () => {
    for (const flags of [0x20, 0x08, 0x28]) {
      let s = withWizard(
        moving(
          `
          ...............
          ...............
          .....T.........
          ...............
          ..............2`,
          { T: { piece: 'Magic Wood', owner: 0, rider: 0 } },
        ),
        0,
        { flags },
      );
      s = act(s, { type: 'select', at: { x: 5, y: 2 } });
      expect(squares(s, 'move'), `flags ${flags}`).toEqual(sorted(around({ x: 5, y: 2 })));
      s = act(s, { type: 'move', at: { x: 6, y: 2 } }); // a straight step: 2 half-units
      expect(s.board.id[sq(6, 2)]).toBe(41);
      expect(s.pending, `flags ${flags}`).toBeNull();
    }
  });

  // What he steps into is read as for a wizard on foot (#AE9D–#AF4D, #AC0D = the wizard): an
  // enemy is attacked (#AEE1 → #B168). The attacker is the top piece of his square (#B183):
  // the wood, combat 0, no weapon bonus (#B1A9), so undead are refused (#B23D). A kill moves
  // the wood with him inside onto the square (#B310 → #AF50, #AF88–#B006), marked moved there.
  it('stepping out, he may attack a neighbour, as the wood: combat 0; a kill moves the wood with him onto the square (#AEE1, #B183, #B310)', () => {
    const outcomes = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      let s = moving(
        `
        ...............
        ....To.........
        ....z..........
        ..............2`,
        {
          T: { piece: 'Magic Wood', owner: 0, rider: 0 },
          o: { piece: 'Orc', owner: 1 },
          z: { piece: 'Zombie', owner: 1 },
        },
        seed,
      );
      s = act(s, { type: 'select', at: { x: 4, y: 1 } });
      expect(squares(s, 'attack')).toEqual(['4,2', '5,1']);
      // The Zombie is undead: refused, and the wizard may still act.
      const z = applyAction(s, { type: 'attack', at: { x: 4, y: 2 } });
      if (!z.ok) throw new Error(z.message);
      expect(z.value.events.map((e) => e.text).join()).toContain('UNDEAD');
      expect(z.value.state.pending).toMatchObject({ type: 'move', square: sq(4, 1) });
      const r = applyAction(s, { type: 'attack', at: { x: 5, y: 1 } });
      if (!r.ok) throw new Error(r.message);
      expect(r.value.events.map((e) => e.text).join()).toContain(
        'Magic Wood attacks Orc (0 against 1)',
      );
      const b = r.value.state.board;
      if (b.id[sq(5, 1)] === 36) {
        outcomes.add('killed');
        expect(b.occ[sq(5, 1)]).toBe(41);
        expect(b.under[sq(5, 1)]).toBe(9); // the Orc's body under the wood
        expect(b.id[sq(4, 1)]).toBe(0);
        expect((b.props[sq(5, 1)] ?? 0) & 0x80).toBe(0x80);
      } else {
        outcomes.add('survived');
        expect(b.occ[sq(4, 1)]).toBe(41);
        expect((b.props[sq(4, 1)] ?? 0) & 0x80).toBe(0x80);
      }
      expect(r.value.state.pending).toBeNull();
    }
    expect([...outcomes].sort()).toEqual(['killed', 'survived']);
  });

  it('from a Magic Wood of another wizard he may not attack that wizard, whose owner bits the wood carries (#AF3C–#AF4D)', () => {
    let s = moving(
      `
      ...............
      ....T2.........
      ...............`,
      { T: { piece: 'Magic Wood', owner: 1, rider: 0 } },
    );
    s = act(s, { type: 'select', at: { x: 4, y: 1 } });
    expect(squares(s, 'attack')).toEqual([]);
    expect(squares(s, 'move')).toEqual(
      sorted(around({ x: 4, y: 1 }).filter((p) => p.x !== 5 || p.y !== 1)),
    );
  });

  // "Dismount wizard?" Yes (#ADA7): #AC03 = 0, #AC01 = 1 point, #AC0D = the wizard. Only the
  // square the move ends on is marked moved (#B06F), so the mount may still move.
  it('after the wizard dismounts, his mount is not marked moved and may still move this turn (#ADA7, #B06F)', () => {
    let s = moving(
      `
      ...............
      ...h...........
      ..............2`,
      { h: { piece: 'Horse', owner: 0, rider: 0 } },
    );
    s = act(s, { type: 'select', at: { x: 3, y: 1 } });
    s = act(s, { type: 'dismount', at: { x: 2, y: 1 } });
    expect(s.pending).toBeNull();
    expect(squares(s, 'select')).toEqual(['3,1']);
    s = act(s, { type: 'select', at: { x: 3, y: 1 } });
    expect(squares(s, 'move')).toContain('4,1');
  });

  // With #AC0D set, the step is read as for a wizard on foot: an own free mount (#AEED–#AF01),
  // an empty Magic Wood (#AEBD–#AED2) and an own castle (#AF0D–#AF29) can be entered.
  it('the dismounting wizard may step into his own free mount, an empty Magic Wood or his own castle (#ADA7, #AEBD–#AF29)', () => {
    let s = moving(
      `
      ...............
      ..uTC..........
      ..Hhg..........
      ..............2`,
      {
        h: { piece: 'Horse', owner: 0, rider: 0 },
        u: { piece: 'Unicorn', owner: 0 },
        T: { piece: 'Magic Wood', owner: 1 },
        C: { piece: 'Magic Castle', owner: 0 },
        H: { piece: 'Horse', owner: 1 },
        g: { piece: 'Goblin', owner: 0 },
      },
    );
    s = act(s, { type: 'select', at: { x: 3, y: 2 } });
    expect(squares(s, 'dismount')).toEqual(['2,1', '2,3', '3,1', '3,3', '4,1', '4,3']);
    const t = act(s, { type: 'dismount', at: { x: 2, y: 1 } });
    expect(t.board.occ[sq(2, 1)]).toBe(41);
    expect(t.board.occ[sq(3, 2)]).toBe(0);
  });

  // After every step #B01F–#B030 test for an adjacent enemy: engaged with no roll, attacks
  // only. At the end #B06F gives the top piece its ranged attack.
  it('a wizard who dismounts next to an enemy is engaged and may attack it (#B01F–#B030)', () => {
    let s = moving(
      `
      ...............
      ...h...........
      .....o.........
      ..............2`,
      { h: { piece: 'Horse', owner: 0, rider: 0 }, o: { piece: 'Orc', owner: 1 } },
    );
    s = act(s, { type: 'select', at: { x: 3, y: 1 } });
    s = act(s, { type: 'dismount', at: { x: 4, y: 1 } });
    expect(s.pending).toMatchObject({ type: 'move', square: sq(4, 1), mode: 'engaged' });
    expect(squares(s, 'attack')).toEqual(['5,2']);
    expect(squares(s, 'move')).toEqual([]);
  });

  it('a wizard with a Magic Bow may shoot after dismounting (#B06F)', () => {
    let s = moving(
      `
      ...............
      ...h...........
      .........o.....
      ..............2`,
      { h: { piece: 'Horse', owner: 0, rider: 0 }, o: { piece: 'Orc', owner: 1 } },
    );
    const w = s.wizards[0] as WizardRecord;
    s = withWizard(s, 0, { stats: { ...w.stats, rangedCombat: 3, range: 6 } });
    s = act(s, { type: 'select', at: { x: 3, y: 1 } });
    s = act(s, { type: 'dismount', at: { x: 4, y: 1 } });
    expect(s.pending).toMatchObject({ type: 'move', square: sq(4, 1), mode: 'shoot' });
    // His own Horse, next to him, is a target too (see the ranged attack below).
    expect(squares(s, 'shoot')).toEqual(['3,1', '9,2']);
  });

  it('a wizard who walks into his own Centaur: the Centaur then shoots (#B06F reads the top piece’s range)', () => {
    let s = moving(
      `
      ...............
      ..1c......o....
      ..............2`,
      { c: { piece: 'Centaur', owner: 0 }, o: { piece: 'Orc', owner: 1 } },
    );
    s = act(s, { type: 'select', at: { x: 2, y: 1 } });
    s = act(s, { type: 'move', at: { x: 3, y: 1 } });
    expect(s.board.occ[sq(3, 1)]).toBe(41);
    // Centaur range 4: the Orc 7 squares off (14) is out of reach, so nothing to shoot yet.
    expect(s.pending).toMatchObject({ type: 'move', square: sq(3, 1), mode: 'shoot' });
    expect(squares(s, 'shoot')).toEqual([]);
  });

  it('a wizard who walks into his own mount next to an enemy is engaged: the mount may attack (#B01A–#B030)', () => {
    let s = moving(
      `
      ...............
      ..1h...........
      ....o..........
      ..............2`,
      { h: { piece: 'Horse', owner: 0 }, o: { piece: 'Orc', owner: 1 } },
    );
    s = act(s, { type: 'select', at: { x: 2, y: 1 } });
    s = act(s, { type: 'move', at: { x: 3, y: 1 } });
    expect(s.pending).toMatchObject({ type: 'move', square: sq(3, 1), mode: 'engaged' });
    expect(squares(s, 'attack')).toEqual(['4,2']);
    const r = applyAction(s, { type: 'attack', at: { x: 4, y: 2 } });
    if (!r.ok) throw new Error(r.message);
    expect(r.value.events.map((e) => e.text).join()).toContain('Horse attacks Orc');
  });
});

describe('the original’s ranged attack for a human (#B8DD, #B92E–#BA72)', () => {
  // The human's cursor may pick any square but the shooter's own in range (#B96B) and sight
  // (#B992); nothing tests the owner, so his own pieces, his own wizard included, are targets.
  it('own pieces and the own wizard are targets too; corpses and walls may be shot, with no effect', () => {
    let s = moving(
      `
      ...............
      ...............
      ....a..........
      ...............
      ..1.e..#.......
      ...............
      ....+..........
      ..............2`,
      {
        e: { piece: 'Elf', owner: 0 },
        a: { piece: 'Goblin', owner: 0 },
        '#': { piece: 'Wall', owner: 1 },
        '+': { piece: 'Orc', owner: 1, corpse: true },
      },
    );
    s = act(act(s, { type: 'select', at: { x: 4, y: 4 } }), { type: 'end' });
    expect(squares(s, 'shoot')).toEqual(['2,4', '4,2', '4,6', '7,4']);
    const r = applyAction(s, { type: 'shoot', at: { x: 4, y: 6 } });
    if (!r.ok) throw new Error(r.message);
    expect(r.value.state.board.corpse[sq(4, 6)]).toBe(1);
    expect(r.value.events.some((e) => (e.rolls?.length ?? 0) > 0)).toBe(false);
  });
});

describe('castTargetMap: why a square is or is not a target of the spell being aimed', () => {
  it('gives the verdicts the target actions come from: legal squares are exactly the offered ones', () => {
    const s = targeting(
      {
        players: ['human', 'computer'],
        board: `
          1..a...........
          ...............
          ..............2`,
        legend: { a: { piece: 'Goblin', owner: 1 } },
      },
      41, // Magic Bolt, range byte 13 (6 squares)
    );
    const map = castTargetMap(s);
    expect(map).not.toBeNull();
    const legal = map!.squares.filter((t) => t.legal).map((t) => `${t.square.x},${t.square.y}`);
    const offered = legalActions(s).flatMap((a) =>
      a.type === 'target' ? [`${a.at.x},${a.at.y}`] : [],
    );
    expect(legal.sort()).toEqual(offered.sort());
    expect(legal).toContain('3,0');
    const at = (x: number, y: number) =>
      map!.squares.find((t) => t.square.x === x && t.square.y === y)?.reason;
    expect(at(14, 2)).toBe('out-of-range'); // the enemy wizard, 28 half-units away
    expect(at(5, 0)).toBe('not-a-target'); // an empty square: nothing for a bolt to hit
    // Nobody aiming: no map.
    expect(castTargetMap(act(s, { type: 'end' }))).toBeNull();
  });
});
