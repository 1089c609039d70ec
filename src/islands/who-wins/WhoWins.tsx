/**
 * Who wins? For a setup (computer wizards, level, seed), N whole games played by the engine in a
 * Web Worker (who-wins.worker.ts) with a progress bar and a cancel button; the win share of each
 * seat with its 95 % interval, the draw share, a chart of how many turns the games lasted, and
 * links that open a game on the watch page. The numbers come from the engine (`tallyRun`);
 * labels come from the page.
 */
import GameSetupFields from '../../ui/GameSetupFields';
import NumberField from '../../ui/NumberField';
import { useStore } from '@nanostores/preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { DEFAULT_WIZARD_NAMES } from '../../engine/data/wizards';
import { COMPUTER_LEVELS, SEATS } from '../../engine/types';
import { tallyRun, type GameOutcome } from '../../engine/game/outcomes';
import {
  $whoWins,
  keepRun,
  keptRun,
  MAX_GAMES,
  readWhoWinsQuery,
  watchLink,
  whoWinsQuery,
  type WhoWinsSetup,
} from '../../stores/whoWins';
import { useWaitMark } from '../../ui/useHydrated';
import type { WhoWinsBatch } from './who-wins.worker';
import Notes from '../../ui/Notes';
import './who-wins.css';

const WIZARD_COUNTS = SEATS.slice(1).map((s) => s + 1);

export interface WhoWinsLabels {
  readonly wizards: string;
  readonly level: string;
  readonly seed: string;
  readonly games: string;
  readonly run: string;
  readonly cancel: string;
  readonly progress: string;
  readonly seat: string;
  readonly wins: string;
  readonly share: string;
  readonly interval: string;
  readonly draw: string;
  readonly example: string;
  readonly lengths: string;
  readonly turns: string;
  readonly openGame: string;
  /** Before the list of the first games; a game's outcome: "{name} wins" / drawn, "in {n} turns". */
  readonly gamesList: string;
  readonly winsGame: string;
  readonly drawnGame: string;
  readonly inTurns: string;
  /** The chart's scale: the tallest bar's count. */
  readonly most: string;
  /** While a run plays: {n} games a second on {w} workers. */
  readonly speed?: string;
}

const pc = (x: number): string => `${(100 * x).toFixed(1)} %`;

/** The workers a run uses: one per core, one core left for the page (at least one, at most 8). */
function poolSize(): number {
  return Math.max(1, Math.min(8, (navigator.hardwareConcurrency || 2) - 1));
}
/** Games a worker is handed at a time: small, so the workers finish together. */
const CHUNK = 20;

export default function WhoWins({ labels, base = '/' }: { labels: WhoWinsLabels; base?: string }) {
  const stored = useStore($whoWins);
  const [form, setForm] = useState<WhoWinsSetup>(stored);
  const [ran, setRan] = useState<WhoWinsSetup | null>(null);
  // The games played, by their number k (the workers finish them in any order).
  const [played, setPlayed] = useState<readonly (GameOutcome | undefined)[]>([]);
  const outcomes = useMemo(() => played.filter((o): o is GameOutcome => o !== undefined), [played]);
  const [running, setRunning] = useState(false);
  const [rate, setRate] = useState<{ readonly games: number; readonly workers: number } | null>(
    null,
  );
  const [problems, setProblems] = useState<readonly string[]>([]);
  const workers = useRef<Worker[]>([]);
  // What pagehide keeps for the tab: the run shown, its games, whether the reader stopped it.
  const now = useRef<{
    ran: WhoWinsSetup | null;
    byK: (GameOutcome | undefined)[];
    stopped: boolean;
  }>({ ran: null, byK: [], stopped: false });
  const keep = () => {
    const n = now.current;
    if (n.ran) keepRun({ setup: n.ran, outcomes: n.byK, stopped: n.stopped });
  };

  const halt = () => {
    workers.current.forEach((w) => w.terminate());
    workers.current = [];
    setRunning(false);
  };
  const stop = () => {
    halt();
    now.current.stopped = true;
    keep();
  };

  /**
   * Shows a run with the games `got` already played (by game number, gaps allowed), and plays the
   * rest unless `stopped`: a pool of workers, each handed the next CHUNK unplayed game numbers in
   * a row as it finishes the last, so the games and their outcomes are the same whatever the
   * number of workers.
   */
  const start = (
    setup: WhoWinsSetup,
    got: readonly (GameOutcome | undefined)[],
    stopped = false,
  ) => {
    halt();
    $whoWins.set(setup);
    setForm(setup);
    setRan(setup);
    const byK = Array.from(got);
    setPlayed(byK.slice());
    setRate(null);
    now.current = { ran: setup, byK, stopped };
    let next = 0;
    const skip = () => {
      while (next < setup.games && byK[next]) next++;
    };
    skip();
    if (stopped || next >= setup.games) return;
    setRunning(true);
    let busy = 0;
    let count = 0;
    const t0 = performance.now();
    const size = poolSize();
    let made = 0;
    const give = (w: Worker): boolean => {
      skip();
      if (next >= setup.games) return false;
      const from = next;
      while (next < setup.games && next - from < CHUNK && !byK[next]) next++;
      w.postMessage({ ...setup, from, games: next });
      return true;
    };
    // A worker for each chunk there is, up to the pool's size.
    for (let i = 0; i < size; i++) {
      skip();
      if (next >= setup.games) break;
      made++;
      const w = new Worker(new URL('./who-wins.worker.ts', import.meta.url), { type: 'module' });
      workers.current.push(w);
      w.onmessage = (m: MessageEvent<WhoWinsBatch>) => {
        if (!workers.current.includes(w)) return;
        for (const o of m.data.outcomes) byK[o.k] = o;
        count += m.data.outcomes.length;
        setPlayed(byK.slice());
        const seconds = (performance.now() - t0) / 1000;
        if (seconds > 0.25) setRate({ games: count / seconds, workers: made });
        if (m.data.done && !give(w)) {
          w.terminate();
          workers.current = workers.current.filter((x) => x !== w);
          busy--;
          if (busy === 0) {
            halt();
            keep();
          }
        }
      };
      busy++;
      give(w);
    }
  };

  // A run in the address: shown as far as this tab played it (then played on, unless the reader
  // stopped it), or played from its first game.
  useEffect(() => {
    const link = readWhoWinsQuery(location.search);
    setProblems(link.problems);
    if (link.setup) {
      const kept = keptRun(link.setup);
      start(link.setup, kept?.outcomes ?? [], kept?.stopped);
    }
    addEventListener('pagehide', keep);
    return () => {
      removeEventListener('pagehide', keep);
      halt();
    };
  }, []);

  const run = (e: Event) => {
    e.preventDefault();
    const setup = { ...form };
    history.replaceState(history.state, '', whoWinsQuery(setup) + location.hash);
    setProblems([]);
    start(setup, []);
  };

  const field = (key: keyof WhoWinsSetup, min: number, max: number) => (text: string) => {
    const v = Number(text);
    if (Number.isInteger(v) && v >= min && v <= max) setForm({ ...form, [key]: v });
  };

  const tally = ran ? tallyRun(ran.wizards, outcomes) : null;
  const maxLen = tally ? Math.max(1, ...tally.lengths) : 1;
  // A game opens at its last step, where it was decided (the watch page steps back from there).
  const link = (k: number) =>
    ran ? watchLink(base, ran, played[k]?.seed ?? ran.seed + k, played[k]?.steps ?? 0) : '#';

  return (
    <div class="cc-who cc-wide not-content" data-testid="who-wins" {...useWaitMark()}>
      <Notes testId="who-notes" notes={problems} onDismiss={() => setProblems([])} />
      <form class="cc-who__setup" onSubmit={run}>
        <GameSetupFields
          prefix="who"
          labels={labels}
          wizardCounts={WIZARD_COUNTS}
          levels={COMPUTER_LEVELS}
          value={form}
          onChange={(patch) => setForm({ ...form, ...patch })}
        />
        <span class="cc-field">
          <label for="who-games">{labels.games}</label>
          <NumberField
            id="who-games"
            name="games"
            min={1}
            max={MAX_GAMES}
            value={form.games}
            data-testid="who-games"
            onText={field('games', 1, MAX_GAMES)}
          />
        </span>
        <button type="submit" class="cc-button" data-testid="who-run" disabled={running}>
          {labels.run}
        </button>
        <button
          type="button"
          class="cc-button"
          data-testid="who-cancel"
          disabled={!running}
          onClick={stop}
        >
          {labels.cancel}
        </button>
      </form>
      {ran && tally && (
        <>
          <label class="cc-who__progress">
            <span>
              {labels.progress}:{' '}
              <output data-testid="who-count">
                {tally.games} / {ran.games}
              </output>
            </span>
            <progress max={ran.games} value={tally.games} data-testid="who-progress" />
          </label>
          {running && rate && labels.speed && (
            <p class="cc-who__speed" data-testid="who-speed">
              {labels.speed
                .replace('{n}', String(Math.round(rate.games)))
                .replace('{w}', String(rate.workers))}
            </p>
          )}
          <div class="cc-who__table" role="region" aria-label={labels.share} tabIndex={0}>
            <table data-testid="who-table">
              <thead>
                <tr>
                  <th scope="col">{labels.seat}</th>
                  <th scope="col">{labels.wins}</th>
                  <th scope="col">{labels.share}</th>
                  <th scope="col">{labels.interval}</th>
                  <th scope="col">{labels.example}</th>
                </tr>
              </thead>
              <tbody>
                {tally.rates.map((r, seat) => (
                  <tr key={seat}>
                    <th scope="row">{DEFAULT_WIZARD_NAMES[seat] ?? `Wizard ${seat + 1}`}</th>
                    <td>{tally.wins[seat]}</td>
                    <td>{pc(r.share)}</td>
                    <td>
                      {pc(r.low)} – {pc(r.high)}
                    </td>
                    <td>
                      {(tally.firstWin[seat] ?? -1) >= 0 && (
                        <a href={link(tally.firstWin[seat] ?? 0)}>
                          {labels.openGame} #{(tally.firstWin[seat] ?? 0) + 1}
                        </a>
                      )}
                    </td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">{labels.draw}</th>
                  <td>{tally.draws}</td>
                  <td>{pc(tally.drawRate.share)}</td>
                  <td>
                    {pc(tally.drawRate.low)} – {pc(tally.drawRate.high)}
                  </td>
                  <td>
                    {tally.firstDraw >= 0 && (
                      <a href={link(tally.firstDraw)}>
                        {labels.openGame} #{tally.firstDraw + 1}
                      </a>
                    )}
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
          <figure class="cc-who__chart">
            <figcaption>{labels.lengths}</figcaption>
            <svg
              viewBox={`0 -16 ${tally.lengths.length * 10} 76`}
              role="img"
              aria-label={`${labels.lengths}: ${tally.lengths
                .map((n, i) => (n ? `${i + 1} ${labels.turns}: ${n}` : ''))
                .filter(Boolean)
                .join(', ')}`}
              data-testid="who-chart"
            >
              {tally.lengths.map((n, i) => {
                const h = (50 * n) / maxLen;
                return (
                  <g key={i}>
                    <rect x={i * 10 + 1} y={50 - h} width={8} height={h} />
                    {n > 0 && (
                      <text x={i * 10 + 5} y={48 - h} text-anchor="middle" class="cc-who__count">
                        {n}
                      </text>
                    )}
                  </g>
                );
              })}
              <text x={1} y={-10}>
                {labels.most.replace('{n}', String(maxLen))}
              </text>
              <text x={1} y={59}>
                1
              </text>
              <text x={tally.lengths.length * 10 - 1} y={59} text-anchor="end">
                {tally.lengths.length} {labels.turns}
              </text>
            </svg>
          </figure>
          <p class="cc-who__games-head" id="cc-who-games">
            {labels.gamesList}
          </p>
          <ol class="cc-who__games" data-testid="who-games-list" aria-labelledby="cc-who-games">
            {outcomes.slice(0, 10).map((o) => (
              <li key={o.k}>
                <a href={link(o.k)}>
                  {labels.openGame} #{o.k + 1}
                </a>
                :{' '}
                {o.winner === null
                  ? labels.drawnGame
                  : `${DEFAULT_WIZARD_NAMES[o.winner] ?? `Wizard ${o.winner + 1}`} ${labels.winsGame}`}{' '}
                {labels.inTurns.replace('{n}', String(o.turns))}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
