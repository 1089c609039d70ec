/**
 * Line of sight for the simulator, memoised: the same answer as los.ts's `createSightTester` for
 * the board as shown (every piece in animation frame 0), without redrawing the board's pixels
 * after every change. The pixel path between two square centres depends on the two squares only,
 * so it is computed once (los.ts `linePixels`, the original's line routine) and kept as a list of
 * (square, pixel row, column mask) runs outside the two end squares; a line is blocked when one
 * of those runs meets a lit pixel of the sprite drawn on its square.
 */
import { linePixels } from '../los';
import { canBlockSight, spriteRows, type SpriteRows } from '../sprites';
import { SQUARES, WIZARD_ID, isWizardId, sqX, sqY } from './layers';
import { idName } from './display';
import type { BoardLayers } from './types';

/** Runs per ordered pair of squares (a × 160 + b), computed on first use. */
const RUNS: (Int32Array | undefined)[] = new Array<Int32Array | undefined>(SQUARES * SQUARES);

/** The pixel runs of the line from a to b outside both end squares: sq << 20 | row << 16 | mask. */
export function lineRuns(a: number, b: number): Int32Array {
  const key = a * SQUARES + b;
  const hit = RUNS[key];
  if (hit) return hit;
  const out: number[] = [];
  let last = -1;
  for (const { px, py } of linePixels({ x: sqX(a), y: sqY(a) }, { x: sqX(b), y: sqY(b) })) {
    const s = (py >> 4) * 16 + (px >> 4);
    if (s === a || s === b) continue;
    const head = (s << 20) | ((py & 15) << 16);
    const bit = 1 << (15 - (px & 15));
    if (last >= 0 && ((out[last] as number) & ~0xffff) === head)
      out[last] = (out[last] as number) | bit;
    else last = out.push(head | bit) - 1;
  }
  const runs = Int32Array.from(out);
  RUNS[key] = runs;
  return runs;
}

const ROWS_BY_NAME = new Map<string, SpriteRows | null>();
function blockingRows(name: string): SpriteRows | null {
  let r = ROWS_BY_NAME.get(name);
  if (r === undefined) {
    r = canBlockSight(name) ? (spriteRows(name, 0) ?? null) : null;
    ROWS_BY_NAME.set(name, r);
  }
  return r;
}

/** Blocking rows per piece id 0–48, living (index id) and as a body (49 + id); wizards apart. */
const ROWS_BY_ID = /* @__PURE__ */ Array.from({ length: 98 }, (_, i) => {
  const id = i % 49;
  if (id < 2 || isWizardId(id)) return null;
  return blockingRows(i >= 49 ? `${idName(id)} (corpse)` : idName(id));
});

/** The frame-0 rows that can block sight on each square (null: nothing there blocks). */
export function sightRows(
  b: BoardLayers,
  sprites: readonly string[],
  into?: (SpriteRows | null)[],
): (SpriteRows | null)[] {
  const out = into ?? new Array<SpriteRows | null>(SQUARES).fill(null);
  const wizards = sprites.map((name) => blockingRows(name));
  for (let s = 0; s < SQUARES; s++) {
    const id = b.id[s] ?? 0;
    out[s] = null;
    if (id === 0 || (s & 15) === 15) continue;
    if (isWizardId(id)) out[s] = wizards[id - WIZARD_ID] ?? blockingRows('Wizard 1');
    else out[s] = ROWS_BY_ID[b.corpse[s] ? 49 + id : id] ?? null;
  }
  return out;
}

/** Is the line from a to b blocked on a board whose blocking rows are `rows`? */
export function lineBlocked(rows: readonly (SpriteRows | null)[], a: number, b: number): boolean {
  const runs = lineRuns(a, b);
  for (let i = 0; i < runs.length; i++) {
    const r = runs[i] as number;
    const sprite = rows[r >>> 20];
    if (sprite && ((sprite[(r >> 16) & 15] ?? 0) & r & 0xffff) !== 0) return true;
  }
  return false;
}
