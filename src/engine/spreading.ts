/**
 * Gooey Blob and Magic Fire spreading, castle vanishing and Magic Wood gifts: exact odds per
 * turn (routine #9F50; table in data/spread.ts).
 *
 * Each turn, after casting, every blob and fire not created this turn:
 *  1. tries to spread: fire with d10 < 9 (9/10), blob with d10 < 9 then d10 < 8 (72/100);
 *  2. if it tries, picks one of the 8 neighbours uniformly (d10 re-rolled until 0–7) and
 *     deals with what is there (SPREAD_TABLE);
 *  3. unless that step was "nothing" (off the board, own piece), rolls to vanish: d10 < 2 and,
 *     unless the square last examined holds fire, d10 < 3. So fire 2/10 and blob 6/100 after
 *     taking a square or not trying; 6/100 for either after being blocked by a non-fire piece;
 *     2/10 for either after being blocked by fire.
 * Then each Magic Castle and Dark Citadel vanishes with 2/10, and each Magic Wood sheltering a
 * wizard gives him a spell and vanishes with 4/10 (spellbook.ts).
 */
import { CREATURES } from './data/creatures';
import { PIECES } from './data/pieces';
import { SPREAD_TABLE, type SpreadRule, type SpreadTargetClass } from './data/spread';
import { fireBurnTest } from './combat';
import { isCreatureName } from './pieceLookup';
import {
  not,
  odds,
  oneRoll,
  plus,
  rerolledFaces,
  testOdds,
  times,
  twoRolls,
  ZERO,
  ONE,
  type RollTest,
} from './odds';
import { woodGiftTest } from './spellbook';
import type { CreatureName, Odds, Result } from './types';
import { isRecord, ownEntry, shown } from './guard';

export type Spreader = 'Gooey Blob' | 'Magic Fire';

/** Throws a RangeError unless `s` is 'Gooey Blob' or 'Magic Fire'. */
function checkSpreader(s: unknown, where: string): void {
  if (s !== 'Gooey Blob' && s !== 'Magic Fire') {
    throw new RangeError(`${where}: the spreader is 'Gooey Blob' or 'Magic Fire', not ${shown(s)}`);
  }
}

/** The try-to-spread roll: fire d10 < 9; blob d10 < 9 then d10 < 8. */
export function spreadAttemptTest(spreader: Spreader): RollTest {
  checkSpreader(spreader, 'spreadAttemptTest');
  return spreader === 'Magic Fire' ? oneRoll((r) => r < 9) : twoRolls((a, b) => a < 9 && b < 8);
}

/** The vanish roll: d10 < 2, then (unless the square last examined holds fire) d10 < 3. */
export function vanishTest(lastExaminedIsFire: boolean): RollTest {
  if (typeof lastExaminedIsFire !== 'boolean') {
    throw new RangeError(`vanishTest: need true or false, got ${shown(lastExaminedIsFire)}`);
  }
  return twoRolls((a, b) => a < 2 && (lastExaminedIsFire || b < 3));
}

/** A castle or citadel vanishes: d10 < 2. */
export const castleVanishTest: RollTest = oneRoll((r) => r < 2);

/** Direction rolls: a d10 re-rolled until it is 0–7, so each neighbour has 1 in 8. */
export const DIRECTION_FACES = rerolledFaces(8);

/** P(picking one given neighbour). */
export function directionOdds(): Odds {
  return odds(1, DIRECTION_FACES.length);
}

export function spreadAttemptOdds(spreader: Spreader): Odds {
  return testOdds(spreadAttemptTest(spreader));
}

/** P(the piece vanishes) with the square last examined holding fire or not. */
export function vanishOdds(lastExaminedIsFire: boolean): Odds {
  return testOdds(vanishTest(lastExaminedIsFire));
}

export function castleVanishOdds(): Odds {
  return testOdds(castleVanishTest);
}

/** What a spreader finds: the class, and for an enemy creature which one (its defence matters to fire). */
export type SpreadTarget =
  | { readonly class: Exclude<SpreadTargetClass, 'enemy-creature'> }
  | { readonly class: 'enemy-creature'; readonly creature: CreatureName };

/** The defence that Magic Fire's burn roll uses for a target (pieces' record defence). */
export function burnDefence(target: SpreadTarget): number {
  const cls = isRecord(target) ? ownEntry(SPREAD_TABLE, target.class) : undefined;
  if (!cls) throw new RangeError(`burnDefence: not a spread target: ${shown(target)}`);
  switch (target.class) {
    case 'enemy-creature': {
      const c = ownEntry(CREATURES, target.creature);
      if (!c) throw new RangeError(`burnDefence: not a creature: ${shown(target.creature)}`);
      return c.defence;
    }
    case 'enemy-magic-fire':
      return PIECES['Magic Fire'].defence;
    case 'enemy-shadow-wood':
      return PIECES['Shadow Wood'].defence;
    case 'enemy-gooey-blob':
      return PIECES['Gooey Blob'].defence;
    default:
      return 0;
  }
}

/** Exact result of spreading towards one chosen neighbour. */
export interface SpreadOutcome {
  readonly rule: SpreadRule;
  /** P(the spreader takes the square). */
  readonly takes: Odds;
  /** P(it is blocked), 0 for 'nothing'. */
  readonly blocked: Odds;
  /** P(the source piece then vanishes). */
  readonly vanishes: Odds;
  /** P(vanish) after taking / after being blocked; null where no roll follows or the case can't happen. */
  readonly vanishIfTaken: Odds | null;
  readonly vanishIfBlocked: Odds | null;
}

export function spreadOutcome(
  spreader: Spreader,
  target: SpreadTarget,
): Result<SpreadOutcome, 'unknown-target' | 'unknown-spreader'> {
  if (spreader !== 'Gooey Blob' && spreader !== 'Magic Fire') {
    return {
      ok: false,
      error: 'unknown-spreader',
      message: `The spreader is Gooey Blob or Magic Fire, not ${shown(spreader)}.`,
    };
  }
  if (!isRecord(target)) {
    return { ok: false, error: 'unknown-target', message: 'No spread target given.' };
  }
  const row = ownEntry(SPREAD_TABLE, target.class);
  if (!row)
    return {
      ok: false,
      error: 'unknown-target',
      message: `Unknown spread target ${shown(target.class)}.`,
    };
  if (target.class === 'enemy-creature' && !isCreatureName(target.creature)) {
    return {
      ok: false,
      error: 'unknown-target',
      message: `Unknown creature ${shown(target.creature)}.`,
    };
  }
  const rule = spreader === 'Magic Fire' ? row.fire : row.blob;
  const takes =
    rule.takes === 'always'
      ? ONE
      : rule.takes === 'never'
        ? ZERO
        : testOdds(fireBurnTest(burnDefence(target)));
  const blocked = rule.effect === 'nothing' ? ZERO : not(takes);
  const sourceIsFire = spreader === 'Magic Fire';
  const targetIsFire = target.class === 'enemy-magic-fire';
  const vanishIfTaken = rule.vanishRoll && takes.num > 0 ? vanishOdds(sourceIsFire) : null;
  const vanishIfBlocked = rule.vanishRoll && blocked.num > 0 ? vanishOdds(targetIsFire) : null;
  const vanishes = plus(
    vanishIfTaken ? times(takes, vanishIfTaken) : ZERO,
    vanishIfBlocked ? times(blocked, vanishIfBlocked) : ZERO,
  );
  return { ok: true, value: { rule, takes, blocked, vanishes, vanishIfTaken, vanishIfBlocked } };
}

/** One spreader's whole turn, exactly. */
export interface SpreadTurnOdds {
  readonly attempt: Odds;
  /** Per neighbour (in the order given): P(it is taken this turn). */
  readonly takes: readonly Odds[];
  /** P(nothing is taken this turn). */
  readonly takesNothing: Odds;
  /** P(the spreader vanishes at the end of its turn). */
  readonly vanishes: Odds;
}

/** The exact turn of a spreader with these 8 neighbours (use class 'off-board' at the edges). */
export function spreadTurnOdds(
  spreader: Spreader,
  neighbours: readonly SpreadTarget[],
): Result<SpreadTurnOdds, 'unknown-target' | 'unknown-spreader' | 'need-8-neighbours'> {
  if (spreader !== 'Gooey Blob' && spreader !== 'Magic Fire') {
    return {
      ok: false,
      error: 'unknown-spreader',
      message: `The spreader is Gooey Blob or Magic Fire, not ${shown(spreader)}.`,
    };
  }
  if (!Array.isArray(neighbours) || neighbours.length !== DIRECTION_FACES.length) {
    return {
      ok: false,
      error: 'need-8-neighbours',
      message: `A square has 8 neighbours; got ${Array.isArray(neighbours) ? neighbours.length : shown(neighbours)}.`,
    };
  }
  const attempt = spreadAttemptOdds(spreader);
  const dir = directionOdds();
  const takes: Odds[] = [];
  const vanishParts: Odds[] = [times(not(attempt), vanishOdds(spreader === 'Magic Fire'))];
  for (const n of neighbours) {
    const o = spreadOutcome(spreader, n);
    if (!o.ok) return o;
    takes.push(times(attempt, dir, o.value.takes));
    vanishParts.push(times(attempt, dir, o.value.vanishes));
  }
  return {
    ok: true,
    value: { attempt, takes, takesNothing: not(plus(...takes)), vanishes: plus(...vanishParts) },
  };
}

/** P(a sheltering wizard gets a Magic Wood gift, and the tree vanishes) = 4/10. */
export function woodVanishOdds(): Odds {
  return testOdds(woodGiftTest);
}
