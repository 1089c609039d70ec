/**
 * Helpers over the board layers (types.ts `BoardLayers`): piece ids, the property bits, the
 * 160-square numbering 16 × y + x, distances (distance.ts, tabulated), the neighbour order
 * NW N NE E SE S SW W (SPATAB #CD2A, ai.md §0.3), line of sight through los.ts, and the
 * conversion to the display board of pieces.ts.
 */
import { distance } from '../distance';
import { CREATURE_LIST, PIECE_LIST } from '../lookup';
import { createSightTester, type SightTester } from '../los';
import { pieceOf, type Board, type Piece, type SightPiece } from '../pieces';
import { BOARD_WIDTH } from '../types';
import type { BoardLayers } from './types';

export const SQUARES = 160;
export const WIZARD_ID = 41;
export const BLOB = 34;
export const FIRE = 35;
export const MAGIC_WOOD = 36;
export const SHADOW_WOOD = 37;
export const CASTLE = 38;
export const CITADEL = 39;
export const WALL = 40;

export const OWNER = 0x07;
export const ILLUSION = 0x10;
export const DISBELIEVED = 0x20;
export const RAISED = 0x40;
export const MOVED = 0x80;

export const sqX = (s: number): number => s & 15;
export const sqY = (s: number): number => s >> 4;
export const sq = (x: number, y: number): number => y * 16 + x;
/** A square of the 15 × 10 arena (not column 15, not past row 9). */
export const onArena = (s: number): boolean => s >= 0 && s < SQUARES && (s & 15) !== 15;
export const at = (s: number): { x: number; y: number } => ({ x: s & 15, y: s >> 4 });

/**
 * Distance in half-units between two square bytes 0–255, tabulated from distance.ts:
 * DIST[a × 256 + b], i.e. DIST[(a << 8) | b]. Bytes past the board count too, as the original
 * reads them: #C703 turns a square address into (x, y) = (byte & 15, byte >> 4), each + 1, and
 * #BEEF takes 2 × the larger difference + the smaller. The one such square the AI reaches is the
 * filler #FF, (15, 15): AIM when no enemy wizard is left (ai.ts `chooseTarget`).
 */
export const DIST = /* @__PURE__ */ (() => {
  const t = new Uint8Array(256 * 256);
  for (let a = 0; a < 256; a++)
    for (let b = 0; b < 256; b++) t[(a << 8) | b] = distance(at(a), at(b));
  return t;
})();
export const dist = (a: number, b: number): number => DIST[(a << 8) | b] ?? 0;

/** The 8 neighbour offsets in the original's order NW N NE E SE S SW W, with their keys. */
export const DIRS: readonly (readonly [number, number])[] = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
];
/** Direction keys (#CD88), in the same order: Q W E D C X Z A. */
export const KEYS: readonly number[] = [0x51, 0x57, 0x45, 0x44, 0x43, 0x58, 0x5a, 0x41];
export const KEY_K = 0x4b;
export const KEY_I = 0x49;

/** neighbour(s, k): the square in direction k (0–7), or −1 off the arena. */
const NB = /* @__PURE__ */ (() => {
  const t = new Int16Array(SQUARES * 8).fill(-1);
  for (let s = 0; s < SQUARES; s++) {
    if (!onArena(s)) continue;
    DIRS.forEach(([dx, dy], k) => {
      const x = sqX(s) + dx;
      const y = sqY(s) + dy;
      if (x >= 0 && x < 15 && y >= 0 && y < 10) t[s * 8 + k] = sq(x, y);
    });
  }
  return t;
})();
export const neighbour = (s: number, k: number): number => NB[s * 8 + k] ?? -1;

export const isCreatureId = (id: number): boolean => id >= 2 && id <= 33;
export const isWizardId = (id: number): boolean => id >= WIZARD_ID && id <= WIZARD_ID + 7;
export const isMountId = (id: number): boolean => MOUNT_IDS.has(id);
export const isUndeadId = (id: number): boolean => id >= 28 && id <= 33;
export const isFlyerId = (id: number): boolean => id >= 19 && id <= 29;

const MOUNT_IDS = /* @__PURE__ */ new Set(
  /* @__PURE__ */ CREATURE_LIST.filter((c) => c.mount).map((c) => c.id as number),
);

/** The creature or object record for a piece id 2–40. */
export function creatureOf(id: number) {
  return CREATURE_LIST[id - 2];
}
export function objectOf(id: number) {
  return PIECE_LIST[id - 34];
}

/** Name of a piece id as the pieces.ts display board spells it (creatures, objects). */
export function idName(id: number): string {
  if (isCreatureId(id)) return creatureOf(id)?.name ?? '?';
  if (id >= 34 && id <= 40) return objectOf(id)?.name ?? '?';
  return '?';
}

export function emptyLayers(): BoardLayers {
  const z = () => new Array<number>(SQUARES).fill(0);
  return { id: z(), corpse: z(), props: z(), occ: z(), under: z(), eng: z() };
}

export function cloneLayers(b: BoardLayers): BoardLayers {
  return {
    id: b.id.slice(),
    corpse: b.corpse.slice(),
    props: b.props.slice(),
    occ: b.occ.slice(),
    under: b.under.slice(),
    eng: b.eng.slice(),
  };
}

/** A living piece (not a corpse) stands on the square. */
export const living = (b: BoardLayers, s: number): boolean =>
  (b.id[s] ?? 0) !== 0 && (b.corpse[s] ?? 0) === 0;
export const ownerAt = (b: BoardLayers, s: number): number => (b.props[s] ?? 0) & OWNER;

/** The square holding a seat's wizard, on the top layer or inside (+#281); −1 if none. */
export function wizardSquare(b: BoardLayers, seat: number): number {
  const w = WIZARD_ID + seat;
  for (let s = 0; s < SQUARES; s++) if (b.id[s] === w || b.occ[s] === w) return s;
  return -1;
}

/** The sprite names of the pieces shown on each square (frame 0) for line of sight. */
export function sightPiecesOf(b: BoardLayers, sprites: readonly string[]): SightPiece[] {
  const out: SightPiece[] = [];
  for (let s = 0; s < SQUARES; s++) {
    const id = b.id[s] ?? 0;
    if (id === 0 || !onArena(s)) continue;
    out.push({ x: sqX(s), y: sqY(s), piece: spriteOf(b, s, sprites), frame: 0 });
  }
  return out;
}

function spriteOf(b: BoardLayers, s: number, sprites: readonly string[]): string {
  const id = b.id[s] ?? 0;
  if (isWizardId(id)) return sprites[id - WIZARD_ID] ?? 'Wizard 1';
  if (b.corpse[s]) return `${idName(id)} (corpse)`;
  return idName(id);
}

/** A line-of-sight tester for the board as shown (every piece in animation frame 0). */
export function sightTester(b: BoardLayers, sprites: readonly string[]): SightTester {
  return createSightTester(sightPiecesOf(b, sprites));
}

/** The display board (pieces.ts) for this state: what a reader sees on each of the 150 squares. */
export function displayBoard(b: BoardLayers, sprites: readonly string[]): Board {
  const out: (Piece | null)[] = new Array<Piece | null>(150).fill(null);
  for (let s = 0; s < SQUARES; s++) {
    const id = b.id[s] ?? 0;
    if (id === 0 || !onArena(s)) continue;
    const props = b.props[s] ?? 0;
    const kind = spriteOf(b, s, sprites);
    const owner = isWizardId(id) ? id - WIZARD_ID : props & OWNER;
    const extra: Partial<Piece> = {};
    if (!b.corpse[s] && props & ILLUSION && isCreatureId(id))
      Object.assign(extra, { illusion: true });
    if (!b.corpse[s] && props & RAISED && isCreatureId(id) && id <= 27)
      Object.assign(extra, { raised: true });
    const occ = b.occ[s] ?? 0;
    if (occ) Object.assign(extra, { rider: occ - WIZARD_ID });
    const under = b.under[s] ?? 0;
    if (under && !b.corpse[s]) Object.assign(extra, { corpseBelow: `${idName(under)} (corpse)` });
    out[sqY(s) * BOARD_WIDTH + sqX(s)] = pieceOf(kind, owner, extra);
  }
  return out;
}
