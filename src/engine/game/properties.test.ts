import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyAction, legalActions } from './human';
import { advance, automaticNext, newGame, playGame, turnLimit } from './game';
import { SQUARES, WIZARD_ID, isWizardId } from './layers';
import type { Action, GameState, PlayerKind } from './types';

/** The invariants every reachable state keeps. */
function checkInvariants(s: GameState): void {
  const b = s.board;
  // No two pieces share a square: each wizard is on at most one square (on top or inside).
  const seen = new Map<number, number>();
  for (let q = 0; q < SQUARES; q++) {
    for (const id of [b.id[q] ?? 0, b.occ[q] ?? 0]) {
      if (!isWizardId(id) || b.corpse[q]) continue;
      expect(seen.has(id)).toBe(false);
      seen.set(id, q);
    }
    if ((q & 15) === 15) expect(b.id[q]).toBe(0);
    if (b.occ[q]) expect(isWizardId(b.occ[q] ?? 0)).toBe(true);
  }
  expect(s.balance).toBeGreaterThanOrEqual(-128);
  expect(s.balance).toBeLessThanOrEqual(127);
  // A dead wizard owns nothing (bodies keep stale owner bits and belong to no one).
  for (const w of s.wizards) {
    if (w.alive) {
      expect(seen.has(WIZARD_ID + w.seat)).toBe(true);
      continue;
    }
    expect(seen.has(WIZARD_ID + w.seat)).toBe(false);
    for (let q = 0; q < SQUARES; q++) {
      if (!b.id[q] || b.corpse[q]) continue;
      expect(((b.props[q] ?? 0) & 7) === w.seat && !isWizardId(b.id[q] ?? 0)).toBe(false);
    }
  }
  expect(s.turn).toBeLessThanOrEqual(turnLimit(s));
}

const setups = fc.record({
  n: fc.integer({ min: 2, max: 8 }),
  level: fc.integer({ min: 1, max: 8 }),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
});

describe('whole computer games (fast-check)', () => {
  test('end within 2 × players + 15 turns, keep the invariants, survive JSON, same seed same events', () => {
    fc.assert(
      fc.property(setups, ({ n, level, seed }) => {
        const players: PlayerKind[] = Array.from({ length: n }, () => 'computer');
        const g = newGame({ players, level, seed });
        if (!g.ok) throw new Error(g.message);
        let s = g.value;
        const events: string[] = [];
        let steps = 0;
        while (s.phase !== 'over') {
          checkInvariants(s);
          // A JSON round trip changes nothing: the copy plays on identically.
          const copy = JSON.parse(JSON.stringify(s)) as GameState;
          expect(copy).toEqual(s);
          const r = advance(s);
          if (!r.ok) throw new Error(r.message);
          if (steps % 7 === 0) {
            const r2 = advance(copy);
            if (!r2.ok) throw new Error(r2.message);
            expect(r2.value).toEqual(r.value);
          }
          events.push(...r.value.events.map((e) => e.text));
          s = r.value.state;
          steps++;
        }
        checkInvariants(s);
        expect(s.turn).toBeLessThanOrEqual(2 * n + 15);
        if (s.winner === null && s.wizards.filter((w) => w.alive).length > 1)
          expect(s.turn).toBe(2 * n + 15);
        const again = playGame({ players: n, level, seed });
        if (!again.ok) throw new Error(again.message);
        expect(
          again.value.events.map((e) => e.text).filter((t) => !t.startsWith('TURN 1')),
        ).toEqual(events.filter((t) => !t.startsWith('TURN 1')));
        expect(again.value.winner).toBe(s.winner);
      }),
      { numRuns: 6 },
    );
  }, 120_000);
});

describe('human actions (fast-check)', () => {
  test('every listed action is accepted, an unlisted one is refused, and the game goes on', () => {
    const bogus: Action[] = [
      { type: 'move', at: { x: 15, y: 0 } },
      { type: 'target', at: { x: -1, y: 3 } },
      { type: 'choose', slot: 25 },
      { type: 'shoot', at: { x: 3, y: 11 } },
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.array(fc.nat(), { minLength: 400, maxLength: 400 }),
        fc.integer({ min: 2, max: 4 }),
        (seed, picks, n) => {
          const players: PlayerKind[] = Array.from({ length: n }, (_, i) =>
            i % 2 === 0 ? 'human' : 'computer',
          );
          const g = newGame({ players, level: 4, seed });
          if (!g.ok) throw new Error(g.message);
          let s = g.value;
          for (const pick of picks) {
            if (s.phase === 'over') break;
            checkInvariants(s);
            if (automaticNext(s)) {
              expect(legalActions(s)).toEqual([]);
              const r = advance(s);
              if (!r.ok) throw new Error(r.message);
              s = r.value.state;
              continue;
            }
            const legal = legalActions(s);
            expect(legal.length).toBeGreaterThan(0);
            for (const b of bogus)
              expect(applyAction(s, b)).toMatchObject({ ok: false, error: 'not-legal' });
            // Prefer ending a piece's move now and then so that games move on.
            const a = legal[pick % legal.length] as Action;
            const r = applyAction(s, a);
            if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.message}`);
            s = r.value.state;
          }
          checkInvariants(s);
        },
      ),
      { numRuns: 8 },
    );
  }, 120_000);
});
