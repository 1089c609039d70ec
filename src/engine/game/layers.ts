/**
 * Helpers over the board layers (types.ts `BoardLayers`): piece ids, the property bits, the
 * 160-square numbering 16 × y + x, the neighbour order NW N NE E SE S SW W (SPATAB #CD2A, ai.md
 * §0.3), and the conversion from the calculators' board of pieces (`layersFromBoard`). The
 * tabulated distance is dist.ts; the way back to pieces, names and line of sight display.ts.
 */
import { CREATURE_LIST, PIECE_LIST } from '../pieceLookup';
import { isWizardKind } from '../sprites';
import type { Board, Piece } from '../pieces';
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

/**
 * Piece id of each creature and object name (2–40), and id + 256 for its body ("… (corpse)").
 * Built on first use.
 */
let KIND_IDS: Map<string, number> | null = null;
function kindIds(): Map<string, number> {
  if (KIND_IDS) return KIND_IDS;
  const m = new Map<string, number>();
  for (const c of CREATURE_LIST) {
    m.set(c.name, c.id);
    m.set(`${c.name} (corpse)`, c.id + 256);
  }
  for (const o of PIECE_LIST) m.set(o.name, o.id);
  KIND_IDS = m;
  return m;
}

/** Piece id (2–40) of a creature or object name, or of the creature a body ("… (corpse)") was. */
export function idOfKind(kind: string): number | null {
  const id = kindIds().get(kind);
  return id === undefined ? null : id & 255;
}

/**
 * The board layers of a board of pieces (pieces.ts), square by square as the game keeps them
 * (ai.md §0.1): a piece's id and owner bits, the illusion bit, raised undead (bits 5 and 6, as
 * Raise Dead sets them, #86DB), a body (frame 4), a rider or sheltering wizard (+#281) and a body
 * under a piece, a wizard included (+#321). A wizard's id is 41 + his seat, whatever his picture.
 * The reverse of `displayBoard`. Fills `out` (cleared first) when given. Null for a kind that is
 * no piece's.
 */
export function layersFromBoard(
  board: Board,
  out: BoardLayers = emptyLayers(),
): BoardLayers | null {
  const { id, corpse, props, occ, under, eng } = out;
  for (let s = 0; s < SQUARES; s++) {
    const x = s & 15;
    const piece = x < BOARD_WIDTH ? board[(s >> 4) * BOARD_WIDTH + x] : null;
    if (piece) {
      if (!putPiece(out, s, piece)) return null;
    } else {
      id[s] = 0;
      corpse[s] = 0;
      props[s] = 0;
      occ[s] = 0;
      under[s] = 0;
    }
    eng[s] = 0;
  }
  return out;
}

/** Writes one piece onto square s of the layers (`layersFromBoard`); false for an unknown kind. */
export function putPiece(out: BoardLayers, s: number, piece: Piece): boolean {
  const ids = KIND_IDS ?? kindIds();
  const below = piece.corpseBelow;
  out.under[s] = below === undefined ? 0 : (ids.get(below) ?? 0) & 255;
  const id = ids.get(piece.kind);
  if (id === undefined) {
    if (!isWizardKind(piece.kind)) return false;
    out.id[s] = WIZARD_ID + piece.owner;
    out.props[s] = piece.owner;
    out.corpse[s] = 0;
    out.occ[s] = 0;
    return true;
  }
  out.id[s] = id & 255;
  out.corpse[s] = id > 255 ? 1 : 0;
  out.props[s] = piece.owner | (piece.illusion ? ILLUSION : 0) | (piece.raised ? 0x60 : 0);
  out.occ[s] = piece.rider !== undefined ? WIZARD_ID + piece.rider : 0;
  return true;
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
