/**
 * A wizard's picture on the shared board (src/stores/board.ts) kept in step with his record in
 * the shared position (src/stores/position.ts). The rules read the record only
 * (src/engine/wizardUpgrades.ts); the picture is what the original would draw: the last upgrade
 * cast. When an old link, a file or a hand-placed piece shows a picture the record could not
 * give, the board lab says so (`pictureMismatches`) and offers either fix below.
 */
import type { Square } from '../engine/types';
import { isWizardKind } from '../engine/sprites';
import { placedPieces } from '../engine/pieces';
import { DEFAULT_POSITION_WIZARD } from '../engine/position';
import {
  pictureFor,
  pictureUpgrade,
  upgradeOf,
  type PictureUpgrade,
} from '../engine/wizardUpgrades';
import { $board, updatePiece } from './board';
import { asOneStep } from './history';
import { $positionExtras, updateWizard } from './position';

/** Where wizard `seat` stands as a piece of his own (not inside a mount, wood or castle). */
function wizardSquare(seat: number): (Square & { kind: string }) | null {
  const p = placedPieces($board.get()).find((q) => isWizardKind(q.kind) && q.owner === seat);
  return p ? { x: p.x, y: p.y, kind: p.kind } : null;
}

/**
 * Draw wizard `seat` as his record says: `prefer` (the upgrade just cast or ticked) when he holds
 * it, else his picture when it agrees, else his first upgrade, else his plain picture. Returns
 * the picture drawn, or null when he is not on the board as a piece of his own.
 */
export function drawAsRecord(seat: number, prefer?: PictureUpgrade): string | null {
  const at = wizardSquare(seat);
  if (!at) return null;
  const w = $positionExtras.get().wizards[seat] ?? DEFAULT_POSITION_WIZARD;
  const plain = pictureUpgrade(at.kind) === null ? at.kind : `Wizard ${seat + 1}`;
  const kind = pictureFor(w, plain, at.kind, prefer);
  if (kind !== at.kind) updatePiece(at, { kind });
  return kind;
}

/** Give wizard `seat` the upgrade his picture shows, as if he had cast it (one undo step). */
export function giveShownUpgrade(seat: number): PictureUpgrade | null {
  const at = wizardSquare(seat);
  const shows = at ? pictureUpgrade(at.kind) : null;
  if (!shows) return null;
  const w = $positionExtras.get().wizards[seat] ?? DEFAULT_POSITION_WIZARD;
  const after = upgradeOf(w, shows);
  let ok = false;
  asOneStep(() => {
    ok = updateWizard(seat, { flags: after.flags, stats: after.stats }).ok;
  });
  return ok ? shows : null;
}

type WizardChange = ReturnType<typeof updateWizard>;

/**
 * Change wizard `seat`'s record and redraw him in one undo step; `prefer` is the upgrade the
 * change added (drawn, as the last one cast). Returns the engine's answer to the record change.
 */
export function changeWizardAndRedraw(
  seat: number,
  change: () => WizardChange,
  prefer?: PictureUpgrade,
): WizardChange {
  const done: { r?: WizardChange } = {};
  asOneStep(() => {
    done.r = change();
    if (done.r.ok) drawAsRecord(seat, prefer);
  });
  if (!done.r) throw new Error('changeWizardAndRedraw: the change did not run');
  return done.r;
}
