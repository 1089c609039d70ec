/**
 * A small seeded pseudo-random generator for the engine's simulations (sfc32, seeded by
 * splitmix32). Pure: every function takes a generator state and returns the value with the
 * next state; states are plain, frozen data that can cross a Web Worker boundary.
 *
 * d10 rolls go through `d10FromNibble` (odds.ts), the same definition the exact odds use.
 */
import { isRecord, isWholeIn, wholeOrThrow } from './guard';
import { d10FromNibble, MAX_DICE, type RollTest } from './odds';

/**
 * Generator state: the four unsigned 32-bit words of sfc32, plus the unused 4-bit pieces of the
 * last word drawn for d10 rolls (`nibbles`, holding `nibbleCount` of them, low bits first).
 */
export interface RngState {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
  readonly nibbles: number;
  readonly nibbleCount: number;
}

/** A value together with the generator state to use next. */
export interface Rolled<T> {
  readonly value: T;
  readonly next: RngState;
}

/**
 * A generator state from a seed: a whole number (safe integer) whose low 32 bits are used (same
 * seed, same sequence). Anything else (NaN, ±Infinity, a fraction, an unsafe number, not a
 * number) throws a RangeError; engine code that has checked its own seed calls `seedState`.
 */
export function seedRng(seed: number): RngState {
  wholeOrThrow(seed, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, 'seedRng: the seed');
  return seedState(seed);
}

/**
 * `seedRng` without the check, for engine callers that checked their seed (a finite number; its
 * whole part's low 32 bits are used, a non-finite one counts as 0). Not exported from index.ts.
 */
export function seedState(seed: number): RngState {
  let s = (Number.isFinite(seed) ? Math.trunc(seed) : 0) >>> 0;
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    // splitmix32
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    words.push((z ^ (z >>> 16)) >>> 0);
  }
  const warm = new MutableRng({
    a: words[0] ?? 0,
    b: words[1] ?? 0,
    c: words[2] ?? 0,
    d: words[3] ?? 1,
    nibbles: 0,
    nibbleCount: 0,
  });
  // Warm up, as sfc32 recommends.
  for (let i = 0; i < 12; i++) warm.uint32();
  return warm.state();
}

/** A 32-bit word as the generator holds it: signed or unsigned (it reads words with `>>> 0`). */
const WORD_MIN = -(2 ** 31);
const WORD_MAX = 2 ** 32 - 1;

/** Why `state` is not a generator state (four 32-bit words, nibbles, 0–8 left), or null. */
export function rngStateProblem(state: unknown): string | null {
  if (!isRecord(state))
    return 'a generator state is an object { a, b, c, d, nibbles, nibbleCount }';
  for (const k of ['a', 'b', 'c', 'd', 'nibbles'] as const) {
    if (!isWholeIn(state[k], WORD_MIN, WORD_MAX))
      return `the generator state's ${k} must be a 32-bit whole number`;
  }
  if (!isWholeIn(state.nibbleCount, 0, 8))
    return "the generator state's nibbleCount must be a whole number from 0 to 8";
  return null;
}

function stateOrThrow(state: RngState, where: string): RngState {
  const problem = rngStateProblem(state);
  if (problem !== null) throw new RangeError(`${where}: ${problem}`);
  return state;
}

/** The next unsigned 32-bit value. */
export function nextUint32(state: RngState): Rolled<number> {
  const m = new MutableRng(stateOrThrow(state, 'nextUint32'));
  const value = m.uint32();
  return { value, next: m.state() };
}

/** One d10 roll (0–9), made the game's way: low 4 bits, again on 10–15. */
export function rollD10(state: RngState): Rolled<number> {
  const m = new MutableRng(stateOrThrow(state, 'rollD10'));
  const value = m.d10();
  return { value, next: m.state() };
}

/** Rolls the dice of a test and reports whether it passed. */
export function rollTest(test: RollTest, state: RngState): Rolled<boolean> {
  if (!isRecord(test) || typeof test.pass !== 'function')
    throw new RangeError('rollTest: need a test { dice, pass }');
  wholeOrThrow(test.dice, 0, MAX_DICE, 'rollTest: the number of dice');
  const m = new MutableRng(stateOrThrow(state, 'rollTest'));
  const value = m.test(test);
  return { value, next: m.state() };
}

/**
 * The same generator with mutable state, for hot loops inside one pure function: create it from
 * a state, draw, and hand `state()` back to the caller. Never shared or kept.
 */
export class MutableRng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private nibbles: number;
  private nibbleCount: number;
  private readonly scratch: number[] = [];

  constructor(s: RngState) {
    this.a = s.a >>> 0;
    this.b = s.b >>> 0;
    this.c = s.c >>> 0;
    this.d = s.d >>> 0;
    this.nibbles = s.nibbles >>> 0;
    this.nibbleCount = Number.isInteger(s.nibbleCount)
      ? Math.max(0, Math.min(8, s.nibbleCount))
      : 0;
  }

  uint32(): number {
    // sfc32
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** Four fresh random bits: the next piece of the current word, or of a new one. */
  nibble(): number {
    if (this.nibbleCount === 0) {
      this.nibbles = this.uint32();
      this.nibbleCount = 8;
    }
    const n = this.nibbles & 0x0f;
    this.nibbles >>>= 4;
    this.nibbleCount--;
    return n;
  }

  /** One d10 roll, 0–9: a nibble, again on 10–15 (`d10FromNibble`). */
  d10(): number {
    for (;;) {
      const face = d10FromNibble(this.nibble());
      if (face !== null) return face;
    }
  }

  /** A d10 re-rolled until it is below `limit` (1–10), as the game does for directions. */
  d10Below(limit: number): number {
    for (;;) {
      const r = this.d10();
      if (r < limit) return r;
    }
  }

  test(t: RollTest): boolean {
    const rolls = this.scratch;
    rolls.length = t.dice;
    for (let i = 0; i < t.dice; i++) rolls[i] = this.d10();
    return t.pass(rolls);
  }

  state(): RngState {
    return Object.freeze({
      a: this.a,
      b: this.b,
      c: this.c,
      d: this.d,
      nibbles: this.nibbles,
      nibbleCount: this.nibbleCount,
    });
  }
}
