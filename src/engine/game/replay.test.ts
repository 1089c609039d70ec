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
  '2p L3 #1': '4fcc367b',
  '2p L4 #2': '294414bc',
  '2p L5 #3': '3ac19b8f',
  '2p L6 #3000011': 'af18ec5c',
  '2p L7 #4000014': '07537200',
  '2p L8 #5000017': '5c4b1f27',
  '3p L1 #5000018': '95ce5a62',
  '3p L4 #1': '1a173554',
  '3p L5 #2': 'c1bce795',
  '3p L6 #3': '55047bef',
  '3p L7 #3000012': '56e2b548',
  '3p L8 #4000015': '63c1c0da',
  '4p L1 #4000016': '3ec21ffc',
  '4p L2 #5000019': 'c96b3b80',
  '4p L5 #1': 'f2429953',
  '4p L6 #2': 'dc0b336a',
  '4p L7 #3': 'ffea5fdf',
  '4p L8 #3000013': '291724a2',
  '5p L1 #3000014': 'b0f10505',
  '5p L2 #4000017': 'b9d9b593',
  '5p L3 #5000020': '18a5f6b9',
  '5p L6 #1': '6e3f3654',
  '5p L7 #2': 'b11ea291',
  '5p L8 #3': '7dada66c',
  '6p L1 #3': 'e053ac55',
  '6p L2 #3000015': 'a97fe521',
  '6p L3 #4000018': '17442ba9',
  '6p L4 #5000021': '56d6ce2b',
  '6p L7 #1': '118ec4b4',
  '6p L8 #2': 'c0cfbe47',
  '7p L1 #2': '5326c1a5',
  '7p L2 #3': 'd3d79479',
  '7p L3 #3000016': 'a1c22d8b',
  '7p L4 #4000019': 'ecb533a8',
  '7p L5 #5000022': 'eb24ffce',
  '7p L8 #1': 'efd495c5',
  '8p L1 #1': 'f403018a',
  '8p L2 #2': 'c66fda5c',
  '8p L3 #3': '974861e0',
  '8p L4 #3000017': '19151c5a',
  '8p L5 #4000020': '132c459f',
  '8p L6 #5000023': '78c52827',
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
