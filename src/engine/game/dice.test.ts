/**
 * Every die a game step draws is named with its use and the original routine it stands for
 * (dice.ts): the trace accounts for every draw from the generator, each event's dice come from
 * the use that rule names, and the routines are those the tape's code calls (ai.md §6).
 */
import { describe, expect, it } from 'vitest';
import { MutableRng } from '../rng';
import { DIE_USES, type DieDrawn, type DieUseName } from './dice';
import { advance, isAutomatic, newGame } from './game';
import { applyAction, legalActions } from './human';
import { seedState } from '../rng';
import type { GameEvent, GameState } from './types';

/** The dice an event's rolls may come from, by the event's kind. */
const USES_OF: Partial<Record<GameEvent['kind'], readonly DieUseName[]>> = {
  cast: ['cast'],
  engaged: ['engagement'],
  attack: ['combat'],
  shoot: ['combat'],
  effect: ['bolt', 'resist', 'subversion'],
  spread: ['burn'],
  vanish: ['dies-out', 'castle-vanish'],
  gift: ['wood-gift'],
};

interface Traced {
  readonly before: GameState;
  readonly after: GameState;
  readonly dice: readonly DieDrawn[];
  readonly events: readonly GameEvent[];
}

/** Every step of an all-computer game, each with its trace. */
function tracedGame(wizards: number, level: number, seed: number): Traced[] {
  const g = newGame({ players: Array.from({ length: wizards }, () => 'computer'), level, seed });
  if (!g.ok) throw new Error(g.message);
  let s = g.value;
  const out: Traced[] = [];
  while (s.phase !== 'over') {
    const dice: DieDrawn[] = [];
    const r = advance(s, { dice });
    if (!r.ok) throw new Error(r.message);
    out.push({ before: s, after: r.value.state, dice, events: r.value.events });
    s = r.value.state;
  }
  return out;
}

const GAMES = [
  [8, 8, 1],
  [8, 8, 2],
  [6, 5, 3],
  [4, 3, 4],
  [8, 1, 5],
  [5, 8, 6],
  [8, 4, 7],
  [8, 6, 8],
  // A game in which a computer casts Turmoil.
  [8, 4, 23],
] as const;
const steps = GAMES.flatMap(([w, l, s]) => tracedGame(w, l, s));

describe('the dice of a game step, each named with the routine it stands for', () => {
  it('the trace accounts for every draw: redrawn from the state before, it gives the state after', () => {
    for (const t of steps) {
      const m = new MutableRng(t.before.rng);
      for (const d of t.dice) {
        if (d.byte !== undefined) {
          const hi = m.nibble();
          expect(hi * 16 + m.d10()).toBe(d.byte);
          expect(d.byte & 15).toBe(d.value);
        } else expect(m.d10()).toBe(d.value);
        expect(DIE_USES[d.use]).toBeDefined();
      }
      expect(m.state()).toEqual(t.after.rng);
    }
  });

  it("each event's dice are the next draws of the use its rule names, in order", () => {
    let matched = 0;
    for (const t of steps) {
      let i = 0;
      for (const e of t.events) {
        if (!e.rolls) continue;
        const uses = USES_OF[e.kind];
        expect(uses, `${e.kind}: ${e.text}`).toBeDefined();
        const n = e.rolls.length;
        // The next run of n draws of one of the uses whose values are the event's dice.
        let at = i;
        while (
          at + n <= t.dice.length &&
          !t.dice
            .slice(at, at + n)
            .every((d, k) => uses?.includes(d.use) && d.value === e.rolls?.[k])
        )
          at++;
        expect(at + n, `${e.text} in ${JSON.stringify(t.dice.slice(i))}`).toBeLessThanOrEqual(
          t.dice.length,
        );
        i = at + n;
        matched++;
      }
    }
    expect(matched).toBeGreaterThan(1000);
  });

  it('the sample draws every use, and each use has the routine the original calls there (ai.md §6)', () => {
    const seen = new Map<DieUseName, number>();
    for (const t of steps) for (const d of t.dice) seen.set(d.use, (seen.get(d.use) ?? 0) + 1);
    expect([...seen.keys()].sort()).toEqual(Object.keys(DIE_USES).sort());
    // ai.md's table of the draws that touch the computer player, and wizards.md §1.
    const expected: Record<string, string> = {
      priority: '#904B',
      illusion: '#BE94',
      cast: '#BE94',
      subversion: '#904B',
      resist: '#BE94',
      engagement: '#BE94',
      combat: '#BE94',
      bolt: '#BE94',
      turmoil: '#904B',
    };
    for (const [use, routine] of Object.entries(expected))
      expect(DIE_USES[use as DieUseName].routine, use).toBe(routine);
    expect(DIE_USES.cast.calls).toContain('#9766');
    expect(DIE_USES.subversion.calls).toEqual(['#85C0']);
    expect(DIE_USES.engagement.calls).toEqual(['#ADEB']);
    expect(DIE_USES.combat.calls).toEqual(['#B284', '#B29C']);
    expect(DIE_USES.priority.calls).toEqual(['#9705']);
  });

  it("a human's actions are traced as well: every draw, and the casting roll is #BE94's", () => {
    const g = newGame({ players: ['human', 'computer', 'human'], level: 4, seed: 11 });
    if (!g.ok) throw new Error(g.message);
    const pick = new MutableRng(seedState(3));
    let s = g.value;
    let humanDice = 0;
    const humanUses = new Set<DieUseName>();
    for (let n = 0; n < 3000 && s.phase !== 'over'; n++) {
      const dice: DieDrawn[] = [];
      const auto = isAutomatic(s);
      let next: GameState;
      if (auto) {
        const r = advance(s, { dice });
        if (!r.ok) throw new Error(r.message);
        next = r.value.state;
      } else {
        const legal = legalActions(s);
        const r = applyAction(s, legal[pick.uint32() % legal.length]!, { dice });
        if (!r.ok) throw new Error(r.message);
        next = r.value.state;
        humanDice += dice.length;
        for (const d of dice) humanUses.add(d.use);
      }
      const m = new MutableRng(s.rng);
      for (const d of dice) {
        if (d.byte !== undefined) expect(m.nibble() * 16 + m.d10()).toBe(d.byte);
        else expect(m.d10()).toBe(d.value);
      }
      expect(m.state()).toEqual(next.rng);
      s = next;
    }
    expect(humanDice).toBeGreaterThan(20);
    expect(humanUses).toContain('cast');
    expect(humanUses).toContain('combat');
  });
});
