// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/preact';
import { renderToString } from 'preact-render-to-string';
import { emptyBoard, makePiece, withPiece } from '../engine/pieces';
import BoardView, { BoardSquare } from './BoardView';
import BoardCloseUp, { windowAround } from './BoardCloseUp';

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
    expect(still).toContain('aria-label="(3,3) Goblin, of wizard 2"');
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
      '(5,5) Orc, of wizard 3',
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

  it('a close-up shows only its window’s squares, enlarged, as a pointer aid hidden from the keyboard and from screen readers', () => {
    const picks: string[] = [];
    const { container } = render(
      <BoardCloseUp
        board={board}
        window={windowAround({ x: 3, y: 3 }, 7, 5)}
        onPick={(s) => picks.push(`${s.x},${s.y}`)}
      />,
    );
    const squares = [...container.querySelectorAll<HTMLElement>('[data-x]')];
    expect(squares).toHaveLength(35);
    expect(squares.map((c) => `${c.dataset.x},${c.dataset.y}`).slice(0, 8)).toEqual([
      '0,1',
      '1,1',
      '2,1',
      '3,1',
      '4,1',
      '5,1',
      '6,1',
      '0,2',
    ]);
    expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe('0 16 112 80');
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('[role], [tabindex], [aria-label]')).toHaveLength(0);
    expect(container.querySelector('[data-x="3"][data-y="3"]')?.getAttribute('data-piece')).toBe(
      'Goblin',
    );
    expect(container.querySelectorAll('svg path')).toHaveLength(1);
    container.querySelector<HTMLElement>('[data-x="3"][data-y="3"]')?.click();
    expect(picks).toEqual(['3,3']);
  });

  it('a window stays on the board at its edges', () => {
    expect(windowAround({ x: 0, y: 0 }, 7, 5)).toEqual({ x: 0, y: 0, w: 7, h: 5 });
    expect(windowAround({ x: 14, y: 9 }, 7, 5)).toEqual({ x: 8, y: 5, w: 7, h: 5 });
    expect(windowAround({ x: 7, y: 4 }, 7, 5)).toEqual({ x: 4, y: 2, w: 7, h: 5 });
  });
});
