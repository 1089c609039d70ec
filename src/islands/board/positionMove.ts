/**
 * The movement pick with the moving wizard's own options from the position: his manoeuvre, Shadow
 * Form, Magic Wings and magic weapon, all from his record, never from his picture
 * (src/engine/position.ts wizardMoveOptions). Creatures and other pieces keep the
 * pick as it is. Kept apart from moveView.ts so that MoveMode and its test share one rule.
 */
import { pieceAt, type Board } from '../../engine/pieces';
import { wizardMoveOptions, type PositionExtras } from '../../engine/position';
import { isWizardKind } from '../../engine/sprites';
import type { MovePick } from '../../stores/boardLab';

/** The seat of the wizard standing on the picked square, or null. */
export function movingWizard(board: Board, pick: MovePick): number | null {
  const p = pick.from ? pieceAt(board, pick.from) : null;
  return p && isWizardKind(p.kind) ? p.owner : null;
}

export function positionMovePick(board: Board, pick: MovePick, extras: PositionExtras): MovePick {
  const seat = movingWizard(board, pick);
  return seat === null ? pick : { ...pick, ...wizardMoveOptions(extras, seat) };
}
