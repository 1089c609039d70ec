/**
 * All-pairs line-of-sight benchmark: a full board (a piece on every one of the 150 squares),
 * every ordered pair of distinct squares (22,350 lines), reported as nanoseconds per traced
 * pixel. Run: npm exec vitest -- bench --run src/engine/los.bench.ts
 */
import { expect, test } from 'vitest';
import {
  ALL_KINDS,
  allSquares,
  createSightTester,
  linePixels,
  lineOfSight,
  type SightPiece,
} from './index';

/** A deterministic full board: kinds in turn, frames 0–3 from a small LCG. */
function fullBoard(): SightPiece[] {
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff);
  return allSquares().map((sq, i) => ({
    ...sq,
    piece: ALL_KINDS[(i * 7) % ALL_KINDS.length] as string,
    frame: next() % 4,
  }));
}

const squares = allSquares();
const pairs: [(typeof squares)[number], (typeof squares)[number]][] = [];
for (const a of squares) for (const b of squares) if (a !== b) pairs.push([a, b]);
const pixelsPerSweep = pairs.reduce((n, [a, b]) => n + linePixels(a, b).length, 0);

function time(label: string, sweeps: number, fn: () => number): number {
  fn(); // warm up
  const t0 = performance.now();
  let sink = 0;
  for (let i = 0; i < sweeps; i++) sink += fn();
  const ms = performance.now() - t0;
  const ns = (ms * 1e6) / (sweeps * pixelsPerSweep);
  console.log(
    `${label}: ${(ms / sweeps).toFixed(2)} ms per sweep of ${pairs.length} lines / ${pixelsPerSweep} pixels = ${ns.toFixed(2)} ns per traced pixel (check ${sink})`,
  );
  return ns;
}

test('all 22,350 ordered pairs on a full board', async ({ bench }) => {
  expect(pairs).toHaveLength(22_350);
  const board = fullBoard();
  const tester = createSightTester(board);
  const full = () => pairs.reduce((n, [a, b]) => n + (tester.litCount(a, b) > 0 ? 1 : 0), 0);
  const early = () => pairs.reduce((n, [a, b]) => n + (tester.blocked(a, b) ? 1 : 0), 0);
  const api = () => pairs.reduce((n, [a, b]) => n + (lineOfSight(board, a, b).blocked ? 1 : 0), 0);
  expect(full()).toBe(early());
  expect(api()).toBe(early());

  time('createSightTester().litCount (every pixel tested, as the game does)', 20, full);
  time(
    'createSightTester().blocked (stops at the first lit pixel, so per line pixel, not all traced)',
    20,
    early,
  );
  time('lineOfSight() (full result: path, blocks, squares crossed)', 3, api);

  await bench('litCount, all pairs', () => {
    full();
  }).run();
});
