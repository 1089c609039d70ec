import { describe, expect, it } from 'vitest';
import { turnFromHands } from './spellcast-hands';

const none = { left: '', right: '' };

describe('turnFromHands', () => {
  it('casts what each wizard completes, aimed as usual', () => {
    // White: Shield (P) with the left hand; Black: Missile (SD) with the right.
    const t = turnFromHands([
      { left: 'P', right: '-' },
      { left: '--', right: 'SD' },
    ]);
    expect(t.casts).toEqual([
      { spell: 'Shield', caster: 0, subject: 0, element: 'fire' },
      { spell: 'Missile', caster: 1, subject: 0, element: 'fire' },
    ]);
    expect(t.surrender).toEqual([false, false]);
    expect(t.choseFor).toEqual([]);
  });
  it('no gestures, no spells; both hands P is a surrender', () => {
    expect(turnFromHands([none, none])).toEqual({
      casts: [],
      surrender: [false, false],
      choseFor: [],
    });
    expect(turnFromHands([none, { left: 'P', right: 'P' }]).surrender).toEqual([false, true]);
  });
  it('a both-hands spell is cast once', () => {
    const mirror = turnFromHands([{ left: 'CW', right: 'CW' }, none]);
    expect(mirror.casts.map((c) => c.spell)).toEqual(['Magic Mirror']);
  });
});
