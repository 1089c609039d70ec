/**
 * BoardCloseUp: a few squares of a board, enlarged to the width of their box: the squares a
 * finger picks on a phone, beside a whole board (BoardView) drawn too small to tap. It shows the
 * same pieces, overlay and selection as the board beside it and reports a tap with `onPick`. It
 * is a pointer aid only: hidden from assistive technology and out of the tab order, since the
 * whole board is the grid a keyboard or a screen reader uses.
 *
 * Props
 * - `board`, `overlay`, `selected`: as BoardView's.
 * - `window`: the squares shown, `{ x, y, w, h }` (see `windowAround`).
 * - `onPick(square)`: a square was tapped or clicked.
 * - `testId`: data-testid of the squares' box.
 */
import { pieceAt, placedPieces, type Board } from '../engine/pieces';
import { BOARD_WIDTH, type Square } from '../engine/types';
import type { BoardWindow } from './board-window';
import { BoardPicture, type BoardOverlaySquare } from './BoardView';
import './board.css';

export { windowAround, type BoardWindow } from './board-window';

export interface BoardCloseUpProps {
  board: Board;
  window: BoardWindow;
  overlay?: readonly BoardOverlaySquare[];
  selected?: readonly Square[];
  onPick?: (sq: Square) => void;
  testId?: string;
}

export default function BoardCloseUp({
  board,
  window: win,
  overlay = [],
  selected = [],
  onPick,
  testId = 'board-closeup',
}: BoardCloseUpProps) {
  const tags = new Map(overlay.map((o) => [o.y * BOARD_WIDTH + o.x, o]));
  const rows = Array.from({ length: win.h }, (_, i) => win.y + i);
  const cols = Array.from({ length: win.w }, (_, i) => win.x + i);
  return (
    <div
      class="cc-board cc-board--window"
      aria-hidden="true"
      style={{ aspectRatio: `${win.w} / ${win.h}` }}
    >
      <BoardPicture box={win} overlay={overlay} pieces={placedPieces(board)} />
      <div
        class="cc-board__grid"
        data-testid={testId}
        style={{ gridTemplateRows: `repeat(${win.h}, minmax(0, 1fr))` }}
      >
        {rows.map((y) => (
          <div
            class="cc-board__row"
            key={y}
            style={{ gridTemplateColumns: `repeat(${win.w}, minmax(0, 1fr))` }}
          >
            {cols.map((x) => {
              const tag = tags.get(y * BOARD_WIDTH + x)?.label;
              const sel = selected.some((s) => s.x === x && s.y === y);
              return (
                <div
                  key={x}
                  data-x={x}
                  data-y={y}
                  data-piece={pieceAt(board, { x, y })?.kind}
                  data-label={tag}
                  class={`cc-board__cell${sel ? ' is-selected' : ''}`}
                  onClick={() => onPick?.({ x, y })}
                >
                  {tag && <span class="cc-board__tag">{tag}</span>}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
