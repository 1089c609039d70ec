/** The board lab's movement mode: pick a piece, see where it can go and its odds of breaking free. */
import { afterPaint } from '../../ui/afterPaint';
import { useStore } from '@nanostores/preact';
import { useEffect, useMemo } from 'preact/hooks';
import { makePiece, pieceAt, withPiece, type Board } from '../../engine/pieces';
import { isWizardKind } from '../../engine/sprites';
import type { Square } from '../../engine/types';
import { $movePick, MOVE_START, setMovePick, type MovePick } from '../../stores/boardLab';
import type { ModeProps } from './labModes';
import { loadPositionTools, type PositionTools } from './loadPositionTools';
import { moveCounts, moveView } from './moveView';
import { sq } from './square';
import { useHydrated } from '../../ui/useHydrated';

/**
 * The pick with the options of the wizard the picked piece moves for, from his record: the one
 * standing there, or the one riding the mount or sheltering in the wood or castle (his magic
 * weapon counts once he steps off). positionMove.ts asks about the wizard standing on the square,
 * so a hidden wizard is asked about drawn there.
 */
function pickFor(board: Board, pick: MovePick, tools: PositionTools, extras: ModeProps['extras']) {
  if (!extras) return pick;
  const p = pick.from ? pieceAt(board, pick.from) : null;
  if (!p || !pick.from || isWizardKind(p.kind) || p.rider === undefined)
    return tools.positionMovePick(board, pick, extras);
  const drawn = withPiece(board, pick.from, makePiece(`Wizard ${p.rider + 1}`, p.rider));
  return tools.positionMovePick(drawn, pick, extras);
}

export default function MoveMode({ board, onStatus, tools, extras, renderBoard }: ModeProps) {
  // The picks may come from the link after hydrating: render the start picks until then.
  const hydrated = useHydrated();
  const storedMovePick = useStore($movePick);
  const movePick = hydrated ? storedMovePick : MOVE_START;
  // A wizard moves with his own manoeuvre and Shadow Form from the position.
  const moving = movePick.from ? pieceAt(board, movePick.from) : null;
  const movingWizard = moving && isWizardKind(moving.kind) ? moving.owner : null;
  // A wizard riding the mount or sheltering in the wood or castle picked: his record counts too.
  const hiddenWizard = moving && !isWizardKind(moving.kind) ? (moving.rider ?? null) : null;
  const mv = useMemo(
    () => moveView(board, tools && extras ? pickFor(board, movePick, tools, extras) : movePick),
    [board, movePick, tools, extras],
  );
  // Loaded after the pick has painted: the reach shows at once, the wizard's own record follows.
  useEffect(() => {
    if (movingWizard !== null || hiddenWizard !== null) afterPaint(loadPositionTools);
  }, [movingWizard, hiddenWizard]);

  function pick(s: Square) {
    setMovePick({ from: s, engaged: false });
    const p = pieceAt(board, s);
    onStatus(p ? `Showing where the ${p.kind} on ${sq(s)} can go.` : `${sq(s)} is empty.`);
  }

  return (
    <>
      <div class="cc-lab__row">
        {!mv.piece && <span>Pick a piece on the board.</span>}
        {mv.reach?.startsNextToEnemy && mv.breakFree && mv.reach.mode !== 'stationary' && (
          <label>
            <input
              type="checkbox"
              checked={movePick.engaged}
              onChange={(e) => setMovePick({ engaged: (e.target as HTMLInputElement).checked })}
              data-testid="engaged"
            />{' '}
            It failed to break free
          </label>
        )}
        {mv.piece && mv.reach && movingWizard !== null && tools && extras && (
          <tools.WizardMoveControls extras={extras} seat={movingWizard} />
        )}
      </div>

      {renderBoard({ overlay: mv.overlay, selected: movePick.from ? [movePick.from] : [] }, pick)}

      <div class="cc-lab__result" data-testid="move-result">
        {mv.error ? (
          <p>{mv.error}</p>
        ) : (
          <>
            <p>{mv.stats}</p>
            {mv.reach?.startsNextToEnemy && (
              <p data-testid="break-free">
                It starts next to an enemy.{' '}
                {/* One 0–9 roll decides it, so the chance is a whole number of tenths. */}
                {mv.breakFree && mv.reach.mode === 'stationary'
                  ? `The game rolls for it as for any piece (the roll plus 2 must be below its manoeuvre): ${mv.breakFree.num}/${mv.breakFree.den}, it never breaks free. It never moves anyway, and may attack a neighbour.`
                  : mv.breakFree
                    ? `It breaks free when the roll plus 2 is below its manoeuvre: ${mv.breakFree.num}/${mv.breakFree.den} (${Math.round(mv.breakFree.p * 100)}%).${movePick.engaged ? ' Shown: it failed, so it may only attack a neighbour.' : ' Shown: it broke free.'}`
                    : mv.sheltered
                      ? 'A wizard in a wood or castle is never held: no roll is made.'
                      : 'A mount carrying its wizard is never held: no roll is made.'}
              </p>
            )}
            <p>
              <strong data-testid="move-counts">{moveCounts(mv)}</strong>.
            </p>
            <p class="cc-lab__detail">
              @: the piece that moves. Blue •: can move there. Amber E: can move there, but the move
              ends engaged. Red A: can attack. Grey U: undead it cannot attack. Green M / S: mount
              or shelter (and walk on with points left). Purple D (or a D after another mark): a
              ridden mount's wizard can dismount there, one square.
            </p>
          </>
        )}
      </div>
    </>
  );
}
