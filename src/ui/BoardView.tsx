/**
 * BoardView: draws a 15 × 10 Chaos board with the original sprites, pixel-crisp at any width
 * (an SVG with a 240 × 160 viewBox, one unit per Spectrum pixel), under an accessible grid of
 * squares (role="grid", arrow keys, one tab stop). It is presentational: it shows what it is
 * given and reports picks; the island that uses it decides what a pick does.
 *
 * Props
 * - `board` (engine Board, required): the pieces, drawn in their `frame`, coloured by owner.
 * - `label` (string, required): the accessible name of the grid.
 * - `overlay`: per-square extras, `{ x, y, fill?, label?, text? }`:
 *     `fill` a CSS colour painted under the sprite (use a translucent one);
 *     `label` a very short visible tag (1–3 characters) in the square's corner;
 *     `text` words added to the square's accessible name (defaults to `label`).
 *   Colour must never be the only signal: give a `label` or `text` as well.
 * - `lines`: pixel lines drawn over the sprites, `{ pixels: BoardPixel[], color?, blocked? }`;
 *   `blocked` (pixel indices) are drawn in the blocking colour. Pixels are board pixels
 *   (engine BoardPixel, px 0–239, py 0–159), e.g. lineOfSight(...).pathPixels.
 * - `marks`: single board pixels to ring (e.g. the first blocking pixel), `{ px, py, color? }`.
 * - `selected`: squares outlined and marked aria-selected (e.g. caster and target).
 * - `cursor`: where the keyboard cursor starts (default: the first selected square or (7,4)).
 * - `hover`: a square to outline as a drop target (while something is dragged over the board).
 * - `lifted`: a square whose piece is drawn faded (picked up, about to be put down elsewhere).
 * - `onPick(square, how)`: a square was clicked/tapped (`how` 'pointer') or Enter/Space was
 *   pressed on it ('keyboard').
 * - `onDelete(square)`: Delete or Backspace on a square.
 * - `onDragPiece(from, to)`: given, pieces can be dragged (mouse, pen or touch) to another square.
 * - `onCursor(square)`: the keyboard cursor moved.
 * - `testId`: data-testid of the grid (default "board-grid").
 * - `staticSquares`: write the squares into the built HTML (a board drawn at build time with no
 *   island behind it).
 * - `originalKeys`: the original game's keys as well: the eight around S (Q W E, A D, Z X C) move
 *   the cursor, diagonals included, and S picks.
 *
 * Every square is an element `[data-x][data-y]` inside the grid (tests and drag-and-drop from
 * outside use them); a square's accessible name says what stands there. The squares exist only
 * once the island runs (the render after hydration, when `useHydrated` turns true): the built
 * HTML carries the picture alone, which keeps 150 elements per board out of the page's first
 * layout and its hydration (the grid does nothing without script anyway), unless `staticSquares`
 * asks for them.
 */
import { Component, type ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { type BoardPixel } from '../engine/los';
import { pieceAt, placedPieces, type Board, type Piece } from '../engine/pieces';
import { isCorpseKind, isWizardKind, spriteRows } from '../engine/sprites';
import { BOARD_HEIGHT, BOARD_WIDTH, type Square } from '../engine/types';
import { gridKeyTarget, originalKeyTarget } from '../lib/grid-keys';
import { useHydrated } from './useHydrated';
import { CORPSE_COLOUR, OWNER_COLOURS } from './owner-colours';
import './board.css';

export interface BoardOverlaySquare {
  readonly x: number;
  readonly y: number;
  /** CSS colour painted under the sprite. */
  readonly fill?: string;
  /** Very short visible tag (1–3 characters). */
  readonly label?: string;
  /** Words for the square's accessible name (defaults to `label`). */
  readonly text?: string;
}

export interface BoardLine {
  readonly pixels: readonly BoardPixel[];
  /** Colour of the clear pixels. */
  readonly color?: string;
  /** Indices into `pixels` drawn in `blockedColor` (lit pixels the line runs into). */
  readonly blocked?: readonly number[];
  readonly blockedColor?: string;
}

export interface BoardMark {
  readonly px: number;
  readonly py: number;
  readonly color?: string;
}

export interface BoardViewProps {
  board: Board;
  label: string;
  overlay?: readonly BoardOverlaySquare[];
  lines?: readonly BoardLine[];
  marks?: readonly BoardMark[];
  selected?: readonly Square[];
  cursor?: Square;
  hover?: Square | null;
  lifted?: Square | null;
  onPick?: (sq: Square, how: 'pointer' | 'keyboard') => void;
  onDelete?: (sq: Square) => void;
  onDragPiece?: (from: Square, to: Square) => void;
  onCursor?: (sq: Square) => void;
  testId?: string;
  staticSquares?: boolean;
  /** Also the original's keys: Q W E A D Z X C move the cursor, S picks. */
  originalKeys?: boolean;
}

export { CORPSE_COLOUR, OWNER_COLOURS } from './owner-colours';

export function pieceColour(p: Piece): string {
  if (isCorpseKind(p.kind)) return CORPSE_COLOUR;
  return OWNER_COLOURS[p.owner] ?? '#ffffff';
}

/** How a piece is named to a reader: "Goblin of wizard 2, frame 1". */
export function describePiece(p: Piece): string {
  // A wizard is named by his seat; his picture only when it is not his own number's.
  const wizard = isWizardKind(p.kind);
  const bits = [wizard ? `Wizard ${p.owner + 1}` : p.kind];
  if (wizard && p.kind !== `Wizard ${p.owner + 1}`) bits.push(`drawn as ${p.kind}`);
  if (!wizard && !isCorpseKind(p.kind)) bits.push(`of wizard ${p.owner + 1}`);
  if (p.illusion) bits.push('illusion');
  if (p.raised) bits.push('raised undead');
  if (p.rider !== undefined) bits.push(`with wizard ${p.rider + 1} inside`);
  // The picture shown matters to line of sight; the first is the usual one and goes unsaid.
  if (p.frame > 0) bits.push(`animation frame ${p.frame}`);
  return bits.join(', ');
}

const pathCache = new Map<string, string>();
/** The lit pixels of a sprite frame as one SVG path (runs of pixels per row), origin 0,0. */
export function spritePath(kind: string, frame: number): string {
  const key = `${kind}|${frame}`;
  let d = pathCache.get(key);
  if (d === undefined) {
    const rows = spriteRows(kind, frame) ?? [];
    d = '';
    rows.forEach((mask, r) => {
      let c = 0;
      while (c < 16) {
        if (((mask >> (15 - c)) & 1) === 0) {
          c++;
          continue;
        }
        const start = c;
        while (c < 16 && ((mask >> (15 - c)) & 1) === 1) c++;
        d += `M${start} ${r}h${c - start}v1h${start - c}z`;
      }
    });
    pathCache.set(key, d);
  }
  return d;
}

function pixelsPath(pixels: readonly BoardPixel[]): string {
  return pixels.map((p) => `M${p.px} ${p.py}h1v1h-1z`).join('');
}

interface BoardSquareProps {
  x: number;
  y: number;
  /** The kind of piece standing there. */
  piece: string | undefined;
  /** The overlay's short visible tag. */
  tag: string | undefined;
  /** The square's accessible name. */
  name: string;
  focused: boolean;
  selected: boolean;
  target: boolean;
}

/**
 * One square of the grid. Its props are plain values, so a board update redraws only the squares
 * whose piece, tag, name or state changed (a change of one wizard's statistics otherwise diffed
 * all 150 squares' attributes).
 */
export class BoardSquare extends Component<BoardSquareProps> {
  override shouldComponentUpdate(next: BoardSquareProps): boolean {
    const now = this.props;
    return (Object.keys(next) as (keyof BoardSquareProps)[]).some((k) => next[k] !== now[k]);
  }

  override render({ x, y, piece, tag, name, focused, selected, target }: BoardSquareProps) {
    return (
      <div
        role="gridcell"
        data-x={x}
        data-y={y}
        data-piece={piece}
        data-label={tag}
        tabIndex={focused ? 0 : -1}
        aria-selected={selected}
        aria-label={name}
        class={[
          'cc-board__cell',
          piece ? 'has-piece' : '',
          selected ? 'is-selected' : '',
          target ? 'is-target' : '',
        ].join(' ')}
      >
        {tag && (
          <span class="cc-board__tag" aria-hidden="true">
            {tag}
          </span>
        )}
      </div>
    );
  }
}

/**
 * The board's picture under its squares: black ground, the overlay's fills, the pieces (faded
 * where `faded` says) and whatever is drawn over them (`children`: lines, marks). `box` is the
 * part shown, in squares (the whole board, or a close-up's window).
 */
export function BoardPicture({
  box,
  overlay,
  pieces,
  faded,
  children,
}: {
  box: { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
  overlay: readonly BoardOverlaySquare[];
  pieces: readonly (Piece & Square)[];
  faded?: (p: Square) => boolean;
  children?: ComponentChildren;
}) {
  return (
    <svg
      class="cc-board__svg"
      viewBox={`${box.x * 16} ${box.y * 16} ${box.w * 16} ${box.h * 16}`}
      shape-rendering="crispEdges"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="0" y="0" width="240" height="160" fill="#000" />
      {overlay.map((o) =>
        o.fill ? (
          <rect
            key={`f${o.x},${o.y}`}
            x={o.x * 16}
            y={o.y * 16}
            width="16"
            height="16"
            fill={o.fill}
          />
        ) : null,
      )}
      {pieces.map((p) => (
        <path
          key={`p${p.x},${p.y}`}
          transform={`translate(${p.x * 16} ${p.y * 16})`}
          d={spritePath(p.kind, p.frame)}
          fill={pieceColour(p)}
          opacity={faded?.(p) ? 0.4 : 1}
        />
      ))}
      {children}
    </svg>
  );
}

const ROWS = Array.from({ length: BOARD_HEIGHT }, (_, y) => y);
const COLS = Array.from({ length: BOARD_WIDTH }, (_, x) => x);
const same = (a: Square | null | undefined, b: Square) => !!a && a.x === b.x && a.y === b.y;

export default function BoardView({
  board,
  label,
  overlay = [],
  lines = [],
  marks = [],
  selected = [],
  cursor,
  hover = null,
  lifted = null,
  onPick,
  onDelete,
  onDragPiece,
  onCursor,
  testId = 'board-grid',
  staticSquares = false,
  originalKeys = false,
}: BoardViewProps) {
  // The squares: only once the island runs, unless staticSquares (see the top of this file).
  const live = useHydrated() || staticSquares;
  const [focus, setFocus] = useState<Square>(cursor ?? selected[0] ?? { x: 7, y: 4 });
  const [dragOver, setDragOver] = useState<Square | null>(null);
  const [dragFrom, setDragFrom] = useState<Square | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ from: Square; x0: number; y0: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  useEffect(() => {
    if (cursor) setFocus(cursor);
  }, [cursor?.x, cursor?.y]);

  // When the board scrolls in its own box (touch screens narrower than the board), keep the
  // first selected square in view: a square picked by a link, a sample or another control would
  // otherwise be off to the side. Only the box scrolls, never the page.
  const scrollRef = useRef<HTMLDivElement>(null);
  const firstSelected = selected[0];
  useEffect(() => {
    const box = scrollRef.current;
    if (!box || !firstSelected || box.scrollWidth <= box.clientWidth) return;
    const square = box.scrollWidth / BOARD_WIDTH; // pixels per square, border aside
    const left = firstSelected.x * square;
    if (left >= box.scrollLeft && left + square <= box.scrollLeft + box.clientWidth) return;
    box.scrollLeft = left + square / 2 - box.clientWidth / 2;
  }, [firstSelected?.x, firstSelected?.y]);

  const overlayBySquare = useMemo(() => {
    const m = new Map<number, BoardOverlaySquare>();
    for (const o of overlay) m.set(o.y * BOARD_WIDTH + o.x, o);
    return m;
  }, [overlay]);

  function squareFromPoint(clientX: number, clientY: number): Square | null {
    const rect = gridRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return null;
    const x = Math.floor(((clientX - rect.left) / rect.width) * BOARD_WIDTH);
    const y = Math.floor(((clientY - rect.top) / rect.height) * BOARD_HEIGHT);
    if (x < 0 || y < 0 || x >= BOARD_WIDTH || y >= BOARD_HEIGHT) return null;
    return { x, y };
  }

  function moveFocus(sq: Square) {
    setFocus(sq);
    onCursor?.(sq);
    gridRef.current?.querySelector<HTMLElement>(`[data-x="${sq.x}"][data-y="${sq.y}"]`)?.focus();
  }

  function onKeyDown(e: KeyboardEvent) {
    const plain = !e.ctrlKey && !e.metaKey && !e.altKey;
    const target =
      gridKeyTarget(e.key, focus) ??
      (originalKeys && plain ? originalKeyTarget(e.key, focus) : null);
    if (target) {
      e.preventDefault();
      moveFocus(target);
    } else if (
      e.key === 'Enter' ||
      e.key === ' ' ||
      (originalKeys && plain && /^s$/i.test(e.key))
    ) {
      e.preventDefault();
      onPick?.(focus, 'keyboard');
    } else if ((e.key === 'Delete' || e.key === 'Backspace') && onDelete) {
      e.preventDefault();
      onDelete(focus);
    }
  }

  function onPointerDown(e: PointerEvent) {
    if (!onDragPiece || e.button !== 0) return;
    const sq = squareFromPoint(e.clientX, e.clientY);
    if (!sq || !pieceAt(board, sq)) return;
    drag.current = { from: sq, x0: e.clientX, y0: e.clientY, moved: false };
    (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
  }

  function onPointerMove(e: PointerEvent) {
    const d = drag.current;
    if (!d) return;
    if (!d.moved && Math.hypot(e.clientX - d.x0, e.clientY - d.y0) > 4) {
      d.moved = true;
      setDragFrom(d.from);
    }
    if (d.moved) setDragOver(squareFromPoint(e.clientX, e.clientY));
  }

  function endDrag(e: PointerEvent, cancelled: boolean) {
    const d = drag.current;
    drag.current = null;
    setDragOver(null);
    setDragFrom(null);
    if (!d || !d.moved) return;
    suppressClick.current = true;
    window.setTimeout(() => (suppressClick.current = false), 0);
    const to = squareFromPoint(e.clientX, e.clientY);
    if (!cancelled && to && !same(to, d.from)) {
      setFocus(to);
      onDragPiece?.(d.from, to);
    }
  }

  function onClick(e: MouseEvent) {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-x]');
    const sq = cell
      ? { x: Number(cell.dataset.x), y: Number(cell.dataset.y) }
      : squareFromPoint(e.clientX, e.clientY);
    if (!sq) return;
    setFocus(sq);
    onCursor?.(sq);
    onPick?.(sq, 'pointer');
  }

  const pieces = placedPieces(board);
  const target = hover ?? dragOver;

  // On a touch screen the board keeps squares of at least 44 px and scrolls sideways in this box
  // when the page is narrower (board.css, scroll-tables.css).
  return (
    <div class="cc-board-scroll cc-touch-scroll" ref={scrollRef}>
      <div class="cc-board">
        <BoardPicture
          box={{ x: 0, y: 0, w: BOARD_WIDTH, h: BOARD_HEIGHT }}
          overlay={overlay}
          pieces={pieces}
          faded={(p) => same(dragFrom, p) || same(lifted, p)}
        >
          {lines.map((l, i) => {
            const blocked = new Set(l.blocked ?? []);
            const clear = l.pixels.filter((_, k) => !blocked.has(k));
            const hit = l.pixels.filter((_, k) => blocked.has(k));
            return (
              <g key={`l${i}`} data-line-pixels={l.pixels.length}>
                <path d={pixelsPath(clear)} fill={l.color ?? '#ff3050'} />
                {hit.length > 0 && <path d={pixelsPath(hit)} fill={l.blockedColor ?? '#ff2020'} />}
              </g>
            );
          })}
          {marks.map((m, i) => (
            <g key={`m${i}`}>
              <rect
                x={m.px - 2}
                y={m.py - 2}
                width="5"
                height="5"
                fill="none"
                stroke={m.color ?? '#ffffff'}
                stroke-width="0.6"
                shape-rendering="geometricPrecision"
              />
            </g>
          ))}
        </BoardPicture>
        <div
          class={`cc-board__grid${onDragPiece ? ' is-draggable' : ''}`}
          role={live ? 'grid' : undefined}
          aria-label={live ? label : undefined}
          ref={gridRef}
          data-testid={testId}
          onKeyDown={onKeyDown}
          onFocusIn={(e: FocusEvent) => {
            const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-x]');
            if (!cell) return;
            const sq = { x: Number(cell.dataset.x), y: Number(cell.dataset.y) };
            if (!same(focus, sq)) {
              setFocus(sq);
              onCursor?.(sq);
            }
          }}
          onClick={onClick}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={(e) => endDrag(e, false)}
          onPointerCancel={(e) => endDrag(e, true)}
        >
          {live &&
            ROWS.map((y) => (
              <div role="row" class="cc-board__row" key={y}>
                {COLS.map((x) => {
                  const sq = { x, y };
                  const p = pieceAt(board, sq);
                  const o = overlayBySquare.get(y * BOARD_WIDTH + x);
                  const isSel = selected.some((s) => same(s, sq));
                  const extra = o?.text ?? o?.label;
                  const name = `(${x},${y}) ${p ? describePiece(p) : 'empty'}${extra ? `; ${extra}` : ''}`;
                  return (
                    <BoardSquare
                      key={x}
                      x={x}
                      y={y}
                      piece={p?.kind}
                      tag={o?.label}
                      name={name}
                      focused={same(focus, sq)}
                      selected={isSel}
                      target={same(target, sq)}
                    />
                  );
                })}
              </div>
            ))}
        </div>
      </div>
    </div>
  );
}
