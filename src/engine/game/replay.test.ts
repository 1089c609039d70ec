/**
 * "Same seed → same game as before": a fingerprint (FNV-1a over the JSON of the winner, the turn
 * count, every event and the final state) of many whole computer games, recorded from the engine
 * before the speed work of issue 11 (commit 671858d). Any change to a single decision, roll or
 * event text changes a fingerprint. If a rule is deliberately corrected, record the new
 * fingerprints with `CC_PRINT_FINGERPRINTS=1 npx vitest run --project unit src/engine/game/replay.test.ts`
 * and say why in the commit.
 */
import { describe, expect, test } from 'vitest';
import { playGame } from './game';

function fnv(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** The games: every table size 2–8, levels cycling 1–8, six seeds each (some far apart). */
const GAMES: { n: number; level: number; seed: number }[] = [];
for (let n = 2; n <= 8; n++)
  for (let i = 0; i < 6; i++)
    GAMES.push({ n, level: 1 + ((n + i) % 8), seed: i < 3 ? i + 1 : 1000003 * i + n });

function fingerprint(n: number, level: number, seed: number): string {
  const g = playGame({ players: n, level, seed });
  if (!g.ok) throw new Error(g.message);
  const { winner, turns, events, final } = g.value;
  return fnv(JSON.stringify({ winner, turns, events, final }));
}

const EXPECTED: Record<string, string> = {
  '2p L3 #1': '165a315c',
  '2p L4 #2': '4a9f198b',
  '2p L5 #3': '385a4e62',
  '2p L6 #3000011': 'a8c041eb',
  '2p L7 #4000014': '07537200',
  '2p L8 #5000017': 'dc18ac27',
  '3p L1 #5000018': 'bb2b038d',
  '3p L4 #1': '1f180fd3',
  '3p L5 #2': 'a09961f9',
  '3p L6 #3': '5ba49fef',
  '3p L7 #3000012': '7d127a6d',
  '3p L8 #4000015': '473e74cc',
  '4p L1 #4000016': '73348d3d',
  '4p L2 #5000019': 'b9152c1b',
  '4p L5 #1': 'a2de41a4',
  '4p L6 #2': '0a571783',
  '4p L7 #3': '8e70e0ae',
  '4p L8 #3000013': '3c87f3cc',
  '5p L1 #3000014': '1dafec85',
  '5p L2 #4000017': 'b9d9b593',
  '5p L3 #5000020': '1c8e586f',
  '5p L6 #1': '12575b50',
  '5p L7 #2': '34004543',
  '5p L8 #3': 'b843a987',
  '6p L1 #3': 'e053ac55',
  '6p L2 #3000015': '6990d900',
  '6p L3 #4000018': '8d0e870b',
  '6p L4 #5000021': '2cd0eca0',
  '6p L7 #1': 'd8e7b1c3',
  '6p L8 #2': '1b5bfccc',
  '7p L1 #2': '93b7b6b6',
  '7p L2 #3': '27bdb6a8',
  '7p L3 #3000016': '8dd76f30',
  '7p L4 #4000019': 'e3da85f9',
  '7p L5 #5000022': '6c1bcab3',
  '7p L8 #1': '10f66988',
  '8p L1 #1': 'a13aedf3',
  '8p L2 #2': 'eb79ddb4',
  '8p L3 #3': 'd0642aab',
  '8p L4 #3000017': '584d83eb',
  '8p L5 #4000020': 'b2dcd361',
  '8p L6 #5000023': '7a8e455d',
};

describe('same seed → same game as before the speed work', () => {
  test('every fingerprint matches', () => {
    const got: Record<string, string> = {};
    for (const { n, level, seed } of GAMES)
      got[`${n}p L${level} #${seed}`] = fingerprint(n, level, seed);
    if (process.env.CC_PRINT_FINGERPRINTS) console.log(JSON.stringify(got, null, 2));
    expect(Object.keys(got)).toHaveLength(42);
    expect(got).toEqual(EXPECTED);
  }, 120_000);

  test('without the event list the game is the same', () => {
    for (const { n, level, seed } of GAMES) {
      const a = playGame({ players: n, level, seed });
      const b = playGame({ players: n, level, seed, events: false });
      if (!a.ok || !b.ok) throw new Error('setup');
      expect(b.value.events).toHaveLength(0);
      expect(JSON.stringify(b.value.final)).toBe(JSON.stringify(a.value.final));
      expect(b.value.winner).toBe(a.value.winner);
    }
  }, 120_000);
});
