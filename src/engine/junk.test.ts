/**
 * Issue 14: the engine refuses bad input. Every function exported from index.ts (enumerated at
 * run time, so a new export is covered without touching this file) is called with generated
 * junk: NaN, ±Infinity, fractions, unsafe huge numbers, 'toString' / '__proto__' names, holes,
 * null, undefined, wrong types (not symbols: a symbol is never a value any caller has). Each call must answer, quickly, with a Result error code
 * (`{ ok: false, error }`) or a RangeError: never a hang, a TypeError or an answer.
 *
 * Two kinds of export are held to a different rule, each by an explicit list checked below:
 * - yes/no questions (`isSpellName`, `onBoard`, …) answer `false` for junk (or throw a
 *   RangeError): false is the true answer to "is this a spell name?";
 * - functions that take no input (a fixed table such as `directionOdds()`) ignore arguments;
 * - share-code readers for which '' is a real code (`decodePosition`: '' is the default
 *   position, the code `encodePosition` writes for it) answer '' with that value;
 * - functions of one yes/no flag (`vanishTest`) may answer when given booleans (FLAG_INPUT).
 * Every other export must refuse every junk value: there is no list of exceptions.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as engine from './index';

type Fn = (...args: unknown[]) => unknown;

const holes150: unknown[] = new Array<unknown>(150);
const JUNK: readonly unknown[] = [
  NaN,
  Infinity,
  -Infinity,
  1.5,
  -0.25,
  2 ** 60,
  -(2 ** 60),
  'toString',
  '__proto__',
  'constructor',
  'robot',
  '',
  null,
  undefined,
  true,
  {},
  Object.create(null),
  new Array<unknown>(2),
  holes150,
  { x: NaN, y: 0 },
  { x: 15, y: 0 },
  { x: 1e9, y: 0 },
  { class: 'toString' },
  { num: NaN, den: 1 },
  { num: 1n, den: 0n },
  { kind: 'toString', owner: 9 },
];

/** Yes/no questions: junk gets `false` (or a RangeError). */
const QUESTIONS = new Set([
  'onBoard',
  'sameSquare',
  'isSpriteName',
  'isCreatureKind',
  'isWizardKind',
  'isCorpseKind',
  'isMountKind',
  'isUndeadKind',
  'isTreeKind',
  'canBlockSight',
  'isCreatureName',
  'isPieceName',
  'isSpellName',
  'isSpellNumber',
  'isCreatureId',
  'isWizardLevel',
  'isWizardCount',
  'isTurmoilSquare',
  'isWizard',
  'isCreature',
  'isUndead',
  'mayAttackUndead',
  'isUndeadCreature',
  'mayAttackUndeadWith',
  'leavesCorpseToRaise',
]);

/** Functions of no input: a fixed table or value. */
const NO_INPUT = new Set([
  'allSquares',
  'emptyBoard',
  'directionOdds',
  'castleVanishOdds',
  'woodVanishOdds',
  'spellDrawOdds',
  'woodGiftOdds',
  'woodGiftChance',
  'disbelievePriority',
  'computerIllusionOdds',
  'wizardState',
  'wizardChoice',
]);

/** Share-code readers whose code '' is the default value: '' gets `{ ok: true }`. */
const EMPTY_IS_A_CODE = new Set(['decodePosition']);

/**
 * Functions whose only input is a yes/no flag (`vanishTest(lastExaminedIsFire)`): `true` is
 * a real argument for them, so they may answer when every argument is a boolean, and must
 * refuse anything else.
 */
const FLAG_INPUT = new Set(['vanishTest', 'vanishOdds']);

const exported = engine as unknown as Record<string, unknown>;
const functions = Object.entries(exported)
  .filter((e): e is [string, Fn] => typeof e[1] === 'function')
  .sort(([a], [b]) => a.localeCompare(b));

/** What one call did, in words ('' when it was allowed). */
function verdict(name: string, fn: Fn, args: unknown[]): string {
  const started = performance.now();
  let result: unknown;
  let thrown: unknown;
  let threw = false;
  try {
    result = fn(...args);
  } catch (e) {
    threw = true;
    thrown = e;
  }
  const ms = performance.now() - started;
  if (ms > 2000) return `took ${Math.round(ms)} ms`;
  if (threw) {
    if (thrown instanceof RangeError) return '';
    return `threw ${thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : 'a non-error'}`;
  }
  if (QUESTIONS.has(name)) return result === false ? '' : `answered ${String(result)}`;
  if (EMPTY_IS_A_CODE.has(name) && args[0] === '')
    return (result as { ok?: unknown } | null)?.ok === true ? '' : "refused its own code ''";
  if (FLAG_INPUT.has(name) && args.every((a) => typeof a === 'boolean')) return '';
  if (
    typeof result === 'object' &&
    result !== null &&
    (result as { ok?: unknown }).ok === false &&
    typeof (result as { error?: unknown }).error === 'string'
  ) {
    return '';
  }
  return 'answered';
}

describe('every export refuses junk', () => {
  it('the lists name real exports, and no-input functions take none', () => {
    const names = new Set(functions.map(([n]) => n));
    for (const n of [...QUESTIONS, ...NO_INPUT, ...EMPTY_IS_A_CODE, ...FLAG_INPUT])
      expect(names.has(n), n).toBe(true);
    for (const n of FLAG_INPUT) expect((exported[n] as Fn).length, n).toBe(1);
    for (const n of NO_INPUT) expect((exported[n] as Fn).length, n).toBe(0);
    expect(functions.length).toBeGreaterThan(100);
  });

  for (const [name, fn] of functions) {
    if (NO_INPUT.has(name)) continue;
    it(`${name} answers junk with an error code or a RangeError`, () => {
      const arity = Math.max(fn.length, 1);
      fc.assert(
        fc.property(
          fc.array(fc.constantFrom(...JUNK), { minLength: arity, maxLength: arity }),
          (args) => {
            expect(
              verdict(name, fn, args),
              `${name}(${args.map((a) => typeof a).join(', ')})`,
            ).toBe('');
          },
        ),
        { numRuns: 60, seed: 14 },
      );
    }, 20_000);
  }
});

describe('the examples issue 14 lists', () => {
  const o = engine.odds(1, 2);
  const rangeError = (f: () => unknown) => expect(f).toThrow(RangeError);
  const refused = (r: { ok: boolean; error?: string }, error: string) =>
    expect(r).toMatchObject({ ok: false, error });

  it('no hang, no memory blow-up', () => {
    rangeError(() => engine.gcd(NaN, 4));
    rangeError(() => engine.gcd(Infinity, 4));
    rangeError(() => engine.atLeastOnce(o, 1e9));
    rangeError(() => engine.killWithinTurns([o, o, o], 1e8));
    rangeError(() => engine.linePixels({ x: 1e9, y: 0 }, { x: 0, y: 0 }));
    rangeError(() => engine.rollDistribution(12, () => 0));
    // The caps leave room for every real use.
    expect(engine.atLeastOnce(o, 3)).toMatchObject({ num: 7n, den: 8n });
  });

  it('names are looked up as own properties, never through the prototype', () => {
    rangeError(() => engine.attackSpellTargets('toString' as never));
    rangeError(() => engine.spreadAttemptOdds('Nope' as never));
    refused(engine.spreadOutcome('Magic Fire', { class: 'toString' } as never), 'unknown-target');
    expect(engine.leavesCorpseToRaise('__proto__')).toBe(false);
  });

  it('boards with holes and bad seats are refused', () => {
    refused(engine.validateBoard(new Array(150) as never), 'bad-kind');
    rangeError(() => engine.threatTable(engine.emptyBoard(), 9, { x: 0, y: 0 }));
  });

  it('casting checks its rolls, caster and illusion flag', () => {
    const base = { balance: 0, ability: 0 };
    refused(engine.resolveCast('Law-2', { ...base, caster: 'human' }, [1] as never), 'bad-rolls');
    refused(engine.castOutcome('Law-2', { ...base, caster: 'robot' as never }), 'bad-caster');
    refused(
      engine.castOutcome('King Cobra', { ...base, caster: 'human', illusion: 'true' as never }),
      'bad-illusion',
    );
  });

  it('numbers out of range are refused', () => {
    rangeError(() => engine.balanceDisplay(2 ** 31));
    rangeError(() => engine.upgradesFromFlags(-5));
    rangeError(() => engine.squareIndex({ x: 15, y: 0 }));
    rangeError(() => engine.d10FromNibble(1.5));
    rangeError(() =>
      engine.weaponBonus({ kind: 'Wizard', weapon: 'Spoon' } as unknown as engine.Fighter),
    );
    const result = { turns: 3, runs: 2, coveredByTurn: [[0], [1], [2]] };
    expect(engine.coverageChance(result as never, 3)).toEqual([1]);
    rangeError(() => engine.coverageChance(result as never, 99));
  });
});
