/**
 * What a board-lab mode gets from the lab (LabShell.tsx). Each mode (TraceMode, RangeMode,
 * MoveMode) is a component: it reads its pick from src/stores/boardLab.ts, asks its view module
 * (traceView.ts, rangeView.ts, moveView.ts) what to show, and renders its controls, the board
 * (through `renderBoard`, so every mode shares one board, status line and magnifier) and its
 * answer. A page's island (SightLab, MovementLab) lists only the modes it offers, so a page loads
 * only their code.
 */
import type { ComponentChildren, FunctionComponent } from 'preact';
import type { Board } from '../../engine/pieces';
import type { PositionExtras } from '../../engine/position';
import type { Square } from '../../engine/types';
import type { BoardViewProps } from '../../ui/BoardView';
import type { PositionTools } from './loadPositionTools';

export type LabMode = 'edit' | 'trace' | 'range' | 'move';

/** What the board shows in a mode. */
export type BoardLook = Pick<BoardViewProps, 'overlay' | 'lines' | 'marks' | 'selected'>;

export interface ModeProps {
  /** The lab's id (names the controls). */
  id: string;
  board: Board;
  /** Sets the status line under the board. */
  onStatus: (text: string) => void;
  /** The position tools once loaded (see loadPositionTools.ts), and the wizards' records. */
  tools: PositionTools | null;
  extras: PositionExtras | null;
  /**
   * The board and its status line, showing `look`: `onPick` gets the squares picked, `onMoved`
   * hears of a piece dragged from one square to another (after the board has moved it).
   */
  renderBoard: (
    look: BoardLook,
    onPick: (s: Square) => void,
    onMoved?: (from: Square, to: Square) => void,
  ) => ComponentChildren;
}

/** The modes other than editing that a lab offers, each with its component. */
export type ModePanels = Partial<Record<Exclude<LabMode, 'edit'>, FunctionComponent<ModeProps>>>;
