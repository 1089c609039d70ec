/**
 * From the board model (pieces.ts, sprite kinds) to the spreading simulation's plain board
 * (spreadSimulation.ts): wizards by seat, mounts/woods/castles with the wizard inside, corpses,
 * and the Gooey Blobs and Magic Fire as spreaders. A corpse lying under a piece is dropped (the
 * simulation does not model it), and so are illusion and raised marks, which do not affect
 * spreading.
 */
import type { BoardOccupant, OccupantKind, SpreadBoard, SpreaderPiece } from './spreadSimulation';
import { isCreatureName, isPieceName } from './pieceLookup';
import { placedPieces, type Board, type PlacedPiece } from './pieces';
import { isRecord, isWholeIn, shown } from './guard';
import { isCorpseKind, isWizardKind } from './sprites';
import type { Result, Square } from './types';

/** A spreader to add to the board before simulating (on an empty or corpse square). */
export interface ExtraSpreader extends Square {
  readonly kind: 'Gooey Blob' | 'Magic Fire';
  readonly owner: number;
}

/** The spreading simulation's view of a board, optionally with one more spreader placed. */
export function spreadBoardFromBoard(
  board: Board,
  extra?: ExtraSpreader,
): Result<SpreadBoard, 'square-taken' | 'bad-kind' | 'bad-board' | 'bad-extra'> {
  if (
    extra !== undefined &&
    !(
      isRecord(extra) &&
      isWholeIn(extra.x, 0, 14) &&
      isWholeIn(extra.y, 0, 9) &&
      (extra.kind === 'Gooey Blob' || extra.kind === 'Magic Fire') &&
      isWholeIn(extra.owner, 0, 7)
    )
  )
    return {
      ok: false,
      error: 'bad-extra',
      message: 'The added spreader is a Gooey Blob or Magic Fire on a square, with an owner 0–7.',
    };
  let placed: PlacedPiece[];
  try {
    placed = placedPieces(board);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    return { ok: false, error: 'bad-board', message: e.message };
  }
  const occupants: BoardOccupant[] = [];
  const spreaders: SpreaderPiece[] = [];
  for (const p of placed) {
    const onExtra = extra !== undefined && extra.x === p.x && extra.y === p.y;
    if (onExtra && !isCorpseKind(p.kind)) {
      return {
        ok: false,
        error: 'square-taken',
        message: `(${p.x}, ${p.y}) already holds a ${p.kind}; pick an empty square.`,
      };
    }
    if (onExtra) continue;
    if (p.kind === 'Gooey Blob' || p.kind === 'Magic Fire') {
      spreaders.push({ x: p.x, y: p.y, kind: p.kind, owner: p.owner });
    } else if (isWizardKind(p.kind)) {
      occupants.push({ x: p.x, y: p.y, kind: 'Wizard', owner: p.owner });
    } else if (isCorpseKind(p.kind)) {
      occupants.push({ x: p.x, y: p.y, kind: 'Corpse' });
    } else if (isCreatureName(p.kind) || isPieceName(p.kind)) {
      occupants.push({
        x: p.x,
        y: p.y,
        kind: p.kind as OccupantKind,
        owner: p.owner,
        ...(p.rider !== undefined ? { withWizard: p.rider } : {}),
      });
    } else {
      return { ok: false, error: 'bad-kind', message: `Unknown piece ${shown(p.kind)}.` };
    }
  }
  if (extra) spreaders.push({ x: extra.x, y: extra.y, kind: extra.kind, owner: extra.owner });
  return { ok: true, value: { occupants, spreaders } };
}
