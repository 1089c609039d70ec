/**
 * The other pieces (ids 34–40): piece-record stats, spell-table values and behaviour flags.
 * Read byte-exact from the original ZX Spectrum tape (WIZCODE, loaded at #7D00); see the
 * engine README for provenance. Generated once from the project's reference tables; edit
 * only together with data.test.ts, which validates every field.
 */
import type { FightingStats, PieceId, PieceName } from '../types';

/**
 * One non-creature piece. The record's own chance/alignment bytes are stale for the woods:
 * the spell table (`castChancePct`, `alignment`) is what casting uses and the spell book shows;
 * `recordAlignmentShown` is what the info screen shows when the piece is examined on the board.
 */
export interface PieceStats extends FightingStats {
  readonly id: PieceId;
  readonly name: PieceName;
  /** Name as stored in the piece record. */
  readonly recordName: string;
  /** Record byte 20 (a stale chance byte: unused by casting). */
  readonly recordChanceByte: number;
  /** Record byte 21: the alignment the info screen shows for the piece. */
  readonly recordAlignmentShown: number;
  /** Casting chance from the spell table, in %. */
  readonly castChancePct: number;
  /** Alignment from the spell table (the one that counts). */
  readonly alignment: number;
  readonly aiValue: number;
  readonly animDelay: number;
  /** Spreads after each casting phase (Gooey Blob, Magic Fire). */
  readonly spreads: boolean;
  /** Stops Gooey Blob and Magic Fire spreading into its square (any owner). */
  readonly blocksSpreading: boolean;
  /** Can be attacked in close combat by a creature moving into it. */
  readonly meleeTarget: boolean;
  /** Unharmed by Magic Bolt and Lightning. */
  readonly boltImmune: boolean;
  /** Can be selected in the movement phase to attack a neighbour (Shadow Wood). */
  readonly attacks: boolean;
  /** Pieces placed by one cast. */
  readonly perCast: number;
}

/** Every non-creature piece by name. */
export const PIECES: Readonly<Record<PieceName, PieceStats>> = {
  'Gooey Blob': {
    id: 34,
    name: 'Gooey Blob',
    recordName: 'BLOB',
    combat: 0,
    rangedCombat: 0,
    range: 0,
    defence: 0,
    movement: 0,
    manoeuvre: 0,
    magicResistance: 0,
    recordChanceByte: 0,
    recordAlignmentShown: 0,
    castChancePct: 90,
    alignment: -1,
    aiValue: 4,
    animDelay: 40,
    spreads: true,
    blocksSpreading: false,
    meleeTarget: true,
    boltImmune: false,
    attacks: false,
    perCast: 1,
  },
  'Magic Fire': {
    id: 35,
    name: 'Magic Fire',
    recordName: 'FIRE',
    combat: 0,
    rangedCombat: 0,
    range: 0,
    defence: 0,
    movement: 0,
    manoeuvre: 0,
    magicResistance: 0,
    recordChanceByte: 0,
    recordAlignmentShown: 0,
    castChancePct: 80,
    alignment: -1,
    aiValue: 0,
    animDelay: 12,
    spreads: true,
    blocksSpreading: false,
    meleeTarget: false,
    boltImmune: true,
    attacks: false,
    perCast: 1,
  },
  'Magic Wood': {
    id: 36,
    name: 'Magic Wood',
    recordName: 'MAGIC WOOD',
    combat: 0,
    rangedCombat: 0,
    range: 0,
    defence: 5,
    movement: 0,
    manoeuvre: 0,
    magicResistance: 9,
    recordChanceByte: 6,
    recordAlignmentShown: 2,
    castChancePct: 80,
    alignment: 1,
    aiValue: 0,
    animDelay: 250,
    spreads: false,
    blocksSpreading: true,
    meleeTarget: true,
    boltImmune: false,
    attacks: false,
    perCast: 8,
  },
  'Shadow Wood': {
    id: 37,
    name: 'Shadow Wood',
    recordName: 'SHADOW WOOD',
    combat: 2,
    rangedCombat: 0,
    range: 0,
    defence: 4,
    movement: 0,
    manoeuvre: 0,
    magicResistance: 9,
    recordChanceByte: 4,
    recordAlignmentShown: -2,
    castChancePct: 40,
    alignment: -1,
    aiValue: 0,
    animDelay: 30,
    spreads: false,
    blocksSpreading: false,
    meleeTarget: true,
    boltImmune: false,
    attacks: true,
    perCast: 8,
  },
  'Magic Castle': {
    id: 38,
    name: 'Magic Castle',
    recordName: 'MAGIC CASTLE',
    combat: 0,
    rangedCombat: 0,
    range: 0,
    defence: 0,
    movement: 0,
    manoeuvre: 0,
    magicResistance: 0,
    recordChanceByte: 0,
    recordAlignmentShown: 0,
    castChancePct: 50,
    alignment: 1,
    aiValue: 0,
    animDelay: 50,
    spreads: false,
    blocksSpreading: true,
    meleeTarget: false,
    boltImmune: true,
    attacks: false,
    perCast: 1,
  },
  'Dark Citadel': {
    id: 39,
    name: 'Dark Citadel',
    recordName: 'DARK CITADEL',
    combat: 0,
    rangedCombat: 0,
    range: 0,
    defence: 0,
    movement: 0,
    manoeuvre: 0,
    magicResistance: 0,
    recordChanceByte: 0,
    recordAlignmentShown: 0,
    castChancePct: 50,
    alignment: -1,
    aiValue: 0,
    animDelay: 50,
    spreads: false,
    blocksSpreading: true,
    meleeTarget: false,
    boltImmune: true,
    attacks: false,
    perCast: 1,
  },
  Wall: {
    id: 40,
    name: 'Wall',
    recordName: 'WALL',
    combat: 0,
    rangedCombat: 0,
    range: 0,
    defence: 0,
    movement: 0,
    manoeuvre: 0,
    magicResistance: 0,
    recordChanceByte: 0,
    recordAlignmentShown: 0,
    castChancePct: 80,
    alignment: 0,
    aiValue: 0,
    animDelay: 30,
    spreads: false,
    blocksSpreading: true,
    meleeTarget: false,
    boltImmune: true,
    attacks: false,
    perCast: 4,
  },
};

/** The wizard pieces (ids 41–48): fixed record values; the rolled stats are in wizards.ts. */
export const WIZARD_RECORD = {
  /** Piece ids of the eight wizards, in seat order. */
  firstId: 41,
  lastId: 48,
  aiValue: 9,
  animDelay: 30,
  recordMemoryOrderFirst: 40,
  recordMemoryOrderLast: 47,
  statsRecordAddrFirst: 0xea39,
  statsRecordAddrLast: 0xeb2e,
} as const;
