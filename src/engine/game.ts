/**
 * The game's length and turn order (#8E5A–#8E9A).
 */
import { shown, wholeOrThrow } from './guard';
import { isWizardCount } from './wizards';
import type { Result } from './types';

/** Turns a game lasts: 2 × wizards + 15. RangeError unless wizards is a whole number 2–8. */
export function gameLengthFormula(wizards: number): number {
  return turnsOfGame(wholeOrThrow(wizards, 2, 8, 'gameLengthFormula: wizards'));
}

/** `gameLengthFormula` without the check, for the game engine's turn loop (not in index.ts). */
export function turnsOfGame(wizards: number): number {
  return 2 * wizards + 15;
}

/** The game length for 2–8 wizards (19 to 31 turns); after it, survivors draw. */
export function gameLength(wizards: number): Result<number, 'bad-wizard-count'> {
  if (!isWizardCount(wizards)) {
    return {
      ok: false,
      error: 'bad-wizard-count',
      message: `Chaos has 2 to 8 wizards; got ${shown(wizards)}.`,
    };
  }
  return { ok: true, value: turnsOfGame(wizards) };
}

/** The steps of one turn, in order. */
export const TURN_STEPS = [
  'choose-spells',
  'cast-spells',
  'check-winner',
  'spreading-and-castles',
  'magic-wood-gifts',
  'movement',
  'check-winner-again',
] as const;
export type TurnStep = (typeof TURN_STEPS)[number];
