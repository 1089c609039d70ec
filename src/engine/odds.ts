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

/** The most dice one enumeration may roll (10^6 cases). */
export const MAX_DICE = 6;
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

function checkFunction(f: unknown, where: string): void {
  if (typeof f !== 'function') throw new RangeError(`${where}: need a function, got ${shown(f)}`);
}

// ---------------------------------------------------------------------------
// The d10
// ---------------------------------------------------------------------------

/**
 * The game's d10 from the low 4 bits of a random byte: 0–9 are kept, 10–15 mean "roll again"
 * (returned as null).
 */
export function d10FromNibble(nibble: number): number | null {
  const n = wholeOrThrow(nibble, 0, 255, 'd10FromNibble: the random byte') & 0x0f;
  return n < 10 ? n : null;
}

/** The faces of one d10, each equally likely: exactly the nibbles `d10FromNibble` keeps. */
export const D10_FACES: readonly number[] = Object.freeze(
  Array.from({ length: 16 }, (_, n) => d10FromNibble(n)).filter((f): f is number => f !== null),
);

/** Number of faces of the d10 (10). */
export const D10_SIDES = D10_FACES.length;

/**
 * A test decided by `dice` independent d10 rolls. `pass` sees the rolls in order.
 * Exact odds enumerate every combination of faces; a simulation rolls the dice and calls `pass`.
 */
export interface RollTest {
  readonly dice: number;
  readonly pass: (rolls: readonly number[]) => boolean;
}

/** A one-roll test. */
export function oneRoll(pass: (r: number) => boolean): RollTest {
  checkFunction(pass, 'oneRoll');
  return { dice: 1, pass: (rolls) => pass(rolls[0] ?? 0) };
}

/** A two-roll test (e.g. attack roll `a` against defence roll `b`). */
export function twoRolls(pass: (a: number, b: number) => boolean): RollTest {
  checkFunction(pass, 'twoRolls');
  return { dice: 2, pass: (rolls) => pass(rolls[0] ?? 0, rolls[1] ?? 0) };
}

/** The exact chance that a roll test passes. */
export function testOdds(test: RollTest): Odds {
  if (!isRecord(test)) throw new RangeError(`testOdds: need a roll test, got ${shown(test)}`);
  wholeOrThrow(test.dice, 0, MAX_DICE, 'testOdds: dice');
  checkFunction(test.pass, 'testOdds');
  const total = D10_SIDES ** test.dice;
  const rolls: number[] = new Array<number>(test.dice).fill(0);
  let passes = 0;
  for (let i = 0; i < total; i++) {
    let k = i;
    for (let d = 0; d < test.dice; d++) {
      rolls[d] = D10_FACES[k % D10_SIDES] ?? 0;
      k = Math.floor(k / D10_SIDES);
    }
    if (test.pass(rolls)) passes++;
  }
  return odds(passes, total);
}

/**
 * A roll "re-rolled until below `limit`" (e.g. a direction 0–7): the faces it can end on.
 * Each is equally likely, 1 in `rerolledFaces(limit).length`.
 */
export function rerolledFaces(limit: number): readonly number[] {
  wholeOrThrow(limit, 0, D10_SIDES, 'rerolledFaces: limit');
  return D10_FACES.filter((f) => f < limit);
}

// ---------------------------------------------------------------------------
// Fractions
// ---------------------------------------------------------------------------

export function gcd(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b)) {
    throw new RangeError(`gcd: need whole numbers, got ${shown(a)} and ${shown(b)}`);
  }
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
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

/**
 * Odds num/den in lowest terms. Throws RangeError (a bug signal) unless num and den are safe
 * integers with 0 ≤ num ≤ den and den > 0.
 */
export function odds(num: number, den: number): Odds {
  if (
    !Number.isSafeInteger(num) ||
    !Number.isSafeInteger(den) ||
    den <= 0 ||
    num < 0 ||
    num > den
  ) {
    throw new RangeError(
      `odds: need integers 0 ≤ num ≤ den, den > 0; got ${shown(num)}/${shown(den)}`,
    );
  }
  const g = gcd(num, den) || 1;
  const n = num / g;
  const d = den / g;
  return Object.freeze({ num: n, den: d, p: n / d });
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
