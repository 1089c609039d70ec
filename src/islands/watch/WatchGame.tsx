/**
 * Watch a game between computer wizards: the engine's `newGame` and `advance` step by step, the
 * board, the event log with the odds of every roll, the world balance and each wizard's record.
 * The setup and the step count live in the URL (stores/watch.ts), so a link replays the same
 * game to the same moment. Labels come from the page.
 */
import { useStore } from '@nanostores/preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { SPELLS } from '../../engine/data/spells';
import { advance, newGame } from '../../engine/game/game';
import { gameBoard } from '../../engine/game/view';
import type { GameEvent, GameState } from '../../engine/game/types';
import type { SpellNumber } from '../../engine/types';
import {
  $watch,
  MAX_WATCH_STEP,
  parseWatchQuery,
  watchQuery,
  type WatchSetup,
} from '../../stores/watch';
import BoardView from '../board/BoardView';
import './watch.css';

export interface WatchLabels {
  readonly wizards: string;
  readonly level: string;
  readonly seed: string;
  readonly randomSeed: string;
  readonly start: string;
  readonly step: string;
  readonly turn: string;
  readonly play: string;
  readonly pause: string;
  readonly speed: string;
  readonly board: string;
  readonly log: string;
  readonly balance: string;
  readonly winner: string;
  readonly draw: string;
}

interface Played {
  readonly setup: WatchSetup;
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

function start(setup: WatchSetup): Played {
  const g = newGame({
    players: Array.from({ length: setup.wizards }, () => 'computer' as const),
    level: setup.level,
    seed: setup.seed,
  });
  if (!g.ok) throw new Error(g.message);
  let played: Played = { setup: { ...setup, step: 0 }, state: g.value, events: [] };
  for (let i = 0; i < setup.step && played.state.phase !== 'over'; i++) played = stepOnce(played);
  return played;
}

function stepOnce(p: Played): Played {
  const r = advance(p.state);
  if (!r.ok) return p;
  return {
    setup: { ...p.setup, step: p.setup.step + 1 },
    state: r.value.state,
    events: [...p.events, ...r.value.events],
  };
}

const SPEEDS = [1000, 400, 150, 40];

export default function WatchGame({ labels }: { labels: WatchLabels }) {
  const setup = useStore($watch);
  const [played, setPlayed] = useState<Played>(() => start(setup));
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [form, setForm] = useState(setup);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const fromUrl = parseWatchQuery(window.location.search);
    $watch.set(fromUrl);
    setForm(fromUrl);
    setPlayed(start(fromUrl));
  }, []);

  useEffect(() => {
    const q = watchQuery(played.setup);
    if (window.location.search !== q) window.history.replaceState(null, '', q);
  }, [played.setup]);

  const over = played.state.phase === 'over';
  useEffect(() => {
    if (!playing || over) return;
    timer.current = window.setTimeout(() => setPlayed((p) => stepOnce(p)), SPEEDS[speed] ?? 400);
    return () => window.clearTimeout(timer.current);
  }, [playing, played, speed, over]);

  const board = useMemo(() => gameBoard(played.state), [played.state]);
  const s = played.state;
  const stepTurn = () => {
    let p = played;
    const turn = p.state.turn;
    while (p.state.phase !== 'over' && p.state.turn === turn && p.setup.step < MAX_WATCH_STEP)
      p = stepOnce(p);
    setPlayed(p);
  };
  const restart = (e: Event) => {
    e.preventDefault();
    const next = { ...form, step: 0 };
    $watch.set(next);
    setPlaying(false);
    setPlayed(start(next));
  };
  const field = (key: 'wizards' | 'level' | 'seed', min: number, max: number) => (e: Event) => {
    const v = Number((e.target as HTMLInputElement).value);
    if (Number.isInteger(v) && v >= min && v <= max) setForm({ ...form, [key]: v });
  };
  const recent = played.events.slice(-60).reverse();

  return (
    <div class="cc-watch not-content" data-testid="watch">
      <form class="cc-watch__setup" onSubmit={restart}>
        <label>
          <span>{labels.wizards}</span>
          <select
            value={form.wizards}
            data-testid="watch-wizards"
            onChange={field('wizards', 2, 8)}
          >
            {[2, 3, 4, 5, 6, 7, 8].map((n) => (
              <option key={n} value={n} selected={n === form.wizards}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{labels.level}</span>
          <select value={form.level} data-testid="watch-level" onChange={field('level', 1, 8)}>
            {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
              <option key={n} value={n} selected={n === form.level}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{labels.seed}</span>
          <input
            type="number"
            min={0}
            max={2147483647}
            value={form.seed}
            data-testid="watch-seed"
            onInput={field('seed', 0, 2147483647)}
          />
        </label>
        <button
          type="button"
          data-testid="watch-random"
          onClick={() => setForm({ ...form, seed: Math.floor(Math.random() * 2147483647) })}
        >
          {labels.randomSeed}
        </button>
        <button type="submit" data-testid="watch-start">
          {labels.start}
        </button>
      </form>
      <div class="cc-watch__controls">
        <button
          type="button"
          data-testid="watch-step"
          disabled={over}
          onClick={() => setPlayed(stepOnce(played))}
        >
          {labels.step}
        </button>
        <button type="button" data-testid="watch-turn" disabled={over} onClick={stepTurn}>
          {labels.turn}
        </button>
        <button
          type="button"
          data-testid="watch-play"
          disabled={over}
          onClick={() => setPlaying(!playing)}
        >
          {playing ? labels.pause : labels.play}
        </button>
        <label>
          <span>{labels.speed}</span>
          <select
            value={speed}
            data-testid="watch-speed"
            onChange={(e) => setSpeed(Number((e.target as HTMLSelectElement).value))}
          >
            {SPEEDS.map((ms, i) => (
              <option key={ms} value={i} selected={i === speed}>
                {i + 1}
              </option>
            ))}
          </select>
        </label>
        <output data-testid="watch-status" aria-live="polite">
          Turn {Math.min(s.turn + 1, 2 * s.players.length + 15)}, step {played.setup.step}
          {over
            ? ` · ${s.winner === null ? labels.draw : `${labels.winner}: ${s.wizards[s.winner]?.name ?? ''}`}`
            : ''}
        </output>
      </div>
      <div class="cc-watch__main">
        <div class="cc-watch__board">
          <BoardView board={board} label={labels.board} testId="watch-board" />
          <p class="cc-watch__balance" data-testid="watch-balance">
            {labels.balance}:{' '}
            {s.balance > 0 ? `Law ${s.balance}` : s.balance < 0 ? `Chaos ${-s.balance}` : '0'}
          </p>
        </div>
        <section class="cc-watch__log" aria-label={labels.log}>
          <ol data-testid="watch-log" reversed start={played.events.length}>
            {recent.map((e, i) => (
              <li key={played.events.length - i}>
                {e.seat >= 0 ? <b>{s.wizards[e.seat]?.name ?? ''} </b> : null}
                {e.text}
              </li>
            ))}
          </ol>
        </section>
      </div>
      <div class="cc-watch__wizards" role="region" aria-label="Wizards" tabIndex={0}>
        <table data-testid="watch-wizards-table">
          <thead>
            <tr>
              <th scope="col">Wizard</th>
              <th scope="col">Com</th>
              <th scope="col">Def</th>
              <th scope="col">Man</th>
              <th scope="col">MR</th>
              <th scope="col">Abl</th>
              <th scope="col">Mode</th>
              <th scope="col">Spells left</th>
            </tr>
          </thead>
          <tbody>
            {s.wizards.map((w) => (
              <tr key={w.seat} class={w.alive ? '' : 'cc-watch__dead'}>
                <th scope="row">
                  {w.name}
                  {w.alive ? '' : ' (dead)'}
                </th>
                <td>{w.stats.combat}</td>
                <td>{w.stats.defence}</td>
                <td>{w.stats.manoeuvre}</td>
                <td>{w.stats.magicResistance}</td>
                <td>{w.stats.ability}</td>
                <td>{w.mode >= 10 ? 'attack' : 'defend'}</td>
                <td>
                  {w.book
                    .filter((b) => b.spell !== 0)
                    .map((b) => SPELLS[b.spell as SpellNumber]?.name ?? '?')
                    .join(', ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
