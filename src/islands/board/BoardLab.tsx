/**
 * The sample-board island: the shared board (src/stores/board.ts) with modes.
 * - Edit: place pieces from a palette (click or drag), move them (drag, or Enter to pick up and
 *   Enter to put down), Delete removes, set a piece's frame and owner.
 * - Trace: line of sight from A to B, pixel by pixel, with both directions' verdicts.
 * - Range: squares a spell or ranged attack reaches, sees and may target.
 * - Movement: where a piece can walk or fly, what it can attack, the odds of breaking free.
 * In every mode pieces can be dragged and Delete removes the piece under the cursor.
 * Several BoardLabs on one page share the board and the picks (src/stores/boardLab.ts).
 */
import { useStore } from '@nanostores/preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { pieceAt } from '../../engine/pieces';
import type { PositionExtras } from '../../engine/position';
import { isWizardKind } from '../../engine/sprites';
import { type Square } from '../../engine/types';
import {
  $boardNotes,
  clearBoard,
  dismissBoardNotes,
  movePiece,
  placeKind,
  removePiece,
  setBoard,
} from '../../stores/board';
import {
  $movePick,
  $rangePick,
  $trace,
  pickTraceSquare,
  setMovePick,
  setRangePick,
  setTrace,
  setTracePicking,
  swapTrace,
} from '../../stores/boardLab';
import BoardView, { type BoardViewProps } from '../../ui/BoardView';
import EditPanel, { type PaletteGroup } from './EditPanel';
import { SAMPLES, findSample, sampleBoard } from '../../stores/board-samples';
import { useSharedBoard } from '../../ui/useSharedBoard';
import {
  loadPositionTools,
  positionWanted,
  watchBoard,
  whenPositionTools,
  type PositionTools,
} from './loadPositionTools';
import {
  blockDetail,
  losWords,
  moveCounts,
  moveView,
  rangeActions,
  rangeCounts,
  rangeView,
  sq,
  traceView,
} from './views';
import { pct } from '../../lib/format';
import './lab.css';

export type LabMode = 'edit' | 'trace' | 'range' | 'move';

export interface BoardLabProps {
  /** Unique on the page (names the controls and the test ids). */
  id: string;
  /** Accessible name of the board grid. */
  label: string;
  /** Modes offered, in order (default: all). */
  modes?: LabMode[];
  /** Mode shown first (default: the first offered). */
  mode?: LabMode;
  /** Sample boards offered (ids from samples.ts; default: all). */
  samples?: string[];
}

const MODE_NAMES: Record<LabMode, string> = {
  edit: 'Edit the board',
  trace: 'Line of sight',
  range: 'Range',
  move: 'Movement',
};

const ACTIONS = rangeActions();

export default function BoardLab({
  id,
  label,
  modes = ['trace', 'range', 'move', 'edit'],
  mode: initialMode,
  samples,
}: BoardLabProps) {
  const board = useSharedBoard();
  const notes = useStore($boardNotes);
  const trace = useStore($trace);
  const rangePick = useStore($rangePick);
  const movePick = useStore($movePick);
  // The position (wizards' records, undo) loads on first need: see loadPositionTools.ts.
  const [tools, setTools] = useState<PositionTools | null>(null);
  const [extras, setExtras] = useState<PositionExtras | null>(null);
  const [mode, setMode] = useState<LabMode>(initialMode ?? modes[0] ?? 'trace');
  const [status, setStatus] = useState('');
  // Editor state.
  const [group, setGroup] = useState<PaletteGroup>('creatures');
  const [brush, setBrush] = useState<string | null>(null);
  const [owner, setOwner] = useState(1);
  const [held, setHeld] = useState<Square | null>(null);
  const [current, setCurrent] = useState<Square | null>(null);
  const [hover, setHover] = useState<Square | null>(null);
  const [zoom, setZoom] = useState(false);
  // Set once hydrated: tests (and curious readers of the DOM) can tell the island is live.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const zoomRef = useRef<HTMLDivElement>(null);
  const [sample, setSample] = useState(samples?.[0] ?? SAMPLES[0]?.id ?? '');
  const offered = SAMPLES.filter((s) => !samples || samples.includes(s.id));

  const tv = useMemo(
    () => (mode === 'trace' ? traceView(board, trace) : null),
    [mode, board, trace],
  );
  const rv = useMemo(
    () => (mode === 'range' ? rangeView(board, rangePick) : null),
    [mode, board, rangePick],
  );
  // A wizard moves with his own manoeuvre and Shadow Form from the position.
  const moving = mode === 'move' && movePick.from ? pieceAt(board, movePick.from) : null;
  const movingWizard = moving && isWizardKind(moving.kind) ? moving.owner : null;
  const mv = useMemo(
    () =>
      mode === 'move'
        ? moveView(
            board,
            tools && extras ? tools.positionMovePick(board, movePick, extras) : movePick,
          )
        : null,
    [mode, board, movePick, tools, extras],
  );
  useEffect(() => {
    const stop = whenPositionTools((t) => setTools(() => t));
    watchBoard();
    if (positionWanted()) loadPositionTools();
    return stop;
  }, []);
  useEffect(() => {
    if (mode === 'edit' || movingWizard !== null) loadPositionTools();
  }, [mode, movingWizard]);

  function report(r: { ok: boolean; message?: string }, done: string) {
    setStatus(r.ok ? done : `Not allowed: ${r.message ?? ''}.`);
  }

  function editPick(s: Square) {
    const p = pieceAt(board, s);
    if (held) {
      const hp = pieceAt(board, held);
      if (held.x === s.x && held.y === s.y) {
        setHeld(null);
        setStatus(`Put the ${hp?.kind ?? 'piece'} back on ${sq(s)}.`);
        return;
      }
      const r = movePiece(held, s);
      setHeld(null);
      setCurrent(s);
      report(
        r,
        `Moved the ${hp?.kind ?? 'piece'} from ${sq(held)} to ${sq(s)}${p ? `, replacing the ${p.kind}` : ''}.`,
      );
      return;
    }
    if (p) {
      setHeld(s);
      setCurrent(s);
      setStatus(
        `Picked up the ${p.kind} on ${sq(s)}: pick a square to put it down (Enter), or Delete to remove it.`,
      );
      return;
    }
    if (brush) {
      const r = placeKind(s, brush, owner);
      setCurrent(s);
      report(r, `Placed a ${brush} of wizard ${owner + 1} on ${sq(s)}.`);
      return;
    }
    setStatus(`${sq(s)} is empty. Choose a piece in the palette to place one here.`);
  }

  function pick(s: Square) {
    if (mode === 'edit') editPick(s);
    else if (mode === 'trace') {
      const end = trace.picking;
      pickTraceSquare(s);
      setStatus(`${end === 'from' ? 'Caster (A)' : 'Target (B)'} set to ${sq(s)}.`);
    } else if (mode === 'range') {
      setRangePick({ from: s });
      setStatus(`Caster (A) set to ${sq(s)}.`);
    } else {
      setMovePick({ from: s, engaged: false });
      const p = pieceAt(board, s);
      setStatus(p ? `Showing where the ${p.kind} on ${sq(s)} can go.` : `${sq(s)} is empty.`);
    }
  }

  function del(s: Square) {
    const p = pieceAt(board, s);
    if (!p) return setStatus(`${sq(s)} is already empty.`);
    removePiece(s);
    if (held && held.x === s.x && held.y === s.y) setHeld(null);
    setStatus(`Removed the ${p.kind} from ${sq(s)}.`);
  }

  function drag(from: Square, to: Square) {
    const p = pieceAt(board, from);
    const q = pieceAt(board, to);
    const r = movePiece(from, to);
    setHeld(null);
    setCurrent(to);
    if (
      mode === 'move' &&
      movePick.from &&
      movePick.from.x === from.x &&
      movePick.from.y === from.y
    )
      setMovePick({ from: to });
    report(
      r,
      `Moved the ${p?.kind ?? 'piece'} from ${sq(from)} to ${sq(to)}${q ? `, replacing the ${q.kind}` : ''}.`,
    );
  }

  function loadSample() {
    const s = findSample(sample);
    if (!s) return;
    setBoard(sampleBoard(s));
    if (s.trace) setTrace(s.trace.from, s.trace.to);
    if (s.range) setRangePick(s.range);
    if (s.move) setMovePick({ from: s.move, engaged: false });
    setHeld(null);
    setCurrent(null);
    setStatus(`Loaded the sample board "${s.title}".`);
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setStatus('Link to this board copied.');
    } catch {
      setStatus('Copy the address in the browser bar to share this board.');
    }
  }

  const view: Pick<BoardViewProps, 'overlay' | 'lines' | 'marks' | 'selected'> =
    mode === 'trace' && tv
      ? { overlay: tv.overlay, lines: tv.lines, marks: tv.marks, selected: [trace.from, trace.to] }
      : mode === 'range' && rv
        ? { overlay: rv.overlay, selected: [rangePick.from] }
        : mode === 'move' && mv
          ? { overlay: mv.overlay, selected: movePick.from ? [movePick.from] : [] }
          : {
              overlay: held ? [{ ...held, text: 'picked up' }] : [],
              selected: held ? [held] : current ? [current] : [],
            };

  // When magnified, scroll the first picked square into the middle of the view.
  const focusSq = view.selected?.[0];
  useEffect(() => {
    const el = zoomRef.current;
    if (!zoom || !el || !focusSq) return;
    el.scrollLeft = ((focusSq.x + 0.5) / 15) * el.scrollWidth - el.clientWidth / 2;
    el.scrollTop = ((focusSq.y + 0.5) / 10) * el.scrollHeight - el.clientHeight / 2;
  }, [zoom]);

  return (
    <section
      class="cc-lab not-content"
      aria-label={label}
      data-testid={`board-lab-${id}`}
      data-ready={ready ? 'true' : undefined}
    >
      {tools && <tools.PositionNotes />}
      {tools && <tools.ExtrasBridge onExtras={setExtras} />}
      {notes.length > 0 && (
        <div class="cc-lab__notes" role="alert" data-testid="board-notes">
          {notes.map((n) => (
            <p key={n}>{n}</p>
          ))}
          <button type="button" onClick={dismissBoardNotes}>
            Dismiss
          </button>
        </div>
      )}
      {modes.length > 1 && (
        <fieldset class="cc-lab__modes">
          <legend class="cc-lab__visually-hidden">Board mode</legend>
          {modes.map((m) => (
            <label key={m} class={mode === m ? 'is-on' : ''}>
              <input
                type="radio"
                name={`${id}-mode`}
                value={m}
                checked={mode === m}
                onChange={() => {
                  setMode(m);
                  setStatus('');
                }}
                data-testid={`mode-${m}`}
              />
              {MODE_NAMES[m]}
            </label>
          ))}
        </fieldset>
      )}

      {mode === 'trace' && (
        <fieldset class="cc-lab__row cc-lab__pick cc-segmented">
          <legend>Next square picked sets</legend>
          <label>
            <input
              type="radio"
              name={`${id}-end`}
              checked={trace.picking === 'from'}
              onChange={() => setTracePicking('from')}
            />{' '}
            A, the caster
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-end`}
              checked={trace.picking === 'to'}
              onChange={() => setTracePicking('to')}
            />{' '}
            B, the target
          </label>
          <button type="button" onClick={swapTrace} data-testid="swap">
            Swap A and B
          </button>
        </fieldset>
      )}
      {mode === 'range' && (
        <div class="cc-lab__row">
          <label>
            Spell or ranged attack{' '}
            <select
              value={rangePick.action}
              onChange={(e) => setRangePick({ action: (e.target as HTMLSelectElement).value })}
              data-testid="range-action"
            >
              <optgroup label="Spells">
                {ACTIONS.filter((a) => a.group === 'spell').map((a) => (
                  <option key={a.value} value={a.value}>
                    {a.label}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Ranged attacks">
                {ACTIONS.filter((a) => a.group === 'attack').map((a) => (
                  <option key={a.value} value={a.value}>
                    {a.label}
                  </option>
                ))}
              </optgroup>
            </select>
          </label>
          <span>Pick the caster's square (A) on the board.</span>
        </div>
      )}
      {mode === 'move' && (
        <div class="cc-lab__row">
          <span>Pick a piece on the board.</span>
          {mv?.reach?.startsNextToEnemy && mv.breakFree && (
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
          {mv?.piece && mv.reach && movingWizard !== null && tools && extras && (
            <tools.WizardMoveControls extras={extras} seat={movingWizard} />
          )}
        </div>
      )}

      <div
        ref={zoomRef}
        class={zoom ? 'cc-lab__board is-zoomed' : 'cc-lab__board'}
        {...(zoom ? { role: 'region', 'aria-label': 'Magnified board, scrolls sideways' } : {})}
      >
        <BoardView
          board={board}
          label={label}
          {...view}
          hover={hover}
          lifted={mode === 'edit' ? held : null}
          onPick={pick}
          onDelete={del}
          onDragPiece={drag}
          testId={`board-grid-${id}`}
        />
      </div>

      <p class="cc-lab__status" aria-live="polite" data-testid="status">
        {status}
      </p>

      {mode === 'trace' && tv && (
        <div class="cc-lab__result" data-testid="trace-result">
          <p>
            <strong>
              A {sq(trace.from)} to B {sq(trace.to)}:
            </strong>{' '}
            <span data-testid="trace-forward">{losWords(tv.forward)}</span>
            {tv.forward.firstBlock && (
              <span class="cc-lab__detail"> ({blockDetail(tv.forward)})</span>
            )}
            .
          </p>
          <p>
            <strong>B to A, the other way:</strong>{' '}
            <span data-testid="trace-backward">{losWords(tv.backward)}</span>
            {tv.backward.firstBlock && (
              <span class="cc-lab__detail"> ({blockDetail(tv.backward)})</span>
            )}
            .
          </p>
          <p>
            <strong>Over every animation frame:</strong> A to B is{' '}
            <span data-testid="trace-verdict">{tv.forwardVerdict}</span>; B to A is{' '}
            <span data-testid="trace-verdict-back">{tv.backwardVerdict}</span>.
          </p>
          <p class="cc-lab__detail">
            The line tests {tv.forward.pathPixels.length} pixels and crosses{' '}
            {tv.forward.squaresCrossed.length > 1
              ? tv.forward.squaresCrossed.slice(0, -1).map(sq).join(', ')
              : 'no square'}{' '}
            before the target. Orange: pixels tested; red: lit pixels it meets; the white ring marks
            the first.
          </p>
        </div>
      )}
      {mode === 'range' && rv && (
        <div class="cc-lab__result" data-testid="range-result">
          {rv.error ? (
            <p role="alert">{rv.error}</p>
          ) : (
            <>
              <p>{rv.reach}</p>
              <p>
                <strong data-testid="range-counts">{rangeCounts(rv)}</strong> from A{' '}
                {sq(rangePick.from)}.
              </p>
              <p class="cc-lab__detail">
                Green ✓: legal target. Blue: in range and in sight but not a legal target. Red ×: in
                range, but the line of sight is blocked.
              </p>
            </>
          )}
        </div>
      )}
      {mode === 'move' && mv && (
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
                Blue •: can move there. Amber E: can move there, but the move ends engaged. Red A:
                can attack. Grey U: undead it cannot attack. Green M / S: mount or shelter.
              </p>
            </>
          )}
        </div>
      )}
      {mode === 'edit' && (
        <EditPanel
          id={id}
          board={board}
          group={group}
          brush={brush}
          owner={owner}
          current={current}
          onGroup={setGroup}
          onBrush={setBrush}
          onOwner={setOwner}
          onDrop={(kind, s) => {
            const r = placeKind(s, kind, owner);
            setCurrent(s);
            report(r, `Placed a ${kind} of wizard ${owner + 1} on ${sq(s)}.`);
          }}
          onDragOver={setHover}
          onStatus={setStatus}
        />
      )}
      {mode === 'edit' && tools && <tools.WizardPanel seat={owner} onStatus={setStatus} />}

      <div class="cc-lab__row cc-lab__tools">
        {offered.length > 0 && (
          <>
            <label>
              Sample board{' '}
              <select
                value={sample}
                onChange={(e) => setSample((e.target as HTMLSelectElement).value)}
                data-testid="sample"
              >
                {offered.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.title}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" onClick={loadSample} data-testid="load-sample">
              Load
            </button>
          </>
        )}
        <button
          type="button"
          onClick={() => {
            clearBoard();
            setHeld(null);
            setCurrent(null);
            setStatus('The board is empty.');
          }}
          data-testid="clear"
        >
          Clear board
        </button>
        {tools && <tools.UndoRedo onStatus={setStatus} />}
        <button type="button" onClick={copyLink}>
          Copy link
        </button>
        <label>
          <input
            type="checkbox"
            checked={zoom}
            onChange={(e) => setZoom((e.target as HTMLInputElement).checked)}
          />{' '}
          Magnify ×3
        </label>
      </div>
    </section>
  );
}
