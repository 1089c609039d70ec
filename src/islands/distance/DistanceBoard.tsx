import { useEffect, useRef, useState } from 'preact/hooks';
// Direct module imports keep this small island from pulling in the engine's data tables.
import { allSquares, sameSquare } from '../../engine/board';
import { distance, distanceInSquares, reachLimit } from '../../engine/distance';
import { BOARD_HEIGHT, BOARD_WIDTH, type Square } from '../../engine/types';
import { pickSquare, setPicking, setRangeSquares, setRangeUse } from '../../stores/distance';
import { gridKeyTarget } from '../../lib/grid-keys';
import NumberField from '../../ui/NumberField';
import { distanceLink } from '../../stores/distance';
import LinkBar from '../../ui/LinkBar';
import { useLinked } from '../../ui/useLinked';
import './distance.css';
import { useWaitMark } from '../../ui/useHydrated';
import { windowAround } from '../../ui/board-window';

export interface DistanceBoardProps {
  /** Accessible name of the board grid. */
  label?: string;
}

const rows = Array.from({ length: BOARD_HEIGHT }, (_, y) => y);
const cols = Array.from({ length: BOARD_WIDTH }, (_, x) => x);

function fmt(sq: Square): string {
  return `(${sq.x}, ${sq.y})`;
}

/**
 * A 15 × 10 board: pick two squares (click, tap, or arrows + Enter) and read the
 * game's distance between them; squares within the chosen range of A are shaded.
 */
export default function DistanceBoard({
  label = 'Board for measuring distance',
}: DistanceBoardProps) {
  const wait = useWaitMark();
  const state = useLinked(distanceLink);
  const [focus, setFocus] = useState<Square>(state.from);
  const gridRef = useRef<HTMLDivElement>(null);
  // On a touch screen the whole grid fits the page and a close-up of 7 × 5 squares of at least
  // 44 px follows the last square tapped on it (the close-up is for fingers only: the grid is
  // what a keyboard or a screen reader uses).
  const [closeUp, setCloseUp] = useState(false);
  const [centre, setCentre] = useState<Square | null>(null);
  useEffect(() => setCloseUp(window.matchMedia('(pointer: coarse)').matches), []);

  const d = distance(state.from, state.to);
  const dx = Math.abs(state.to.x - state.from.x);
  const dy = Math.abs(state.to.y - state.from.y);
  const squares = distanceInSquares(d);
  const limit = reachLimit(state.rangeSquares, state.use);
  const inRange = d <= limit;
  const shadedCount = allSquares().filter((sq) => distance(state.from, sq) <= limit).length;

  function moveFocus(sq: Square) {
    setFocus(sq);
    const cell = gridRef.current?.querySelector<HTMLElement>(
      `[data-x="${sq.x}"][data-y="${sq.y}"]`,
    );
    cell?.focus();
  }

  function onKeyDown(e: KeyboardEvent) {
    const target = gridKeyTarget(e.key, focus);
    if (target) {
      e.preventDefault();
      moveFocus(target);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      pickSquare(focus);
    }
  }

  /** One square: in the grid (`main`), or in the close-up, where it is a pointer aid only. */
  function cell(sq: Square, main: boolean) {
    const isA = sameSquare(sq, state.from);
    const isB = sameSquare(sq, state.to);
    const dist = distance(state.from, sq);
    const shaded = dist <= limit;
    const mark = isA && isB ? 'A B' : isA ? 'A' : isB ? 'B' : '';
    const cls = [
      'cc-distance__cell',
      shaded ? 'is-shaded' : '',
      isA ? 'is-a' : '',
      isB ? 'is-b' : '',
    ].join(' ');
    const shown = <span aria-hidden="true">{mark ? mark.replace(' ', '') : dist}</span>;
    if (!main)
      return (
        <div
          key={`${sq.x},${sq.y}`}
          data-x={sq.x}
          data-y={sq.y}
          class={cls}
          onClick={() => pickSquare(sq)}
        >
          {shown}
        </div>
      );
    return (
      <div
        role="gridcell"
        key={sq.x}
        tabIndex={sameSquare(sq, focus) ? 0 : -1}
        data-x={sq.x}
        data-y={sq.y}
        data-shaded={shaded ? 'true' : 'false'}
        aria-selected={isA || isB}
        aria-label={`${fmt(sq)}, distance ${dist} from A${mark ? `, square ${mark}` : ''}${shaded ? ', in range' : ''}`}
        class={cls}
        onClick={() => {
          setFocus(sq);
          setCentre(sq);
          pickSquare(sq);
        }}
      >
        {shown}
      </div>
    );
  }

  const win = windowAround(centre ?? state.from, 7, 5);

  return (
    <div {...wait} class="cc-distance not-content">
      <div class="cc-distance__controls">
        <fieldset class="cc-distance__pick cc-segmented">
          <legend>Next square picked sets</legend>
          <label>
            <input
              type="radio"
              name="cc-distance-end"
              checked={state.picking === 'from'}
              onChange={() => setPicking('from')}
            />{' '}
            A (from)
          </label>
          <label>
            <input
              type="radio"
              name="cc-distance-end"
              checked={state.picking === 'to'}
              onChange={() => setPicking('to')}
            />{' '}
            B (to)
          </label>
        </fieldset>
        <span class="cc-distance__range">
          <label for="cc-distance-range">Shade squares within range</label>{' '}
          <NumberField
            id="cc-distance-range"
            name="range"
            min={0}
            max={20}
            value={state.rangeSquares}
            onText={(text) => setRangeSquares(Number(text))}
            data-testid="range-input"
          />{' '}
          of A <span class="cc-distance__hint">(distance ≤ {limit})</span>
        </span>
        <label class="cc-distance__use">
          for{' '}
          <select
            value={state.use}
            data-testid="range-use"
            onChange={(e) => setRangeUse((e.target as HTMLSelectElement).value as typeof state.use)}
          >
            <option value="spell-or-flyer" selected={state.use === 'spell-or-flyer'}>
              a spell or a flyer (2 × n + 1)
            </option>
            <option value="ranged-attack" selected={state.use === 'ranged-attack'}>
              a bow or a ranged attack (2 × n)
            </option>
          </select>
        </label>
        {state.rangeTyped !== null && (
          <p class="cc-distance__hint" data-testid="range-note" role="status">
            A range is a whole number from 0 to 20 squares; {String(state.rangeTyped)} is not, so
            the board uses {state.rangeSquares}.
          </p>
        )}
      </div>

      <div
        class="cc-distance__grid"
        role="grid"
        aria-label={label}
        ref={gridRef}
        onKeyDown={onKeyDown}
        data-testid="distance-grid"
      >
        {rows.map((y) => (
          <div role="row" class="cc-distance__row" key={y}>
            {cols.map((x) => cell({ x, y }, true))}
          </div>
        ))}
      </div>

      <div class="cc-closeup">
        <button
          type="button"
          class="cc-button cc-closeup__toggle"
          aria-pressed={closeUp}
          data-testid="distance-closeup-toggle"
          onClick={() => setCloseUp(!closeUp)}
        >
          Close-up (bigger squares)
        </button>
        {closeUp && (
          <div class="cc-distance__closeup" aria-hidden="true" data-testid="distance-closeup">
            {Array.from({ length: win.h }, (_, j) =>
              Array.from({ length: win.w }, (_, i) => cell({ x: win.x + i, y: win.y + j }, false)),
            )}
          </div>
        )}
      </div>

      <output class="cc-distance__result" aria-live="polite" data-testid="distance-result">
        <span>
          A {fmt(state.from)} to B {fmt(state.to)}: distance{' '}
          <strong data-testid="distance-value">{d}</strong>{' '}
          <span class="cc-distance__working">
            (2 × {Math.max(dx, dy)} + {Math.min(dx, dy)})
          </span>
        </span>
        <span>
          That is{' '}
          <strong data-testid="distance-squares">
            {squares} {squares === 1 ? 'square' : 'squares'}
          </strong>{' '}
          of range: the smallest range that reaches B.
        </span>
        <span>
          B is <strong data-testid="distance-inrange">{inRange ? 'inside' : 'outside'}</strong> a
          range of {state.rangeSquares} (distance ≤ {limit});{' '}
          <span data-testid="shaded-count">{shadedCount}</span>{' '}
          {shadedCount === 1 ? 'square is' : 'squares are'} shaded.
        </span>
      </output>
      <LinkBar links={[distanceLink]} what="this measurement" testid="dist-link" />
    </div>
  );
}
