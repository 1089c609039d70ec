/**
 * The game's distance between two square bytes, tabulated (distance.ts is the rule): asked by the
 * game's movers and the computer's scans, and by movement.ts's reach.
 */
import { distance } from '../distance';
import { at } from './layers';

/**
 * Distance in half-units between two square bytes 0–255, tabulated from distance.ts:
 * DIST[a × 256 + b], i.e. DIST[(a << 8) | b]. Bytes past the board count too, as the original
 * reads them: #C703 turns a square address into (x, y) = (byte & 15, byte >> 4), each + 1, and
 * #BEEF takes 2 × the larger difference + the smaller. The one such square the AI reaches is the
 * filler #FF, (15, 15): AIM when no enemy wizard is left (ai.ts `chooseTarget`).
 */
export const DIST = /* @__PURE__ */ (() => {
  // distance.ts for each offset 0–15 across and down (256 calls), then the table from the
  // offsets: about 0.3 ms at load, where 65,536 checked calls took 15 ms.
  const byOffset = new Uint8Array(256);
  for (let dx = 0; dx < 16; dx++)
    for (let dy = 0; dy < 16; dy++) byOffset[dx * 16 + dy] = distance(at(0), { x: dx, y: dy });
  const t = new Uint8Array(256 * 256);
  for (let a = 0; a < 256; a++)
    for (let b = 0; b < 256; b++) {
      const dx = Math.abs((a & 15) - (b & 15));
      const dy = Math.abs((a >> 4) - (b >> 4));
      t[(a << 8) | b] = byOffset[dx * 16 + dy] as number;
    }
  return t;
})();
export const dist = (a: number, b: number): number => DIST[(a << 8) | b] ?? 0;
