/**
 * CloseUp: the close-up for fingers under a whole board, with the button that turns it on and
 * off. On a phone a whole board fits the screen only with squares smaller than a fingertip; the
 * close-up repeats 7 × 5 of them around `centre`, each at least 44 px, and a tap there is a pick
 * (BoardCloseUp). It starts on where the main pointer is coarse (a touch screen) and off with a
 * mouse. The island keeps `centre`: where its piece is, or the square last tapped on the whole
 * board, and not a square picked in the close-up itself (the squares would move under the
 * finger that is about to tap again).
 *
 * Props: BoardCloseUp's (board, overlay, selected, onPick), `centre` (null: no close-up yet),
 * `show` (false while there is nothing to pick: the button stays, the close-up hides) and
 * `testId`, the prefix of the test ids (`-toggle`, and the close-up's own box).
 */
import { useEffect, useState } from 'preact/hooks';
import type { Square } from '../engine/types';
import BoardCloseUp, { windowAround, type BoardCloseUpProps } from './BoardCloseUp';

export interface CloseUpProps extends Omit<BoardCloseUpProps, 'window' | 'testId'> {
  centre: Square | null;
  show?: boolean;
  testId: string;
}

export default function CloseUp({ centre, show = true, testId, ...board }: CloseUpProps) {
  const [on, setOn] = useState(false);
  useEffect(() => setOn(window.matchMedia('(pointer: coarse)').matches), []);
  return (
    <div class="cc-closeup">
      <button
        type="button"
        class="cc-button cc-closeup__toggle"
        aria-pressed={on}
        data-testid={`${testId}-toggle`}
        onClick={() => setOn(!on)}
      >
        Close-up (bigger squares)
      </button>
      {on && show && centre && (
        <div class="cc-closeup__box" data-testid={testId}>
          <BoardCloseUp {...board} window={windowAround(centre, 7, 5)} testId={`${testId}-board`} />
        </div>
      )}
    </div>
  );
}
