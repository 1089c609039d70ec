// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/preact';
import { renderToString } from 'preact-render-to-string';
import { emptyBoard, makePiece, withPiece } from '../engine/pieces';
import BoardView, { BoardSquare } from './BoardView';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const board = withPiece(emptyBoard(), { x: 3, y: 3 }, makePiece('Goblin', 1));
const cells = (html: string) => html.match(/role="gridcell"/g)?.length ?? 0;

describe('BoardView', () => {
  it('leaves an island’s squares out of the built HTML, and writes them for a static board', () => {
    const island = renderToString(<BoardView board={board} label="Board" />);
    expect(cells(island)).toBe(0);
    expect(island).toContain('<svg');
    expect(island).not.toContain('role="grid"');
    const still = renderToString(<BoardView board={board} label="Board" staticSquares />);
    expect(cells(still)).toBe(150);
    expect(still).toContain('aria-label="(3,3) Goblin, of wizard 2, frame 0"');
  });

  it('makes the 150 squares once it runs', () => {
    const { container, getByRole } = render(<BoardView board={board} label="Board" />);
    expect(getByRole('grid', { name: 'Board' })).toBeTruthy();
    expect(container.querySelectorAll('[role=gridcell]')).toHaveLength(150);
    expect(container.querySelector('[data-x="3"][data-y="3"]')?.getAttribute('data-piece')).toBe(
      'Goblin',
    );
  });

  it('redraws only the squares that changed', () => {
    const { container, rerender } = render(<BoardView board={board} label="Board" />);
    const renders = vi.spyOn(BoardSquare.prototype, 'render');
    rerender(
      <BoardView board={withPiece(board, { x: 5, y: 5 }, makePiece('Orc', 2))} label="Board" />,
    );
    expect(renders).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[data-x="5"][data-y="5"]')?.getAttribute('aria-label')).toBe(
      '(5,5) Orc, of wizard 3, frame 0',
    );
    renders.mockClear();
    rerender(
      <BoardView
        board={withPiece(board, { x: 5, y: 5 }, makePiece('Orc', 2))}
        label="Board"
        selected={[{ x: 0, y: 0 }]}
      />,
    );
    // Selecting a square redraws that square alone (the keyboard cursor stays where it was).
    expect(renders).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[data-x="0"][data-y="0"]')?.getAttribute('aria-selected')).toBe(
      'true',
    );
  });
});
