/**
 * What a wizard's hands may do next turn under the enchantments that steer gestures: Fear,
 * Paralysis, Amnesia, Charm Person, Confusion and Anti-spell, and which of them cancel each
 * other when they land on the same wizard in the same turn.
 *
 * Source: the Spellcast manual page, the entries for those six spells. Confusion's odds are
 * exact: the hand is 1 in 2 and the gesture 1 in 6 (C, P, D, F, S, W), so each hand/gesture
 * pair is 1 in 12.
 */
import type { Result } from '../types';
import { HAND_CHARS, HANDS, type Hand, type HandChar } from './sequences';

/** The enchantments cast on one wizard this turn (they act next turn). */
export interface HandEffects {
  fear?: boolean;
  /** The hand the paralysing caster picked. */
  paralysis?: Hand;
  amnesia?: boolean;
  /** The hand the charming caster will control. */
  charmPerson?: Hand;
  confusion?: boolean;
  antiSpell?: boolean;
}

export type RestrictionRule =
  'free' | 'fear' | 'paralysis' | 'amnesia' | 'charm-person' | 'confusion' | 'mind-spells-cancel';

export interface HandAllowance {
  /** What the wizard may choose for this hand (empty when someone or something else decides). */
  choices: HandChar[];
  /** The gesture the hand must make, when it is fixed. */
  forced?: HandChar;
  /** Who decides instead of the wizard. */
  decidedBy?: 'charmer';
  /** Confusion: the chance (num/den) that chance replaces this hand's gesture. */
  overridden?: { num: number; den: number };
  rule: RestrictionRule;
}

export interface Allowance {
  left: HandAllowance;
  right: HandAllowance;
  /** Gestures made up to now no longer count towards any spell (Anti-spell). */
  startAfresh: boolean;
  /** The mind spells that cancelled each other, if any. */
  cancelled: string[];
  /** For Confusion: each hand/gesture outcome with its exact chance (num/den). */
  confusionOutcomes?: { hand: Hand; gesture: HandChar; num: number; den: number }[];
}

/** Paralysis freezes a clap, snap or wave one step down: C → F, S → D, W → P. */
export const PARALYSIS_FREEZE: Record<string, HandChar> = { C: 'F', S: 'D', W: 'P' };

const FEAR_FORBIDS: readonly string[] = ['C', 'D', 'F', 'S'];
const CONFUSION_GESTURES: readonly HandChar[] = ['C', 'P', 'D', 'F', 'S', 'W'];

/**
 * What each hand may do next turn, from this turn's gestures (`left`, `right`: the histories up
 * to and including this turn) and the enchantments landing on the wizard this turn. Two or more
 * different mind spells (Amnesia, Confusion, Charm Person, Paralysis, Fear) on the same wizard
 * cancel, and none of them works. Anti-spell is not one of them and always works.
 */
export function allowedNextTurn(
  left: string,
  right: string,
  effects: HandEffects,
): Result<Allowance, 'no-history'> {
  const mind = [
    effects.amnesia && 'Amnesia',
    effects.confusion && 'Confusion',
    effects.charmPerson && 'Charm Person',
    effects.paralysis && 'Paralysis',
    effects.fear && 'Fear',
  ].filter((x): x is string => typeof x === 'string');
  const needsHistory = effects.amnesia || effects.paralysis;
  if (mind.length < 2 && needsHistory && (left.length === 0 || right.length === 0)) {
    return {
      ok: false,
      error: 'no-history',
      message: 'Amnesia and Paralysis copy this turn’s gestures, so this turn needs a gesture.',
    };
  }
  const free = (): HandAllowance => ({ choices: [...HAND_CHARS], rule: 'free' });
  const out: Allowance = {
    left: free(),
    right: free(),
    startAfresh: !!effects.antiSpell,
    cancelled: [],
  };
  if (mind.length >= 2) {
    out.cancelled = mind;
    out.left.rule = 'mind-spells-cancel';
    out.right.rule = 'mind-spells-cancel';
    return { ok: true, value: out };
  }
  const last = { left: left.toUpperCase().slice(-1), right: right.toUpperCase().slice(-1) };
  for (const h of HANDS) {
    const now = last[h] as HandChar;
    if (effects.fear) {
      out[h] = { choices: HAND_CHARS.filter((c) => !FEAR_FORBIDS.includes(c)), rule: 'fear' };
    } else if (effects.amnesia) {
      out[h] = { choices: [now], forced: now, rule: 'amnesia' };
    } else if (effects.paralysis === h) {
      const frozen = PARALYSIS_FREEZE[now] ?? now;
      out[h] = { choices: [frozen], forced: frozen, rule: 'paralysis' };
    } else if (effects.charmPerson === h) {
      out[h] = { choices: [], decidedBy: 'charmer', rule: 'charm-person' };
    } else if (effects.confusion) {
      out[h] = { choices: [...HAND_CHARS], overridden: { num: 1, den: 2 }, rule: 'confusion' };
    }
  }
  if (effects.confusion) {
    out.confusionOutcomes = HANDS.flatMap((hand) =>
      CONFUSION_GESTURES.map((gesture) => ({ hand, gesture, num: 1, den: 12 })),
    );
  }
  return { ok: true, value: out };
}

/**
 * Histories as Anti-spell leaves them: every turn up to now is blanked to '-' so no later
 * spell can use it (the lengths stay, so the turns still line up).
 */
export function afterAntiSpell(left: string, right: string): { left: string; right: string } {
  return { left: '-'.repeat(left.length), right: '-'.repeat(right.length) };
}
