import { describe, expect, test } from 'vitest';
import { computerTurmoilCasts } from '../turmoil';
import {
  chooseTarget,
  computerCast,
  computerMove,
  danger,
  directionList,
  enAn,
  fill,
  planDefensive,
  rangedAttack,
  readDown,
  sortEntries,
  squareOrder,
  threat,
} from './ai';
import { updateMode } from './game';
import { KEYS, dist, sq } from './layers';
import { scenario, type ScenarioOptions } from './scenario';
import { Sim } from './sim';
import { renderGame } from './view';

function sim(o: ScenarioOptions): Sim {
  const s = scenario(o);
  if (!s.ok) throw new Error(s.message);
  return new Sim(s.value);
}

describe('threat scores and lists (ai.md §0)', () => {
  const board = `
    1..g...........
    ...............
    ...............
    ...............
    ...............
    ...............
    ...............
    ...............
    ...............
    ..............2`;
  const legend = { g: { piece: 'Goblin', owner: 1 } };

  test('threat = V + 4 − d; EN_AN while casting scores V + 24 − d − ⌊d/2⌋ (§0.5, §0.6)', () => {
    const s = sim({ players: ['computer', 'computer'], board, legend });
    // Goblin value 7 at distance 6: 7 + 4 − 6 = 5; the far wizard (9 + 4 − 37) scores nothing.
    expect(threat(s, 0, sq(3, 0), sq(0, 0), 0)).toBe(5);
    expect(threat(s, 0, sq(14, 9), sq(0, 0), 0)).toBe(0);
    // Own pieces never score.
    expect(threat(s, 1, sq(3, 0), sq(0, 0), 0)).toBe(0);
    s.ai.xAdd = sq(0, 0);
    expect(enAn(s, 0, sq(0, 0))).toBe(1);
    expect(s.ai.inbuf.slice(0, 4)).toEqual([5 + 20 - 3, sq(3, 0), 0, 0xff]);
  });

  test('SORT is stable and descending; equal direction keys read back W SW S SE E NE N NW (§0.4)', () => {
    const s = sim({ players: ['computer', 'computer'], board, legend });
    fill(s);
    KEYS.forEach((k, i) => {
      s.ai.inbuf[2 * i] = 5;
      s.ai.inbuf[2 * i + 1] = k;
    });
    sortEntries(s, 8);
    expect(String.fromCharCode(...readDown(s, 7))).toBe('AZXCDEWQ');
  });

  test('direction list: nearest neighbour to AIM first (§0.10)', () => {
    const s = sim({ players: ['computer', 'computer'], board, legend });
    s.ai.aim = sq(7, 0);
    directionList(s, sq(7, 4));
    // N is nearest (distance 6), then NE and NW tie at 7 (NE read first), then E and W at 8…
    expect(String.fromCharCode(...readDown(s, 7)).slice(0, 3)).toBe('WEQ');
    expect(s.ai.ac30).toBe(1);
  });

  test('square list: nearest to AIM first, ties to the higher square: S, E, W, N, then diagonals (§0.11)', () => {
    const s = sim({ players: ['computer', 'computer'], board, legend });
    const c = sq(7, 4);
    s.ai.aim = c;
    const order = squareOrder(s, c, 3);
    expect(order).toEqual([
      c,
      sq(7, 5),
      sq(8, 4),
      sq(6, 4),
      sq(7, 3),
      sq(8, 5),
      sq(6, 5),
      sq(8, 3),
      sq(6, 3),
    ]);
  });

  test('danger sums skip square 158 (14,9) (Q8) and wrap at 256 (Q19)', () => {
    const s = sim({ players: ['computer', 'computer'], board, legend });
    // Wizard 2 at (14,9) is next to (13,9) but invisible to the sum; the Goblin is far.
    expect(danger(s, 0, sq(13, 9))).toBe(0);
    expect(threat(s, 0, sq(14, 9), sq(13, 9), 0)).toBe(9 + 4 - 2);
  });
});

describe('target choice (#C78D, §0.9)', () => {
  test('a creature goes for the threat T when it is nearer than T’s wizard, else for the wizard', () => {
    const legend = { g: { piece: 'Goblin', owner: 1 }, o: { piece: 'Orc', owner: 0 } };
    const near = sim({
      players: ['computer', 'computer'],
      board: `
        1.g.2..........
        ...............
        o..............`,
      legend,
    });
    near.ai.xAdd = sq(0, 0);
    chooseTarget(near, 0, sq(0, 2));
    expect(near.ai.aim).toBe(sq(2, 0));

    const far = sim({
      players: ['computer', 'computer'],
      board: `
        1...2.g........
        ...............
        o..............`,
      legend,
    });
    far.ai.xAdd = sq(0, 0);
    chooseTarget(far, 0, sq(0, 2));
    expect(far.ai.aim).toBe(sq(4, 0));
  });

  test('attack mode aims at the strongest enemy wizard by army score as read (§0.7)', () => {
    const s = sim({
      players: ['computer', 'computer', 'computer'],
      board: `
        1.....2........
        ...............
        ..............3
        ..............d`,
      legend: { d: { piece: 'Golden Dragon', owner: 2 } },
      modes: { 0: 20 },
    });
    s.ai.xAdd = sq(0, 0);
    chooseTarget(s, 0, sq(0, 0));
    expect(s.ai.aim).toBe(sq(14, 2));
  });

  // #C7A3 → #C825 finds no enemy wizard and leaves FILL's (0, #FF) in entry 0; #C8B9 writes its
  // square byte to AIM all the same. #C703 reads #FF as (15, 15), below and right of (14, 9).
  test('no enemy wizard left: AIM becomes the filler square #FF, (15, 15), whatever it was before', () => {
    for (const mode of [0, 20]) {
      const s = sim({
        players: ['computer', 'computer'],
        board: `
          ...............
          ...............
          ...............
          ...............
          ...............
          ...............
          ...............
          ...............
          ...............
          1.............g`,
        legend: { g: { piece: 'Goblin', owner: 0 } },
        modes: { 0: mode },
      });
      s.ai.xAdd = sq(0, 9);
      s.ai.aim = sq(0, 0);
      chooseTarget(s, 0, sq(14, 9));
      expect(s.ai.aim).toBe(0xff);
      // Distances to #FF as #BEEF computes them: (14, 9) is 1 across and 6 down from (15, 15).
      expect(dist(sq(14, 9), 0xff)).toBe(13);
      expect(dist(sq(0, 0), 0xff)).toBe(45);
      // So from the corner W (13, 9) at 14 is nearer than N (14, 8) at 15 or NW at 16.
      expect(String.fromCharCode(...readDown(s, 7))).toBe('AWQ');
    }
  });

  test('the last enemy wizard killed part-way through the movement phase: the pieces that move after him head for #FF, the bottom-right corner', () => {
    const s = sim({
      players: ['computer', 'computer'],
      board: `
        .G2............
        ...............
        ...............
        ...............
        ...............
        .....g.........
        ...............
        ...............
        ...............
        1..............`,
      legend: { G: { piece: 'Giant', owner: 0 }, g: { piece: 'Goblin', owner: 0 } },
      modes: { 0: 20 },
      seed: 1,
    });
    // The previous piece's AIM: the wizard the Giant attacks.
    s.ai.aim = sq(2, 0);
    s.ai.ac30 = 0;
    computerMove(s, 0);
    // Square 1's Giant kills the only enemy wizard (on square 2); then the Goblin (square 85)
    // and the wizard (square 144) move.
    expect(s.w[1]?.alive).toBe(false);
    const texts = s.events.map((e) => e.text);
    expect(texts.findIndex((t) => t.startsWith('GANDALF IS DEAD'))).toBeLessThan(
      texts.indexOf('Goblin moves to (6,6)'),
    );
    expect(s.ai.aim).toBe(0xff);
    // Toward (15, 15): the Goblin steps SE, not NW toward the dead wizard's square; the wizard E.
    expect(renderGame(s.state()).split('\n')[6]).toBe('......A........');
    expect(texts).toContain('JULIAN moves to (1,9)');
  });
});

describe('mode flag (§2)', () => {
  const base = {
    players: ['computer', 'computer'] as const,
    legend: {
      c: { piece: 'Goblin', owner: 0, corpse: true },
      h: { piece: 'Horse', owner: 0, rider: 0 },
    },
    turn: 6,
  };
  test('a body still carrying the owner bits counts as a creature (Q3)', () => {
    const s = sim({ ...base, board: '1.c...........2' });
    updateMode(s, 0);
    expect(s.w[0]?.mode).toBe(0);
  });
  test('no creatures: attack mode; a ridden mount does not count', () => {
    const s = sim({ ...base, board: 'h.............2' });
    updateMode(s, 0);
    expect(s.w[0]?.mode).toBe(20);
  });
  test('the flag does not change before the 7th turn', () => {
    const s = sim({ ...base, turn: 5, board: '1.............2' });
    updateMode(s, 0);
    expect(s.w[0]?.mode).toBe(0);
  });
});

describe('spell choice (§3.1)', () => {
  test('the d10 + 12 priority goes to slot 0 whatever spell sorted there (Q1); a cast spell is used up', () => {
    const s = sim({
      players: ['computer', 'computer'],
      board: '1.............2',
      books: {
        0: [
          { spell: 50, prio: 23 },
          { spell: 1, prio: 14 },
        ],
      },
    });
    computerCast(s, 0);
    const armour = s.w[0]?.book.find((b) => b.prio >= 12 && b.prio <= 21 && b.spell === 0);
    // Magic Armour (priority 23) took the reroll and, being usable, was cast and emptied.
    expect(armour).toBeDefined();
    expect(s.w[0]?.book.some((b) => b.spell === 1)).toBe(true);
  });

  test('Disbelieve stays in the book and marks its target (bit 5) whatever it finds', () => {
    const s = sim({
      players: ['computer', 'computer'],
      board: '1.g...........2',
      legend: { g: { piece: 'Goblin', owner: 1 } },
      books: { 0: [{ spell: 1, prio: 14 }] },
    });
    computerCast(s, 0);
    expect(s.w[0]?.book[0]?.spell).toBe(1);
    expect((s.b.props[sq(2, 0)] ?? 0) & 0x20).toBe(0x20);
    expect(s.events.some((e) => e.text.includes('Disbelieve on Goblin: real'))).toBe(true);
  });

  test('a castle appears next to the wizard: south first (§3.3)', () => {
    {
      const s = sim({
        players: ['computer', 'computer'],
        board: `
          ...............
          .....1.........
          ...............
          ..............2`,
        books: { 0: [{ spell: 38, prio: 23 }] },
        balance: 127,
      });
      computerCast(s, 0);
      expect(renderGame(s.state()).split('\n').slice(0, 3)).toEqual([
        '...............',
        '.....1.........',
        '.....C.........',
      ]);
    }
  });
});

describe('the defensive planner (#CA92, §4.3)', () => {
  test('a walking wizard next to its own castle rates it 0 and goes in', () => {
    const s = sim({
      players: ['computer', 'computer'],
      board: `
        .....1C........
        ...............
        ..........g....
        ..............2`,
      legend: { C: { piece: 'Magic Castle', owner: 0 }, g: { piece: 'Goblin', owner: 1 } },
    });
    computerMove(s, 0);
    expect(renderGame(s.state()).split('\n')[0]).toBe('......@........');
  });

  test('a winged wizard takes entry 79 of the danger list, not the safest square, when over 80 squares are in reach (Q7)', () => {
    const s = sim({
      players: ['computer', 'computer'],
      board:
        '...............\n...............\n...............\n...............\n.......1.......\n...............\n...............\n...............\n...............\n2..............',
    });
    (s.w[0] as { flags: number }).flags |= 0x20;
    const plan = planDefensive(s, 0);
    expect(plan.flying).toBe(true);
    const X = sq(7, 4);
    const cands: number[] = [];
    for (let S = 0; S < 158; S++) if ((S & 15) !== 15 && distance(S, X) <= 13) cands.push(S);
    expect(cands.length).toBeGreaterThan(80);
    // The only enemy is far off in the corner, so the sorted list keeps many ties; the pick is
    // the entry at position 79, whatever its danger.
    const dangers = cands.map((S) => ({ S, d: danger(s, 0, S) }));
    const sorted = dangers.map((x, i) => ({ ...x, i })).sort((a, b) => b.d - a.d || a.i - b.i);
    expect(s.ai.aim).toBe(sorted[79]?.S);
    expect(s.ai.aim).not.toBe(sorted[sorted.length - 1]?.S);
  });
});

function distance(a: number, b: number): number {
  const dx = Math.abs((a & 15) - (b & 15));
  const dy = Math.abs((a >> 4) - (b >> 4));
  return 2 * Math.max(dx, dy) + Math.min(dx, dy);
}

describe('ranged attacks (§4.4)', () => {
  test('an enemy wizard in range and sight is shot before a nearer creature', () => {
    const s = sim({
      players: ['computer', 'computer'],
      board: `
        1..............
        ...............
        e....2.........
        ...............
        g..............`,
      legend: { e: { piece: 'Elf', owner: 0 }, g: { piece: 'Goblin', owner: 1 } },
    });
    s.ai.xAdd = sq(0, 0);
    rangedAttack(s, 0, sq(0, 2), 6);
    const shot = s.events.find((e) => e.kind === 'shoot');
    expect(shot?.text).toMatch(/^Elf shoots GANDALF \(2 against \d+\)/);
  });

  test('with the wizard out of range, the best piece by value + 36 − distance to X_ADD is shot', () => {
    const s = sim({
      players: ['computer', 'computer'],
      board: `
        1..............
        ...............
        e..............
        ...............
        g.............2`,
      legend: { e: { piece: 'Elf', owner: 0 }, g: { piece: 'Goblin', owner: 1 } },
    });
    s.ai.xAdd = sq(0, 0);
    rangedAttack(s, 0, sq(0, 2), 6);
    expect(s.events.find((e) => e.kind === 'shoot')?.text).toMatch(/^Elf shoots Goblin/);
  });
});

describe('Turmoil test (§3.3, Q11)', () => {
  test('casts exactly when a byte of the walk is 81–208, stops at a 0 byte', () => {
    expect(computerTurmoilCasts([20, 80, 0, 90])).toBe(false);
    expect(computerTurmoilCasts([20, 81])).toBe(true);
    expect(computerTurmoilCasts([30, 209, 40, 208])).toBe(true);
    expect(computerTurmoilCasts([30, 209, 0])).toBe(false);
    for (let b = 1; b < 256; b++) expect(computerTurmoilCasts([b])).toBe(b >= 81 && b <= 208);
  });
});
