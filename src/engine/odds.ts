/**
 * Exact odds over the game's d10, and the fraction helpers behind them.
 *
 * The game's dice: one roll is 0–9. The routine (#904B) keeps the low 4 bits of a random
 * byte and rolls again on 10–15, so every face 0–9 is equally likely. `d10FromNibble` is that
 * rule; `D10_FACES` is derived from it, and both the exact odds here (by enumerating faces)
 * and the seeded simulations (rng.ts, which rolls through `d10FromNibble`) use the same
 * `RollTest` predicates, so the two cannot drift apart.
 */
import { isRecord, shown, wholeOrThrow } from './guard';
import type { BigOdds, Distribution, Odds } from './types';
import {
  D10_FACES,
  D10_SIDES,
  MAX_DICE,
  checkFunction,
  d10FromNibble,
  gcd,
  odds,
  oneRoll,
  rerolledFaces,
  testOdds,
  twoRolls,
  type RollTest,
} from './rolls';

// The d10 and one test's exact odds live in rolls.ts (small: the board labs load it alone).
export {
  D10_FACES,
  D10_SIDES,
  MAX_DICE,
  d10FromNibble,
  gcd,
  odds,
  oneRoll,
  rerolledFaces,
  testOdds,
  twoRolls,
  type RollTest,
};

/** The most independent events one product or sum may combine. */
export const MAX_EVENTS = 10_000;
/** The most tries `atLeastOnce` counts. */
export const MAX_TRIES = 1_000;

/** Throws a RangeError unless `o` is odds: whole numbers 0 ≤ num ≤ den, den > 0. */
function checkOdds(o: unknown, where: string): asserts o is Odds {
  if (
    !isRecord(o) ||
    !Number.isSafeInteger(o.num) ||
    !Number.isSafeInteger(o.den) ||
    (o.den as number) <= 0 ||
    (o.num as number) < 0 ||
    (o.num as number) > (o.den as number)
  ) {
    throw new RangeError(`${where}: not odds (whole numbers 0 ≤ num ≤ den, den > 0): ${shown(o)}`);
  }
}

/** Throws a RangeError unless `b` is BigOdds: bigints 0 ≤ num ≤ den, den > 0. */
function checkBigOdds(b: unknown, where: string): asserts b is BigOdds {
  if (
    !isRecord(b) ||
    typeof b.num !== 'bigint' ||
    typeof b.den !== 'bigint' ||
    b.den <= 0n ||
    b.num < 0n ||
    b.num > b.den
  ) {
    throw new RangeError(`${where}: not BigOdds (bigints 0 ≤ num ≤ den, den > 0): ${shown(b)}`);
  }
}

/** Throws a RangeError unless `list` is an array (no holes) of at most MAX_EVENTS odds. */
function checkList(list: unknown, where: string, each: (v: unknown, w: string) => void): void {
  if (!Array.isArray(list) || list.length > MAX_EVENTS) {
    throw new RangeError(`${where}: need an array of at most ${MAX_EVENTS} odds: ${shown(list)}`);
  }
  for (let i = 0; i < list.length; i++) each(list[i], where);
}

export function gcdBig(a: bigint, b: bigint): bigint {
  if (typeof a !== 'bigint' || typeof b !== 'bigint') {
    throw new RangeError(`gcdBig: need bigints, got ${shown(a)} and ${shown(b)}`);
  }
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export const ZERO: Odds = odds(0, 1);
export const ONE: Odds = odds(1, 1);

/** 1 − o. */
export function not(o: Odds): Odds {
  checkOdds(o, 'not');
  return odds(o.den - o.num, o.den);
}

/** Exact equality of two odds. */
export function sameOdds(a: Odds, b: Odds): boolean {
  checkOdds(a, 'sameOdds');
  checkOdds(b, 'sameOdds');
  return a.num === b.num && a.den === b.den;
}

/** num/den as a float, for bigints of any size (p is correct to about 15 digits). */
function bigRatio(num: bigint, den: bigint): number {
  if (num === 0n) return 0;
  if (num === den) return 1;
  const scale = 10n ** 18n;
  return Number((num * scale) / den) / 1e18;
}

/** BigOdds num/den in lowest terms; throws RangeError (bug signal) outside 0 ≤ num ≤ den, den > 0. */
export function bigOdds(num: bigint, den: bigint): BigOdds {
  if (typeof num !== 'bigint' || typeof den !== 'bigint') {
    throw new RangeError(`bigOdds: need bigints, got ${shown(num)}/${shown(den)}`);
  }
  if (den <= 0n || num < 0n || num > den) {
    throw new RangeError(`bigOdds: need 0 ≤ num ≤ den, den > 0; got ${num}/${den}`);
  }
  const g = gcdBig(num, den) || 1n;
  const n = num / g;
  const d = den / g;
  return Object.freeze({ num: n, den: d, p: bigRatio(n, d) });
}

export function toBig(o: Odds): BigOdds {
  checkOdds(o, 'toBig');
  return bigOdds(BigInt(o.num), BigInt(o.den));
}

/** The same probability as `Odds`, or null when num/den do not fit in safe integers. */
export function fromBig(b: BigOdds): Odds | null {
  checkBigOdds(b, 'fromBig');
  const max = BigInt(Number.MAX_SAFE_INTEGER);
  if (b.den > max) return null;
  return odds(Number(b.num), Number(b.den));
}

/** Exact product of independent events. */
export function allOf(events: readonly Odds[]): BigOdds {
  checkList(events, 'allOf', checkOdds);
  let num = 1n;
  let den = 1n;
  for (const e of events) {
    num *= BigInt(e.num);
    den *= BigInt(e.den);
    const g = gcdBig(num, den) || 1n;
    num /= g;
    den /= g;
  }
  return bigOdds(num, den);
}

/** P(at least one of these independent events happens). */
export function anyOf(events: readonly Odds[]): BigOdds {
  checkList(events, 'anyOf', checkOdds);
  const none = allOf(events.map(not));
  return bigOdds(none.den - none.num, none.den);
}

/** P(an event with these odds happens at least once in `tries` independent tries). */
export function atLeastOnce(event: Odds, tries: number): BigOdds {
  checkOdds(event, 'atLeastOnce');
  wholeOrThrow(tries, 0, MAX_TRIES, 'atLeastOnce: tries');
  return anyOf(new Array<Odds>(tries).fill(event));
}

/**
 * How many of these independent events happen: element k is P(exactly k), k = 0…n.
 * The elements sum to exactly 1.
 */
export function countDistribution(events: readonly Odds[]): BigOdds[] {
  checkList(events, 'countDistribution', checkOdds);
  // Work over the common denominator D = Π den_i: counts[k] / D.
  let den = 1n;
  let counts: bigint[] = [1n];
  for (const e of events) {
    const n = BigInt(e.num);
    const d = BigInt(e.den);
    const next: bigint[] = new Array<bigint>(counts.length + 1).fill(0n);
    counts.forEach((c, k) => {
      next[k] = (next[k] ?? 0n) + c * (d - n);
      next[k + 1] = (next[k + 1] ?? 0n) + c * n;
    });
    counts = next;
    den *= d;
  }
  return counts.map((c) => bigOdds(c, den));
}

/** A distribution from whole-number weights (e.g. counts of equally likely cases). */
export function distributionFromCounts<T>(
  entries: readonly (readonly [T, number])[],
): Distribution<T> {
  checkList(entries, 'distributionFromCounts', (e, w) => {
    if (!Array.isArray(e) || e.length !== 2)
      throw new RangeError(`${w}: need [value, count] pairs`);
    wholeOrThrow(e[1], 0, Number.MAX_SAFE_INTEGER, `${w}: a count`);
  });
  const total = entries.reduce((s, [, c]) => s + c, 0);
  if (!Number.isSafeInteger(total) || total <= 0) {
    throw new RangeError(
      `distributionFromCounts: the counts must add up to a whole number above 0`,
    );
  }
  return entries.filter(([, c]) => c > 0).map(([value, c]) => ({ value, odds: odds(c, total) }));
}

/**
 * The exact distribution of `f(rolls)` over `dice` independent d10 rolls, in ascending order of
 * value (numbers) or first-seen order (other values).
 */
export function rollDistribution<T>(
  dice: number,
  f: (rolls: readonly number[]) => T,
): Distribution<T> {
  wholeOrThrow(dice, 0, MAX_DICE, 'rollDistribution: dice');
  checkFunction(f, 'rollDistribution');
  const total = D10_SIDES ** dice;
  const counts = new Map<T, number>();
  const rolls: number[] = new Array<number>(dice).fill(0);
  for (let i = 0; i < total; i++) {
    let k = i;
    for (let d = 0; d < dice; d++) {
      rolls[d] = D10_FACES[k % D10_SIDES] ?? 0;
      k = Math.floor(k / D10_SIDES);
    }
    const v = f(rolls);
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  let entries = [...counts.entries()];
  if (entries.every(([v]) => typeof v === 'number')) {
    entries = entries.sort((a, b) => (a[0] as number) - (b[0] as number));
  }
  return distributionFromCounts(entries);
}

/** The probability of a value in a distribution (0 when absent). */
export function oddsOf<T>(dist: Distribution<T>, value: T): Odds {
  checkList(dist, 'oddsOf', (e, w) => {
    if (!isRecord(e)) throw new RangeError(`${w}: need a distribution`);
    checkOdds(e.odds, w);
  });
  return dist.find((o) => o.value === value)?.odds ?? ZERO;
}

/** Exact product of independent events, as `Odds` (throws RangeError if it no longer fits: a bug signal). */
export function times(...events: readonly Odds[]): Odds {
  checkList(events, 'times', checkOdds);
  return mustFit(allOf(events), 'times');
}

/** Exact sum of the odds of disjoint events (throws RangeError above 1 or if it no longer fits). */
export function plus(...events: readonly Odds[]): Odds {
  checkList(events, 'plus', checkOdds);
  return mustFit(sumBig(events.map(toBig)), 'plus');
}

/** Exact sum of BigOdds of disjoint events (throws RangeError above 1). */
export function sumBig(events: readonly BigOdds[]): BigOdds {
  checkList(events, 'sumBig', checkBigOdds);
  let num = 0n;
  let den = 1n;
  for (const e of events) {
    num = num * e.den + e.num * den;
    den *= e.den;
    const g = gcdBig(num, den) || 1n;
    num /= g;
    den /= g;
  }
  return bigOdds(num, den);
}

/** Exact product of BigOdds of independent events. */
export function timesBig(...events: readonly BigOdds[]): BigOdds {
  checkList(events, 'timesBig', checkBigOdds);
  let num = 1n;
  let den = 1n;
  for (const e of events) {
    num *= e.num;
    den *= e.den;
    const g = gcdBig(num, den) || 1n;
    num /= g;
    den /= g;
  }
  return bigOdds(num, den);
}

function mustFit(b: BigOdds, where: string): Odds {
  const o = fromBig(b);
  if (!o)
    throw new RangeError(
      `${where}: result ${b.num}/${b.den} is too precise for Odds; use the BigOdds helpers`,
    );
  return o;
}
