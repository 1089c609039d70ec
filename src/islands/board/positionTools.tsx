/**
 * Everything the board islands need from the shared position (src/stores/position.ts), loaded
 * on first need (loadPositionTools.ts) so that pages whose readers never use a position load
 * none of it: the undo history, the wizard panel, the movement mode's per-wizard controls, the
 * movement pick with the moving wizard's own options, the position file's Save and Open (their
 * file code loads only when used), the position's notes, and the notes on wizards drawn with a
 * picture their record could not give.
 */
import { useStore } from '@nanostores/preact';
import { useEffect } from 'preact/hooks';
import type { Board } from '../../engine/pieces';
import { pictureMismatches, type PositionExtras } from '../../engine/position';
import { pictureNoteText } from '../../lib/picture-notes';
import { $board } from '../../stores/board';
import { drawAsRecord, giveShownUpgrade } from '../../stores/wizard-picture';
import { startHistory } from '../../stores/history';
import { $positionExtras, $positionNotes, dismissPositionNotes } from '../../stores/position';
import Notes from '../../ui/Notes';

export { default as UndoRedo } from './UndoRedo';
export { default as WizardMoveControls } from './WizardMoveControls';
export { default as WizardPanel } from './WizardPanel';
export { default as PositionFile } from './PositionFile';
export { positionMovePick } from './positionMove';

/** Start the history; `before` is the board as it was before the change that loaded us. */
export function start(before: Board | null): void {
  startHistory(before);
}

/** Reports the position's extras to the board island as they change. */
export function ExtrasBridge({ onExtras }: { onExtras: (e: PositionExtras) => void }) {
  const extras = useStore($positionExtras);
  useEffect(() => onExtras(extras), [extras]);
  return null;
}

/** The position's notes (a saved or linked position that could not be read). */
export function PositionNotes() {
  const notes = useStore($positionNotes);
  return (
    <Notes role="alert" testId="position-notes" notes={notes} onDismiss={dismissPositionNotes} />
  );
}

/**
 * Wizards drawn with a picture their record could not give (an old link, a file, a piece placed
 * from the palette): said plainly, with both ways to make them agree.
 */
export function PictureNotes({ onStatus }: { onStatus: (text: string) => void }) {
  const board = useStore($board);
  const extras = useStore($positionExtras);
  const found = pictureMismatches(board, extras);
  if (found.length === 0) return null;
  return (
    <div class="cc-lab__notes" role="status" data-testid="picture-notes">
      {found.map((m) => (
        <p key={m.seat}>
          {pictureNoteText(m)}{' '}
          {m.shows !== null && (
            <button
              type="button"
              onClick={() => {
                const given = giveShownUpgrade(m.seat);
                onStatus(
                  given
                    ? `Wizard ${m.seat + 1} now has the ${given} in his record.`
                    : `Wizard ${m.seat + 1}'s record could not be changed.`,
                );
              }}
              data-testid={`picture-give-${m.seat}`}
            >
              Give him the {m.shows}
            </button>
          )}{' '}
          <button
            type="button"
            onClick={() => {
              const kind = drawAsRecord(m.seat);
              onStatus(kind ? `Wizard ${m.seat + 1} is drawn as ${kind}.` : '');
            }}
            data-testid={`picture-redraw-${m.seat}`}
          >
            Draw him as {m.drawn}
          </button>
        </p>
      ))}
    </div>
  );
}
