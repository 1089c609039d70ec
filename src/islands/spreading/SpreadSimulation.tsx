/**
 * The spreading simulation on the shared sample board: place a Magic Fire or Gooey Blob, run
 * the engine's seeded Monte Carlo simulation in a Web Worker (in chunks, with progress), and
 * read the chance that each square is covered after a chosen turn, on the board and as a table.
 */
import { useStore } from '@nanostores/preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { coverageChance, spreadAnswers, type SpreadSimResult } from '../../engine/spreadSimulation';
import { makePiece, pieceAt, withPiece } from '../../engine/pieces';
import { spreadBoardFromBoard } from '../../engine/spreadBoard';
import {
  BOARD_HEIGHT,
  BOARD_WIDTH,
  CREATURE_KINDS,
  SEATS,
  type Result,
  type Square,
} from '../../engine/types';
import BoardView, { type BoardOverlaySquare } from '../../ui/BoardView';
import BoardNotes from '../../ui/BoardNotes';
import NumberField from '../../ui/NumberField';
import { useSharedBoard } from '../../ui/useSharedBoard';
import { pctFixed, pctTag } from '../../lib/format';
import { placeKind, removePiece } from '../../stores/board';
import { loadExampleBoard } from '../../stores/exampleBoard';
import {
  $spreadSim,
  RUNS_MAX,
  setRuns,
  setSeed,
  setSpreader,
  setTurns,
  SEED_MAX,
  TURNS_MAX,
} from '../../stores/spreadSim';
import type { SimReply, SimRequest } from './spreadProtocol';
import './spreading.css';

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

interface Finished {
  readonly result: SpreadSimResult;
  /** The inputs it was run with, to tell when they have changed. */
  readonly key: string;
  readonly seed: number;
}

export default function SpreadSimulation({
  label = 'Sample board for the spreading simulation',
}: SpreadSimulationProps) {
  const board = useSharedBoard();
  const sim = useStore($spreadSim);
  const [tool, setTool] = useState<Tool>('spreader');
  const [pieceKind, setPieceKind] = useState('Goblin');
  const [pieceOwner, setPieceOwner] = useState(1);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | null>>({});
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [finished, setFinished] = useState<Finished | null>(null);
  const [afterTurn, setAfterTurn] = useState(sim.turns);
  const [note, setNote] = useState<string | null>(null);
  const [tableOpen, setTableOpen] = useState(false);
  // The square whose chance of being reached the answers give.
  const [target, setTarget] = useState<Square | null>(null);
  const worker = useRef<Worker | null>(null);
  const jobId = useRef(0);
  const running = useRef<{ key: string; seed: number } | null>(null);

  useEffect(() => () => worker.current?.terminate(), []);

  const spreadBoard = useMemo(() => spreadBoardFromBoard(board, sim.spreader), [board, sim]);
  const key = JSON.stringify([spreadBoard.ok ? spreadBoard.value : null, sim.turns, sim.runs]);
  const stale = finished !== null && (finished.key !== key || finished.seed !== sim.seed);

  const display = useMemo(() => {
    const s = sim.spreader;
    if (pieceAt(board, s) && !pieceAt(board, s)?.kind.endsWith('(corpse)')) return board;
    return withPiece(board, s, makePiece(s.kind, s.owner));
  }, [board, sim.spreader]);

  const shownTurn = finished ? Math.min(afterTurn, finished.result.turns) : afterTurn;
  const chances = useMemo(
    () => (finished ? coverageChance(finished.result, shownTurn) : null),
    [finished, shownTurn],
  );

  const answers = useMemo(() => {
    if (!finished) return null;
    const r = spreadAnswers(
      finished.result,
      shownTurn,
      target ? target.y * BOARD_WIDTH + target.x : null,
    );
    return r.ok ? r.value : null;
  }, [finished, shownTurn, target]);

  const overlay: BoardOverlaySquare[] = useMemo(() => {
    if (!chances) return [];
    const out: BoardOverlaySquare[] = [];
    chances.forEach((p, i) => {
      if (p <= 0) return;
      out.push({
        x: i % BOARD_WIDTH,
        y: Math.floor(i / BOARD_WIDTH),
        fill: `rgba(255, 96, 0, ${(0.15 + 0.7 * p).toFixed(3)})`,
        label: pctTag(p),
        text: `covered after turn ${shownTurn} in ${pctFixed(p)} of runs`,
      });
    });
    return out;
  }, [chances, shownTurn]);

  function run() {
    if (!spreadBoard.ok) return;
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
          setAfterTurn(m.result.turns);
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
            if (name === 'turns' && !problem) setAfterTurn(Number(v));
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

  const killed = finished ? Object.entries(finished.result.wizardKilled) : [];

  // The board and the results are memoised as elements, so that progress updates while the
  // worker runs re-render only the status line (Preact skips an unchanged element).
  const pickRef = useRef(onPick);
  pickRef.current = onPick;
  const selected = useMemo(
    () => (target ? [sim.spreader, target] : [sim.spreader]),
    [sim.spreader, target],
  );
  const boardView = useMemo(
    () => (
      <BoardView
        board={display}
        label={label}
        overlay={overlay}
        selected={selected}
        onPick={(sq) => pickRef.current(sq)}
        onDelete={(sq) => removePiece(sq)}
        testId="sim-grid"
      />
    ),
    [display, label, overlay, selected],
  );
  const resultsView = useMemo(
    () =>
      finished ? (
        <>
          <label class="cc-sim__field cc-sim__turn">
            <span>
              Show squares covered after turn <strong>{shownTurn}</strong>
            </span>
            <input
              type="range"
              min={1}
              max={finished.result.turns}
              value={shownTurn}
              data-testid="sim-after"
              onInput={(e) => setAfterTurn(Number((e.target as HTMLInputElement).value))}
            />
          </label>
          {answers && (
            <dl class="cc-sim__answers" data-testid="sim-answers">
              <dt>A blob or fire still on the board after turn {shownTurn}</dt>
              <dd data-testid="sim-still">
                {pctFixed(answers.stillThere.p)} of runs (
                {answers.stillThere.runs.toLocaleString('en')} of{' '}
                {finished.result.runs.toLocaleString('en')})
              </dd>
              <dt>Squares covered after turn {shownTurn}, on average</dt>
              <dd data-testid="sim-expected">{answers.expectedSquares.toFixed(2)}</dd>
              <dt>
                {target
                  ? `Reaches (${target.x},${target.y}) by the end of turn ${shownTurn}`
                  : 'Reaches a square you pick'}
              </dt>
              <dd data-testid="sim-reach">
                {answers.reach
                  ? `${pctFixed(answers.reach.p)} of runs (${answers.reach.runs.toLocaleString('en')} of ${finished.result.runs.toLocaleString('en')})`
                  : 'Choose “asks about a square” above, then click a square on the board.'}
              </dd>
            </dl>
          )}
          {killed.some(([, n]) => n > 0) && (
            <ul class="cc-sim__killed" data-testid="sim-killed">
              {killed
                .filter(([, n]) => n > 0)
                .map(([seat, n]) => (
                  <li key={seat}>
                    Wizard {Number(seat) + 1} killed by the spreading by the last turn:{' '}
                    {pctFixed(n / finished.result.runs)}
                  </li>
                ))}
            </ul>
          )}
          <details
            class="cc-sim__details"
            open={tableOpen}
            onToggle={(e) => setTableOpen((e.currentTarget as HTMLDetailsElement).open)}
          >
            <summary>The same chances as a table (percent of runs)</summary>
            {tableOpen && (
              <div
                class="cc-sim__tablewrap"
                tabIndex={0}
                role="region"
                aria-label="Coverage table, scrolls sideways"
              >
                <table class="cc-sim__table" data-testid="sim-table">
                  <caption>
                    Chance that each square holds a blob or fire after turn {shownTurn}, in percent
                    (rows y, columns x)
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">y \ x</th>
                      {Array.from({ length: BOARD_WIDTH }, (_, x) => (
                        <th scope="col" key={x}>
                          {x}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {Array.from({ length: BOARD_HEIGHT }, (_, y) => (
                      <tr key={y}>
                        <th scope="row">{y}</th>
                        {Array.from({ length: BOARD_WIDTH }, (_, x) => {
                          const p = chances?.[y * BOARD_WIDTH + x] ?? 0;
                          return (
                            <td key={x} data-x={x} data-y={y}>
                              {p > 0 ? (p * 100).toFixed(1) : '·'}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </details>
        </>
      ) : null,
    [finished, shownTurn, chances, tableOpen, answers, target],
  );

  return (
    <div class="cc-sim not-content">
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
        <button type="button" class="cc-sim__small" onClick={() => loadExampleBoard()}>
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
    </div>
  );
}
