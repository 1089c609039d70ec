import { describe, expect, test } from 'vitest';
import { playRun } from '../engine/game/outcomes';
import {
  keepRun,
  keptRun,
  readWhoWinsQuery,
  WHO_WINS_DEFAULT,
  whoWinsQuery,
  type WhoWinsSetup,
} from './whoWins';

/** A Storage that keeps its items in a Map (optionally refusing every write). */
function memory(refuse = false): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => {
      if (refuse) throw new DOMException('full', 'QuotaExceededError');
      m.set(k, v);
    },
  };
}

const setup: WhoWinsSetup = { wizards: 3, level: 2, seed: 11, games: 10 };

describe('a Who wins? run in the address', () => {
  test('round trip, and no run when the address names none', () => {
    expect(readWhoWinsQuery(whoWinsQuery(setup))).toEqual({ setup, problems: [] });
    expect(readWhoWinsQuery('')).toEqual({ setup: null, problems: [] });
    expect(readWhoWinsQuery('?unrelated=1').setup).toBeNull();
  });
  test('a value it cannot use is the default, named', () => {
    const r = readWhoWinsQuery('?wizards=3&games=0');
    expect(r.setup).toEqual({ ...WHO_WINS_DEFAULT, wizards: 3 });
    expect(r.problems).toEqual([
      'The link’s games “0” could not be used (it must be a whole number from 1 to 20000), so the number of games is 2000.',
    ]);
  });
});

describe('a run kept for the tab', () => {
  const outcomes = playRun(setup, 0, 4);
  test('comes back as it was played, for the same setup only', () => {
    const s = memory();
    expect(keepRun({ setup, outcomes, stopped: true }, s)).toBe(true);
    expect(keptRun(setup, s)).toEqual({ setup, outcomes, stopped: true });
    expect(keptRun({ ...setup, games: 11 }, s)).toBeNull();
    expect(keptRun({ ...setup, seed: 12 }, s)).toBeNull();
  });
  test('keeps the gaps a pool of workers leaves: a game not played yet stays missing', () => {
    const s = memory();
    const gappy = [outcomes[0], undefined, outcomes[2], outcomes[3]];
    keepRun({ setup, outcomes: gappy, stopped: true }, s);
    expect(keptRun(setup, s)).toEqual({ setup, outcomes: gappy, stopped: true });
  });
  test('a damaged or refused value is no run, never an error', () => {
    const s = memory();
    keepRun({ setup, outcomes, stopped: false }, s);
    const good = JSON.parse(s.getItem('chaos-codex:who-wins-run') ?? '{}') as Record<
      string,
      unknown
    >;
    for (const bad of [
      '{',
      'null',
      '[]',
      JSON.stringify({ ...good, winner: [0, 1] }),
      JSON.stringify({ ...good, winner: [0, 1, 9, 0] }),
      JSON.stringify({ ...good, turns: 'x' }),
      JSON.stringify({ ...good, setup: null }),
    ]) {
      s.setItem('chaos-codex:who-wins-run', bad);
      expect(keptRun(setup, s)).toBeNull();
    }
    expect(keepRun({ setup, outcomes, stopped: false }, memory(true))).toBe(false);
  });
});
