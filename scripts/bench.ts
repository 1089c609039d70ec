/**
 * `npm run bench`: whole games between 8 computer wizards (level 4, no event list) per CPU-second,
 * measured against a fixed baseline in the same run so that the figure means something on a
 * busy or slower machine.
 *
 * - The engine is bundled with esbuild, as the site's workers ship it, and run in this process.
 * - The baseline is a fixed piece of integer work written here (lists of bytes filled, sorted by
 *   counting and scanned through a distance table: the kind of work the computer players do). It
 *   never changes with the engine, so its speed measures the machine, not the code.
 * - Both are warmed up first, then run in alternating rounds (each round the same games, seeds
 *   1…N); CPU time is `process.cpuUsage`
 *   (every thread of the process: compilers and the garbage collector count).
 * - Printed: games per CPU-second in this run, the baseline's rate, and games per CPU-second
 *   scaled to the reference machine: this run's games ÷ baseline ratio × the baseline's rate on
 *   the reference machine (REFERENCE below, measured on the project's two-core machine, quiet).
 *
 * Options: --rounds N (default 8), --games N per round (default 150), --quick (3 rounds of 60
 * after 100 warm-up games: a check that it runs; its figure reads low, the compilers still warm).
 * Also `npm run bench:los` for the vitest micro-benchmark of line of sight.
 */
import { bundleEngine } from './bundle-engine.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Baseline units per CPU-second on the reference machine (4 December 2026, quiet, 2 cores). */
const REFERENCE = { unitsPerCpuSecond: 10150, measured: '4 December 2026' };
/** The aim of issue 31. */
const AIM = 500;

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const opt = (name: string, fallback: number): number => {
  const i = args.indexOf(name);
  const v = i >= 0 ? Number(args[i + 1]) : NaN;
  return Number.isInteger(v) && v > 0 ? v : fallback;
};
const ROUNDS = opt('--rounds', quick ? 3 : 8);
const GAMES = opt('--games', quick ? 60 : 150);
const WARM_GAMES = quick ? 100 : 400;

type PlayGame = (o: { players: number; level: number; seed: number; events: boolean }) => {
  ok: boolean;
  message?: string;
};

async function loadEngine(): Promise<PlayGame> {
  const dir = mkdtempSync(join(tmpdir(), 'cc-bench-'));
  const out = join(dir, 'engine.mjs');
  try {
    await bundleEngine('src/engine/game/game.ts', out);
    const mod = (await import(pathToFileURL(out).href)) as { playGame: PlayGame };
    return mod.playGame;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// The baseline: fixed integer work, never edited (changing it would change REFERENCE).

const B_DIST = new Uint8Array(65536);
for (let a = 0; a < 256; a++)
  for (let b = 0; b < 256; b++) {
    const dx = Math.abs((a & 15) - (b & 15));
    const dy = Math.abs((a >> 4) - (b >> 4));
    B_DIST[(a << 8) | b] = 2 * Math.max(dx, dy) + Math.min(dx, dy);
  }
const B_BUF: number[] = new Array<number>(316).fill(0);
const B_COUNT = new Int32Array(257);
const B_SCORE = new Int32Array(158);
const B_KEY = new Int32Array(158);
const B_BOARD: number[] = new Array<number>(160).fill(0);

/** One baseline unit: 200 lists of 158 entries scored by distance, counting-sorted, read. */
function baselineUnit(seed: number): number {
  let x = seed | 1;
  for (let s = 0; s < 160; s++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    B_BOARD[s] = (x >>> 0) % 5 === 0 ? 2 + ((x >>> 8) % 38) : 0;
  }
  let check = 0;
  for (let round = 0; round < 200; round++) {
    const ref = round % 159;
    for (let i = 0; i < 158; i++) {
      B_BUF[2 * i] = 0;
      B_BUF[2 * i + 1] = 0xff;
    }
    let n = 0;
    for (let s = 0; s < 159; s++) {
      const id = B_BOARD[s] as number;
      if (id === 0) continue;
      const r = (id + 4 - (B_DIST[(s << 8) | ref] as number)) & 0xff;
      if (r & 0x80) continue;
      B_BUF[2 * n] = r;
      B_BUF[2 * n + 1] = s;
      n++;
    }
    B_COUNT.fill(0);
    for (let i = 0; i < n; i++) {
      const sc = B_BUF[2 * i] as number;
      B_SCORE[i] = sc;
      B_KEY[i] = B_BUF[2 * i + 1] as number;
      B_COUNT[256 - sc] = (B_COUNT[256 - sc] as number) + 1;
    }
    for (let r = 1; r <= 256; r++) B_COUNT[r] = (B_COUNT[r] as number) + (B_COUNT[r - 1] as number);
    for (let i = 0; i < n; i++) {
      const sc = B_SCORE[i] as number;
      const at = B_COUNT[255 - sc] as number;
      B_COUNT[255 - sc] = at + 1;
      B_BUF[2 * at] = sc;
      B_BUF[2 * at + 1] = B_KEY[i] as number;
    }
    check = (check + (B_BUF[1] as number) + n) | 0;
  }
  return check;
}

// ---------------------------------------------------------------------------------------------

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

let sink = 0;
function runBaseline(units: number, from: number): number {
  const t0 = cpuMs();
  for (let i = 0; i < units; i++) sink ^= baselineUnit(from + i);
  return cpuMs() - t0;
}

function runGames(playGame: PlayGame, games: number, from: number): number {
  const t0 = cpuMs();
  for (let seed = from; seed < from + games; seed++) {
    const g = playGame({ players: 8, level: 4, seed, events: false });
    if (!g.ok) throw new Error(g.message);
  }
  return cpuMs() - t0;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

const playGame = await loadEngine();
// Warm-up: the compilers settle (their threads' CPU is not counted in the rounds).
const coldMs = runGames(playGame, WARM_GAMES, 1_000_000);
runBaseline(500, 1);

const UNITS = 2500;
const gameRates: number[] = [];
const unitRates: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  unitRates.push((1000 * UNITS) / runBaseline(UNITS, 1000 * r));
  gameRates.push((1000 * GAMES) / runGames(playGame, GAMES, 1));
}
if (args.includes('--verbose'))
  console.log(gameRates.map(Math.round).join(' '), unitRates.map(Math.round).join(' '));
const games = median(gameRates);
const units = median(unitRates);
const scaled = (games / units) * REFERENCE.unitsPerCpuSecond;

const f = (x: number): string => x.toFixed(0);
console.log(`Eight computer wizards, level 4, no event list; ${ROUNDS} rounds of ${GAMES} games.`);
console.log(
  `  first ${WARM_GAMES} games, compilers warming up: ${f((1000 * WARM_GAMES) / coldMs)} games per CPU-second`,
);
console.log(
  `  this run: ${f(games)} games per CPU-second (rounds ${f(Math.min(...gameRates))}–${f(Math.max(...gameRates))})`,
);
console.log(
  `  baseline: ${f(units)} units per CPU-second here, ${f(REFERENCE.unitsPerCpuSecond)} on the reference machine (${REFERENCE.measured})`,
);
console.log(
  `  scaled to the reference machine: ${f(scaled)} games per CPU-second (aim ${AIM}: ${scaled >= AIM ? 'met' : 'not met'})`,
);
if (sink === 0.5) console.log(sink); // keeps the baseline's result alive
