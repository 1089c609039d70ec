/**
 * The move routine's rules (moves.ts), one test per rule, on boards drawn in ASCII and converted
 * by `layersFromBoard`. The expected answers come from move_into.tsv, wizards.md §5 and ai.md
 * §4 (what a mover may go into, what engages it, its points), not from the engine. These are the
 * rules the computer's mover, the human's and the Movement lab all ask, so a slip here shows in
 * all three at once: the consistency test cannot see it, these tests name it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAsciiBoard, type LegendEntry } from '../testing/ascii-board';
import { advance, newGame } from './game';
import { ILLUSION, OWNER, RAISED, layersFromBoard, onArena, sq, idOfKind } from './layers';
import { displayBoard } from './display';
import {
  afterStepCheck,
  engagedAfterStep,
  enemyNext,
  intoKind,
  isUndeadAt,
  movable,
  moveAllowance,
  rollsToBreakFree,
  walksOn,
  type Mover,
} from './moves';
import type { BoardLayers } from './types';

const LEGEND: Readonly<Record<string, LegendEntry>> = {
  A: { kind: 'Wizard 1', owner: 0 },
  B: { kind: 'Wizard 2', owner: 1 },
  g: { kind: 'Goblin', owner: 0 },
  G: { kind: 'Goblin', owner: 1 },
  r: { kind: 'Goblin', owner: 1, raised: true },
  z: { kind: 'Zombie', owner: 1 },
  v: { kind: 'Vampire', owner: 0 },
  h: { kind: 'Horse', owner: 0 },
  H: { kind: 'Horse', owner: 0, rider: 0 },
  p: { kind: 'Pegasus', owner: 0 },
  w: { kind: 'Magic Wood', owner: 1 },
  W: { kind: 'Magic Wood', owner: 1, rider: 0 },
  c: { kind: 'Magic Castle', owner: 0 },
  C: { kind: 'Magic Castle', owner: 1 },
  k: { kind: 'Magic Castle', owner: 0, rider: 0 },
  s: { kind: 'Shadow Wood', owner: 1 },
  b: { kind: 'Gooey Blob', owner: 1 },
  f: { kind: 'Magic Fire', owner: 1 },
  '#': { kind: 'Wall', owner: 1 },
  x: { kind: 'Goblin (corpse)', owner: 1 },
};

function drawn(text: string): { b: BoardLayers; at: (ch: string) => number } {
  const a = parseAsciiBoard(text, LEGEND);
  const b = layersFromBoard(a.board);
  if (!b) throw new Error('unknown kind');
  return {
    b,
    at: (ch) => {
      const s = a.at(ch);
      return sq(s.x, s.y);
    },
  };
}

const onFoot = (s: number): Mover => ({ sq: s, wizard: true, inside: false });
const creature = (s: number): Mover => ({ sq: s, wizard: false, inside: false });

describe('intoKind: what a square means for a mover (move_into.tsv)', () => {
  // One row per target: A's wizard on foot, and his Goblin g, each moving into it.
  const { b, at } = drawn(`
    A g . G r z x
    h H w W c C k
    s b f # B . .
  `);
  const wiz = onFoot(at('A'));
  const gob = creature(at('g'));
  const cases: [string, string, string][] = [
    // target, the wizard's answer, the creature's answer
    ['.', 'step', 'step'],
    ['x', 'step', 'step'], // a body is walked over
    ['G', 'attack', 'attack'],
    ['r', 'attack', 'attack'], // undead or not: the undead rule comes at the blow
    ['g', 'blocked', 'blocked'], // own creature, not a mount
    ['h', 'mount', 'blocked'], // own free mount: only the wizard mounts
    ['H', 'blocked', 'blocked'], // own mount already ridden
    ['w', 'enter', 'attack'], // an empty Magic Wood, anyone's: a wizard enters, a creature attacks
    ['W', 'attack', 'attack'], // a wood with a wizard inside is attacked
    ['c', 'enter', 'blocked'], // his own empty castle
    ['C', 'blocked', 'blocked'], // another's castle
    ['k', 'blocked', 'blocked'], // a castle with a wizard inside
    ['s', 'attack', 'attack'],
    ['b', 'attack', 'attack'],
    ['f', 'blocked', 'blocked'],
    ['#', 'blocked', 'blocked'],
    ['B', 'attack', 'attack'],
  ];
  it.each(cases)('into %s: wizard %s, creature %s', (ch, forWizard, forCreature) => {
    const t = ch === '.' ? sq(5, 2) : at(ch);
    expect(intoKind(b, 0, wiz, t)).toBe(forWizard);
    expect(intoKind(b, 0, gob, t)).toBe(forCreature);
  });

  it("from inside a wood, its owner's wizard is refused; any other enemy is attacked (#AF3C–#AF4D)", () => {
    const d = drawn(`
      B W A
      . G .
    `);
    const inside: Mover = { sq: d.at('W'), wizard: true, inside: true };
    expect(intoKind(d.b, 0, inside, d.at('B'))).toBe('blocked'); // the wood is wizard 2's
    expect(intoKind(d.b, 0, inside, d.at('G'))).toBe('attack');
    expect(intoKind(d.b, 0, onFoot(d.at('A')), d.at('B'))).toBe('attack'); // on foot: attacked
  });
});

describe('moveAllowance: points and flight from the flag byte (#AD09–#AD47)', () => {
  const { b, at } = drawn(`
    A g p W z
  `);
  const WINGS = 0x20;
  const SHADOW = 0x08;
  const SWORD = 0x04;
  it('a wizard walks 2 points; Shadow Form 6; Magic Wings fly 13 with 2 points, whatever else he has', () => {
    expect(moveAllowance(b, onFoot(at('A')), 0)).toEqual({ points: 2, fly: 0 });
    expect(moveAllowance(b, onFoot(at('A')), SHADOW)).toEqual({ points: 6, fly: 0 });
    expect(moveAllowance(b, onFoot(at('A')), WINGS)).toEqual({ points: 2, fly: 13 });
    expect(moveAllowance(b, onFoot(at('A')), WINGS | SHADOW | SWORD)).toEqual({
      points: 2,
      fly: 13,
    });
  });
  it('a wizard inside a wood has its movement 0 and no flight, wings or not', () => {
    const inside: Mover = { sq: at('W'), wizard: true, inside: true };
    expect(moveAllowance(b, inside, WINGS | SHADOW)).toEqual({ points: 0, fly: 0 });
  });
  it('a creature has 2 × its movement (Goblin 1, Zombie 1); a flyer 2 × movement + 1 of flight (Pegasus 5 → 11)', () => {
    expect(moveAllowance(b, creature(at('g')), WINGS)).toEqual({ points: 2, fly: 0 });
    expect(moveAllowance(b, creature(at('z')), 0)).toEqual({ points: 2, fly: 0 });
    expect(moveAllowance(b, creature(at('p')), 0)).toEqual({ points: 10, fly: 11 });
  });
});

describe('engagement: who engages, and when the roll is made', () => {
  it('a living enemy creature or wizard engages; a body, a blob, a wood, fire or an own piece does not (#BE21)', () => {
    for (const [around, engaged] of [
      ['G', true],
      ['B', true],
      ['z', true],
      ['x', false],
      ['b', false],
      ['w', false],
      ['s', false],
      ['f', false],
      ['g', false],
    ] as const) {
      const { b, at } = drawn(`A ${around}`);
      expect([around, enemyNext(b, at('A'), 0)]).toEqual([around, engaged]);
    }
  });
  it('only the 8 neighbours count', () => {
    const { b, at } = drawn(`A . G`);
    expect(enemyNext(b, at('A'), 0)).toBe(false);
  });
  it('no roll for a ridden mount or a wood or castle with its wizard inside (#ADD2)', () => {
    const d = drawn(`
      H G
      k .
    `);
    expect(enemyNext(d.b, d.at('H'), 0)).toBe(true);
    expect(rollsToBreakFree(d.b, d.at('H'), 0)).toBe(false);
    expect(rollsToBreakFree(d.b, d.at('k'), 0)).toBe(false);
    const e = drawn(`h G`);
    expect(rollsToBreakFree(e.b, e.at('h'), 0)).toBe(true);
  });
});

describe('afterStepCheck: after a step, a landing or going into a piece (#B007–#B06C)', () => {
  const { b, at } = drawn(`
    . . G .
    . w . .
  `);
  const next = sq(2, 1); // next to the enemy Goblin
  const far = sq(0, 0); // not next to it
  it('next to an enemy: engaged, flyer or walker, points or none', () => {
    expect(afterStepCheck(b, 0, next, false, 4)).toBe('engaged');
    expect(afterStepCheck(b, 0, next, true, 0)).toBe('engaged');
    expect(engagedAfterStep(b, 0, next)).toBe(true);
  });
  it('in a Magic Wood next to an enemy: not engaged (#B01A)', () => {
    expect(engagedAfterStep(b, 0, at('w'))).toBe(false);
    expect(afterStepCheck(b, 0, at('w'), false, 0)).toBe('end');
  });
  it('otherwise a walker goes on while points are left; a flyer stops', () => {
    expect(afterStepCheck(b, 0, far, false, 1)).toBe('walk');
    expect(afterStepCheck(b, 0, far, false, 0)).toBe('end');
    expect(afterStepCheck(b, 0, far, false, -1)).toBe('end');
    expect(afterStepCheck(b, 0, far, true, 5)).toBe('end');
    expect([walksOn(false, 1), walksOn(false, 0), walksOn(true, 9)]).toEqual([true, false, false]);
  });
});

describe('movable: what the move routine offers a seat (#ACED)', () => {
  const { b, at } = drawn(`
    A g G k W
    b f c x s
    w . . . .
  `);
  it('his own wizard, creatures and Shadow Wood; his wizard inside a wood or castle (wizard-out)', () => {
    expect(movable(b, 0, at('A'))).toBe('piece');
    expect(movable(b, 0, at('g'))).toBe('piece');
    expect(movable(b, 0, at('k'))).toBe('wizard-out');
    expect(movable(b, 0, at('W'))).toBe('wizard-out'); // wizard 2's wood, wizard 1 inside
    expect(movable(b, 1, at('s'))).toBe('piece');
  });
  it("never another's piece, a blob, fire, an empty wood or castle, a body or a moved piece", () => {
    expect(movable(b, 0, at('G'))).toBe(null);
    expect(movable(b, 1, at('b'))).toBe(null);
    expect(movable(b, 1, at('f'))).toBe(null);
    expect(movable(b, 0, at('c'))).toBe(null);
    expect(movable(b, 1, at('w'))).toBe(null);
    expect(movable(b, 1, at('x'))).toBe(null);
    const moved = { ...b, props: b.props.slice() };
    moved.props[at('g')] = (moved.props[at('g')] ?? 0) | 0x80;
    expect(movable(moved, 0, at('g'))).toBe(null);
  });
});

describe('isUndeadAt: undead creatures and raised ones (#B18D)', () => {
  const { b, at } = drawn(`z r G v B`);
  it('a Zombie, a Vampire and a raised Goblin are undead; a Goblin and a wizard are not', () => {
    expect([at('z'), at('r'), at('v'), at('G'), at('B')].map((s) => isUndeadAt(b, s))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('layersFromBoard: the board of pieces as the game keeps it', () => {
  it('ids, owners, bodies, riders and raised bits', () => {
    const { b, at } = drawn(`A H r x W`);
    expect(b.id[at('A')]).toBe(41);
    expect(b.id[at('H')]).toBe(idOfKind('Horse'));
    expect(b.occ[at('H')]).toBe(41);
    expect(b.props[at('r')]).toBe(1 | 0x60);
    expect([b.id[at('x')], b.corpse[at('x')]]).toEqual([idOfKind('Goblin'), 1]);
    expect([b.occ[at('W')], (b.props[at('W')] ?? 0) & OWNER]).toEqual([41, 1]);
    expect(
      layersFromBoard([
        { kind: 'Dragon', owner: 0, illusion: false, frame: 0 },
        ...Array(149).fill(null),
      ]),
    ).toBe(null);
  });

  it("is displayBoard's reverse on positions from real games", () => {
    // Any game, any step: the layers drawn as pieces and read back give the same piece on every
    // square (id, body, owner, illusion of a living creature, raised, rider, body below).
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 120 }),
        (seed, steps) => {
          const g = newGame({ players: Array(5).fill('computer'), level: 3, seed });
          if (!g.ok) throw new Error(g.message);
          let state = g.value;
          for (let i = 0; i < steps && state.phase !== 'over'; i++) {
            const r = advance(state);
            if (!r.ok) throw new Error(r.message);
            state = r.value.state;
          }
          const sprites = state.wizards.map((w) => w.sprite);
          const back = layersFromBoard(displayBoard(state.board, sprites));
          if (!back) return false;
          const b = state.board;
          for (let s = 0; s < 160; s++) {
            if (!onArena(s)) continue;
            const living = (b.id[s] ?? 0) !== 0 && !b.corpse[s];
            const creature = (b.id[s] ?? 0) >= 2 && (b.id[s] ?? 0) <= 33;
            expect([s, back.id[s], back.corpse[s], back.occ[s]]).toEqual([
              s,
              b.id[s],
              b.corpse[s],
              b.occ[s],
            ]);
            if (living)
              expect([s, (back.props[s] ?? 0) & OWNER]).toEqual([s, (b.props[s] ?? 0) & OWNER]);
            if (living && creature) {
              expect([s, (back.props[s] ?? 0) & ILLUSION]).toEqual([
                s,
                (b.props[s] ?? 0) & ILLUSION,
              ]);
              if ((b.id[s] ?? 0) <= 27)
                expect([s, (back.props[s] ?? 0) & RAISED]).toEqual([s, (b.props[s] ?? 0) & RAISED]);
            }
            if (living) expect([s, back.under[s]]).toEqual([s, b.under[s]]);
          }
          return true;
        },
      ),
      { numRuns: 25 },
    );
  });
});
