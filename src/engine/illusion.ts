/**
 * "Is it an illusion?": an enemy has just cast a creature and it stands on the board. It is an
 * illusion when the caster chose one (an illusion always works), and real when he did not and
 * the casting roll passed. By Bayes, with b the chance he casts it as an illusion and c his
 * chance of casting it for real:
 *
 *   P(illusion | it appeared) = b / (b + (1 − b) · c).
 *
 * - c is the casting chance at the balance and the caster's ability (casting.ts
 *   `castingChance`, one roll: creatures are not among the spells a human rolls twice).
 * - b for a computer is the original's rule: d10 < 2, 2 in 10, for creatures 2–33 (#99C9–#99DB,
 *   ai.md §3.3; bluff.ts `computerIllusionOdds`). For a human it is the reader's guess, as a
 *   whole percentage.
 * - Disbelieve (#99F1) removes an illusion and does nothing to a real creature; the reader's own
 *   chance to cast it is `castingChance('Disbelieve', …)`, and it is never used up (it stays in
 *   the book, ai.md §3.1), so trying it costs only this turn's spell.
 *
 * Pure and exact: every answer is an `Odds` in lowest terms.
 */
import { castingChance } from './casting';
import { computerIllusionOdds } from './bluff';
import { isCreatureName } from './pieceLookup';
import { odds } from './odds';
import { CREATURE_NAMES, type Odds, type Result } from './types';

export type IllusionError =
  'bad-input' | 'not-a-creature' | 'bad-caster' | 'bad-bluff' | 'bad-balance' | 'bad-ability';

export interface IllusionInput {
  /** The creature that appeared ('Golden Dragon'). */
  readonly creature: string;
  /** Who cast it. */
  readonly caster: 'computer' | 'human';
  /** For a human caster: how often he casts a creature as an illusion, 0–100 %. */
  readonly bluffPercent?: number;
  /** The world balance when it was cast, −128…127. */
  readonly balance: number;
  /** The caster’s ability, 0–2. */
  readonly ability: number;
  /** The reader’s ability, for Disbelieve, 0–2 (default 0). */
  readonly disbelieverAbility?: number;
}

export interface IllusionOdds {
  /** The caster's chance of casting the creature for real. */
  readonly castChance: Odds;
  /** How often the caster casts it as an illusion. */
  readonly bluff: Odds;
  /** The creature appears as an illusion: b. */
  readonly appearsAsIllusion: Odds;
  /** The creature appears and is real: (1 − b) · c. */
  readonly appearsReal: Odds;
  /** The answer: P(illusion | it appeared). */
  readonly illusion: Odds;
  /** The reader's chance of casting Disbelieve. */
  readonly disbelieve: Odds;
  /** Disbelieve cast now removes the creature: P(illusion) × P(Disbelieve works). */
  readonly removes: Odds;
  /** 'illusion' when an illusion is more likely than not, 'real' when less, 'even' at 1/2. */
  readonly verdict: 'illusion' | 'real' | 'even';
}

function fail(error: IllusionError, message: string): Result<IllusionOdds, IllusionError> {
  return { ok: false, error, message };
}

const whole = (v: unknown, lo: number, hi: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;

/** The chance a creature just cast by an enemy is an illusion, and what Disbelieve gains. */
export function illusionOdds(input: IllusionInput): Result<IllusionOdds, IllusionError> {
  if (typeof input !== 'object' || input === null) return fail('bad-input', 'no input given');
  const { creature, caster } = input;
  if (typeof creature !== 'string' || !isCreatureName(creature))
    return fail(
      'not-a-creature',
      `only creatures can be illusions: choose one of the ${CREATURE_NAMES.length}`,
    );
  if (caster !== 'computer' && caster !== 'human')
    return fail('bad-caster', 'the caster is the computer or a human');
  if (!whole(input.balance, -128, 127))
    return fail('bad-balance', 'the balance must be a whole number from −128 to 127');
  if (!whole(input.ability, 0, 2)) return fail('bad-ability', 'the ability must be 0–2');
  const readerAbility = input.disbelieverAbility ?? 0;
  if (!whole(readerAbility, 0, 2)) return fail('bad-ability', 'the ability must be 0–2');
  let bluff: Odds;
  if (caster === 'computer') bluff = computerIllusionOdds();
  else {
    if (!whole(input.bluffPercent, 0, 100))
      return fail('bad-bluff', 'how often a human bluffs must be a whole percentage, 0–100');
    bluff = odds(input.bluffPercent, 100);
  }
  const cast = castingChance(creature, { balance: input.balance, ability: input.ability });
  const dis = castingChance('Disbelieve', { balance: input.balance, ability: readerAbility });
  if (!cast.ok || !dis.ok)
    return fail('bad-input', cast.ok ? (dis.ok ? '' : dis.message) : cast.message);
  const c = cast.value.odds;
  // b = bn/bd, c = cn/cd: b / (b + (1 − b) c) = bn·cd / (bn·cd + (bd − bn)·cn).
  const illusionNum = bluff.num * c.den;
  const realNum = (bluff.den - bluff.num) * c.num;
  const illusion = odds(illusionNum, illusionNum + realNum);
  const d = dis.value.odds;
  const twice = 2 * illusion.num;
  return {
    ok: true,
    value: {
      castChance: c,
      bluff,
      appearsAsIllusion: bluff,
      appearsReal: odds(realNum, bluff.den * c.den),
      illusion,
      disbelieve: d,
      removes: odds(illusion.num * d.num, illusion.den * d.den),
      verdict: twice > illusion.den ? 'illusion' : twice < illusion.den ? 'real' : 'even',
    },
  };
}
