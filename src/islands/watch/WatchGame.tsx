/**
 * Watch a game between computer wizards. The game runs in a Web Worker (watch.worker.ts, the
 * engine's `newGame` and `advance`); this view shows the board, the event log with the odds of
 * every roll, the world balance and each wizard's record. The setup and the step count live in
 * the URL (stores/watch.ts), so a link replays the same game to the same moment. Labels come
 * from the page.
 */
import GameSetupFields from '../../ui/GameSetupFields';
import NumberField from '../../ui/NumberField';
import { useStore } from '@nanostores/preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameEvent } from '../../engine/game/types';
import type { Decision } from '../../engine/game/trace';
import {
  $watch,
  WATCH_LEVELS,
  WATCH_WIZARD_COUNTS,
  readWatchQuery,
  watchQuery,
  type WatchSetup,
} from '../../stores/watch';
import type { GameView, WatchReply, WatchRequest, WatchUntil } from './watch-core';
import { OWNER_COLOURS } from '../../ui/owner-colours';
// Messages about a link's values look like the board's notes.
import '../../ui/board-notes.css';
import './watch.css';

/** A page's sentence with its {name} places filled. */
const fill = (text: string, values: object) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String((values as Record<string, unknown>)[k]));

export interface WatchLabels {
  /**
   * Sentences with {places}: a played game refused after {step} for {why}, or at once; a link's
   * step {want} past the game's end or its record's ({step}); the set-up fields ({wizards},
   * {level}, {seed}) not yet started with {start}.
   */
  readonly refusedAt: string;
  /** A played game's heading: its intro, then its {level} and {seed}; and the two links. */
  readonly playedIntro: string;
  readonly playedSetup: string;
  readonly openInPlay: string;
  readonly watchInstead: string;
  /** The status's note where a played game's record ends before the game did. */
  readonly recordEnds: string;
  /** The panel of the computer's decisions, and what it says when there are none. */
  readonly why: string;
  readonly whyNone: string;
  readonly refused: string;
  readonly pastEnd: string;
  readonly pastRecord: string;
  readonly pending: string;
  readonly wizards: string;
  readonly level: string;
  readonly seed: string;
  readonly randomSeed: string;
  readonly start: string;
  readonly step: string;
  readonly turn: string;
  /** Every step left in the current phase (casting, spreading or movement). */
  readonly phase?: string;
  /** Back one step, to the next wizard's death, to the end, to a turn. */
  readonly back: string;
  readonly death: string;
  readonly end: string;
  readonly toTurn: string;
  readonly go: string;
  readonly play: string;
  readonly pause: string;
  readonly speed: string;
  readonly board: string;
  readonly log: string;
  readonly balance: string;
  readonly winner: string;
  readonly draw: string;
  readonly wizardsTable: string;
  readonly pieces: string;
}

const SPEEDS = [1000, 400, 150, 40];
const KEEP = 400;
/** The most decisions shown for one press (a whole turn of eight wizards can make hundreds). */
const WHY_KEEP = 200;

export default function WatchGame({ labels }: { labels: WatchLabels }) {
  const setup = useStore($watch);
  const [form, setForm] = useState<WatchSetup>(setup);
  const [view, setView] = useState<GameView | null>(null);
  const [events, setEvents] = useState<readonly GameEvent[]>([]);
  // The computer's decisions in the last steps taken, and their words once the panel is opened
  // (the wording loads then: a reader who never opens it never loads it).
  const [why, setWhy] = useState<readonly Decision[]>([]);
  // How many there were: more than are kept after a long press (To the end).
  const [whyCount, setWhyCount] = useState(0);
  const [words, setWords] = useState<((d: Decision) => string) | null>(null);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [busy, setBusy] = useState(false);
  const worker = useRef<Worker | null>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const job = useRef(0);
  // Link values that could not be used, and the step the link asked for (until the game shows).
  const [notes, setNotes] = useState<readonly string[]>([]);
  const asked = useRef<number | null>(null);

  function send(
    req:
      | { readonly type: 'start'; readonly setup: WatchSetup; readonly turn?: number }
      | { readonly type: 'step'; readonly until: WatchUntil },
  ) {
    if (!worker.current) {
      // A played game's link loads the worker that knows the human moves; the plain page does not.
      worker.current = $watch.get().game
        ? new Worker(new URL('./replay.worker.ts', import.meta.url), { type: 'module' })
        : new Worker(new URL('./watch.worker.ts', import.meta.url), { type: 'module' });
      worker.current.onmessage = (e: MessageEvent<WatchReply>) => {
        const m = e.data;
        if (m.id !== job.current) return;
        setBusy(false);
        if (m.refused !== undefined) {
          const why = m.refused;
          setPlaying(false);
          setNotes((n) => [
            ...n,
            fill(m.view ? labels.refusedAt : labels.refused, { step: m.view?.setup.step, why }),
          ]);
        }
        if (!m.view) return;
        setView(m.view);
        setWhy(m.why.slice(0, WHY_KEEP));
        setWhyCount(m.why.length);
        setEvents((old) => (m.reset ? m.events : [...old, ...m.events]).slice(-KEEP));
      };
    }
    job.current += 1;
    setBusy(true);
    worker.current.postMessage({ ...req, id: job.current } as WatchRequest);
  }

  useEffect(() => {
    const { setup: fromUrl, problems } = readWatchQuery(window.location.search);
    setNotes(problems);
    asked.current = fromUrl.step;
    $watch.set(fromUrl);
    setForm(fromUrl);
    send({ type: 'start', setup: fromUrl });
    return () => worker.current?.terminate();
  }, []);

  useEffect(() => {
    if (!view) return;
    canvas.current?.getContext('2d')?.putImageData(view.image, 0, 0);
    const want = asked.current;
    asked.current = null;
    if (want !== null && view.setup.step < want)
      setNotes((n) => [
        ...n,
        fill(view.over ? labels.pastEnd : labels.pastRecord, { want, step: view.setup.step }),
      ]);
    const q = watchQuery(view.setup);
    if (window.location.search !== q) window.history.replaceState(null, '', q);
  }, [view]);

  // No further step: the game is over, or a played game's record ends here.
  const over = view?.last ?? false;
  const played = setup.game !== undefined;
  useEffect(() => {
    if (!playing || over || busy) return;
    const t = window.setTimeout(() => send({ type: 'step', until: 'step' }), SPEEDS[speed] ?? 400);
    return () => window.clearTimeout(t);
  }, [playing, view, speed, over, busy]);

  // Going back, or to a turn: the game again from its start (a whole game takes milliseconds).
  const [turnText, setTurnText] = useState('');
  const goTo = (step: number, turn?: number) => {
    if (!view) return;
    setPlaying(false);
    send({ type: 'start', setup: { ...view.setup, step }, turn });
  };
  const wantedTurn = Number(turnText);
  const turnOk = turnText !== '' && Number.isInteger(wantedTurn) && wantedTurn >= 1;

  const restart = (e: Event) => {
    e.preventDefault();
    const next = { ...form, step: 0 };
    $watch.set(next);
    setPlaying(false);
    send({ type: 'start', setup: next });
  };

  const total = view?.eventCount ?? 0;
  // The set-up fields against the game on the board: they disagree until Start is pressed.
  const changed =
    view !== null &&
    (form.wizards !== view.setup.wizards ||
      form.level !== view.setup.level ||
      form.seed !== view.setup.seed);
  const recent = [...events].reverse().slice(0, 80);
  const status = view
    ? `Turn ${view.turn}, step ${view.setup.step}${
        view.over
          ? ` · ${view.winner === null ? labels.draw : `${labels.winner}: ${view.winner}`}`
          : view.last
            ? ` · ${labels.recordEnds}`
            : ''
      }`
    : '…';

  return (
    <div class="cc-watch cc-wide not-content" data-testid="watch">
      {/* ui/Notes.tsx's box, written out: its own chunk would put this page, with the worker
          it starts at once, at the 40 KB budget. */}
      <div class="cc-board-notes" role="status" data-testid="watch-notes">
        {notes.length > 0 && (
          <div class="cc-board-notes__box">
            {notes.map((n) => (
              <p key={n}>{n}</p>
            ))}
            <button type="button" class="cc-button" onClick={() => setNotes([])}>
              Dismiss
            </button>
          </div>
        )}
      </div>
      {played ? (
        <div class="cc-watch__setup cc-watch__played" data-testid="watch-played">
          <p>
            {labels.playedIntro}{' '}
            {view
              ? view.wizards.map((w) => `${w.name} (${w.human ? 'human' : 'computer'})`).join(', ')
              : '…'}
            {view ? fill(labels.playedSetup, view.setup) : ''}
          </p>
          <p>
            <a href={`/play/?game=${setup.game ?? ''}`} data-testid="watch-to-play">
              {labels.openInPlay}
            </a>{' '}
            · <a href="/watch/">{labels.watchInstead}</a>
          </p>
        </div>
      ) : (
        <form class="cc-watch__setup" onSubmit={restart}>
          <GameSetupFields
            prefix="watch"
            labels={labels}
            wizardCounts={WATCH_WIZARD_COUNTS}
            levels={WATCH_LEVELS}
            value={form}
            onChange={(patch) => setForm({ ...form, ...patch })}
          />
          <button
            class="cc-button"
            type="button"
            data-testid="watch-random"
            onClick={() => setForm({ ...form, seed: Math.floor(Math.random() * 2147483647) })}
          >
            {labels.randomSeed}
          </button>
          <button class="cc-button" type="submit" data-testid="watch-start">
            {labels.start}
          </button>
          <output class="cc-watch__pending" data-testid="watch-pending" aria-live="polite">
            {changed ? fill(labels.pending, { ...view?.setup, start: labels.start }) : ''}
          </output>
        </form>
      )}
      <div class="cc-watch__controls">
        <button
          class="cc-button"
          type="button"
          data-testid="watch-back"
          disabled={busy || !view || view.setup.step === 0}
          onClick={() => view && goTo(view.setup.step - 1)}
        >
          {labels.back}
        </button>
        {(
          [
            ['step', labels.step],
            ['phase', labels.phase],
            ['turn', labels.turn],
            ['death', labels.death],
            ['end', labels.end],
          ] as const
        ).map(
          ([until, label]) =>
            label && (
              <button
                key={until}
                class="cc-button"
                type="button"
                data-testid={`watch-${until}`}
                disabled={over || busy || !view}
                onClick={() => send({ type: 'step', until })}
              >
                {label}
              </button>
            ),
        )}
        <form
          class="cc-watch__goto"
          onSubmit={(e) => {
            e.preventDefault();
            if (turnOk) goTo(0, wantedTurn);
          }}
        >
          <label for="cc-watch-turn">{labels.toTurn}</label>
          <NumberField
            id="cc-watch-turn"
            name="turn"
            min={1}
            max={2 * (view?.setup.wizards ?? 8) + 15}
            value={turnText}
            data-testid="watch-to-turn"
            onText={setTurnText}
          />
          <button
            class="cc-button"
            type="submit"
            data-testid="watch-go"
            disabled={busy || !view || !turnOk}
          >
            {labels.go}
          </button>
        </form>
        <button
          class="cc-button"
          type="button"
          data-testid="watch-play"
          disabled={over || !view}
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
          {status}
        </output>
      </div>
      <div class="cc-watch__main">
        <div class="cc-watch__board">
          <canvas
            ref={canvas}
            class="cc-watch__canvas"
            width={240}
            height={160}
            role="img"
            aria-label={labels.board}
            data-testid="watch-board"
          />
          <details class="cc-watch__pieces">
            <summary>{labels.pieces}</summary>
            <ul data-testid="watch-pieces">
              {(view?.pieces ?? []).map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </details>
          <p class="cc-watch__balance" data-testid="watch-balance">
            {labels.balance}:{' '}
            {!view || view.balance === 0
              ? '0'
              : view.balance > 0
                ? `Law ${view.balance}`
                : `Chaos ${-view.balance}`}
          </p>
        </div>
        <section class="cc-watch__log" aria-labelledby="cc-watch-log-title" tabIndex={0}>
          <p class="cc-watch__log-title" id="cc-watch-log-title">
            {labels.log}
          </p>
          <ol data-testid="watch-log" reversed start={total}>
            {recent.length === 0 && (
              <li class="cc-watch__log-empty">
                Nothing has happened yet: press “{labels.step}” or “{labels.play}”.
              </li>
            )}
            {recent.map((e, i) => (
              <li key={total - i} style={{ '--cc-seat': OWNER_COLOURS[e.seat] }}>
                {e.text}
              </li>
            ))}
          </ol>
        </section>
      </div>
      <details
        class="cc-watch__why"
        data-testid="watch-why"
        onToggle={(e) => {
          if ((e.currentTarget as HTMLDetailsElement).open && !words)
            void import('../../engine/game/trace').then((m) => setWords(() => m.decisionText));
        }}
      >
        <summary>
          {labels.why}
          {whyCount > 0
            ? ` (${whyCount} decision${whyCount === 1 ? '' : 's'}${whyCount > why.length ? `, the first ${why.length} shown` : ''})`
            : ''}
        </summary>
        {why.length === 0 ? (
          <p>{labels.whyNone}</p>
        ) : (
          <ol data-testid="watch-why-list">
            {why.map((d, i) => (
              <li key={i}>{words ? words(d) : '…'}</li>
            ))}
          </ol>
        )}
      </details>
      <div class="cc-watch__wizards" role="region" aria-label={labels.wizardsTable} tabIndex={0}>
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
            {(view?.wizards ?? []).map((w, i) => (
              <tr key={w.name} class={w.alive ? '' : 'cc-watch__dead'}>
                <th scope="row" style={{ '--cc-seat': OWNER_COLOURS[i] }}>
                  <span class="cc-watch__swatch" aria-hidden="true" />
                  {w.name}
                  {w.human ? ' (human)' : ''}
                  {w.alive ? '' : ' (dead)'}
                </th>
                <td>{w.combat}</td>
                <td>{w.defence}</td>
                <td>{w.manoeuvre}</td>
                <td>{w.magicResistance}</td>
                <td>{w.ability}</td>
                <td>{w.attacking ? 'attack' : 'defend'}</td>
                <td>{w.spells.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
