/** The board lab's movement mode: pick a piece, see where it can go and its odds of breaking free. */
import { useStore } from '@nanostores/preact';
import { useMemo } from 'preact/hooks';
import { pieceAt } from '../../engine/pieces';
import type { Square } from '../../engine/types';
import { pct } from '../../lib/format';
import { $movePick, setMovePick } from '../../stores/boardLab';
import NumberField from '../../ui/NumberField';
import type { ModeProps } from './labModes';
import { moveCounts, moveView } from './moveView';
import { sq } from './square';

export default function MoveMode({ id, board, onStatus, renderBoard }: ModeProps) {
  const movePick = useStore($movePick);
  const mv = useMemo(() => moveView(board, movePick), [board, movePick]);

  function pick(s: Square) {
    setMovePick({ from: s, engaged: false });
    const p = pieceAt(board, s);
    onStatus(p ? `Showing where the ${p.kind} on ${sq(s)} can go.` : `${sq(s)} is empty.`);
  }

  return (
    <>
      <div class="cc-lab__row">
        {!mv.piece && <span>Pick a piece on the board.</span>}
        {mv.reach?.startsNextToEnemy && mv.breakFree && (
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
        {mv.piece && mv.reach && /^Wizard/.test(mv.piece) && (
          <>
            <span>
              <label for={`${id}-manoeuvre`}>Wizard's manoeuvre</label>{' '}
              <NumberField
                id={`${id}-manoeuvre`}
                name="wizard's manoeuvre"
                min={0}
                max={12}
                value={movePick.wizardManoeuvre}
                onText={(text) => {
                  const v = Math.round(Number(text));
                  if (Number.isFinite(v) && v >= 0 && v <= 12) setMovePick({ wizardManoeuvre: v });
                }}
              />
            </span>
            {mv.piece !== 'Wizard (Magic Wings)' && (
              <label>
                <input
                  type="checkbox"
                  checked={movePick.shadowForm}
                  onChange={(e) =>
                    setMovePick({ shadowForm: (e.target as HTMLInputElement).checked })
                  }
                />{' '}
                Shadow Form
              </label>
            )}
          </>
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
                {mv.breakFree
                  ? `It breaks free when the roll plus 2 is below its manoeuvre: ${mv.breakFree.num}/${mv.breakFree.den} (${pct(mv.breakFree.p)}).${movePick.engaged ? ' Shown: it failed, so it may only attack a neighbour.' : ' Shown: it broke free.'}`
                  : 'A mount carrying its wizard is never held: no roll is made.'}
              </p>
            )}
            <p>
              <strong data-testid="move-counts">{moveCounts(mv)}</strong>.
            </p>
            <p class="cc-lab__detail">
              @: the piece that moves. Blue •: can move there. Amber E: can move there, but the move
              ends engaged. Red A: can attack. Grey U: undead it cannot attack. Green M / S: mount
              or shelter.
            </p>
          </>
        )}
      </div>
    </>
  );
}
