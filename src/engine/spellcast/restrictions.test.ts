import { describe, expect, it } from 'vitest';
import { afterAntiSpell, allowedNextTurn } from './restrictions';
import { spellsCompleted } from './sequences';

function allow(left: string, right: string, effects: Parameters<typeof allowedNextTurn>[2]) {
  const r = allowedNextTurn(left, right, effects);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

describe('allowedNextTurn', () => {
  it('Fear forbids C, D, F and S on both hands but allows P, W, stab and nothing', () => {
    const a = allow('S', 'D', { fear: true });
    expect(a.left.choices).toEqual(['P', 'W', '>', '-']);
    expect(a.right.choices).toEqual(['P', 'W', '>', '-']);
  });

  it('Paralysis freezes the chosen hand, turning C, S, W into F, D, P', () => {
    expect(allow('W', 'C', { paralysis: 'left' }).left.forced).toBe('P');
    expect(allow('W', 'C', { paralysis: 'right' }).right.forced).toBe('F');
    expect(allow('S', '>', { paralysis: 'left' }).left.forced).toBe('D');
    expect(allow('S', '>', { paralysis: 'right' }).right.forced).toBe('>');
    expect(allow('S', '>', { paralysis: 'right' }).left.rule).toBe('free');
  });

  it('Amnesia repeats both hands exactly, stab and nothing included', () => {
    const a = allow('W>', 'S-', { amnesia: true });
    expect([a.left.forced, a.right.forced]).toEqual(['>', '-']);
  });

  it('Charm Person hands one hand to the charmer; Confusion overrides a hand 1 time in 2', () => {
    const c = allow('W', 'S', { charmPerson: 'right' });
    expect(c.right).toMatchObject({ choices: [], decidedBy: 'charmer' });
    const f = allow('W', 'S', { confusion: true });
    expect(f.left.overridden).toEqual({ num: 1, den: 2 });
    expect(f.confusionOutcomes).toHaveLength(12);
    expect(f.confusionOutcomes?.reduce((n, o) => n + o.num / o.den, 0)).toBeCloseTo(1, 12);
  });

  it('two different mind spells cancel and leave the hands free; Anti-spell still works', () => {
    const a = allow('W', 'S', { fear: true, amnesia: true, antiSpell: true });
    expect(a.cancelled).toEqual(['Amnesia', 'Fear']);
    expect(a.left.choices).toHaveLength(8);
    expect(a.startAfresh).toBe(true);
  });

  it('refuses Amnesia or Paralysis with no gesture this turn', () => {
    expect(allowedNextTurn('', '', { amnesia: true })).toMatchObject({
      ok: false,
      error: 'no-history',
    });
  });
});

describe('afterAntiSpell', () => {
  it('stops earlier gestures counting: F-F then F is no Paralysis', () => {
    const cut = afterAntiSpell('FF', '--');
    expect(spellsCompleted(cut.left + 'F', cut.right + '-')).toEqual([]);
    expect(spellsCompleted('FF' + 'F', '---')).toEqual([{ spell: 'Paralysis', hand: 'left' }]);
  });
});
