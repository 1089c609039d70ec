/**
 * Who wins? Many whole computer games from one setup, and what they add up to: wins per seat
 * with a 95 % Wilson score interval, the draw rate and how long the games last. Game k of a run
 * with seed S is `playGame` with seed S + k (mod 2³¹), so each game can be opened alone (the
 * watch page takes the same seed) and a run is reproducible per seed.
 */
import { gameLengthFormula } from '../game';
import { isRecord, isWholeIn, wholeOrThrow } from '../guard';
import { playGame } from './game';

export interface GameOutcome {
  /** Index of the game in its run, 0-based. */
  readonly k: number;
  /** The seed the game was played with. */
  readonly seed: number;
  /** Winner's seat, or null for a draw. */
  readonly winner: number | null;
  readonly turns: number;
  /** Steps to the end: the watch page opens the game there, where it was decided. */
  readonly steps: number;
}

export interface RunSetup {
  /** Computer wizards, 2–8. */
  readonly wizards: number;
  /** Computer level, 1–8. */
  readonly level: number;
  /** Seed of the run. */
  readonly seed: number;
}

const SEED_SPAN = 2 ** 31;
/** The most games one call plays or adds up (a run of the island is at most 100,000). */
const MAX_GAMES = 1_000_000;

/** The seed of game k of a run with seed `seed`. */
export function gameSeed(seed: number, k: number): number {
  wholeOrThrow(seed, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, 'gameSeed: seed');
  wholeOrThrow(k, 0, Number.MAX_SAFE_INTEGER, 'gameSeed: k');
  return (((seed + k) % SEED_SPAN) + SEED_SPAN) % SEED_SPAN;
}

/** Plays games from..from + count − 1 of a run (no event lists). */
export function playRun(setup: RunSetup, from: number, count: number): GameOutcome[] {
  if (!isRecord(setup)) throw new RangeError('playRun: need a setup { wizards, level, seed }');
  wholeOrThrow(setup.wizards, 2, 8, 'playRun: wizards');
  wholeOrThrow(setup.level, 1, 8, 'playRun: level');
  wholeOrThrow(from, 0, Number.MAX_SAFE_INTEGER - MAX_GAMES, 'playRun: from');
  wholeOrThrow(count, 0, MAX_GAMES, 'playRun: count');
  const out: GameOutcome[] = [];
  for (let k = from; k < from + count; k++) {
    const seed = gameSeed(setup.seed, k);
    const g = playGame({ players: setup.wizards, level: setup.level, seed, events: false });
    if (!g.ok) throw new RangeError(g.message);
    out.push({ k, seed, winner: g.value.winner, turns: g.value.turns, steps: g.value.steps });
  }
  return out;
}

export interface Interval {
  readonly low: number;
  readonly high: number;
}

/** The Wilson score interval for k successes in n trials (z = 1.96: 95 %). [0, 1] for n = 0. */
export function wilson(k: number, n: number, z = 1.96): Interval {
  wholeOrThrow(n, 0, Number.MAX_SAFE_INTEGER, 'wilson: n');
  wholeOrThrow(k, 0, n, 'wilson: k');
  if (typeof z !== 'number' || !(z > 0) || !Number.isFinite(z)) {
    throw new RangeError('wilson: z must be a positive finite number');
  }
  if (n <= 0) return { low: 0, high: 1 };
  const p = k / n;
  const z2 = z * z;
  const centre = p + z2 / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  const den = 1 + z2 / n;
  return {
    low: Math.max(0, (centre - spread) / den),
    high: Math.min(1, (centre + spread) / den),
  };
}

/**
 * The 95 % interval of a difference of two shares, k1/n1 − k2/n2, by Newcombe's hybrid score
 * method (his method 10, 1998): each share's Wilson interval, combined. [−1, 1] when either n is 0.
 */
export function wilsonDifference(k1: number, n1: number, k2: number, n2: number): Interval {
  const a = wilson(k1, n1);
  const b = wilson(k2, n2);
  if (n1 <= 0 || n2 <= 0) return { low: -1, high: 1 };
  const p1 = k1 / n1;
  const p2 = k2 / n2;
  const d = p1 - p2;
  return {
    low: d - Math.sqrt((p1 - a.low) ** 2 + (b.high - p2) ** 2),
    high: d + Math.sqrt((a.high - p1) ** 2 + (p2 - b.low) ** 2),
  };
}

export interface RunTally {
  readonly games: number;
  /** Wins per seat. */
  readonly wins: readonly number[];
  /** Win share per seat with its 95 % interval. */
  readonly rates: readonly (Interval & { readonly share: number })[];
  readonly draws: number;
  readonly drawRate: Interval & { readonly share: number };
  /** Games that ended in each turn: lengths[t − 1] games lasted t turns (t = 1 … limit). */
  readonly lengths: readonly number[];
  /** The first game each seat won (k), or −1; and the first draw. */
  readonly firstWin: readonly number[];
  readonly firstDraw: number;
}

/** Adds up the outcomes of a run of `wizards`-wizard games. */
export function tallyRun(wizards: number, outcomes: readonly GameOutcome[]): RunTally {
  wholeOrThrow(wizards, 2, 8, 'tallyRun: wizards');
  if (!Array.isArray(outcomes) || outcomes.length > MAX_GAMES) {
    throw new RangeError(`tallyRun: need a list of at most ${MAX_GAMES} outcomes`);
  }
  for (let i = 0; i < outcomes.length; i++) {
    const o: unknown = outcomes[i];
    if (
      !isRecord(o) ||
      !isWholeIn(o.k, 0, Number.MAX_SAFE_INTEGER) ||
      !isWholeIn(o.turns, 0, Number.MAX_SAFE_INTEGER) ||
      !(o.winner === null || isWholeIn(o.winner, 0, wizards - 1))
    ) {
      throw new RangeError(`tallyRun: outcome ${i} is not a game of ${wizards} wizards`);
    }
  }
  const limit = gameLengthFormula(wizards);
  const wins = new Array<number>(wizards).fill(0);
  const firstWin = new Array<number>(wizards).fill(-1);
  const lengths = new Array<number>(limit).fill(0);
  let draws = 0;
  let firstDraw = -1;
  for (const o of outcomes) {
    if (o.winner === null) {
      draws++;
      if (firstDraw < 0) firstDraw = o.k;
    } else {
      wins[o.winner] = (wins[o.winner] ?? 0) + 1;
      if ((firstWin[o.winner] ?? -1) < 0) firstWin[o.winner] = o.k;
    }
    const t = Math.min(Math.max(o.turns, 1), limit);
    lengths[t - 1] = (lengths[t - 1] ?? 0) + 1;
  }
  const n = outcomes.length;
  const rate = (k: number) => ({ share: n ? k / n : 0, ...wilson(k, n) });
  return {
    games: n,
    wins,
    rates: wins.map(rate),
    draws,
    drawRate: rate(draws),
    lengths,
    firstWin,
    firstDraw,
  };
}
