import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fireBurns } from './combat';
import { CREATURES } from './data/creatures';
import { SPREAD_TABLE, type SpreadTargetClass } from './data/spread';
import { not, odds, plus, times } from './odds';
import {
  castleVanishOdds,
  directionOdds,
  spreadAttemptOdds,
  spreadOutcome,
  spreadTurnOdds,
  vanishOdds,
  woodVanishOdds,
  type SpreadTarget,
  type Spreader,
} from './spreading';
import { CREATURE_NAMES } from './types';

const CLASSES = Object.keys(SPREAD_TABLE) as SpreadTargetClass[];
const targetArb: fc.Arbitrary<SpreadTarget> = fc.oneof(
  fc
    .constantFrom(...CLASSES.filter((c) => c !== 'enemy-creature'))
    .map((c) => ({ class: c }) as SpreadTarget),
  fc
    .constantFrom(...CREATURE_NAMES)
    .map((creature) => ({ class: 'enemy-creature' as const, creature })),
);
const spreaderArb = fc.constantFrom<Spreader>('Gooey Blob', 'Magic Fire');
const empty8: SpreadTarget[] = new Array(8).fill({ class: 'empty' });

function outcome(s: Spreader, t: SpreadTarget) {
  const r = spreadOutcome(s, t);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

describe('spreading odds', () => {
  it('fire tries 9 in 10, a blob 72 in 100 (9 in 10 then 8 in 10), towards one of 8 neighbours', () => {
    expect(spreadAttemptOdds('Magic Fire')).toEqual(odds(9, 10));
    expect(spreadAttemptOdds('Gooey Blob')).toEqual(odds(72, 100));
    expect(directionOdds()).toEqual(odds(1, 8));
  });
  it('fire dies out 2 in 10, a blob 6 in 100 (2 in 10 then 3 in 10); castles vanish 2 in 10; woods give 4 in 10', () => {
    expect(vanishOdds(true)).toEqual(odds(2, 10));
    expect(vanishOdds(false)).toEqual(odds(6, 100));
    expect(castleVanishOdds()).toEqual(odds(2, 10));
    expect(woodVanishOdds()).toEqual(odds(4, 10));
  });
  it('in open ground a fire vanishes 2 in 10 and a blob 6 in 100 per turn', () => {
    const f = spreadTurnOdds('Magic Fire', empty8);
    const b = spreadTurnOdds('Gooey Blob', empty8);
    expect(f.ok && f.value.vanishes).toEqual(odds(2, 10));
    expect(b.ok && b.value.vanishes).toEqual(odds(6, 100));
    expect(f.ok && f.value.takes[0]).toEqual(odds(9, 80));
    expect(b.ok && b.value.takes[0]).toEqual(odds(9, 100));
  });
  it('no vanish roll after a step off the board or onto its own piece', () => {
    for (const s of ['Gooey Blob', 'Magic Fire'] as const) {
      for (const c of ['off-board', 'own-piece'] as const) {
        const o = outcome(s, { class: c });
        expect(o.rule.effect).toBe('nothing');
        expect(o.vanishes).toEqual(odds(0, 1));
      }
    }
    // A fire in a corner: 5 of 8 directions are off the board.
    const corner: SpreadTarget[] = [
      ...new Array(5).fill({ class: 'off-board' }),
      ...new Array(3).fill({ class: 'empty' }),
    ];
    const r = spreadTurnOdds('Magic Fire', corner);
    expect(r.ok && r.value.vanishes).toEqual(
      plus(times(odds(1, 10), odds(2, 10)), times(odds(9, 10), odds(3, 8), odds(2, 10))),
    );
  });
  it('fire burns a creature if its defence + d10 > 5 + d10; a blocked fire then vanishes only 6 in 100', () => {
    for (const name of CREATURE_NAMES) {
      const o = outcome('Magic Fire', { class: 'enemy-creature', creature: name });
      expect(o.takes).toEqual(fireBurns(CREATURES[name].defence));
      if (o.vanishIfBlocked) expect(o.vanishIfBlocked).toEqual(odds(6, 100));
      expect(o.vanishIfTaken).toEqual(odds(2, 10));
    }
  });
  it('fire against enemy fire: 10 %, and blocked by fire it keeps 2 in 10; a blob blocked by fire vanishes 2 in 10', () => {
    const ff = outcome('Magic Fire', { class: 'enemy-magic-fire' });
    expect(ff.takes).toEqual(odds(10, 100));
    expect(ff.vanishIfBlocked).toEqual(odds(2, 10));
    const bf = outcome('Gooey Blob', { class: 'enemy-magic-fire' });
    expect(bf.takes).toEqual(odds(0, 1));
    expect(bf.vanishes).toEqual(odds(2, 10));
    expect(outcome('Magic Fire', { class: 'enemy-shadow-wood' }).takes).toEqual(odds(36, 100));
    expect(outcome('Magic Fire', { class: 'enemy-gooey-blob' }).takes).toEqual(odds(10, 100));
  });
  it('blobs engulf creatures and kill wizards outright; castles, walls and Magic Wood block both', () => {
    expect(
      outcome('Gooey Blob', { class: 'enemy-creature', creature: 'Golden Dragon' }).takes,
    ).toEqual(odds(1, 1));
    expect(outcome('Gooey Blob', { class: 'enemy-wizard' }).rule.effect).toBe('kills-wizard');
    expect(outcome('Magic Fire', { class: 'enemy-ridden-mount' }).rule.effect).toBe('kills-rider');
    for (const c of ['castle-or-wall', 'magic-wood'] as const) {
      for (const s of ['Gooey Blob', 'Magic Fire'] as const) {
        const o = outcome(s, { class: c });
        expect(o.takes).toEqual(odds(0, 1));
        expect(o.vanishes).toEqual(odds(6, 100));
      }
    }
  });
  it('per target: taken + blocked is 1 (0 taken, 0 blocked for “nothing”), odds in lowest terms', () => {
    fc.assert(
      fc.property(spreaderArb, targetArb, (s, t) => {
        const o = outcome(s, t);
        if (o.rule.effect === 'nothing') expect([o.takes.num, o.blocked.num]).toEqual([0, 0]);
        else expect(plus(o.takes, o.blocked)).toEqual(odds(1, 1));
        expect(o.vanishes.p).toBeLessThanOrEqual(0.2);
      }),
    );
  });
  it('per turn: P(nothing taken) + Σ P(neighbour taken) = 1 exactly', () => {
    fc.assert(
      fc.property(spreaderArb, fc.array(targetArb, { minLength: 8, maxLength: 8 }), (s, ns) => {
        const r = spreadTurnOdds(s, ns);
        if (!r.ok) throw new Error(r.message);
        expect(plus(r.value.takesNothing, ...r.value.takes)).toEqual(odds(1, 1));
        expect(plus(r.value.vanishes, not(r.value.vanishes))).toEqual(odds(1, 1));
      }),
    );
    const bad = spreadTurnOdds('Magic Fire', empty8.slice(1));
    expect(!bad.ok && bad.error).toBe('need-8-neighbours');
  });
});
