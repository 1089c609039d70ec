/**
 * The computer's next move: pick a wizard of the shared position (board, wizards' records, turn,
 * balance) and see what the game engine's own computer player does with his casting step and
 * his movement: the spell chosen over the 10 values of the slot-0 priority roll (exact), the
 * target lists behind it, a sample turn with its seed, and tallies over simulated turns.
 * The engine (src/engine/game/) is loaded with import() on first use; state in
 * src/stores/nextMove.ts (`?nm=`), so a link reproduces the answer.
 */
import { useStore } from '@nanostores/preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { NextMove as Answer, NextMoveError } from '../../engine/game/nextMove';
import type { GameEvent } from '../../engine/game/types';
import { wizardOnSquare } from '../../engine/pieces';
import type { Result } from '../../engine/types';
import { frac, pct } from '../../lib/format';
import {
  $nextMove,
  $nextMoveNotes,
  NEXT_MOVE_DEFAULT,
  NEXT_MOVE_MAX_SEED,
  setNextMoveSeat,
  setNextMoveSeed,
  showNextMove,
  syncNextMoveWithUrl,
} from '../../stores/nextMove';
import { $positionExtras, syncPositionWithUrl } from '../../stores/position';
import BoardNotes from '../../ui/BoardNotes';
import SettingsNotes from '../../ui/SettingsNotes';
import BoardView, { type BoardOverlaySquare } from '../../ui/BoardView';
import NumberField from '../../ui/NumberField';
import { useHydrated } from '../../ui/useHydrated';
import { useSettings } from '../../ui/useSettings';
import { useSharedBoard } from '../../ui/useSharedBoard';
import './next-move.css';
import { useWaitMark } from '../../ui/useHydrated';

export interface NextMoveProps {
  /** Accessible name of the board. */
  label?: string;
  /** Simulated turns (default 100). */
  runs?: number;
}

type Compute = typeof import('./compute');
let loading: Promise<Compute> | null = null;
const loadEngine = () => (loading ??= import('./compute'));

const where = (t: { x: number; y: number }) => `(${t.x},${t.y})`;

function EventLine({ e }: { e: GameEvent }) {
  const f = e.odds && e.passed !== undefined ? frac({ ...e.odds, p: 0 }) : null;
  return (
    <>
      {e.text}
      {f && f !== '0' && f !== '1' ? <span class="cc-next__odds"> (exactly {f})</span> : null}
    </>
  );
}

export default function NextMove({
  label = 'The board after the sample turn',
  runs = 100,
}: NextMoveProps) {
  const wait = useWaitMark();
  const hydrated = useHydrated();
  const board = useSharedBoard();
  const extras = useStore($positionExtras);
  const stored = useStore($nextMove);
  const notes = useStore($nextMoveNotes);
  const settings = useSettings();
  useEffect(() => {
    syncPositionWithUrl();
    syncNextMoveWithUrl();
  }, []);
  const state = hydrated ? stored : NEXT_MOVE_DEFAULT;
  const [seedText, setSeedText] = useState<string | null>(null);
  const [seedError, setSeedError] = useState('');
  const [engine, setEngine] = useState<Compute | null>(null);
  const [loadError, setLoadError] = useState('');

  const seats = useMemo(() => {
    const out = new Set<number>();
    for (const p of board) {
      if (!p) continue;
      const w = wizardOnSquare(p);
      if (w !== undefined) out.add(w);
    }
    return [...out].sort((a, b) => a - b);
  }, [board]);
  const seat = seats.includes(state.seat) ? state.seat : (seats[0] ?? state.seat);

  useEffect(() => {
    if (!state.shown || engine) return;
    loadEngine().then(setEngine, () => setLoadError('The calculator could not be loaded.'));
  }, [state.shown, engine]);

  // Worked out after the frame is painted ("Working it out…" shows first); a change of input
  // replaces the answer when the new one is ready.
  const [answer, setAnswer] = useState<Result<Answer, NextMoveError> | null>(null);
  useEffect(() => {
    if (!engine || !state.shown) return;
    const id = setTimeout(() => {
      setAnswer(
        engine.computerNextMove(
          {
            board,
            wizards: extras.wizards,
            turn: extras.turn,
            actor: extras.actor,
            balance: settings.balance,
          },
          seat,
          { seed: state.seed, runs },
        ),
      );
    }, 0);
    return () => clearTimeout(id);
  }, [engine, state.shown, board, extras, settings.balance, seat, state.seed, runs]);

  const onSeed = (text: string) => {
    setSeedText(text);
    const r = setNextMoveSeed(Number(text));
    setSeedError(r.ok || text === '' ? '' : r.message);
  };

  const player = extras.wizards[seat]?.player ?? 'human';
  const a = answer?.ok ? answer.value : null;
  const overlay: BoardOverlaySquare[] = [];
  if (a) {
    // Each square is tagged with the number of the first event in the list that concerns it.
    [...a.sample.castEvents, ...a.sample.moveEvents].forEach((e, i) => {
      if (!e.at || overlay.some((o) => o.x === e.at?.x && o.y === e.at?.y)) return;
      overlay.push({
        x: e.at.x,
        y: e.at.y,
        fill: 'rgba(255, 190, 40, 0.45)',
        label: String(i + 1),
        text: `event ${i + 1}`,
      });
    });
  }

  return (
    <div {...wait} class="cc-next not-content" data-testid="next-move">
      <BoardNotes />
      <SettingsNotes />
      {notes.map((n) => (
        <p class="cc-next__note" role="status" key={n}>
          {n}
        </p>
      ))}
      <div class="cc-next__controls">
        <label class="cc-next__field">
          <span>Wizard</span>
          <select
            data-testid="next-seat"
            value={seat}
            disabled={seats.length === 0}
            onChange={(e) => setNextMoveSeat(Number(e.currentTarget.value))}
          >
            {seats.map((s) => (
              <option key={s} value={s}>
                wizard {s + 1}
                {extras.wizards[s]?.player === 'computer' ? ' (computer)' : ''}
              </option>
            ))}
          </select>
        </label>
        <label class="cc-next__field">
          <span>Seed of the sample turn</span>
          <NumberField
            name="seed"
            min={1}
            max={NEXT_MOVE_MAX_SEED}
            value={seedText ?? state.seed}
            data-testid="next-seed"
            onText={onSeed}
          />
        </label>
        {!state.shown && (
          <button
            type="button"
            class="cc-button"
            data-testid="next-show"
            disabled={seats.length === 0}
            onClick={() => {
              setNextMoveSeat(seat);
              showNextMove(true);
            }}
          >
            Work out the next move
          </button>
        )}
      </div>
      {seedError && (
        <p class="cc-next__note" role="alert">
          {seedError}
        </p>
      )}
      {seats.length === 0 && <p class="cc-next__note">The shared board has no wizard on it.</p>}
      {player === 'human' && seats.length > 0 && (
        <p class="cc-next__hint" data-testid="next-human">
          Wizard {seat + 1} is a human in the position; he is played here as the computer would play
          him, with his own book and statistics.
        </p>
      )}
      {loadError && (
        <p class="cc-next__note" role="alert">
          {loadError}
        </p>
      )}
      {state.shown && !answer && !loadError && <p aria-live="polite">Working it out…</p>}
      {answer && !answer.ok && (
        <p class="cc-next__note" role="alert" data-testid="next-error">
          {answer.message}
        </p>
      )}
      {a && (
        <div class="cc-next__answer" aria-live="polite">
          <p data-testid="next-mode">
            Wizard {seat + 1} at {where(a.from)} plays in{' '}
            <strong>{a.mode === 0 ? 'defensive mode' : 'attack mode'}</strong>
            {a.mode === 0
              ? ': his wizard moves first, away from danger, then his pieces in board order.'
              : ': no creatures of his own, so every piece goes for the strongest enemy wizard.'}
          </p>

          <h3 class="cc-next__h">Spell</h3>
          <ul data-testid="next-spells">
            {a.spells.map((s) => (
              <li key={s.name}>
                <strong>{s.name}</strong>: {s.num} in 10 ({pct(s.num / 10)}), rolls{' '}
                {s.rolls.join(', ')}
              </li>
            ))}
          </ul>
          <div
            class="cc-next__scroll"
            tabIndex={0}
            role="region"
            aria-label="Spell choice by roll (scrolls sideways)"
          >
            <table data-testid="next-draws">
              <caption>
                Slot 0’s priority is rerolled to d10 + 12, then the book is sorted and tried in
                order
              </caption>
              <thead>
                <tr>
                  <th scope="col">d10</th>
                  <th scope="col">Slot 0 becomes</th>
                  <th scope="col">Tried first (priority)</th>
                  <th scope="col">Cast</th>
                </tr>
              </thead>
              <tbody>
                {a.draws.map((d) => (
                  <tr key={d.roll}>
                    <td>{d.roll}</td>
                    <td>{d.roll + 12}</td>
                    <td>
                      {d.order
                        .slice(0, d.tried >= 0 ? d.tried + 1 : 3)
                        .map((l, i) => `${l.name} ${l.prio}${i < d.tried ? ' (no use)' : ''}`)
                        .join(' → ')}
                    </td>
                    <td>{d.chosen === null ? 'nothing' : (d.order[d.tried]?.name ?? '')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <h3 class="cc-next__h">Targets</h3>
          <div class="cc-next__cols">
            {(
              [
                ['Creatures and moves', a.creatureTargets, 'next-creature-targets'],
                ['Attack spells and shots', a.attackTargets, 'next-attack-targets'],
              ] as const
            ).map(([title, list, id]) => (
              <div key={id}>
                <p>{title}</p>
                {list.length === 0 ? (
                  <p data-testid={id}>none near enough to threaten</p>
                ) : (
                  <ol data-testid={id}>
                    {list.slice(0, 5).map((t, i) => (
                      <li key={i}>
                        {t.kind} at {where(t)}: score {t.rank}
                      </li>
                    ))}
                  </ol>
                )}
              </div>
            ))}
          </div>

          <h3 class="cc-next__h">Sample turn (seed {a.sample.seed})</h3>
          <ol class="cc-next__events" data-testid="next-events">
            {[...a.sample.castEvents, ...a.sample.moveEvents].map((e, i) => (
              <li key={i}>
                <EventLine e={e} />
              </li>
            ))}
          </ol>
          <div class="cc-board-fit">
            <BoardView board={a.sample.after} label={label} overlay={overlay} testId="next-grid" />
          </div>

          <h3 class="cc-next__h">
            Simulated: {a.simulated.runs} turns, seeds {a.simulated.seed}–
            {a.simulated.seed + a.simulated.runs - 1}
          </h3>
          <ul data-testid="next-simulated">
            {a.simulated.events.slice(0, 12).map((e) => (
              <li key={e.text}>
                {e.text} — {e.count} of {a.simulated.runs}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
