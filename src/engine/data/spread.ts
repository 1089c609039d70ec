/**
 * Gooey Blob and Magic Fire spreading (routine at #9F50, called from the turn loop at #8E70),
 * as read from the original code: what happens when a spreader picks a neighbouring square,
 * by what is there. The odds are worked out in ../spreading.ts from the rolls given here.
 *
 * Vanish roll: after a spreader's step, unless the step was "nothing happens" (off the board
 * or onto its own side's piece), the game rolls for the source square to vanish: d10 0–1,
 * then, unless the piece in the square last examined is fire, also d10 0–2. After taking a
 * square the source piece is the one last examined (fire 20 %, blob 6 %); after being blocked
 * it is the blocking target (6 %, or 20 % when the target is fire).
 */

/** What a spreader finds in the square it picked. "Enemy" means another wizard's (or no one's). */
export type SpreadTargetClass =
  | 'off-board'
  | 'empty'
  | 'corpse'
  | 'own-piece'
  | 'enemy-wizard'
  | 'enemy-ridden-mount'
  | 'castle-or-wall'
  | 'magic-wood'
  | 'enemy-magic-fire'
  | 'enemy-shadow-wood'
  | 'enemy-gooey-blob'
  | 'enemy-creature';

/** What spreading into the square does when it gets through. */
export type SpreadEffect =
  /** Off the board, or the spreader's own piece: no effect and no vanish roll. */
  | 'nothing'
  /** Moves into an empty square (new piece, same owner). */
  | 'spreads'
  /** Spreads onto a corpse, destroying it. */
  | 'destroys-corpse'
  /** Kills the wizard on foot (all his creations vanish), then spreads into the square. */
  | 'kills-wizard'
  /** Kills the wizard riding the mount; the mount goes too and the spreader takes the square. */
  | 'kills-rider'
  /** Never gets in. */
  | 'blocked'
  /** Gooey Blob: the piece is kept hidden under the blob and released when the blob goes. */
  | 'engulfs'
  /** Magic Fire: destroys the piece and takes its square (only if the burn roll succeeds). */
  | 'burns';

/** How one spreader deals with one kind of target. */
export interface SpreadRule {
  readonly effect: SpreadEffect;
  /**
   * How the square is taken: always, never, or by the burn roll
   * target defence + d10 > FIRE_BURN_ATTACK + d10 (otherwise blocked).
   */
  readonly takes: 'always' | 'never' | 'burn-roll';
  /** Whether a vanish roll follows at all (no for 'nothing'). */
  readonly vanishRoll: boolean;
}

export interface SpreadRow {
  readonly target: SpreadTargetClass;
  readonly blob: SpreadRule;
  readonly fire: SpreadRule;
  /** Where the branch is in the original code. */
  readonly codeRef: string;
}

// Magic Fire's side of the burn roll (data/fire.ts, a module of its own so that the roll tests
// of rolls.ts do not bring this table to pages that never spread).
export { FIRE_BURN_ATTACK } from './fire';

const always = (effect: SpreadEffect): SpreadRule => ({
  effect,
  takes: 'always',
  vanishRoll: true,
});
const blocked: SpreadRule = { effect: 'blocked', takes: 'never', vanishRoll: true };
const nothing: SpreadRule = { effect: 'nothing', takes: 'never', vanishRoll: false };
const burns: SpreadRule = { effect: 'burns', takes: 'burn-roll', vanishRoll: true };

export const SPREAD_TABLE: Readonly<Record<SpreadTargetClass, SpreadRow>> = {
  'off-board': { target: 'off-board', blob: nothing, fire: nothing, codeRef: '9FB2' },
  empty: { target: 'empty', blob: always('spreads'), fire: always('spreads'), codeRef: 'A09B' },
  corpse: {
    target: 'corpse',
    blob: always('destroys-corpse'),
    fire: always('destroys-corpse'),
    codeRef: '9FDC, A04E',
  },
  'own-piece': { target: 'own-piece', blob: nothing, fire: nothing, codeRef: '9FED' },
  'enemy-wizard': {
    target: 'enemy-wizard',
    blob: always('kills-wizard'),
    fire: always('kills-wizard'),
    codeRef: 'A011-A03A',
  },
  'enemy-ridden-mount': {
    target: 'enemy-ridden-mount',
    blob: always('kills-rider'),
    fire: always('kills-rider'),
    codeRef: '9FF4-A03A',
  },
  'castle-or-wall': { target: 'castle-or-wall', blob: blocked, fire: blocked, codeRef: '9FD2' },
  'magic-wood': { target: 'magic-wood', blob: blocked, fire: blocked, codeRef: '9FD7' },
  'enemy-magic-fire': {
    target: 'enemy-magic-fire',
    blob: blocked,
    fire: burns,
    codeRef: 'A041-A092',
  },
  'enemy-shadow-wood': {
    target: 'enemy-shadow-wood',
    blob: blocked,
    fire: burns,
    codeRef: 'A041-A092',
  },
  // A blob engulfs an enemy blob like a creature; whatever that blob had engulfed is lost.
  'enemy-gooey-blob': {
    target: 'enemy-gooey-blob',
    blob: always('engulfs'),
    fire: burns,
    codeRef: 'A049-A06D, A075',
  },
  // Undead included; for fire, higher defence burns MORE easily, as the code is written.
  'enemy-creature': {
    target: 'enemy-creature',
    blob: always('engulfs'),
    fire: burns,
    codeRef: 'A057-A06C, A075-A092',
  },
};

/** Routine addresses of the other rolls in the spreading pass and the turn loop. */
export const SPREAD_CODE_REFS = {
  attempt: '9F83-9FA0',
  direction: '9F9B (direction table CD2A)',
  vanish: 'A0C6-A113',
  castles: 'A120-A158',
  woodGift: '8F9A-903A',
} as const;
