import { describe, expect, test } from 'vitest';
import { computerTurmoilCasts } from '../turmoil';
import {
  automaticPlacement,
  chooseTarget,
  computerCast,
  computerMove,
  danger,
  directionList,
  enAn,
  fill,
  finishMove,
  planDefensive,
  rangedAttack,
  readDown,
  sortEntries,
  squareOrder,
  threat,
} from './ai';
import { updateMode } from './game';
import { KEYS, sq } from './layers';
import { dist } from './dist';
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

describe('the computer’s move routine (#ACED) in and out of woods, castles and mounts (§4.2)', () => {
  const wood = { piece: 'Magic Wood', owner: 0, rider: 0 };
  const wall = { piece: 'Wall', owner: 0 };
  const attacks = (s: Sim) => s.events.filter((e) => e.kind === 'attack').map((e) => e.text);

  // A wizard inside a wood or castle (attack mode, §4.1) moves with #AC0D = the wizard, so what
  // he steps into is read as for a wizard on foot (#AE9D–#AF4D): an enemy next to him is
  // attacked (#AEE1 → #B168) by the top piece of his square, the wood (#B183: combat 0, no
  // weapon). A kill clears #AC0D (#B310) and moves the wood with him inside onto the square
  // (#AF50, #AF88–#B006), where #B06F marks it moved, so he does not come out again this turn.
  test('stepping out of a wood, he attacks a neighbour as the wood; a kill moves the wood with him, marked moved (#AEE1, #B183, #B310 → #AF50, #B06F)', () => {
    const outcomes = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const s = sim({
        players: ['computer', 'computer'],
        board: `
          T#.............
          #o.............
          ..............2`,
        legend: { T: wood, '#': wall, o: { piece: 'Orc', owner: 1 } },
        modes: { 0: 20 },
        seed,
      });
      computerMove(s, 0);
      expect(attacks(s)[0]).toMatch(/^Magic Wood attacks Orc \(0 against 1\)/);
      if (s.b.id[sq(1, 1)] === 36) {
        outcomes.add('killed');
        expect(s.b.occ[sq(1, 1)]).toBe(41);
        expect((s.b.props[sq(1, 1)] ?? 0) & 0x80).toBe(0x80);
        expect(s.b.id[sq(0, 0)]).toBe(0);
        expect(s.b.id.filter((id) => id === 41)).toHaveLength(0); // still inside
      } else {
        outcomes.add('survived');
        expect(s.b.occ[sq(0, 0)]).toBe(41);
        expect((s.b.props[sq(0, 0)] ?? 0) & 0x80).toBe(0x80);
      }
      expect(attacks(s)).toHaveLength(1);
    }
    expect([...outcomes].sort()).toEqual(['killed', 'survived']);
  });

  // #AF33–#AF4D: when the mover's square holds no wizard on top, an enemy wizard is compared
  // with the owner bits of that square: the wizard owning the wood he is in is not attacked.
  test('from a wood of another wizard he attacks any enemy wizard but that wood’s owner (#AF3C–#AF4D)', () => {
    const s = sim({
      players: ['computer', 'computer', 'computer'],
      board: `
        T2.............
        #3.............
        ...............`,
      legend: { T: { piece: 'Magic Wood', owner: 1, rider: 0 }, '#': wall },
      modes: { 0: 20 },
    });
    computerMove(s, 0);
    const hits = s.events.filter((e) => e.kind === 'attack');
    expect(hits).toHaveLength(1);
    expect(hits[0]?.at).toEqual({ x: 1, y: 1 });
    expect(hits[0]?.text).toMatch(/^Magic Wood attacks /);
  });

  // After going into a mount, wood or castle the move goes on to #B007 like any step: not in a
  // Magic Wood, an enemy next to the square engages the mover with no roll (#B01A–#B030), and
  // the attack is made by the top piece of the square (#B183), here the mount just mounted.
  test('a wizard who walks into his own Horse next to an enemy is engaged, and the Horse attacks (#B01A–#B030, #B183)', () => {
    const s = sim({
      players: ['computer', 'computer'],
      board: `
        1h.............
        ##o............
        ..............2`,
      legend: { h: { piece: 'Horse', owner: 0 }, '#': wall, o: { piece: 'Orc', owner: 1 } },
      modes: { 0: 20 },
    });
    computerMove(s, 0);
    const texts = s.events.map((e) => e.text);
    expect(texts).toContain(`${s.name(0)} goes into Horse`);
    expect(attacks(s)).toHaveLength(1);
    expect(attacks(s)[0]).toMatch(/^Horse attacks Orc/);
  });

  // The same after a flight (#B0A8 → #AF50 → #B007): a winged wizard who flies into his castle
  // next to an enemy is engaged (#B01F) and goes on with attacks only (#B030 → #AE50).
  test('a winged wizard who flies into his castle next to an enemy is engaged, and the castle attacks (#B0A8, #B01F–#B030)', () => {
    const s = sim({
      players: ['computer', 'computer'],
      board: `
        1.....C2.......
        ...............
        ...............`,
      legend: { C: { piece: 'Magic Castle', owner: 0 } },
      modes: { 0: 20 },
    });
    (s.w[0] as { flags: number }).flags |= 0x20;
    computerMove(s, 0);
    expect(s.b.occ[sq(6, 0)] === 41 || s.b.occ[sq(7, 0)] === 41).toBe(true);
    expect(attacks(s)).toHaveLength(1);
    expect(attacks(s)[0]).toMatch(/^Magic Castle attacks /);
  });

  // Going in is a step (#AF50–#B006); into a Magic Wood #B01A jumps to #B039, which takes the
  // step's cost from the points: Shadow Form's 6 leave 4, so #B06C goes back for a key, and the
  // next step takes the wizard (#AC0D) out of the wood again (#AF71–#AF86).
  test('a Shadow Form wizard with points left walks on after going into a Magic Wood (#B039–#B06C, #AF71–#AF86)', () => {
    const s = sim({
      players: ['computer', 'computer'],
      board: `
        1T............2
        ...............
        ...............`,
      legend: { T: { piece: 'Magic Wood', owner: 0 } },
      modes: { 0: 20 },
    });
    (s.w[0] as { flags: number }).flags |= 0x08;
    computerMove(s, 0);
    const moves = s.events.filter((e) => e.kind === 'move').map((e) => e.text);
    const me = s.name(0);
    expect(moves).toEqual([
      `${me} goes into Magic Wood`,
      `${me} moves to (2,0)`,
      `${me} moves to (3,0)`,
    ]);
    expect(s.b.occ[sq(1, 0)]).toBe(0);
    expect(s.b.id[sq(3, 0)]).toBe(41);
  });

  // A defensive wizard re-plans with #CA92 after each step (#AE6B). In his own Pegasus that is
  // the flying case: it sets #AC31 = 1 (#CAE3) and leaves the key pointer #CD86 past its danger
  // list (#CBD4–#CC20), so the keys read (#CDC0) are the danger bytes, then the bytes below
  // INBUF, whose first letter is 'A' at #D388: west (Q6).
  test('a defensive Shadow Form wizard in his own Pegasus re-plans by the flying case and reads its danger bytes as keys (#AE6B, #CAE3, #CDC0)', () => {
    const s = sim({
      players: ['computer', 'computer'],
      board: `
        ...............
        ...............
        ...............
        ...............
        ...............
        .....1P........
        ...............
        ...............
        ...............
        ..............2`,
      legend: { P: { piece: 'Pegasus', owner: 0 } },
      modes: { 0: 0 },
    });
    (s.w[0] as { flags: number }).flags |= 0x08;
    computerMove(s, 0);
    const me = s.name(0);
    // Wizard 2 on (14,9) is invisible to danger sums (Q8): every danger byte is 0, no key.
    const moves = s.events.filter((e) => e.kind === 'move').map((e) => e.text);
    expect(moves.slice(0, 2)).toEqual([`${me} goes into Pegasus`, `${me} moves to (5,5)`]);
  });
});

// #B06F–#B0A7, the end of every move through #ACED (the computer's and the human's): unless
// the top piece on the final square (#AC14) is Shadow Wood (#B07F: RET Z before the writes),
// #B08B sets #AC30 = 0. So after a move that ends by an attack, a flight or an exhausted key
// list, the next piece engaged when selected finds #AC30 = 0 at #AE70 and builds its own
// direction list (#C8C7) toward the stale AIM, instead of reading the previous piece's list.
describe('#AC30 after a move (#B08B, #AE70)', () => {
  const board = (a: string, t: string) => `
    ${a}..............
    .${t}.............
    ...............
    ...............
    .............2.
    ...............
    ...............
    ...............
    .....oc........
    1..............`;
  const legend = {
    g: { piece: 'Goblin', owner: 0 },
    e: { piece: 'Eagle', owner: 0 },
    T: { piece: 'Magic Wood', owner: 1 },
    o: { piece: 'Goblin', owner: 1 },
    c: { piece: 'Crocodile', owner: 0 },
  };
  // Square 0 moves first, from the corner: its direction list toward AIM (13,4) holds only SE,
  // E and S. The Goblin's first key, SE, is an enemy tree (which does not engage): it attacks,
  // and its move ends. The Eagle flies to (5,3), the free square nearest AIM, and its move
  // ends. The Crocodile (manoeuvre 2, always engaged) has its one enemy to the west.
  test.each([
    ['an attack', 'g', 'T', /^Goblin attacks Magic Wood/],
    ['a flight', 'e', '.', /^Eagle flies to \(5,3\)$/],
  ])(
    'after a move ended by %s, the next piece engaged when selected builds its own list (#B08B, #AE70 → #C8C7)',
    (_, a, t, first) => {
      const s = sim({
        players: ['computer', 'computer'],
        board: board(a, t),
        legend,
        modes: { 0: 20 },
      });
      computerMove(s, 0);
      const texts = s.events.map((e) => e.text);
      expect(texts.some((x) => first.test(x))).toBe(true);
      // Reading the corner's list (SE, E, S: all empty, refused while engaged) it would attack
      // nothing; its own list reaches the Goblin to the west.
      expect(texts.some((t) => t.startsWith('Crocodile attacks Goblin'))).toBe(true);
      expect(s.ai.ac30).toBe(0);
    },
  );

  // Shadow Wood's move leaves #AC30 as it was when it ends by an attack or an exhausted list
  // (#B07F: RET Z before #B08B), but not when it picks an empty square: #AF59 clears #AC30
  // before #AF6A ends the move. It moves last here, after the wizard (whose move clears it).
  test.each([
    ['an attack on a tree', 'T', 1],
    ['an empty square', '.', 0],
  ])('Shadow Wood’s move ended by %s leaves #AC30 = $2 (#B07F, #AF59)', (_, e, ac30) => {
    const s = sim({
      players: ['computer', 'computer'],
      board: `
        1..............
        ...............
        ...............
        ...............
        ...............
        .....S${e}......2.`,
      legend: { S: { piece: 'Shadow Wood', owner: 0 }, T: { piece: 'Magic Wood', owner: 1 } },
      modes: { 0: 20 },
    });
    computerMove(s, 0);
    const texts = s.events.map((x) => x.text);
    if (e === 'T')
      expect(texts.some((t) => t.startsWith('Shadow Wood attacks Magic Wood'))).toBe(true);
    else expect(texts.some((t) => t.startsWith('Shadow Wood attacks'))).toBe(false);
    expect(s.ai.ac30).toBe(ac30);
  });

  // #ACED is the human's move routine too (#ACD6): his moves end at #B06F the same way.
  test('a human’s move ends through the same #B06F: #AC30 = 0, unless on Shadow Wood', () => {
    const s = sim({
      players: ['human', 'computer'],
      board: '1S............2',
      legend: { S: { piece: 'Shadow Wood', owner: 0 } },
    });
    s.ai.ac30 = 1;
    finishMove(s, 0, sq(1, 0), true);
    expect(s.ai.ac30).toBe(1);
    finishMove(s, 0, sq(0, 0), true);
    expect(s.ai.ac30).toBe(0);
  });

  // #C955 ends with LD A,1; LD (#AC30),A (#C9C8): a wood placed by the square list (#9B32)
  // leaves #AC30 = 1 for the movement phase that follows.
  test('the square list sets #AC30 = 1 (#C9CA): a Magic Wood placed after a move leaves it at 1', () => {
    const s = sim({ players: ['computer', 'computer'], board: '1.............2' });
    s.ai.ac30 = 0;
    automaticPlacement(s, 0, 36, sq(0, 0), true);
    expect(s.b.id.some((id) => id === 36)).toBe(true);
    expect(s.ai.ac30).toBe(1);
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
