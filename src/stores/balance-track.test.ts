import { beforeEach, describe, expect, it } from 'vitest';
import { balanceAfter, castChance } from '../engine';
import {
  $casts,
  addCasts,
  clearCasts,
  MAX_TRACKED_CASTS,
  removeCast,
  replayCasts,
} from './balance-track';

beforeEach(() => clearCasts());

describe('balance track', () => {
  it('adds casts, repeated, and refuses a wrong number of rolls or an impossible illusion', () => {
    const message = (r: ReturnType<typeof addCasts>) => (r.ok ? '' : r.message);
    const added = addCasts(
      { spell: 'Law-2', caster: 'computer', illusion: false, passes: [true] },
      3,
    );
    expect(added.ok && added.value).toHaveLength(3);
    expect($casts.get()).toHaveLength(3);
    const twoRolls = addCasts({ spell: 'Law-2', caster: 'human', illusion: false, passes: [true] });
    expect(twoRolls.ok || twoRolls.error).toBe('bad-cast');
    expect(message(twoRolls)).toMatch(/2 casting rolls/);
    expect(
      message(addCasts({ spell: 'Law-2', caster: 'human', illusion: true, passes: [] })),
    ).toMatch(/creature/);
    expect(
      message(addCasts({ spell: 'Law-2', caster: 'computer', illusion: false, passes: [true] }, 0)),
    ).toMatch(/between/);
    const full = addCasts(
      { spell: 'Law-1', caster: 'computer', illusion: false, passes: [true] },
      MAX_TRACKED_CASTS,
    );
    expect(full.ok || full.error).toBe('too-many');
    expect(message(full)).toMatch(/at most/);
    expect($casts.get()).toHaveLength(3);
    removeCast(0);
    expect($casts.get()).toHaveLength(2);
  });

  it('replays casts through the engine: balance, chance at the time and the wrap', () => {
    const law2 = { spell: 'Law-2', caster: 'computer', illusion: false, passes: [true] } as const;
    const steps = replayCasts(120, 0, [law2, law2, law2]);
    expect(steps.map((s) => s.resolved.balanceBefore)).toEqual([120, 124, balanceAfter(124, 4)]);
    expect(steps[1]!.resolved.wrapped).toBe(true);
    expect(steps[1]!.resolved.balanceAfter).toBe(-128);
    // At +124 the bonus is 31 steps: certain. At −128 a lawful spell gets nothing.
    expect(steps[1]!.resolved.working.odds).toEqual(
      castChance('Law-2', { balance: 124, ability: 0 }),
    );
    expect(steps[2]!.resolved.working.odds).toEqual(
      castChance('Law-2', { balance: -128, ability: 0 }),
    );
    expect(steps[2]!.resolved.working.percent).toBe(60);
  });

  it('moves the balance only on passing rolls, twice for a human double roll', () => {
    const steps = replayCasts(0, 0, [
      { spell: 'Chaos-2', caster: 'human', illusion: false, passes: [true, true] },
      { spell: 'Chaos-2', caster: 'human', illusion: false, passes: [false, false] },
      { spell: 'Goblin', caster: 'human', illusion: true, passes: [] },
    ]);
    expect(steps.map((s) => s.resolved.balanceAfter)).toEqual([-8, -8, -9]);
    expect(steps.map((s) => s.resolved.works)).toEqual([true, false, true]);
  });
});
