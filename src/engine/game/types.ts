/**
 * The vocabulary of a whole game: the state (plain JSON data), the actions a player takes and
 * the events a step reports. See ../README.md ("The whole game") for the model and its sources.
 */
import type { RngState } from '../rng';
import type { CasterKind } from '../types';
import type { WizardStats } from '../wizards';

/** Who plays a seat: a human or the computer (the engine's CasterKind). */
export type PlayerKind = CasterKind;

/**
 * The board in the original's own layers (ai.md §0.1): 160 squares numbered 16 × y + x (x 0–14,
 * y 0–9; column 15 exists and stays empty), one number per square in each layer.
 */
export interface BoardLayers {
  /** Top piece id: 0 empty, 2–33 creatures, 34 blob, 35 fire, 36 Magic Wood, 37 Shadow Wood,
   *  38 Magic Castle, 39 Dark Citadel, 40 Wall, 41–48 wizards (41 + seat). */
  readonly id: number[];
  /** 1 when the top piece is a dead body (the original's animation frame 4). */
  readonly corpse: number[];
  /** Properties: bits 0–2 owner; bit 4 illusion; bit 5 disbelieved; bit 6 raised; bit 7 moved. */
  readonly props: number[];
  /** Occupant (+#281): the id (41 + seat) of a wizard riding the mount or inside the wood or castle. */
  readonly occ: number[];
  /** What lies under a living piece (+#321): the id of a corpse, or 0. */
  readonly under: number[];
  /** A piece engulfed by a Gooey Blob: id + 256 × props, or 0. */
  readonly eng: number[];
}

/** One of the 20 spell-book slots (#7F47 + 40 × seat): priority byte and spell number (0 empty). */
export interface BookSlot {
  readonly prio: number;
  readonly spell: number;
}

export interface WizardRecord {
  readonly seat: number;
  readonly name: string;
  readonly player: PlayerKind;
  /** 0 for a human, 1–8 for a computer (the level chosen at set-up). */
  readonly level: number;
  readonly stats: WizardStats;
  /** Upgrade flag byte (#AC16 + seat): bit 7 armour, 6 shield, 5 wings, 4 dead, 3 Shadow Form, 2 sword, 1 knife. */
  readonly flags: number;
  /** The sprite drawn for the wizard ('Wizard 3', 'Wizard (Magic Sword)', …). */
  readonly sprite: string;
  readonly book: readonly BookSlot[];
  readonly alive: boolean;
  /** The computer's mode flag (#AC1E + seat): 0 defensive, 20 attack (ai.md §2). */
  readonly mode: number;
}

/** The computer players' shared working memory, kept so that the original's stale values act the same. */
export interface AiMemory {
  /** X_ADD (#C649): the reference square of threat scores. */
  readonly xAdd: number;
  /** AIM (#C8B7). */
  readonly aim: number;
  /** #AC12 and #AC14: working square pointers. */
  readonly ac12: number;
  readonly ac14: number;
  /** #AC30: 1 when the key list in INBUF is a plan made for the current piece. */
  readonly ac30: number;
  /** SRTCNT (#C7BB): the count the last list builder left. */
  readonly srtcnt: number;
  /** INBUF (#D3F2): 158 entries of (score, square or key), as 316 bytes. */
  readonly inbuf: number[];
}

export type Phase = 'choose' | 'cast' | 'spread' | 'move' | 'over';

/** A human's cast in progress: the spell, its verdict and how many pieces or targets are left. */
export interface PendingCast {
  readonly type: 'cast';
  readonly slot: number;
  readonly spell: number;
  readonly illusion: boolean;
  readonly works: boolean;
  readonly left: number;
}

/** A human's piece in the middle of its move. */
export interface PendingMove {
  readonly type: 'move';
  /** Where the selected piece is now. */
  readonly square: number;
  /** The wizard himself moves (stepping out of a mount, wood or castle, or on foot). */
  readonly wizard: boolean;
  /** walk / fly: moving; engaged: attacks only; shoot: the ranged attack after the move. */
  readonly mode: 'walk' | 'fly' | 'engaged' | 'shoot';
  /** Movement points left (half-units). */
  readonly points: number;
}

export interface GameState {
  readonly version: 1;
  readonly seed: number;
  readonly level: number;
  readonly players: readonly PlayerKind[];
  readonly wizards: readonly WizardRecord[];
  readonly board: BoardLayers;
  /** World balance, −128…127 (#C3A4). */
  readonly balance: number;
  /** Turn index, 0-based (#7D03). */
  readonly turn: number;
  readonly phase: Phase;
  /** The seat to act in the choose, cast and move phases. */
  readonly actor: number;
  /** Humans' chosen spells for this turn: slot index per seat, −1 for none; illusions flagged. */
  readonly chosen: readonly { readonly slot: number; readonly illusion: boolean }[];
  readonly pending: PendingCast | PendingMove | null;
  readonly ai: AiMemory;
  readonly rng: RngState;
  /** Seat of the winner, null for none yet or a draw. */
  readonly winner: number | null;
  /** Steps taken so far (actions and computer steps). */
  readonly step: number;
}

/** Exact odds as plain numbers. */
export interface EventOdds {
  readonly num: number;
  readonly den: number;
}

export type EventKind =
  | 'turn'
  | 'phase'
  | 'choose'
  | 'cast'
  | 'no-spell'
  | 'place'
  | 'effect'
  | 'engaged'
  | 'move'
  | 'attack'
  | 'shoot'
  | 'death'
  | 'vanish'
  | 'spread'
  | 'gift'
  | 'mode'
  | 'end';

/** One thing that happened, in words close to the original's messages. */
export interface GameEvent {
  readonly turn: number;
  readonly seat: number;
  readonly kind: EventKind;
  readonly text: string;
  /** Square concerned (x, y), if any. */
  readonly at?: { readonly x: number; readonly y: number };
  /** The dice rolled (0–9 each) and the odds the roll had of passing. */
  readonly rolls?: readonly number[];
  readonly odds?: EventOdds;
  readonly passed?: boolean;
}

/** A square as an action argument. */
export interface At {
  readonly x: number;
  readonly y: number;
}

export type Action =
  | { readonly type: 'choose'; readonly slot: number; readonly illusion?: boolean }
  | { readonly type: 'choose-none' }
  | { readonly type: 'target'; readonly at: At }
  | { readonly type: 'select'; readonly at: At }
  | { readonly type: 'dismount'; readonly at: At }
  | { readonly type: 'move'; readonly at: At }
  | { readonly type: 'attack'; readonly at: At }
  | { readonly type: 'shoot'; readonly at: At }
  | { readonly type: 'end' };

export interface Step {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

export type GameError =
  | 'bad-players'
  | 'bad-level'
  | 'bad-seed'
  | 'bad-options'
  | 'bad-state'
  | 'not-legal'
  | 'computer-to-act'
  | 'human-to-act'
  | 'game-over';

/**
 * How a wizard died: the piece that struck him (a creature's id 2–33, or a wizard's seat), the
 * spell that hit him, or the fire or blob that spread over him.
 */
export type DeathCause =
  | {
      readonly kind: 'creature';
      readonly id: number;
      readonly illusion: boolean;
      readonly ranged: boolean;
    }
  | { readonly kind: 'wizard'; readonly seat: number; readonly ranged: boolean }
  | { readonly kind: 'spell'; readonly spell: number }
  | { readonly kind: 'fire' }
  | { readonly kind: 'blob' };

/**
 * What happened in a game, in plain data, for counting many games (findings.ts): kept only when
 * asked (`playGame` with `facts: true`); it changes nothing in the game.
 */
export interface GameFacts {
  /** Each wizard's death: the turn (1-based) and the first step of the watch page that shows it. */
  readonly deaths: {
    readonly seat: number;
    readonly turn: number;
    readonly step: number;
    readonly by: DeathCause;
  }[];
  /** Each creature or spreader a computer wizard cast: as an illusion or not, and whether it appeared. */
  readonly creatureCasts: {
    readonly seat: number;
    readonly spell: number;
    readonly illusion: boolean;
    readonly works: boolean;
  }[];
  /** Each Disbelieve that reached its target: whether the target was an illusion (it vanished). */
  readonly disbelieves: { readonly seat: number; readonly illusion: boolean }[];
}
