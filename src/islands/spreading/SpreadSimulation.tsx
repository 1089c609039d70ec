/**
 * The spreading simulation on the shared sample board: place a Magic Fire or Gooey Blob, run
 * the engine's seeded Monte Carlo simulation in a Web Worker (in chunks, with progress), and
 * read the chance that each square is covered after a chosen turn, on the board and as a table.
 * The results' view (SimResults.tsx) loads with import() when the first run starts, and the
 * link (?run=, useSpreadLink.ts) when the address holds one or the settings first change: a
 * link that opens a run runs it at once.
 */
import { useStore } from '@nanostores/preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { SpreadSimResult } from '../../engine/spreadSimulation';
import { makePiece, pieceAt, withPiece } from '../../engine/pieces';
import { spreadBoardFromBoard } from '../../engine/spreadBoard';
import { CREATURE_KINDS, SEATS, type Result, type Square } from '../../engine/types';
import BoardView from '../../ui/BoardView';
import BoardNotes from '../../ui/BoardNotes';
import LinkBar from '../../ui/LinkBar';
import NumberField from '../../ui/NumberField';
import { useHydrated } from '../../ui/useHydrated';
import { useSharedBoard } from '../../ui/useSharedBoard';
import { useTouchCloseUp } from '../../ui/useTouchCloseUp';
import { placeKind, removePiece } from '../../stores/board';
import {
  $spreadSim,
  RUNS_MAX,
  setAfter,
  setRuns,
  setSeed,
  setSpreader,
  setTarget,
  setTurns,
  SEED_MAX,
  SPREAD_SIM_DEFAULT,
  TURNS_MAX,
} from '../../stores/spreadSim';
import type { SimReply, SimRequest } from './spreadProtocol';
import { useSpreadLink } from './useSpreadLink';
import type { Linked } from '../../stores/linked';
import './spreading.css';
import { useWaitMark } from '../../ui/useHydrated';

export interface SpreadSimulationProps {
  /** Accessible name of the board grid. */
  label?: string;
}

type Tool = 'spreader' | 'piece' | 'remove' | 'ask';

const PIECE_CHOICES = [
  'Wizard',
  ...CREATURE_KINDS,
  'Magic Wood',
  'Shadow Wood',
  'Magic Castle',
  'Dark Citadel',
  'Wall',
  'Gooey Blob',
  'Magic Fire',
  'Goblin (corpse)',
];
const CHUNK = 100;

type ResultsView = typeof import('./SimResults');
let loadingResults: Promise<ResultsView> | undefined;
const loadResults = () => (loadingResults ??= import('./SimResults'));
const loadLink = () => import('../../stores/spreadSimLink').then((m) => m.spreadSimLink as Linked);

interface Finished {
  readonly result: SpreadSimResult;
  /** The inputs it was run with, to tell when they have changed. */
  readonly key: string;
  readonly seed: number;
}

export default function SpreadSimulation({
  label = 'Sample board for the spreading simulation',
}: SpreadSimulationProps) {
  const wait = useWaitMark();
  const board = useSharedBoard();
  // A run from the link arrives after hydrating: render the default until then.
  const hydrated = useHydrated();
  const storedSim = useStore($spreadSim);
  const sim = hydrated ? storedSim : SPREAD_SIM_DEFAULT;
  const { link, opened } = useSpreadLink('run', $spreadSim, loadLink);
  const [tool, setTool] = useState<Tool>('spreader');
  const [pieceKind, setPieceKind] = useState('Goblin');
  const [pieceOwner, setPieceOwner] = useState(1);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | null>>({});
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [finished, setFinished] = useState<Finished | null>(null);
  const [view, setView] = useState<ResultsView | null>(null);
  const [note, setNote] = useState<string | null>(null);
  // The square whose chance of being reached the answers give.
  const target = sim.target;
  const worker = useRef<Worker | null>(null);
  const jobId = useRef(0);
  const running = useRef<{ key: string; seed: number } | null>(null);

  useEffect(() => () => worker.current?.terminate(), []);

  const spreadBoard = useMemo(
    () => spreadBoardFromBoard(board, sim.spreader),
    [board, sim.spreader],
  );
  const key = JSON.stringify([spreadBoard.ok ? spreadBoard.value : null, sim.turns, sim.runs]);
  const stale = finished !== null && (finished.key !== key || finished.seed !== sim.seed);

  const display = useMemo(() => {
    const s = sim.spreader;
    if (pieceAt(board, s) && !pieceAt(board, s)?.kind.endsWith('(corpse)')) return board;
    return withPiece(board, s, makePiece(s.kind, s.owner));
  }, [board, sim.spreader]);

  const shownTurn = finished ? Math.min(sim.after, finished.result.turns) : sim.after;
  const chances = useMemo(
    () => (finished && view ? view.chancesAfter(finished.result, shownTurn) : null),
    [finished, view, shownTurn],
  );
  const overlay = useMemo(
    () => (chances && view ? view.heatMap(chances, shownTurn) : []),
    [chances, view, shownTurn],
  );

  function run() {
    if (!spreadBoard.ok) return;
    void loadResults().then((m) => setView(() => m));
    if (!worker.current) {
      worker.current = new Worker(new URL('./spread.worker.ts', import.meta.url), {
        type: 'module',
      });
      worker.current.onmessage = (e: MessageEvent<SimReply>) => {
        const m = e.data;
        if (m.id !== jobId.current) return;
        if (m.type === 'progress') setProgress({ done: m.done, total: m.total });
        else if (m.type === 'error') {
          setNote(m.message);
          setProgress(null);
        } else {
          const r = running.current;
          setProgress(null);
          if (r) setFinished({ result: m.result, key: r.key, seed: r.seed });
        }
      };
    }
    jobId.current += 1;
    running.current = { key, seed: sim.seed };
    setNote(null);
    setProgress({ done: 0, total: sim.runs });
    const req: SimRequest = {
      id: jobId.current,
      board: spreadBoard.value,
      turns: sim.turns,
      runs: sim.runs,
      seed: sim.seed,
      chunk: CHUNK,
    };
    worker.current.postMessage(req);
  }

  // A link that holds a run opens with its results.
  useEffect(() => {
    if (opened) run();
  }, [opened]);

  function onPick(sq: Square) {
    setNote(null);
    if (tool === 'spreader') {
      const p = pieceAt(board, sq);
      if (p && !p.kind.endsWith('(corpse)')) {
        setNote(`(${sq.x},${sq.y}) holds a ${p.kind}: put the new spreader on an empty square.`);
        return;
      }
      setSpreader({ x: sq.x, y: sq.y });
    } else if (tool === 'remove') {
      removePiece(sq);
    } else if (tool === 'ask') {
      setTarget(sq);
    } else {
      if (sq.x === sim.spreader.x && sq.y === sim.spreader.y) {
        setNote('That square holds the new spreader; move it first.');
        return;
      }
      const kind = pieceKind === 'Wizard' ? `Wizard ${pieceOwner + 1}` : pieceKind;
      const r = placeKind(sq, kind, pieceOwner);
      if (!r.ok) setNote(r.message ?? 'That piece cannot go there.');
    }
  }

  function numberField(
    name: 'turns' | 'runs' | 'seed',
    text: string,
    value: number,
    set: (n: number) => Result<unknown>,
    max: number,
  ) {
    const err = fieldErrors[name];
    return (
      <span class="cc-sim__field">
        <label for={`cc-sim-${name}`}>{text}</label>
        <NumberField
          id={`cc-sim-${name}`}
          name={text.toLowerCase()}
          inputMode="numeric"
          min={name === 'seed' ? 0 : 1}
          max={max}
          value={drafts[name] ?? String(value)}
          aria-invalid={err ? 'true' : undefined}
          aria-describedby={err ? `cc-sim-${name}-err` : undefined}
          data-testid={`sim-${name}`}
          onText={(v) => {
            setDrafts({ ...drafts, [name]: v });
            const r = set(v.trim() === '' ? NaN : Number(v));
            const problem = r.ok ? null : r.message;
            setFieldErrors({ ...fieldErrors, [name]: problem });
          }}
        />
        {err && (
          <span class="cc-sim__error" id={`cc-sim-${name}-err`} role="alert">
            {err}
          </span>
        )}
      </span>
    );
  }

  // The board and the results are memoised as elements, so that progress updates while the
  // worker runs re-render only the status line (Preact skips an unchanged element).
  const pickRef = useRef(onPick);
  pickRef.current = onPick;
  const selected = useMemo(
    () => (target ? [sim.spreader, target] : [sim.spreader]),
    [sim.spreader, target],
  );
  // On a touch screen the board fits the page and a close-up of 44 px squares follows the square
  // last tapped on it (ui/useTouchCloseUp.ts).
  const Near = useTouchCloseUp();
  const [nearAt, setNearAt] = useState<Square | null>(null);
  const boardView = useMemo(
    () => (
      <div class="cc-board-fit">
        <BoardView
          board={display}
          label={label}
          overlay={overlay}
          selected={selected}
          onPick={(sq) => {
            setNearAt(sq);
            pickRef.current(sq);
          }}
          onDelete={(sq) => removePiece(sq)}
          testId="sim-grid"
        />
        {Near && (
          <Near
            board={display}
            overlay={overlay}
            selected={selected}
            onPick={(sq) => pickRef.current(sq)}
            centre={nearAt ?? selected[0] ?? null}
            testId="sim-closeup"
          />
        )}
      </div>
    ),
    [display, label, overlay, selected, Near, nearAt],
  );
  const resultsView = useMemo(
    () =>
      finished && view && chances ? (
        <view.default
          result={finished.result}
          turn={shownTurn}
          chances={chances}
          target={target}
          onTurn={(n) => setAfter(n)}
        />
      ) : null,
    [finished, view, shownTurn, chances, target],
  );

  return (
    <div {...wait} class="cc-sim not-content">
      <BoardNotes />
      <fieldset class="cc-sim__group">
        <legend>New spreader</legend>
        <label class="cc-sim__field">
          <span>Kind</span>
          <select
            value={sim.spreader.kind}
            data-testid="sim-kind"
            onChange={(e) =>
              setSpreader({
                kind: (e.target as HTMLSelectElement).value as 'Magic Fire' | 'Gooey Blob',
              })
            }
          >
            <option value="Magic Fire" selected={sim.spreader.kind === 'Magic Fire'}>
              Magic Fire
            </option>
            <option value="Gooey Blob" selected={sim.spreader.kind === 'Gooey Blob'}>
              Gooey Blob
            </option>
          </select>
        </label>
        <label class="cc-sim__field">
          <span>Cast by</span>
          <select
            value={sim.spreader.owner}
            data-testid="sim-owner"
            onChange={(e) => setSpreader({ owner: Number((e.target as HTMLSelectElement).value) })}
          >
            {SEATS.map((s) => (
              <option value={s} key={s} selected={s === sim.spreader.owner}>
                wizard {s + 1}
              </option>
            ))}
          </select>
        </label>
        <p class="cc-sim__where" data-testid="sim-where">
          on ({sim.spreader.x},{sim.spreader.y})
        </p>
      </fieldset>

      <fieldset class="cc-sim__group">
        <legend>Clicking a square</legend>
        <label>
          <input
            type="radio"
            name="cc-sim-tool"
            checked={tool === 'spreader'}
            onChange={() => setTool('spreader')}
          />{' '}
          moves the new spreader
        </label>
        <label>
          <input
            type="radio"
            name="cc-sim-tool"
            checked={tool === 'piece'}
            onChange={() => setTool('piece')}
          />{' '}
          places a{' '}
          <select
            aria-label="Piece to place"
            value={pieceKind}
            onChange={(e) => {
              setPieceKind((e.target as HTMLSelectElement).value);
              setTool('piece');
            }}
          >
            {PIECE_CHOICES.map((k) => (
              <option key={k} value={k} selected={k === pieceKind}>
                {k}
              </option>
            ))}
          </select>{' '}
          of{' '}
          <select
            aria-label="Owner of the piece to place"
            value={pieceOwner}
            onChange={(e) => {
              setPieceOwner(Number((e.target as HTMLSelectElement).value));
              setTool('piece');
            }}
          >
            {SEATS.map((s) => (
              <option value={s} key={s} selected={s === pieceOwner}>
                wizard {s + 1}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input
            type="radio"
            name="cc-sim-tool"
            checked={tool === 'remove'}
            onChange={() => setTool('remove')}
          />{' '}
          removes a piece
        </label>
        <label>
          <input
            type="radio"
            name="cc-sim-tool"
            checked={tool === 'ask'}
            data-testid="sim-tool-ask"
            onChange={() => setTool('ask')}
          />{' '}
          asks about a square (how often the spreading reaches it)
        </label>
        <button
          type="button"
          class="cc-sim__small"
          onClick={() =>
            // Loaded on click: the example position is not needed for the first paint.
            void import('../../stores/exampleBoard').then((m) => m.loadExampleBoard())
          }
        >
          Load a three-wizard example
        </button>
      </fieldset>

      {note && (
        <p class="cc-sim__note" role="status">
          {note}
        </p>
      )}

      {boardView}

      <div class="cc-sim__group cc-sim__run">
        {numberField('turns', 'Turns', sim.turns, setTurns, TURNS_MAX)}
        {numberField('runs', 'Runs', sim.runs, setRuns, RUNS_MAX)}
        {numberField('seed', 'Seed', sim.seed, setSeed, SEED_MAX)}
        <button
          type="button"
          class="cc-sim__small"
          onClick={() => {
            const s = Math.floor(Math.random() * 0x100000000);
            setSeed(s);
            setDrafts({ ...drafts, seed: String(s) });
            setFieldErrors({ ...fieldErrors, seed: null });
          }}
        >
          New seed
        </button>
        <button
          type="button"
          class="cc-sim__go"
          data-testid="sim-run"
          disabled={!spreadBoard.ok}
          onClick={run}
        >
          Run {sim.runs.toLocaleString('en')} games
        </button>
      </div>
      {!spreadBoard.ok && (
        <p class="cc-sim__note" role="alert">
          {spreadBoard.message}
        </p>
      )}

      <div class="cc-sim__status" aria-live="polite" data-testid="sim-status">
        {progress ? (
          <>
            <progress
              max={progress.total}
              value={progress.done}
              aria-label="Simulation progress"
              data-testid="sim-progress"
            />{' '}
            {progress.done.toLocaleString('en')} of {progress.total.toLocaleString('en')} runs
          </>
        ) : finished ? (
          <span data-testid="sim-done">
            {finished.result.runs.toLocaleString('en')} runs of {finished.result.turns} turns with
            seed {finished.seed}
            {stale ? ' (the settings have changed since: run again to update)' : ''}.
          </span>
        ) : (
          'Press Run to simulate.'
        )}
      </div>

      {resultsView}
      <LinkBar
        key={link ? 'linked' : 'unlinked'}
        links={link ? [link] : []}
        what="this simulation"
        testid="sim-link"
      />
    </div>
  );
}
