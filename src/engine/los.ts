/**
 * Line of sight, pixel for pixel as the original game does it (reference: los.md §1).
 *
 * Units:
 * - squares: x 0–14, y 0–9 (Square);
 * - board pixels: px 0–239, py 0–159 from the top-left of the arena (BoardPixel). Square (x, y)
 *   covers px 16x … 16x+15 and py 16y … 16y+15. Add 8 to both for Spectrum screen pixels;
 * - sprite pixels: column 0–15, row 0–15 inside a square's 16 × 16 bitmap.
 *
 * The traced line joins the middle pixel of the caster's square to that of the target's square; the
 * centre being sprite pixel (column 8, row 7). It visits max(|dx|,|dy|) pixels: the start
 * pixel is not tested, the end pixel is. The caster's and target's squares, Ghost, Wraith,
 * Magic Fire and corpses never block; any other piece blocks wherever the frame it shows has a
 * lit pixel on the line.
 */
import { isRecord, isWholeIn, shown, squareOrThrow } from './guard';
import { BOARD_HEIGHT, BOARD_WIDTH, type Square } from './types';
import type { SightPiece } from './pieces';
import {
  canBlockSight,
  isSpriteName,
  normalFrame,
  spriteFrameCount,
  spriteRows,
  type SpriteRows,
} from './sprites';

/** A point in board pixels (see the units above). */
export interface BoardPixel {
  readonly px: number;
  readonly py: number;
}

/** Board size in squares, copied once for the hot loops below. */
const COLS: number = BOARD_WIDTH;
const ROWS: number = BOARD_HEIGHT;

export const SQUARE_PIXELS = 16;
export const BOARD_WIDTH_PIXELS = BOARD_WIDTH * SQUARE_PIXELS; // 240
export const BOARD_HEIGHT_PIXELS = BOARD_HEIGHT * SQUARE_PIXELS; // 160
/** Board pixel + this = Spectrum screen pixel (the arena sits inside an 8-pixel border). */
export const SCREEN_OFFSET_PIXELS = 8;
/** The centre of a square in sprite pixels: column 8, row 7 (not 8,8 and not 7,7). */
export const CENTRE_COLUMN = 8;
export const CENTRE_ROW = 7;

/** The board pixel where lines start and end: sprite (column 8, row 7) of the square. */
export function squareCentrePixel(sq: Square): BoardPixel {
  squareOrThrow(sq, 'squareCentrePixel');
  return { px: SQUARE_PIXELS * sq.x + CENTRE_COLUMN, py: SQUARE_PIXELS * sq.y + CENTRE_ROW };
}

/** The square a board pixel (px 0–239, py 0–159) lies in; a RangeError off the board. */
export function squareOfPixel(p: BoardPixel): Square {
  if (
    !isRecord(p) ||
    !isWholeIn(p.px, 0, BOARD_WIDTH_PIXELS - 1) ||
    !isWholeIn(p.py, 0, BOARD_HEIGHT_PIXELS - 1)
  )
    throw new RangeError('squareOfPixel: need a board pixel with whole px 0–239 and py 0–159');
  return { x: Math.floor(p.px / SQUARE_PIXELS), y: Math.floor(p.py / SQUARE_PIXELS) };
}

function checkSquare(sq: Square, what: string): void {
  if (typeof sq !== 'object' || sq === null)
    throw new RangeError(`${what}: ${shown(sq)} is no square`);
  const { x, y } = sq;
  if (!(Number.isInteger(x) && Number.isInteger(y) && x >= 0 && x < COLS && y >= 0 && y < ROWS))
    throw new RangeError(`${what} (${shown(x)},${shown(y)}) is off the board`);
}

/**
 * The pixels the game tests on the line from one square's centre to another's, in order:
 * H = max(|dx|,|dy|) points (none for the same square). Point k (1 … H) is the start moved k
 * along the major axis (x when |dx| = |dy|) and floor(k·L/H + ½) along the minor axis, halves
 * rounding towards the target. The last point is the target centre.
 */
export function linePixels(from: Square, to: Square): BoardPixel[] {
  squareOrThrow(from, 'linePixels');
  squareOrThrow(to, 'linePixels');
  const out: BoardPixel[] = [];
  walkLine(from, to, (px, py) => {
    out.push({ px, py });
    return false;
  });
  return out;
}

/**
 * The ROM's line walk, written once for `linePixels` and the fast tester: from the centre of
 * `from` to the centre of `to`, `visit(px, py)` for points k = 1 … H in order (see
 * `linePixels`). The DRAW accumulator starts at floor(H/2), adds L per step and steps the minor
 * axis when it reaches H. Stops early when `visit` returns true.
 */
function walkLine(from: Square, to: Square, visit: (px: number, py: number) => boolean): void {
  const x0 = SQUARE_PIXELS * from.x + CENTRE_COLUMN;
  const y0 = SQUARE_PIXELS * from.y + CENTRE_ROW;
  const dx = SQUARE_PIXELS * to.x + CENTRE_COLUMN - x0;
  const dy = SQUARE_PIXELS * to.y + CENTRE_ROW - y0;
  const sx = dx < 0 ? -1 : 1;
  const sy = dy < 0 ? -1 : 1;
  const adx = dx < 0 ? -dx : dx;
  const ady = dy < 0 ? -dy : dy;
  const xMajor = adx >= ady;
  const H = xMajor ? adx : ady;
  const L = xMajor ? ady : adx;
  let acc = H >> 1;
  let m = 0;
  for (let k = 1; k <= H; k++) {
    acc += L;
    if (acc >= H) {
      acc -= H;
      m++;
    }
    const stop = xMajor ? visit(x0 + sx * k, y0 + sy * m) : visit(x0 + sx * m, y0 + sy * k);
    if (stop) return;
  }
}

/**
 * True when the lines A→B and B→A run through the same pixels (each with both centres
 * counted). Halves round towards the target, so for 3,538 of the 11,175 pairs of distinct
 * squares they do not, and who casts at whom can change the answer (los.md §4a).
 */
export function sameLineBothWays(a: Square, b: Square): boolean {
  const key = (p: BoardPixel) => p.py * BOARD_WIDTH_PIXELS + p.px;
  const fwd = new Set([key(squareCentrePixel(a)), ...linePixels(a, b).map(key)]);
  const back = new Set([key(squareCentrePixel(b)), ...linePixels(b, a).map(key)]);
  return fwd.size === back.size && [...fwd].every((k) => back.has(k));
}

/**
 * Per sprite name: its frames' rows as line of sight sees them, or null frames for the pieces
 * that never block (Ghost, Wraith, Magic Fire, corpses). Undefined for an unknown name.
 */
const sightFrameCache = new Map<string, { readonly frames: readonly SpriteRows[] | null }>();
function sightFrames(name: string): { readonly frames: readonly SpriteRows[] | null } | undefined {
  let e = sightFrameCache.get(name);
  if (e === undefined) {
    if (!isSpriteName(name)) return undefined;
    const frames: SpriteRows[] = [];
    for (let f = 0; f < spriteFrameCount(name); f++) frames.push(spriteRows(name, f) ?? []);
    e = { frames: canBlockSight(name) ? frames : null };
    sightFrameCache.set(name, e);
  }
  return e;
}

/** The rows a piece shows in line of sight (frame wrapped round its cycle), or null. */
function displayedRows(p: SightPiece): SpriteRows | null {
  const frames = sightFrames(p.piece)?.frames;
  if (!frames) return null;
  const n = frames.length;
  const f = Math.trunc(p.frame ?? 0);
  return frames[((f % n) + n) % n] ?? null;
}

/** The displayed sprite on each square (board order, null if empty), last listed piece wins. */
function piecesBySquare(pieces: readonly SightPiece[]): (SightPiece | null)[] {
  if (!Array.isArray(pieces)) throw new RangeError('line of sight: the pieces must be a list');
  const out = new Array<SightPiece | null>(COLS * ROWS).fill(null);
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i] as SightPiece;
    // checkSquare refuses null, non-objects and arrays (no whole x and y).
    checkSquare(p, 'piece square');
    if (!sightFrames(p.piece)) throw new RangeError(`unknown sprite ${shown(p.piece)}`);
    const f = p.frame;
    if (f !== undefined && !Number.isSafeInteger(f))
      throw new RangeError(`a frame is a whole number; got ${shown(f)}`);
    out[p.y * COLS + p.x] = p;
  }
  return out;
}

function litAt(piece: string, frame: number, p: BoardPixel): boolean {
  const rows = spriteRows(piece, frame);
  const row = rows?.[p.py & 15] ?? 0;
  return ((row >> (15 - (p.px & 15))) & 1) === 1;
}

/** A lit pixel on the line. */
export interface SightBlock {
  /** The pixel, in board pixels. */
  readonly pixel: BoardPixel;
  /** Its position in pathPixels (0-based). */
  readonly step: number;
  readonly square: Square;
  readonly piece: string;
  /** The frame counter that was tested (after wrapping, see normalFrame). */
  readonly frame: number;
}

export interface LineOfSightResult {
  readonly blocked: boolean;
  readonly from: Square;
  readonly to: Square;
  /** Start and end of the line, in board pixels (the squares' centres). */
  readonly fromPixel: BoardPixel;
  readonly toPixel: BoardPixel;
  /** The pixels tested, in board pixels, from the one after fromPixel to toPixel. */
  readonly pathPixels: readonly BoardPixel[];
  /** The first lit pixel met, or null when the line is clear. */
  readonly firstBlock: SightBlock | null;
  /** Every lit pixel met, in path order (the game tests them all; any one blocks). */
  readonly blocks: readonly SightBlock[];
  /** Squares the path enters other than the caster's, in order (the target's last). */
  readonly squaresCrossed: readonly Square[];
}

/**
 * Line of sight from the caster's square to the target square. `frame` (default 0) is each
 * piece's displayed animation frame counter. Throws RangeError for an off-board square or an
 * unknown sprite name (programming errors, not user input).
 */
export function lineOfSight(
  pieces: readonly { x: number; y: number; piece: string; frame?: number }[],
  from: { x: number; y: number },
  to: { x: number; y: number },
): LineOfSightResult {
  checkSquare(from, 'caster square');
  checkSquare(to, 'target square');
  const bySquare = piecesBySquare(pieces);
  // Each square's displayed rows, resolved once; null where nothing can block.
  const W = COLS;
  const fromSq = from.y * W + from.x;
  const toSq = to.y * W + to.x;
  const rowsBySquare: (SpriteRows | null)[] = bySquare.map((p, si) =>
    p && si !== fromSq && si !== toSq ? displayedRows(p) : null,
  );
  const pathPixels = linePixels(from, to);
  const blocks: SightBlock[] = [];
  const squaresCrossed: Square[] = [];
  let lastSq = fromSq;
  for (let step = 0; step < pathPixels.length; step++) {
    const pixel = pathPixels[step] as BoardPixel;
    const qx = pixel.px >> 4;
    const qy = pixel.py >> 4;
    const si = qy * W + qx;
    if (si !== lastSq) {
      squaresCrossed.push({ x: qx, y: qy });
      lastSq = si;
    }
    const rows = rowsBySquare[si];
    if (!rows || (((rows[pixel.py & 15] ?? 0) >> (15 - (pixel.px & 15))) & 1) === 0) continue;
    const p = bySquare[si] as SightPiece;
    blocks.push({
      pixel,
      step,
      square: { x: qx, y: qy },
      piece: p.piece,
      frame: normalFrame(p.piece, p.frame ?? 0),
    });
  }
  return {
    blocked: blocks.length > 0,
    from: { x: from.x, y: from.y },
    to: { x: to.x, y: to.y },
    fromPixel: squareCentrePixel(from),
    toPixel: squareCentrePixel(to),
    pathPixels,
    firstBlock: blocks[0] ?? null,
    blocks,
    squaresCrossed,
  };
}

// ---------------------------------------------------------------------------------------------
// Fast repeated checks on one board (visibility maps, benchmarks).

/** Checks many lines on one board: a lit-pixel grid is built once. */
export interface SightTester {
  /** True when the line from → to is blocked (stops at the first lit pixel). */
  blocked(from: Square, to: Square): boolean;
  /**
   * Tests every pixel of the line, as the game does, and returns how many were lit and not on
   * the caster's or target's square (> 0 means blocked).
   */
  litCount(from: Square, to: Square): number;
}

/** Builds a SightTester for the pieces as displayed (frame defaults to 0). */
export function createSightTester(pieces: readonly SightPiece[]): SightTester {
  const W = BOARD_WIDTH_PIXELS;
  const lit = new Uint8Array(W * BOARD_HEIGHT_PIXELS);
  for (const p of piecesBySquare(pieces)) {
    if (!p || !canBlockSight(p.piece)) continue;
    const rows = spriteRows(p.piece, p.frame ?? 0) ?? [];
    for (let r = 0; r < 16; r++) {
      const mask = rows[r] ?? 0;
      if (mask === 0) continue;
      const base = (p.y * 16 + r) * W + p.x * 16;
      for (let c = 0; c < 16; c++) if ((mask >> (15 - c)) & 1) lit[base + c] = 1;
    }
  }

  // One routine for both: `stopEarly` returns at the first hit.
  function trace(from: Square, to: Square, stopEarly: boolean): number {
    const fx = from.x,
      fy = from.y,
      tx = to.x,
      ty = to.y;
    let hits = 0;
    walkLine(from, to, (x, y) => {
      if (lit[y * W + x] !== 1) return false;
      const qx = x >> 4,
        qy = y >> 4;
      if ((qx === fx && qy === fy) || (qx === tx && qy === ty)) return false;
      hits++;
      return stopEarly;
    });
    return hits;
  }

  return {
    blocked(from, to) {
      checkSquare(from, 'caster square');
      checkSquare(to, 'target square');
      return trace(from, to, true) > 0;
    },
    litCount(from, to) {
      checkSquare(from, 'caster square');
      checkSquare(to, 'target square');
      return trace(from, to, false);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Which animation frames matter.

/** For one piece the line crosses: the frame counters in which it blocks the line. */
export interface FrameCondition {
  readonly square: Square;
  readonly piece: string;
  /** Frame counters (0-based) whose bitmap has a lit pixel on the line. */
  readonly blockingFrames: readonly number[];
  /** Frames in the piece's cycle (4, or 1 for a corpse). */
  readonly frameCount: number;
}

/**
 * The answer for every combination of animation frames:
 * - clear: no frame of any piece on the line blocks it;
 * - blocked: some piece blocks in every frame (`by` lists those pieces);
 * - depends: blocked exactly while at least one listed piece shows one of its blocking frames.
 */
export type SightVerdict =
  | { readonly kind: 'clear' }
  | { readonly kind: 'blocked'; readonly by: readonly FrameCondition[] }
  | { readonly kind: 'depends'; readonly conditions: readonly FrameCondition[] };

/** The per-frame answer for a line (the pieces' own `frame` values are ignored). */
export function sightVerdict(
  pieces: readonly SightPiece[],
  from: Square,
  to: Square,
): SightVerdict {
  checkSquare(from, 'caster square');
  checkSquare(to, 'target square');
  const bySquare = piecesBySquare(pieces);
  // Path pixels grouped by square, in path order.
  const groups = new Map<number, BoardPixel[]>();
  for (const pixel of linePixels(from, to)) {
    const sq = { x: pixel.px >> 4, y: pixel.py >> 4 };
    if ((sq.x === from.x && sq.y === from.y) || (sq.x === to.x && sq.y === to.y)) continue;
    const si = sq.y * COLS + sq.x;
    const p = bySquare[si];
    if (!p || !canBlockSight(p.piece)) continue;
    let g = groups.get(si);
    if (!g) groups.set(si, (g = []));
    g.push(pixel);
  }
  const always: FrameCondition[] = [];
  const sometimes: FrameCondition[] = [];
  for (const [si, pixels] of groups) {
    const p = bySquare[si];
    if (!p) continue;
    const frameCount = spriteFrameCount(p.piece);
    const blockingFrames: number[] = [];
    for (let f = 0; f < frameCount; f++)
      if (pixels.some((px) => litAt(p.piece, f, px))) blockingFrames.push(f);
    if (blockingFrames.length === 0) continue;
    const cond: FrameCondition = {
      square: { x: p.x, y: p.y },
      piece: p.piece,
      blockingFrames,
      frameCount,
    };
    (blockingFrames.length === frameCount ? always : sometimes).push(cond);
  }
  if (always.length > 0) return { kind: 'blocked', by: always };
  if (sometimes.length > 0) return { kind: 'depends', conditions: sometimes };
  return { kind: 'clear' };
}

/** A RangeError unless `v` has the shape of a SightVerdict. */
function checkVerdict(v: SightVerdict): void {
  const bad = (why: string) => new RangeError(`describeSightVerdict: ${why}`);
  if (!isRecord(v)) throw bad('need a verdict');
  if (v.kind === 'clear') return;
  const list = v.kind === 'blocked' ? v.by : v.kind === 'depends' ? v.conditions : undefined;
  if (!Array.isArray(list) || list.length > COLS * ROWS)
    throw bad(`not a verdict: ${shown(v.kind)}`);
  for (const c of list as readonly unknown[]) {
    if (
      !isRecord(c) ||
      typeof c.piece !== 'string' ||
      !isRecord(c.square) ||
      !isWholeIn(c.square.x, 0, COLS - 1) ||
      !isWholeIn(c.square.y, 0, ROWS - 1) ||
      !Array.isArray(c.blockingFrames) ||
      c.blockingFrames.length > 4 ||
      !c.blockingFrames.every((f) => isWholeIn(f, 0, 3))
    )
      throw bad('a condition needs a piece, a square and its blocking frames 0–3');
  }
}

function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/**
 * The verdict in English: "blocked", "clear", or e.g. "depends on the animation: blocked
 * while the Goblin shows frame 0 or 2". Squares are named, as (column,row), only when the same
 * piece appears twice.
 */
export function describeSightVerdict(v: SightVerdict): string {
  checkVerdict(v);
  if (v.kind === 'clear') return 'clear';
  if (v.kind === 'blocked') return 'blocked';
  const names = v.conditions.map((c) => c.piece);
  const parts = v.conditions.map((c) => {
    const twice = names.filter((n) => n === c.piece).length > 1;
    const who = `the ${c.piece}${twice ? ` at (${c.square.x},${c.square.y})` : ''}`;
    return `${who} shows frame ${orList(c.blockingFrames.map(String))}`;
  });
  return `depends on the animation: blocked while ${parts.join(', or while ')}`;
}
