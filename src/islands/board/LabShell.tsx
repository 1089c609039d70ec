/**
 * The board lab: the shared board (src/stores/board.ts) with modes. The islands SightLab and
 * MovementLab give it the modes their pages offer (labModes.ts); editing is always here.
 * - Edit: place pieces from a palette (click or drag), move them (drag, or Enter to pick up and
 *   Enter to put down), Delete removes, set a piece's frame and owner (EditPanel).
 * - Trace (TraceMode): line of sight from A to B, pixel by pixel, with both directions' verdicts.
 * - Range (RangeMode): squares a spell or ranged attack reaches, sees and may target.
 * - Movement (MoveMode): where a piece can walk or fly, what it can attack, the odds of breaking
 *   free.
 * In every mode pieces can be dragged and Delete removes the piece under the cursor.
 * Several labs on one page share the board and the picks (src/stores/boardLab.ts).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { pieceAt } from '../../engine/pieces';
import type { PositionExtras } from '../../engine/position';
import { type Square } from '../../engine/types';
import {
  boardCode,
  clearBoard,
  movePiece,
  placeKind,
  removePiece,
  setBoard,
} from '../../stores/board';
import {
  $movePick,
  $rangePick,
  $trace,
  followPiece,
  setMovePick,
  setRangePick,
  setTrace,
} from '../../stores/boardLab';
import BoardView from '../../ui/BoardView';
import BoardNotes from '../../ui/BoardNotes';
import type { PaletteGroup } from './EditPanel';

/** The editor's palette and piece panel, loaded the first time the lab shows its edit mode. */
type EditPanelType = typeof import('./EditPanel').default;
import { SAMPLES, findSample, sampleBoard, type BoardSample } from '../../stores/board-samples';
import { useHydrated } from '../../ui/useHydrated';
import { useSharedBoard } from '../../ui/useSharedBoard';
import { useTouchCloseUp } from '../../ui/useTouchCloseUp';
import { afterPaint } from '../../ui/afterPaint';
import {
  loadPositionTools,
  positionWanted,
  watchBoard,
  whenPositionTools,
  type PositionTools,
} from './loadPositionTools';
import type { BoardLook, LabMode, ModePanels } from './labModes';
import { sq } from './square';
import './lab.css';
import { useWaitMark } from '../../ui/useHydrated';

/** Each sample's share code, worked out on first use (the samples never change). */
const sampleCodes = new Map<string, string>();
function sampleCode(s: BoardSample): string {
  let code = sampleCodes.get(s.id);
  if (code === undefined) {
    code = boardCode(sampleBoard(s));
    sampleCodes.set(s.id, code);
  }
  return code;
}

/** The props a page gives a lab island (plain data). */
export interface BoardLabProps {
  /** Unique on the page (names the controls and the test ids). */
  id: string;
  /** Accessible name of the board grid. */
  label: string;
  /** Modes offered, in order (default: every mode the island has, then editing). */
  modes?: LabMode[];
  /** Mode shown first (default: the first offered). */
  mode?: LabMode;
  /** Sample boards offered (ids from samples.ts; default: all). */
  samples?: string[];
  /**
   * The palette and the wizards' records load when the reader asks for them (a button), not
   * when the edit mode shows: for a page whose own island already weighs most of its budget.
   */
  editOnDemand?: boolean;
}

const MODE_NAMES: Record<LabMode, string> = {
  edit: 'Edit the board',
  trace: 'Line of sight',
  range: 'Range',
  move: 'Movement',
};

export default function LabShell({
  id,
  label,
  panels,
  modes: asked = [...(Object.keys(panels) as LabMode[]), 'edit'],
  mode: initialMode,
  samples,
  editOnDemand = false,
}: BoardLabProps & { panels: ModePanels }) {
  const wait = useWaitMark();
  // A mode the island has no panel for is not offered.
  const modes = asked.filter((m) => m === 'edit' || panels[m]);
  const board = useSharedBoard();
  const [mode, setMode] = useState<LabMode>(initialMode ?? modes[0] ?? 'edit');
  // The mode buttons answer at once; the board and panel of the new mode follow once that has
  // painted (an effect runs after the browser paints), so a click never waits for a whole board.
  const [modeWanted, setModeWanted] = useState(mode);
  useEffect(() => setMode(modeWanted), [modeWanted]);
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
  const ready = useHydrated();
  // The position (wizards' records, undo) loads on first need: see loadPositionTools.ts.
  const [tools, setTools] = useState<PositionTools | null>(null);
  const [extras, setExtras] = useState<PositionExtras | null>(null);
  useEffect(() => {
    const stop = whenPositionTools((t) => setTools(() => t));
    watchBoard();
    if (positionWanted()) loadPositionTools();
    return stop;
  }, []);
  const [EditPanel, setEditPanel] = useState<EditPanelType | null>(null);
  const [editWanted, setEditWanted] = useState(!editOnDemand);
  useEffect(() => {
    if (mode !== 'edit' || !editWanted) return;
    loadPositionTools();
    if (!EditPanel) void import('./EditPanel').then((m) => setEditPanel(() => m.default));
  }, [mode, editWanted]);
  // The modes' picks in the address (?ab=, ?range=, ?move=): loaded on first need, like the
  // position tools, to keep the first load small.
  const [linkNotes, setLinkNotes] = useState<readonly string[]>([]);
  const [dismissLinks, setDismissLinks] = useState<(() => void) | null>(null);
  useEffect(() => {
    let live = true;
    let loading = false;
    let stops: (() => void)[] = [];
    const load = () => {
      if (loading) return;
      loading = true;
      void import('../../stores/boardLabLinks').then(({ BOARD_LINKS }) => {
        if (!live) return;
        const links = modes.flatMap((m) => (m === 'edit' ? [] : [BOARD_LINKS[m]]));
        links.forEach((l) => l.sync());
        const update = () => setLinkNotes(links.flatMap((l) => l.$notes.get()));
        stops.forEach((s) => s());
        stops = links.map((l) => l.$notes.listen(update));
        update();
        setDismissLinks(() => () => links.forEach((l) => l.dismiss()));
      });
    };
    // Needed when the address holds picks, or once a pick changes (to write the address): then
    // after the pick has painted, so that loading and starting the links' code does not hold
    // back the board's answer to the first tap (issue 32, point 21).
    const params = new URLSearchParams(window.location.search);
    if (['ab', 'range', 'move'].some((p) => params.has(p))) load();
    else stops = [$trace, $rangePick, $movePick].map((a) => a.listen(() => afterPaint(load)));
    return () => {
      live = false;
      stops.forEach((s) => s());
    };
  }, []);
  const zoomRef = useRef<HTMLDivElement>(null);
  const offered = SAMPLES.filter((s) => !samples || samples.includes(s.id));
  // The sample list names the board on screen, or none when it matches no sample. (Codes are
  // worked out once per board: each checks the whole board first.)
  const code = useMemo(() => boardCode(board), [board]);
  const shownSample = useMemo(() => offered.find((s) => sampleCode(s) === code)?.id ?? '', [code]);

  // The square the magnifier scrolls to: the first selected square of the board last drawn.
  const focusRef = useRef<BoardLook['selected']>(undefined);
  // On a touch screen the whole board fits the page (.cc-board-fit, from the built page on, so
  // the board does not change size under the first tap), its squares smaller than a fingertip,
  // and a close-up under it gives 44 px squares to tap (ui/CloseUp.tsx). Its code loads only
  // there.
  const Near = useTouchCloseUp();
  // Where the close-up looks: the square last picked on the whole board (a pick in the close-up
  // itself leaves it where it is, or its squares would move under the finger).
  const [nearAt, setNearAt] = useState<Square | null>(null);

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
      if (r.ok) followPiece(held, s);
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
    // The picked square is marked on the board, so the click answers where the player looks (the
    // status line can be below the screen), and the keys go on from there.
    setCurrent(s);
    setStatus(`${sq(s)} is empty. Choose a piece in the palette to place one here.`);
  }

  function del(s: Square) {
    const p = pieceAt(board, s);
    if (!p) return setStatus(`${sq(s)} is already empty.`);
    removePiece(s);
    if (held && held.x === s.x && held.y === s.y) setHeld(null);
    setStatus(`Removed the ${p.kind} from ${sq(s)}.`);
  }

  function drag(from: Square, to: Square, moved?: (from: Square, to: Square) => void) {
    const p = pieceAt(board, from);
    const q = pieceAt(board, to);
    const r = movePiece(from, to);
    setHeld(null);
    setCurrent(to);
    if (r.ok) followPiece(from, to);
    moved?.(from, to);
    report(
      r,
      `Moved the ${p?.kind ?? 'piece'} from ${sq(from)} to ${sq(to)}${q ? `, replacing the ${q.kind}` : ''}.`,
    );
  }

  function loadSample(id: string) {
    const s = findSample(id);
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
      // (Loaded on the click: it weighs nothing on the page until a link is copied.)
      const { linkHere } = await import('../../ui/linkHere');
      await navigator.clipboard.writeText(linkHere(zoomRef.current));
      setStatus('Link to this board copied.');
    } catch {
      setStatus('Copy the address in the browser bar to share this board.');
    }
  }

  const Panel = mode === 'edit' ? undefined : panels[mode];

  /** The board (showing `look`) and the status line under it, for the mode shown. */
  function renderBoard(
    look: BoardLook,
    onPick: (s: Square) => void,
    onMoved?: (from: Square, to: Square) => void,
  ) {
    focusRef.current = look.selected;
    return (
      <>
        <div
          ref={zoomRef}
          class={zoom ? 'cc-lab__board is-zoomed' : 'cc-lab__board cc-board-fit'}
          {...(zoom ? { role: 'region', 'aria-label': 'Magnified board, scrolls sideways' } : {})}
        >
          <BoardView
            board={board}
            label={label}
            {...look}
            hover={hover}
            lifted={mode === 'edit' ? held : null}
            onPick={(s) => {
              setNearAt(s);
              onPick(s);
            }}
            onDelete={del}
            onDragPiece={(from, to) => drag(from, to, onMoved)}
            testId={`board-grid-${id}`}
          />
        </div>
        {Near && !zoom && (
          <Near
            board={board}
            overlay={look.overlay ?? []}
            selected={look.selected ?? []}
            onPick={onPick}
            centre={nearAt ?? look.selected?.[0] ?? { x: 7, y: 4 }}
            testId={`closeup-${id}`}
          />
        )}

        <p class="cc-lab__status" aria-live="polite" data-testid="status">
          {status}
        </p>
      </>
    );
  }

  // When magnified, scroll the first picked square into the middle of the view.
  useEffect(() => {
    const el = zoomRef.current;
    const focusSq = focusRef.current?.[0];
    if (!zoom || !el || !focusSq) return;
    el.scrollLeft = ((focusSq.x + 0.5) / 15) * el.scrollWidth - el.clientWidth / 2;
    el.scrollTop = ((focusSq.y + 0.5) / 10) * el.scrollHeight - el.clientHeight / 2;
  }, [zoom]);

  return (
    <section
      {...wait}
      class="cc-lab cc-wide not-content"
      aria-label={label}
      data-testid={`board-lab-${id}`}
      data-ready={ready ? 'true' : undefined}
    >
      <BoardNotes />
      {/* The link notes and the shared board's are written out here and in BoardNotes and
          LinkBar rather than with ui/Notes: that small module's own chunk would put Line of
          sight and Attack spells over the 40 KB budget. Same markup, same look. */}
      <div class="cc-board-notes" role="status" data-testid="link-notes">
        {linkNotes.length > 0 && (
          <div class="cc-board-notes__box">
            {linkNotes.map((n) => (
              <p key={n}>{n}</p>
            ))}
            <button type="button" class="cc-button" onClick={() => dismissLinks?.()}>
              Dismiss
            </button>
          </div>
        )}
      </div>
      {tools && <tools.PositionNotes />}
      {tools && <tools.PictureNotes onStatus={setStatus} />}
      {tools && <tools.ExtrasBridge onExtras={setExtras} />}
      {modes.length > 1 && (
        <fieldset class="cc-lab__modes">
          <legend class="cc-lab__visually-hidden">Board mode</legend>
          {modes.map((m) => (
            <label key={m} class={modeWanted === m ? 'is-on' : ''}>
              <input
                type="radio"
                name={`${id}-mode`}
                value={m}
                checked={modeWanted === m}
                onChange={() => {
                  setModeWanted(m);
                  setStatus('');
                }}
                data-testid={`mode-${m}`}
              />
              {MODE_NAMES[m]}
            </label>
          ))}
        </fieldset>
      )}

      {Panel ? (
        <Panel
          id={id}
          board={board}
          onStatus={setStatus}
          tools={tools}
          extras={extras}
          renderBoard={renderBoard}
        />
      ) : (
        <>
          {renderBoard(
            {
              overlay: held ? [{ ...held, text: 'picked up' }] : [],
              selected: held ? [held] : current ? [current] : [],
            },
            editPick,
          )}
          {EditPanel ? (
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
          ) : editWanted ? (
            <p class="cc-lab__status">Loading the editor…</p>
          ) : (
            <p>
              <button type="button" onClick={() => setEditWanted(true)} data-testid="open-editor">
                Show the palette and the wizards’ records
              </button>
            </p>
          )}
        </>
      )}
      {mode === 'edit' && tools && <tools.WizardPanel seat={owner} onStatus={setStatus} />}
      {mode === 'edit' && tools && <tools.PositionFile id={id} />}

      <div class="cc-lab__row cc-lab__tools">
        {offered.length > 0 && (
          <>
            <label>
              Sample board{' '}
              <select
                value={shownSample}
                onChange={(e) => {
                  const v = (e.target as HTMLSelectElement).value;
                  // The list shows the choice at once; the board loads after that paint.
                  afterPaint(() => loadSample(v));
                }}
                data-testid="sample"
              >
                <option value="" disabled>
                  (not a sample board)
                </option>
                {offered.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.title}
                  </option>
                ))}
              </select>
            </label>
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
