/**
 * Where in the original tape image each record sits: byte addresses (WIZCODE, loaded at #7D00),
 * the order of the piece records in memory and the spells' name-message numbers. For tests and
 * reference only; kept apart from creatures.ts, pieces.ts and spells.ts so the islands' bundles
 * stay small. Validated by data.test.ts.
 */
import type { CreatureName, PieceName, SpellNumber } from '../types';

/** Each creature's piece-record and spell-table addresses, and its record's position in memory. */
export const CREATURE_PROVENANCE: Readonly<
  Record<
    CreatureName,
    {
      /** Address of the 10 stat bytes in the piece record. */
      readonly statsRecordAddr: number;
      /** Address of the 7-byte spell-table entry. */
      readonly spellTableAddr: number;
      /** Position of the record in memory (records are not stored in id order). */
      readonly recordMemoryOrder: number;
    }
  >
> = {
  'King Cobra': { statsRecordAddr: 0xe463, spellTableAddr: 0x7d67, recordMemoryOrder: 1 },
  'Dire Wolf': { statsRecordAddr: 0xe4d5, spellTableAddr: 0x7d6e, recordMemoryOrder: 4 },
  Goblin: { statsRecordAddr: 0xe521, spellTableAddr: 0x7d75, recordMemoryOrder: 6 },
  Crocodile: { statsRecordAddr: 0xe547, spellTableAddr: 0x7d7c, recordMemoryOrder: 7 },
  Faun: { statsRecordAddr: 0xe5b9, spellTableAddr: 0x7d83, recordMemoryOrder: 10 },
  Lion: { statsRecordAddr: 0xe5df, spellTableAddr: 0x7d8a, recordMemoryOrder: 11 },
  Elf: { statsRecordAddr: 0xe62b, spellTableAddr: 0x7d91, recordMemoryOrder: 13 },
  Orc: { statsRecordAddr: 0xe677, spellTableAddr: 0x7d98, recordMemoryOrder: 15 },
  Bear: { statsRecordAddr: 0xe79f, spellTableAddr: 0x7d9f, recordMemoryOrder: 22 },
  Gorilla: { statsRecordAddr: 0xe7c5, spellTableAddr: 0x7da6, recordMemoryOrder: 23 },
  Ogre: { statsRecordAddr: 0xe80e, spellTableAddr: 0x7dad, recordMemoryOrder: 25 },
  Hydra: { statsRecordAddr: 0xe8c9, spellTableAddr: 0x7db4, recordMemoryOrder: 30 },
  'Giant Rat': { statsRecordAddr: 0xe8ef, spellTableAddr: 0x7dbb, recordMemoryOrder: 31 },
  Giant: { statsRecordAddr: 0xe93b, spellTableAddr: 0x7dc2, recordMemoryOrder: 33 },
  Horse: { statsRecordAddr: 0xe651, spellTableAddr: 0x7dc9, recordMemoryOrder: 14 },
  Unicorn: { statsRecordAddr: 0xe733, spellTableAddr: 0x7dd0, recordMemoryOrder: 19 },
  Centaur: { statsRecordAddr: 0xe915, spellTableAddr: 0x7dd7, recordMemoryOrder: 32 },
  Pegasus: { statsRecordAddr: 0xe87d, spellTableAddr: 0x7dde, recordMemoryOrder: 28 },
  Gryphon: { statsRecordAddr: 0xe605, spellTableAddr: 0x7de5, recordMemoryOrder: 12 },
  Manticore: { statsRecordAddr: 0xe6e6, spellTableAddr: 0x7dec, recordMemoryOrder: 18 },
  Bat: { statsRecordAddr: 0xe489, spellTableAddr: 0x7df3, recordMemoryOrder: 2 },
  'Green Dragon': { statsRecordAddr: 0xe56d, spellTableAddr: 0x7dfa, recordMemoryOrder: 8 },
  'Red Dragon': { statsRecordAddr: 0xe69d, spellTableAddr: 0x7e01, recordMemoryOrder: 16 },
  'Golden Dragon': { statsRecordAddr: 0xe961, spellTableAddr: 0x7e08, recordMemoryOrder: 34 },
  Harpy: { statsRecordAddr: 0xe857, spellTableAddr: 0x7e0f, recordMemoryOrder: 27 },
  Eagle: { statsRecordAddr: 0xe8a3, spellTableAddr: 0x7e16, recordMemoryOrder: 29 },
  Vampire: { statsRecordAddr: 0xe593, spellTableAddr: 0x7e1d, recordMemoryOrder: 9 },
  Ghost: { statsRecordAddr: 0xe759, spellTableAddr: 0x7e24, recordMemoryOrder: 20 },
  Spectre: { statsRecordAddr: 0xe4fb, spellTableAddr: 0x7e2b, recordMemoryOrder: 5 },
  Wraith: { statsRecordAddr: 0xe77c, spellTableAddr: 0x7e32, recordMemoryOrder: 21 },
  Skeleton: { statsRecordAddr: 0xe7eb, spellTableAddr: 0x7e39, recordMemoryOrder: 24 },
  Zombie: { statsRecordAddr: 0xe834, spellTableAddr: 0x7e40, recordMemoryOrder: 26 },
};

/** Each non-creature piece's record address and position in memory (wizards: WIZARD_RECORD). */
export const PIECE_PROVENANCE: Readonly<
  Record<PieceName, { readonly statsRecordAddr: number; readonly recordMemoryOrder: number }>
> = {
  'Gooey Blob': { statsRecordAddr: 0xe4af, recordMemoryOrder: 3 },
  'Magic Fire': { statsRecordAddr: 0xe6c3, recordMemoryOrder: 17 },
  'Magic Wood': { statsRecordAddr: 0xe9f3, recordMemoryOrder: 38 },
  'Shadow Wood': { statsRecordAddr: 0xe9d0, recordMemoryOrder: 37 },
  'Magic Castle': { statsRecordAddr: 0xe9ad, recordMemoryOrder: 36 },
  'Dark Citadel': { statsRecordAddr: 0xe987, recordMemoryOrder: 35 },
  Wall: { statsRecordAddr: 0xea16, recordMemoryOrder: 39 },
};

/** Each spell number's name message, spell-table entry address and casting routine address. */
export const SPELL_PROVENANCE: Readonly<
  Record<
    SpellNumber,
    {
      /** Number of the message that holds the spell's name. */
      readonly nameMessageNo: number;
      /** Address of the 7-byte spell-table entry. */
      readonly spellTableAddr: number;
      /** Address of the routine that casts the spell. */
      readonly routineAddr: number;
    }
  >
> = {
  1: { nameMessageNo: 93, spellTableAddr: 0x7d60, routineAddr: 0x99f1 },
  2: { nameMessageNo: 2, spellTableAddr: 0x7d67, routineAddr: 0x9975 },
  3: { nameMessageNo: 3, spellTableAddr: 0x7d6e, routineAddr: 0x9975 },
  4: { nameMessageNo: 4, spellTableAddr: 0x7d75, routineAddr: 0x9975 },
  5: { nameMessageNo: 5, spellTableAddr: 0x7d7c, routineAddr: 0x9975 },
  6: { nameMessageNo: 6, spellTableAddr: 0x7d83, routineAddr: 0x9975 },
  7: { nameMessageNo: 7, spellTableAddr: 0x7d8a, routineAddr: 0x9975 },
  8: { nameMessageNo: 8, spellTableAddr: 0x7d91, routineAddr: 0x9975 },
  9: { nameMessageNo: 9, spellTableAddr: 0x7d98, routineAddr: 0x9975 },
  10: { nameMessageNo: 10, spellTableAddr: 0x7d9f, routineAddr: 0x9975 },
  11: { nameMessageNo: 11, spellTableAddr: 0x7da6, routineAddr: 0x9975 },
  12: { nameMessageNo: 12, spellTableAddr: 0x7dad, routineAddr: 0x9975 },
  13: { nameMessageNo: 13, spellTableAddr: 0x7db4, routineAddr: 0x9975 },
  14: { nameMessageNo: 14, spellTableAddr: 0x7dbb, routineAddr: 0x9975 },
  15: { nameMessageNo: 15, spellTableAddr: 0x7dc2, routineAddr: 0x9975 },
  16: { nameMessageNo: 16, spellTableAddr: 0x7dc9, routineAddr: 0x9975 },
  17: { nameMessageNo: 17, spellTableAddr: 0x7dd0, routineAddr: 0x9975 },
  18: { nameMessageNo: 18, spellTableAddr: 0x7dd7, routineAddr: 0x9975 },
  19: { nameMessageNo: 19, spellTableAddr: 0x7dde, routineAddr: 0x9975 },
  20: { nameMessageNo: 20, spellTableAddr: 0x7de5, routineAddr: 0x9975 },
  21: { nameMessageNo: 21, spellTableAddr: 0x7dec, routineAddr: 0x9975 },
  22: { nameMessageNo: 22, spellTableAddr: 0x7df3, routineAddr: 0x9975 },
  23: { nameMessageNo: 23, spellTableAddr: 0x7dfa, routineAddr: 0x9975 },
  24: { nameMessageNo: 24, spellTableAddr: 0x7e01, routineAddr: 0x9975 },
  25: { nameMessageNo: 25, spellTableAddr: 0x7e08, routineAddr: 0x9975 },
  26: { nameMessageNo: 26, spellTableAddr: 0x7e0f, routineAddr: 0x9975 },
  27: { nameMessageNo: 27, spellTableAddr: 0x7e16, routineAddr: 0x9975 },
  28: { nameMessageNo: 28, spellTableAddr: 0x7e1d, routineAddr: 0x9975 },
  29: { nameMessageNo: 29, spellTableAddr: 0x7e24, routineAddr: 0x9975 },
  30: { nameMessageNo: 30, spellTableAddr: 0x7e2b, routineAddr: 0x9975 },
  31: { nameMessageNo: 31, spellTableAddr: 0x7e32, routineAddr: 0x9975 },
  32: { nameMessageNo: 32, spellTableAddr: 0x7e39, routineAddr: 0x9975 },
  33: { nameMessageNo: 33, spellTableAddr: 0x7e40, routineAddr: 0x9975 },
  34: { nameMessageNo: 97, spellTableAddr: 0x7e47, routineAddr: 0x9975 },
  35: { nameMessageNo: 96, spellTableAddr: 0x7e4e, routineAddr: 0x9975 },
  36: { nameMessageNo: 36, spellTableAddr: 0x7e55, routineAddr: 0x9add },
  37: { nameMessageNo: 37, spellTableAddr: 0x7e5c, routineAddr: 0x9add },
  38: { nameMessageNo: 38, spellTableAddr: 0x7e63, routineAddr: 0x9add },
  39: { nameMessageNo: 39, spellTableAddr: 0x7e6a, routineAddr: 0x9add },
  40: { nameMessageNo: 40, spellTableAddr: 0x7e71, routineAddr: 0x9b76 },
  41: { nameMessageNo: 112, spellTableAddr: 0x7e78, routineAddr: 0x9c59 },
  42: { nameMessageNo: 112, spellTableAddr: 0x7e7f, routineAddr: 0x9c59 },
  43: { nameMessageNo: 98, spellTableAddr: 0x7e86, routineAddr: 0x9c59 },
  44: { nameMessageNo: 98, spellTableAddr: 0x7e8d, routineAddr: 0x9c59 },
  45: { nameMessageNo: 99, spellTableAddr: 0x7e94, routineAddr: 0x9de0 },
  46: { nameMessageNo: 101, spellTableAddr: 0x7e9b, routineAddr: 0x9de0 },
  47: { nameMessageNo: 100, spellTableAddr: 0x7ea2, routineAddr: 0x9de0 },
  48: { nameMessageNo: 102, spellTableAddr: 0x7ea9, routineAddr: 0x9de0 },
  49: { nameMessageNo: 107, spellTableAddr: 0x7eb0, routineAddr: 0x8404 },
  50: { nameMessageNo: 108, spellTableAddr: 0x7eb7, routineAddr: 0x836a },
  51: { nameMessageNo: 109, spellTableAddr: 0x7ebe, routineAddr: 0x839c },
  52: { nameMessageNo: 110, spellTableAddr: 0x7ec5, routineAddr: 0x83d0 },
  53: { nameMessageNo: 111, spellTableAddr: 0x7ecc, routineAddr: 0x846a },
  54: { nameMessageNo: 123, spellTableAddr: 0x7ed3, routineAddr: 0x8438 },
  55: { nameMessageNo: 103, spellTableAddr: 0x7eda, routineAddr: 0x84b0 },
  56: { nameMessageNo: 104, spellTableAddr: 0x7ee1, routineAddr: 0x84b0 },
  57: { nameMessageNo: 105, spellTableAddr: 0x7ee8, routineAddr: 0x84b0 },
  58: { nameMessageNo: 106, spellTableAddr: 0x7eef, routineAddr: 0x84b0 },
  59: { nameMessageNo: 125, spellTableAddr: 0x7ef6, routineAddr: 0x84c0 },
  60: { nameMessageNo: 117, spellTableAddr: 0x7efd, routineAddr: 0x84f7 },
  61: { nameMessageNo: 117, spellTableAddr: 0x7f04, routineAddr: 0x84f7 },
  62: { nameMessageNo: 115, spellTableAddr: 0x7f0b, routineAddr: 0x85f6 },
  63: { nameMessageNo: 115, spellTableAddr: 0x7f12, routineAddr: 0x85f6 },
  64: { nameMessageNo: 118, spellTableAddr: 0x7f19, routineAddr: 0x86ef },
  65: { nameMessageNo: 118, spellTableAddr: 0x7f20, routineAddr: 0x86ef },
};
