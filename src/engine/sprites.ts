/**
 * Sprites: the original 16 × 16 bitmaps (see data/sprites.ts for their provenance) and the
 * piece kinds they name. A "kind" is a sprite name: a creature or object ('Goblin', 'Wall'),
 * a wizard graphic ('Wizard 3', 'Wizard (Magic Sword)') or a corpse ('Goblin (corpse)').
 *
 * Units: sprite pixels, column 0–15 left to right and row 0–15 top to bottom.
 * Frames: the animation frame counter 0–3 (corpses have the single frame 0).
 */
import { SPRITE_DATA } from './data/sprites';
import { CREATURE_KINDS, OBJECT_KINDS, isCreatureKind } from './types';
import { isUndeadKind } from './types';
import { shown, wholeOrThrow } from './guard';

/** Side of a square and of a sprite, in pixels. */
export const SPRITE_SIZE_PIXELS = 16;

/** Animation frames in a piece's cycle (frame counters 0–3). */
export const ANIMATION_FRAMES = 4;

/** One frame as 16 row masks, top row first; bit 15 is pixel column 0. */
export type SpriteRows = readonly number[];

const decoded = new Map<string, { rows: SpriteRows[]; cycle: number[]; delay: number }>();
for (const [name, rec] of Object.entries(SPRITE_DATA)) {
  const bitmaps = rec.bitmaps.map((hex) => {
    const rows: number[] = [];
    for (let r = 0; r < SPRITE_SIZE_PIXELS; r++)
      rows.push(parseInt(hex.slice(4 * r, 4 * r + 4), 16));
    return Object.freeze(rows);
  });
  const cycle = [...rec.cycle].map(Number);
  decoded.set(name, {
    rows: cycle.map((i) => bitmaps[i] ?? []),
    cycle,
    delay: rec.delay,
  });
}

/** Every sprite name: 39 piece types, 8 wizard graphics, 6 magic-item wizards, 26 corpses. */
export const SPRITE_NAMES: readonly string[] = Object.freeze(Object.keys(SPRITE_DATA));

export function isSpriteName(name: string): boolean {
  return decoded.has(name);
}

/** The decoded sprite named `name`; a RangeError for anything that is not a sprite name. */
function sprite(
  name: string,
  where: string,
): { rows: SpriteRows[]; cycle: number[]; delay: number } {
  const s = typeof name === 'string' ? decoded.get(name) : undefined;
  if (!s) throw new RangeError(`${where}: not a sprite name: ${shown(name)}`);
  return s;
}

/** A frame counter: any safe whole number (it wraps round the cycle, see `normalFrame`). */
function frameOrThrow(frame: number, where: string): number {
  return wholeOrThrow(frame, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, `${where}: frame`);
}

/** Frames in the sprite's cycle: 4 for pieces, 1 for corpses; a RangeError for an unknown name. */
export function spriteFrameCount(name: string): number {
  return sprite(name, 'spriteFrameCount').rows.length;
}

/**
 * For each frame counter, which distinct bitmap is shown (e.g. [0,1,2,1] for most creatures,
 * [0,0,0,0] for pieces that only change colour). Frames with equal numbers look the same.
 */
export function spriteCycle(name: string): readonly number[] {
  return sprite(name, 'spriteCycle').cycle;
}

/** Animation delay in 1/50 s per frame (0 for corpses, which do not animate). */
export function spriteAnimationDelayTicks(name: string): number {
  return sprite(name, 'spriteAnimationDelayTicks').delay;
}

/**
 * The frame counter actually shown for a requested frame: frames wrap round the cycle, so a
 * corpse always shows frame 0 and a piece's frame 5 is frame 1.
 */
export function normalFrame(name: string, frame = 0): number {
  const n = sprite(name, 'normalFrame').rows.length;
  const f = frameOrThrow(frame, 'normalFrame');
  return ((f % n) + n) % n;
}

/** The 16 row masks of a frame (bit 15 = column 0); a RangeError for an unknown name. */
export function spriteRows(name: string, frame = 0): SpriteRows | undefined {
  const s = sprite(name, 'spriteRows');
  const n = s.rows.length;
  const f = frameOrThrow(frame, 'spriteRows');
  return s.rows[((f % n) + n) % n];
}

/** The frame as a 16 × 16 grid of booleans, [row][column], true = lit. */
export function spriteBitmap(name: string, frame = 0): boolean[][] | undefined {
  const rows = spriteRows(name, frame);
  if (!rows) return undefined;
  return rows.map((mask) => {
    const out: boolean[] = [];
    for (let c = 0; c < SPRITE_SIZE_PIXELS; c++) out.push(((mask >> (15 - c)) & 1) === 1);
    return out;
  });
}

/** True when the sprite pixel (column, row), each 0–15, is lit in that frame. */
export function spritePixelLit(name: string, frame: number, column: number, row: number): boolean {
  const rows = spriteRows(name, frame);
  wholeOrThrow(column, 0, SPRITE_SIZE_PIXELS - 1, 'spritePixelLit: column');
  wholeOrThrow(row, 0, SPRITE_SIZE_PIXELS - 1, 'spritePixelLit: row');
  return (((rows?.[row] ?? 0) >> (15 - column)) & 1) === 1;
}

/** The frame as 16 strings of '#' (lit) and '.' (unlit), the reference files' notation. */
export function spriteAscii(name: string, frame = 0): string[] | undefined {
  return spriteBitmap(name, frame)?.map((row) => row.map((lit) => (lit ? '#' : '.')).join(''));
}

// ---------------------------------------------------------------------------------------------
// Kinds: what sort of piece a sprite name stands for. Small facts used by line of sight,
// targeting and movement, from creatures.tsv, pieces.tsv and move_into.tsv.

// The creature and object kinds are vocabulary (types.ts); re-exported here with the others.
export { CREATURE_KINDS, OBJECT_KINDS, isCreatureKind };
// The undead kinds are types.ts's; re-exported here with the other kinds.
export { isUndeadKind };

/** The wizard graphics: the 8 chosen at set-up, then the 6 magic-item graphics. */
export const WIZARD_KINDS: readonly string[] = Object.freeze([
  'Wizard 1',
  'Wizard 2',
  'Wizard 3',
  'Wizard 4',
  'Wizard 5',
  'Wizard 6',
  'Wizard 7',
  'Wizard 8',
  'Wizard (Magic Sword)',
  'Wizard (Magic Knife)',
  'Wizard (Magic Armour)',
  'Wizard (Magic Shield)',
  'Wizard (Magic Wings)',
  'Wizard (Magic Bow)',
]);

/** Corpses: "<creature> (corpse)" for the creatures that leave one (ids 2–27). */
export const CORPSE_KINDS: readonly string[] = Object.freeze(
  CREATURE_KINDS.slice(0, 26).map((c) => `${c} (corpse)`),
);

/** Every piece kind in a fixed order (also the order of the share-link code; append only). */
export const ALL_KINDS: readonly string[] = Object.freeze([
  ...CREATURE_KINDS,
  ...OBJECT_KINDS,
  ...WIZARD_KINDS,
  ...CORPSE_KINDS,
]);

const MOUNTS = new Set(['Horse', 'Unicorn', 'Centaur', 'Pegasus', 'Gryphon', 'Manticore']);
const TRANSPARENT = new Set(['Ghost', 'Wraith', 'Magic Fire']);
const WIZARDS = new Set(WIZARD_KINDS);
const CORPSES = new Set(CORPSE_KINDS);

export type KindClass =
  | 'creature'
  | 'wizard'
  | 'corpse'
  | 'gooey-blob'
  | 'magic-fire'
  | 'magic-wood'
  | 'shadow-wood'
  | 'castle'
  | 'wall';

/**
 * What sort of piece a kind is, or undefined for an unknown name: the unchecked form, for the
 * engine's own callers (validation, movement, targeting). Not exported from index.ts.
 */
export function kindClassOf(kind: string): KindClass | undefined {
  if (isCreatureKind(kind)) return 'creature';
  if (WIZARDS.has(kind)) return 'wizard';
  if (CORPSES.has(kind)) return 'corpse';
  switch (kind) {
    case 'Gooey Blob':
      return 'gooey-blob';
    case 'Magic Fire':
      return 'magic-fire';
    case 'Magic Wood':
      return 'magic-wood';
    case 'Shadow Wood':
      return 'shadow-wood';
    case 'Magic Castle':
    case 'Dark Citadel':
      return 'castle';
    case 'Wall':
      return 'wall';
    default:
      return undefined;
  }
}

/** What sort of piece a kind is; a RangeError for anything that is not a sprite name. */
export function kindClass(kind: string): KindClass {
  const cls = typeof kind === 'string' ? kindClassOf(kind) : undefined;
  if (cls === undefined) throw new RangeError(`kindClass: not a piece kind: ${shown(kind)}`);
  return cls;
}

export function isWizardKind(kind: string): boolean {
  return WIZARDS.has(kind);
}
export function isCorpseKind(kind: string): boolean {
  return CORPSES.has(kind);
}
/** Horse, Unicorn, Centaur, Pegasus, Gryphon, Manticore: a wizard can ride them. */
export function isMountKind(kind: string): boolean {
  return MOUNTS.has(kind);
}
/** Magic Wood or Shadow Wood. */
export function isTreeKind(kind: string): boolean {
  return kind === 'Magic Wood' || kind === 'Shadow Wood';
}
/**
 * The creature a corpse kind is the body of ('Goblin (corpse)' → 'Goblin'), undefined for any
 * other piece kind; a RangeError for anything that is not a sprite name.
 */
export function corpseOf(kind: string): string | undefined {
  sprite(kind, 'corpseOf');
  return CORPSES.has(kind) ? kind.slice(0, -' (corpse)'.length) : undefined;
}

/**
 * False for the pieces the game wipes from the screen before a line-of-sight test whatever
 * their frame: Ghost, Wraith, Magic Fire and every corpse (los.md §1.6). Everything else
 * blocks wherever its displayed frame has a lit pixel. False for a name that is no sprite.
 */
export function canBlockSight(kind: string): boolean {
  return decoded.has(kind) && !TRANSPARENT.has(kind) && !CORPSES.has(kind);
}
