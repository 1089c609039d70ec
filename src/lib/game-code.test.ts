import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_WIZARD_NAMES } from '../engine/data/wizards';
import { checkGameRecord, type GameRecord } from '../engine/game/record';
import type { Action } from '../engine/game/types';
import { decodeGame, encodeGame } from './game-code';

const square = fc.record({ x: fc.integer({ min: 0, max: 14 }), y: fc.integer({ min: 0, max: 9 }) });
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.integer({ min: 0, max: 19 }).map((slot): Action => ({ type: 'choose', slot })),
  fc.integer({ min: 0, max: 19 }).map((slot): Action => ({ type: 'choose', slot, illusion: true })),
  fc.constant<Action>({ type: 'choose-none' }),
  fc.constant<Action>({ type: 'end' }),
  fc
    .tuple(fc.constantFrom('target', 'select', 'dismount', 'move', 'attack', 'shoot'), square)
    .map(([type, at]) => ({ type, at }) as Action),
);
const record: fc.Arbitrary<GameRecord> = fc
  .record({
    players: fc.array(fc.constantFrom('human' as const, 'computer' as const), {
      minLength: 2,
      maxLength: 8,
    }),
    level: fc.integer({ min: 1, max: 8 }),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    actions: fc.array(action, { maxLength: 40 }),
    named: fc.boolean(),
  })
  .map(({ players, level, seed, actions, named }) => ({
    format: 'chaos-codex-game' as const,
    version: 1 as const,
    setup: {
      players,
      level,
      ...(named ? { names: players.map((_, i) => (i === 0 ? 'Zoë ~.é' : `W${i}`)) } : {}),
    },
    seed,
    actions,
  }));

describe('game link code', () => {
  it('gives back every record it writes, in URL-safe characters (property)', () => {
    fc.assert(
      fc.property(record, (r) => {
        const code = encodeGame(r, DEFAULT_WIZARD_NAMES);
        expect(code).toMatch(/^[0-9A-Za-z.~%*'()!_-]+$/);
        const back = decodeGame(code);
        expect(back).toEqual({ ok: true, value: r });
        // What it reads is a record the engine's own check accepts.
        expect(checkGameRecord(back.ok ? back.value : null).ok).toBe(true);
      }),
      { seed: 29, numRuns: 300 },
    );
  });

  it('leaves the names out when they are the defaults', () => {
    const r: GameRecord = {
      format: 'chaos-codex-game',
      version: 1,
      setup: { players: ['human', 'computer'], level: 3, names: DEFAULT_WIZARD_NAMES.slice(0, 2) },
      seed: 1985,
      actions: [
        { type: 'choose', slot: 1 },
        { type: 'target', at: { x: 14, y: 9 } },
        { type: 'end' },
      ],
    };
    expect(encodeGame(r, DEFAULT_WIZARD_NAMES)).toBe('1.hc.3.1j5.c1t45e');
  });

  it.each([
    ['', /empty/],
    ['2.hc.1.1.', /version/],
    ['1.hc.1.1', /number of parts/],
    ['1.h.1.1.', /2 to 8/],
    ['1.hx.1.1.', /2 to 8/],
    ['1.hc.9.1.', /level/],
    ['1.hc.1.zzzzzzzz.', /seed/],
    ['1.hc.1.1.c', /book slot/],
    ['1.hc.1.1.ck', /book slot/],
    ['1.hc.1.1.t4', /square/],
    ['1.hc.1.1.t46', /square/],
    ['1.hc.1.1.x', /not one the game knows/],
    ['1.hc.1.1.e.a~b~c', /one name per wizard/],
    ['1.hc.1.1.e.%E0%A4%A~b', /names/],
  ])('refuses %j and says why', (code, why) => {
    const r = decodeGame(code);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toBe('bad-code');
      expect(r.message).toMatch(why);
    }
  });
});
