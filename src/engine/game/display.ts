/**
 * The board layers as a reader sees them: piece names, the display board of pieces.ts
 * (`displayBoard`, the reverse of layers.ts `layersFromBoard`) and line of sight over it.
 */
import { createSightTester, type SightTester } from '../los';
import { pieceOf, type Board, type Piece, type SightPiece } from '../pieces';
import { BOARD_WIDTH } from '../types';
import type { BoardLayers } from './types';
import {
  ILLUSION,
  OWNER,
  RAISED,
  SQUARES,
  WIZARD_ID,
  creatureOf,
  isCreatureId,
  isWizardId,
  objectOf,
  onArena,
  sqX,
  sqY,
} from './layers';

/** Name of a piece id as the pieces.ts display board spells it (creatures, objects). */
export function idName(id: number): string {
  if (isCreatureId(id)) return creatureOf(id)?.name ?? '?';
  if (id >= 34 && id <= 40) return objectOf(id)?.name ?? '?';
  return '?';
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
