/**
 * Spell effects shared by human and computer casters that need more than one board change.
 *
 * Turmoil (#8741): every piece moves once to a random empty square. The destination byte is
 * v = RANUM + (RANUM AND 15), kept when 31 ≤ v ≤ 158, not in column 15 and empty (ai.md §6).
 * RANUM is a byte whose low digit passed the d10 test (0–9) and whose high digit is any of 16,
 * so only even columns of rows 2–9 come up. On the Spectrum the R register reaches only some of
 * them and the search can hang; with independent draws every one of the 64 can come up, and a
 * search still failing after 10,000 draws is reported as the hang and ends the spell.
 */
import { MOVED, SQUARES, cloneLayers, sqX, sqY } from './layers';
import type { Sim } from './sim';

const TURMOIL_TRIES = 10_000;

export function turmoil(sim: Sim, seat: number): void {
  const b = sim.b;
  const before = cloneLayers(b);
  const pieces: number[] = [];
  for (let s = 0; s < SQUARES; s++) if ((before.id[s] ?? 0) !== 0) pieces.push(s);
  const moved = new Uint8Array(SQUARES);
  for (const from of pieces) {
    if ((b.id[from] ?? 0) === 0 || moved[from]) continue;
    let to = -1;
    for (let i = 0; i < TURMOIL_TRIES; i++) {
      const byte = sim.randomByte('turmoil');
      const v = (byte + (byte & 15)) & 0xff;
      if (v < 31 || v > 158 || (v & 15) === 15 || (b.id[v] ?? 0) !== 0) continue;
      to = v;
      break;
    }
    if (to < 0) {
      if (sim.log)
        sim.emit('effect', seat, 'Turmoil finds no empty square: the original would hang here');
      return;
    }
    for (const layer of [b.id, b.corpse, b.props, b.occ, b.under, b.eng]) {
      layer[to] = layer[from] ?? 0;
      layer[from] = 0;
    }
    b.props[to] = (b.props[to] ?? 0) & ~MOVED;
    moved[to] = 1;
  }
  sim.touched();
  if (sim.log)
    sim.emit(
      'effect',
      seat,
      `Turmoil: ${pieces.length} pieces thrown about the board`,
      sqX(0) + sqY(0) * 16,
    );
}
