/**
 * Play a game of Chaos against the original computer wizards (or friends on one screen). The
 * engine runs in a Web Worker (play.worker.ts), loaded when a game starts; this view shows the
 * board with every choice lit and its chance, the spell book with each spell's casting chance,
 * the log, and keeps the game: saved after every step (src/stores/play.ts), in the address as a
 * link code (src/lib/game-code.ts), and as a file. The island decides no rule: what may be done
 * and every chance come from the engine (engine game/choices.ts).
 *
 * A square is chosen in two steps, by pointer, touch or keyboard: the first pick shows what
 * would happen there and its chance; a second pick on the same square (or its button) does it.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ActionChance } from '../../engine/game/choices';
import type { GameRecord } from '../../engine/game/record';
import type { Action, GameEvent } from '../../engine/game/types';
import { DEFAULT_WIZARD_NAMES } from '../../engine/data/wizards';
import type { Square } from '../../engine/types';
import { decodeGame, encodeGame } from '../../lib/game-code';
import { pctFrac, pctTag, slug } from '../../lib/format';
import { REASON_WORDS } from '../../lib/target-reasons';
import {
  GAME_PARAM,
  readPlayHelps,
  readSavedGame,
  saveGame,
  savePlayHelps,
  NO_HELPS,
  type PlayHelps,
  type SavedRead,
} from '../../stores/play';
import BoardView, { OWNER_COLOURS, type BoardOverlaySquare } from '../../ui/BoardView';
import CloseUp from '../../ui/CloseUp';
import type {
  PlayAdvice,
  PlayDanger,
  PlayReply,
  PlayRequest,
  PlaySight,
  PlayView,
} from './play.worker';
import Notes from '../../ui/Notes';
import './play.css';

type Seat = 'human' | 'computer';
/** A request to the worker, before it is numbered. */
type PlayAsk = PlayRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, 'id'>
    : never
  : never;
interface Setup {
  readonly seats: readonly Seat[];
  readonly names: readonly string[];
  readonly level: number;
  readonly seed: number;
}

const MAX_SEED = 2147483647;
const SPEEDS: readonly { readonly label: string; readonly ms: number }[] = [
  { label: 'Slow', ms: 1200 },
  { label: 'Normal', ms: 500 },
  { label: 'Fast', ms: 120 },
  { label: 'At once', ms: 0 },
];
const KEEP = 300;
const NAME_MAX = 20;

const randomSeed = () => Math.floor(Math.random() * MAX_SEED);
const defaultNames = (n: number) => DEFAULT_WIZARD_NAMES.slice(0, n);
const START: Setup = {
  seats: ['human', 'computer'],
  names: defaultNames(2),
  level: 1,
  seed: 1985,
};

function recordOf(s: Setup): GameRecord {
  const names = s.names.map((n, i) => n.trim() || (DEFAULT_WIZARD_NAMES[i] ?? `WIZARD ${i + 1}`));
  return {
    format: 'chaos-codex-game',
    version: 1,
    setup: { players: s.seats, level: s.level, names },
    seed: s.seed,
    actions: [],
  };
}

const sqName = (s: Square) => `(${s.x},${s.y})`;

/** The words for an action on a square. */
function actionWords(c: ActionChance, view: PlayView): string {
  const a = c.action;
  const odds = c.odds ? `: ${pctFrac(c.odds)} that it ${c.what}` : c.what ? ` (${c.what})` : '';
  switch (a.type) {
    case 'target':
      return `Cast it on ${sqName(a.at)}${odds}`;
    case 'select':
      return `Select the piece on ${sqName(a.at)}${c.odds ? `: ${pctFrac(c.odds)} that ${c.what}` : ''}`;
    case 'move':
      return `Move to ${sqName(a.at)}${c.what ? `: it ${c.what}` : ''}`;
    case 'dismount':
      return `Dismount the wizard onto ${sqName(a.at)}`;
    case 'attack':
      return `Attack ${sqName(a.at)}${odds}`;
    case 'shoot':
      return `Shoot at ${sqName(a.at)}${odds}`;
    default:
      return view.phase === 'move' ? 'End' : 'Stop';
  }
}

/** The label of the end action where it is offered. */
function endWords(view: PlayView): string {
  if (view.phase === 'cast') return 'Stop casting (the rest of this spell is lost)';
  if (view.moving === null) return 'End your turn';
  return view.moving === 'shoot' ? 'Do not shoot' : "End this piece's move";
}

const TAGS: Readonly<Record<string, { fill: string; tag: string }>> = {
  target: { fill: 'rgba(255, 176, 32, 0.45)', tag: '' },
  select: { fill: 'rgba(80, 255, 120, 0.35)', tag: '•' },
  move: { fill: 'rgba(64, 160, 255, 0.45)', tag: '•' },
  dismount: { fill: 'rgba(64, 160, 255, 0.45)', tag: 'D' },
  attack: { fill: 'rgba(255, 48, 80, 0.5)', tag: '' },
  shoot: { fill: 'rgba(255, 48, 80, 0.5)', tag: '' },
};

export default function PlayGame() {
  const [setup, setSetup] = useState<Setup>(START);
  const [view, setView] = useState<PlayView | null>(null);
  const [events, setEvents] = useState<readonly GameEvent[]>([]);
  const [saved, setSaved] = useState<SavedRead | null>(null);
  const [notes, setNotes] = useState<readonly string[]>([]);
  const [armed, setArmed] = useState<Square | null>(null);
  // The square the info panel describes (the last one picked or reached with the keys).
  const [look, setLook] = useState<Square | null>(null);
  const [speed, setSpeed] = useState(1);
  const [paused, setPaused] = useState(false);
  const [busy, setBusy] = useState(false);
  // Several humans on one screen: the seat that last said "show my turn".
  const [shownTo, setShownTo] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const worker = useRef<Worker | null>(null);
  const job = useRef(0);
  const seq = useRef(0);
  const dangerJob = useRef(0);
  // "What can hurt this piece", a help the player turns on (remembered).
  // The helps, each off until turned on, remembered together (stores/play.ts).
  const [helps, setHelps] = useState<PlayHelps>(NO_HELPS);
  const helpDanger = helps.danger;
  const helpSight = helps.sight;
  const setHelp = (name: keyof PlayHelps, on: boolean) => {
    const next = { ...helps, [name]: on };
    setHelps(next);
    savePlayHelps(next);
  };
  // The decisions of the computer's last step that made any, in words (engine trace.ts).
  const [why, setWhy] = useState<readonly string[]>([]);
  const [danger, setDanger] = useState<PlayDanger | null>(null);
  const adviceJob = useRef(0);
  // The line of sight from the piece in hand (or the wizard casting) to the square looked at.
  const sightJob = useRef(0);
  const [sight, setSight] = useState<PlaySight | null>(null);
  const [advice, setAdvice] = useState<PlayAdvice | null>(null);
  // Where the game came from, until the player plays on: a link or a file leaves the saved game
  // alone until then.
  const source = useRef<'saved' | 'new' | 'link' | 'file'>('new');

  // Where a refusal from the worker is said (the request that caused it chooses).
  const errorFor = useRef<((message: string) => void) | null>(null);
  const note = (n: string) => setNotes((old) => (old.includes(n) ? old : [...old, n]));

  function send(req: PlayAsk, onError?: (message: string) => void) {
    if (!worker.current) {
      worker.current = new Worker(new URL('./play.worker.ts', import.meta.url), { type: 'module' });
      worker.current.onmessage = (e: MessageEvent<PlayReply>) => {
        const m = e.data;
        if ('danger' in m) {
          if (m.id === dangerJob.current) setDanger(m.danger);
          return;
        }
        if ('advice' in m) {
          if (m.id === adviceJob.current) setAdvice(m.advice);
          return;
        }
        if ('sight' in m) {
          if (m.id === sightJob.current) setSight(m.sight);
          return;
        }
        if (m.id !== job.current) return;
        setBusy(false);
        if ('error' in m) {
          (errorFor.current ?? note)(m.error);
          return;
        }
        setView(m.view);
        if (m.reset) setWhy([]);
        if (m.why && m.why.length > 0) setWhy(m.why);
        setArmed(null);
        setStatus('');
        setAdvice(null);
        setEvents((old) =>
          (m.reset ? m.events : [...old.slice(0, old.length - (m.drop ?? 0)), ...m.events]).slice(
            -KEEP,
          ),
        );
      };
    }
    seq.current += 1;
    if (req.type === 'danger' || req.type === 'advice' || req.type === 'sight') {
      if (req.type === 'danger') dangerJob.current = seq.current;
      else if (req.type === 'sight') sightJob.current = seq.current;
      else adviceJob.current = seq.current;
      worker.current.postMessage({ ...req, id: seq.current } as PlayRequest);
      return;
    }
    errorFor.current = onError ?? null;
    job.current = seq.current;
    setBusy(true);
    worker.current.postMessage({ ...req, id: job.current } as PlayRequest);
  }

  // First visit: a game in the link opens at once; else a saved game is offered.
  useEffect(() => {
    setSetup((s) => ({ ...s, seed: randomSeed() }));
    const read = readSavedGame();
    setSaved(read);
    read.problems.forEach(note);
    const code = new URLSearchParams(window.location.search).get(GAME_PARAM);
    if (code !== null) {
      const r = decodeGame(code);
      if (!r.ok)
        note(`The game in this link could not be read (${r.message}). Your saved game is kept.`);
      else {
        source.current = 'link';
        send({ type: 'open', record: r.value }, (m) =>
          note(`The game in this link could not be played (${m}). Your saved game is kept.`),
        );
      }
    }
    return () => worker.current?.terminate();
  }, []);

  // After every step: the address and the saved game follow the game.
  useEffect(() => {
    if (!view) return;
    const code = encodeGame(view.record, DEFAULT_WIZARD_NAMES);
    const params = new URLSearchParams(window.location.search);
    params.set(GAME_PARAM, code);
    const q = `?${params.toString()}`;
    if (window.location.search !== q) window.history.replaceState(null, '', q);
    // A game from a link or a file replaces the saved one only once the reader plays in it.
    if (source.current === 'new' || source.current === 'saved') {
      if (!saveGame(code))
        note(
          'This game could not be saved in this browser (its storage is full or blocked): it goes on, and its link and file keep it.',
        );
    }
  }, [view]);

  // The help is remembered in this browser.
  useEffect(() => setHelps(readPlayHelps()), []);
  useEffect(() => {
    if (!helpDanger || !view || !look) {
      setDanger(null);
      return;
    }
    send({ type: 'danger', at: look });
  }, [helpDanger, view, look]);

  const sightFrom = view ? (view.focus ?? view.casterAt) : null;
  useEffect(() => {
    if (!helpSight || !view || !look || !sightFrom) {
      setSight(null);
      return;
    }
    send({ type: 'sight', from: sightFrom, to: look });
  }, [helpSight, view, look]);

  // The close-up for fingers (ui/CloseUp.tsx) centres on the piece in hand or the caster, and on
  // the last square tapped on the whole board.
  const [zoomAt, setZoomAt] = useState<Square | null>(null);
  useEffect(() => {
    if (sightFrom) setZoomAt(sightFrom);
  }, [sightFrom?.x, sightFrom?.y, view?.actor, view?.phase]);

  // Computer wizards (and the spreading) play on by themselves, at the chosen speed.
  const automatic = view !== null && !view.over && !view.humanToAct;
  useEffect(() => {
    if (!automatic || paused || busy) return;
    const t = window.setTimeout(() => send({ type: 'step' }), SPEEDS[speed]?.ms ?? 500);
    return () => window.clearTimeout(t);
  }, [automatic, paused, busy, view, speed]);

  // Several humans on one screen: each is told when it is his turn, and nothing of his (his
  // spells, his choices) shows until he says so, from the very first paint of his turn.
  const humans = view ? view.wizards.filter((w) => w.human && w.alive).length : 0;
  const gated = view !== null && view.humanToAct && humans > 1 && shownTo !== view.actor;

  function start(record: GameRecord, from: 'new' | 'saved') {
    source.current = from;
    setShownTo(null);
    setPaused(false);
    setNotes([]);
    send({ type: 'open', record }, (m) =>
      note(
        from === 'saved'
          ? `Your saved game could not be played (${m}). It is kept as it was; start a new game to replace it.`
          : `The game could not start (${m}).`,
      ),
    );
  }

  function act(action: Action) {
    if (busy) return;
    if (source.current === 'link' || source.current === 'file') source.current = 'saved';
    send({ type: 'act', action });
  }

  // The actions by square, and the overlay that lights them.
  const bySquare = useMemo(() => {
    const m = new Map<string, ActionChance[]>();
    for (const c of view?.chances ?? []) {
      if (!('at' in c.action)) continue;
      const k = `${c.action.at.x},${c.action.at.y}`;
      m.set(k, [...(m.get(k) ?? []), c]);
    }
    return m;
  }, [view]);
  const endAction = view?.chances.find((c) => c.action.type === 'end') ?? null;
  const overlay: BoardOverlaySquare[] = useMemo(() => {
    const out: BoardOverlaySquare[] = [];
    for (const [k, cs] of bySquare) {
      const [x, y] = k.split(',').map(Number) as [number, number];
      const first = cs[0]!;
      const engaged = first.action.type === 'move' && first.what !== '';
      const look = engaged
        ? { fill: 'rgba(255, 176, 32, 0.45)', tag: 'E' }
        : (TAGS[first.action.type] ?? { fill: 'rgba(255,255,255,0.3)', tag: '' });
      const odds = cs.find((c) => c.odds)?.odds ?? null;
      out.push({
        x,
        y,
        fill: look.fill,
        label: odds ? pctTag(odds.p) || '0' : look.tag || '•',
        text: cs.map((c) => actionWords(c, view!)).join('; '),
      });
    }
    return out;
  }, [bySquare]);

  function pick(s: Square) {
    setLook(s);
    if (!view || !view.humanToAct || gated) return;
    const cs = bySquare.get(`${s.x},${s.y}`);
    if (!cs) {
      setArmed(null);
      // A spell being aimed: the engine's reason this square is not a target.
      const why = view.reasons[`${s.x},${s.y}`];
      setStatus(
        why && why !== 'ok'
          ? `${sqName(s)}: ${REASON_WORDS[why]}.`
          : `${sqName(s)}: nothing to do there now.`,
      );
      return;
    }
    if (armed && armed.x === s.x && armed.y === s.y && cs.length === 1) {
      act(cs[0]!.action);
      return;
    }
    setArmed(s);
    setStatus(
      cs.length === 1
        ? `${actionWords(cs[0]!, view)}. Pick it again to do it.`
        : `${sqName(s)}: choose what to do below.`,
    );
  }

  const armedChoices = armed ? (bySquare.get(`${armed.x},${armed.y}`) ?? []) : [];
  const recent = [...events].reverse().slice(0, 120);
  const phaseName = view
    ? {
        choose: 'Choosing spells',
        cast: 'Casting',
        spread: 'Spreading',
        move: 'Moving',
        over: 'Over',
      }[view.phase]
    : '';

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setStatus('The link to this game at this step is copied.');
    } catch {
      setStatus('The link could not be copied: copy it from the address bar.');
    }
  }

  function saveFile() {
    if (!view) return;
    const blob = new Blob([view.file], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `chaos-game-${view.record.seed}-${view.actions}.json`;
    a.click();
    URL.revokeObjectURL(a.href);
    setStatus('The game is saved as a file.');
  }

  function openFile(file: File) {
    void file.text().then((text) => {
      source.current = 'file';
      send({ type: 'open-text', text }, (m) =>
        note(`The file “${file.name}” could not be opened (${m}). Nothing was changed.`),
      );
    });
  }

  // ---------------------------------------------------------------------------------------
  // Set-up

  if (!view) {
    const n = setup.seats.length;
    const setCount = (count: number) =>
      setSetup((s) => ({
        ...s,
        seats: Array.from({ length: count }, (_, i) => s.seats[i] ?? 'computer'),
        names: Array.from({ length: count }, (_, i) => s.names[i] ?? DEFAULT_WIZARD_NAMES[i] ?? ''),
      }));
    return (
      <div
        class="cc-play cc-wide not-content"
        data-testid="play"
        data-busy={busy ? 'true' : 'false'}
      >
        <Notes testId="play-notes" notes={notes} onDismiss={() => setNotes([])} />
        {saved?.code && (
          <p class="cc-play__continue">
            <button
              type="button"
              class="cc-button"
              data-testid="play-continue"
              disabled={busy}
              onClick={() => {
                const r = decodeGame(saved.code ?? '');
                if (r.ok) start(r.value, 'saved');
                else
                  note(`Your saved game could not be read (${r.message}). It is kept as it was.`);
              }}
            >
              Continue your game
            </button>{' '}
            <span>({saved.summary})</span>
          </p>
        )}
        <form
          class="cc-play__setup"
          data-testid="play-setup"
          onSubmit={(e) => {
            e.preventDefault();
            start(recordOf(setup), 'new');
          }}
        >
          <fieldset>
            <legend>A new game</legend>
            <div class="cc-play__row">
              <label>
                <span>Wizards</span>
                <select
                  value={n}
                  data-testid="play-count"
                  onChange={(e) => setCount(Number((e.target as HTMLSelectElement).value))}
                >
                  {[2, 3, 4, 5, 6, 7, 8].map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                <span>Computer level</span>
                <select
                  value={setup.level}
                  data-testid="play-level"
                  onChange={(e) =>
                    setSetup({ ...setup, level: Number((e.target as HTMLSelectElement).value) })
                  }
                >
                  {[1, 2, 3, 4, 5, 6, 7, 8].map((l) => (
                    <option key={l} value={l}>
                      {l}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                <span>Seed</span>
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_SEED}
                  value={setup.seed}
                  data-testid="play-seed"
                  onInput={(e) => {
                    const v = Number((e.target as HTMLInputElement).value);
                    if (Number.isInteger(v) && v >= 0 && v <= MAX_SEED)
                      setSetup({ ...setup, seed: v });
                  }}
                />
              </label>
              <button
                type="button"
                class="cc-button"
                data-testid="play-random"
                onClick={() => setSetup({ ...setup, seed: randomSeed() })}
              >
                Random seed
              </button>
            </div>
            <ol class="cc-play__seats">
              {setup.seats.map((seat, i) => (
                <li key={i} style={{ '--cc-seat': OWNER_COLOURS[i] }}>
                  <label>
                    <span class="cc-play__hidden">Wizard {i + 1}'s name</span>
                    <input
                      type="text"
                      maxLength={NAME_MAX}
                      value={setup.names[i] ?? ''}
                      data-testid={`play-name-${i}`}
                      onInput={(e) => {
                        const names = [...setup.names];
                        names[i] = (e.target as HTMLInputElement).value;
                        setSetup({ ...setup, names });
                      }}
                    />
                  </label>
                  <label>
                    <span class="cc-play__hidden">Wizard {i + 1} is played by</span>
                    <select
                      value={seat}
                      data-testid={`play-seat-${i}`}
                      onChange={(e) => {
                        const seats = [...setup.seats];
                        seats[i] = (e.target as HTMLSelectElement).value as Seat;
                        setSetup({ ...setup, seats });
                      }}
                    >
                      <option value="human">a human</option>
                      <option value="computer">the computer</option>
                    </select>
                  </label>
                </li>
              ))}
            </ol>
            <button type="submit" class="cc-button" data-testid="play-start" disabled={busy}>
              Start the game
            </button>
          </fieldset>
        </form>
        <p class="cc-play__file">
          <OpenFile onFile={openFile} />
        </p>
      </div>
    );
  }

  // ---------------------------------------------------------------------------------------
  // The game

  const me = view.wizards[view.actor];
  return (
    <div class="cc-play cc-wide not-content" data-testid="play" data-busy={busy ? 'true' : 'false'}>
      <Notes testId="play-notes" notes={notes} onDismiss={() => setNotes([])} />
      <p class="cc-play__status" data-testid="play-status" aria-live="polite">
        Turn {view.turn} of {view.limit} · {phaseName}
        {!view.over && me ? (
          <>
            {' · '}
            <span class="cc-play__who" style={{ '--cc-seat': OWNER_COLOURS[view.actor] }}>
              {view.actorName}
            </span>{' '}
            {view.humanToAct ? 'to play' : view.phase === 'spread' ? '' : '(computer) is playing'}
          </>
        ) : null}
        {' · '}World balance{' '}
        {view.balance === 0
          ? '0'
          : view.balance > 0
            ? `Law ${view.balance}`
            : `Chaos ${-view.balance}`}
      </p>
      {view.over && (
        <section class="cc-play__over" data-testid="play-over" aria-label="The game is over">
          <h3>{view.winner ? `${view.winner} wins!` : 'The contest is drawn.'}</h3>
          <table>
            <thead>
              <tr>
                <th scope="col">Wizard</th>
                <th scope="col">Casts</th>
                <th scope="col">Worked</th>
                <th scope="col">Pieces made</th>
                <th scope="col">Pieces lost</th>
                <th scope="col">Kills</th>
              </tr>
            </thead>
            <tbody>
              {view.story.map((t) => (
                <tr key={t.seat}>
                  <th scope="row">{view.wizards[t.seat]?.name}</th>
                  <td>{t.casts}</td>
                  <td>{t.worked}</td>
                  <td>{t.creatures}</td>
                  <td>{t.lost}</td>
                  <td>{t.kills}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <button
            type="button"
            class="cc-button"
            data-testid="play-again"
            onClick={() => {
              const r = view.record;
              const again = { ...r, seed: randomSeed(), actions: [] };
              start(again, 'new');
            }}
          >
            Play again with the same wizards
          </button>{' '}
          <a
            class="cc-button"
            data-testid="play-watch"
            href={`/watch/?game=${encodeGame(view.record, DEFAULT_WIZARD_NAMES)}&step=0`}
          >
            Watch this game again, step by step
          </a>
        </section>
      )}
      <div class="cc-play__main">
        <div class="cc-play__board cc-board-fit">
          <BoardView
            board={view.board}
            label={`The board: ${view.humanToAct ? `${view.actorName} to play; lit squares can be chosen` : 'the computer is playing'}`}
            overlay={gated ? [] : overlay}
            lines={
              helpSight && sight && !gated
                ? [
                    {
                      pixels: sight.pixels,
                      color: '#ff9a00',
                      blocked: sight.blocked,
                      blockedColor: '#ff0a3c',
                    },
                  ]
                : []
            }
            selected={[...(view.focus ? [view.focus] : []), ...(armed ? [armed] : [])]}
            onPick={(s) => {
              setZoomAt(s);
              pick(s);
            }}
            onCursor={setLook}
            originalKeys
            testId="play-board"
          />
          {!view.over && !gated && (
            <CloseUp
              board={view.board}
              overlay={overlay}
              selected={[...(view.focus ? [view.focus] : []), ...(armed ? [armed] : [])]}
              onPick={(s) => pick(s)}
              centre={zoomAt}
              show={view.humanToAct && view.phase !== 'choose'}
              testId="play-closeup"
            />
          )}
          {!gated && <Info view={view} at={look} />}
          <label class="cc-play__help">
            <input
              type="checkbox"
              checked={helpDanger}
              data-testid="play-help-danger"
              onChange={(e) => setHelp('danger', (e.target as HTMLInputElement).checked)}
            />{' '}
            Help: show what can hurt the piece picked, next turn (the danger map)
          </label>
          <label class="cc-play__help">
            <input
              type="checkbox"
              checked={helpSight}
              data-testid="play-help-sight"
              onChange={(e) => setHelp('sight', (e.target as HTMLInputElement).checked)}
            />{' '}
            Help: line of sight from the piece in hand (or your wizard) to the square picked
          </label>
          <label class="cc-play__help">
            <input
              type="checkbox"
              checked={helps.why}
              data-testid="play-help-why"
              onChange={(e) => setHelp('why', (e.target as HTMLInputElement).checked)}
            />{' '}
            Help: why the computer did what it did (its decisions in its last step)
          </label>
          {helps.why && (
            <div class="cc-play__danger" data-testid="play-why">
              {why.length === 0 ? (
                <p>No computer wizard has decided anything yet.</p>
              ) : (
                <ol>
                  {why.map((w, i) => (
                    <li key={i}>{w}</li>
                  ))}
                </ol>
              )}
            </div>
          )}
          {helpSight && sight && !gated && (
            <p class="cc-play__danger" data-testid="play-sight" aria-live="polite">
              From {sqName(sight.from)} to {sqName(sight.to)}: {sight.text}.
            </p>
          )}
          {helpDanger && danger && look && danger.at.x === look.x && danger.at.y === look.y && (
            <div class="cc-play__danger" data-testid="play-danger" aria-live="polite">
              {danger.survives === null ? (
                <p>{danger.note}</p>
              ) : (
                <>
                  <p>
                    It survives every enemy's likeliest attack next turn:{' '}
                    <strong>{Math.round(danger.survives * 100)} %</strong>
                  </p>
                  {danger.lines.length > 0 ? (
                    <ul>
                      {danger.lines.map((l) => (
                        <li key={l}>{l}</li>
                      ))}
                    </ul>
                  ) : (
                    <p>No enemy can reach it next turn.</p>
                  )}
                </>
              )}
            </div>
          )}
        </div>
        <div class="cc-play__side">
          {gated ? (
            <div class="cc-play__gate" data-testid="play-gate">
              <p>
                <strong>{view.actorName}</strong>, it is your turn. The others may look away.
              </p>
              <button
                type="button"
                class="cc-button"
                data-testid="play-gate-go"
                onClick={() => setShownTo(view.actor)}
              >
                I am {view.actorName}: show my turn
              </button>
            </div>
          ) : view.humanToAct && view.phase === 'choose' ? (
            <SpellBook view={view} onAct={act} busy={busy} />
          ) : view.humanToAct ? (
            <div class="cc-play__doing" data-testid="play-doing">
              <p>{view.doing}</p>
              {armedChoices.length > 0 && (
                <ul class="cc-play__choices" data-testid="play-choices">
                  {armedChoices.map((c) => (
                    <li key={JSON.stringify(c.action)}>
                      <button
                        type="button"
                        class="cc-button"
                        disabled={busy}
                        onClick={() => act(c.action)}
                      >
                        {actionWords(c, view)}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {endAction && (
                <button
                  type="button"
                  class="cc-button"
                  data-testid="play-end"
                  disabled={busy}
                  onClick={() => act(endAction.action)}
                >
                  {endWords(view)}
                </button>
              )}
              <p class="cc-play__hint">
                Lit squares can be chosen: the number is the chance in percent of the roll that
                choice makes. Pick a square to see what it does, then pick it again to do it.
              </p>
            </div>
          ) : !view.over ? (
            <div class="cc-play__computer">
              <p>
                {view.phase === 'spread'
                  ? 'Fire and blobs spread…'
                  : `${view.actorName} is playing.`}
              </p>
            </div>
          ) : null}
          {view.humanToAct && !gated && view.phase === 'choose' && (
            <details
              key={view.actions}
              class="cc-play__advice"
              data-testid="play-advice"
              onToggle={(e) => {
                if ((e.target as HTMLDetailsElement).open) send({ type: 'advice' });
              }}
            >
              <summary>Help: what would the computer do with this wizard here?</summary>
              {advice === null ? (
                <p>Asking the computer player…</p>
              ) : advice.note ? (
                <p>{advice.note}</p>
              ) : (
                <>
                  <p>
                    Its spell, over the ten values of the roll that reorders its book:{' '}
                    {advice.spells.join('; ')}.
                  </p>
                  <p>One sample turn (other wizards left out):</p>
                  <ol>
                    {advice.sample.map((l, i) => (
                      <li key={i}>{l}</li>
                    ))}
                  </ol>
                </>
              )}
            </details>
          )}
          {view.canUndo && !gated && (
            <button
              type="button"
              class="cc-button"
              data-testid="play-undo"
              disabled={busy}
              onClick={() => send({ type: 'undo' })}
            >
              Take back the last choice (no roll has been made since)
            </button>
          )}
          <p class="cc-play__controls">
            <button
              type="button"
              class="cc-button"
              data-testid="play-pause"
              disabled={view.over}
              onClick={() => setPaused(!paused)}
            >
              {paused ? 'Go on' : 'Pause the computer'}
            </button>{' '}
            <label>
              Computer speed{' '}
              <select
                value={speed}
                data-testid="play-speed"
                onChange={(e) => setSpeed(Number((e.target as HTMLSelectElement).value))}
              >
                {SPEEDS.map((s, i) => (
                  <option key={s.label} value={i}>
                    {s.label}
                  </option>
                ))}
              </select>
            </label>
          </p>
          <output class="cc-play__said" data-testid="play-said" aria-live="polite">
            {status}
          </output>
        </div>
      </div>
      <section
        class="cc-play__log"
        role="log"
        aria-live="polite"
        aria-label="What happened, latest first"
        tabIndex={0}
      >
        <ol data-testid="play-log" reversed start={view.eventCount}>
          {recent.length === 0 ? <li>The game begins.</li> : null}
          {recent.map((e, i) => (
            <li key={`${view.eventCount - i}`} style={{ '--cc-seat': OWNER_COLOURS[e.seat] }}>
              {e.text}
            </li>
          ))}
        </ol>
      </section>
      <Wizards view={view} />
      <p class="cc-play__tools">
        <button
          type="button"
          class="cc-button"
          data-testid="play-copy"
          onClick={() => void copyLink()}
        >
          Copy link
        </button>{' '}
        <button type="button" class="cc-button" data-testid="play-save-file" onClick={saveFile}>
          Save as a file
        </button>{' '}
        <OpenFile onFile={openFile} />{' '}
        <button
          type="button"
          class="cc-button"
          data-testid="play-new"
          onClick={() => {
            setView(null);
            setEvents([]);
            setSaved(readSavedGame());
            const params = new URLSearchParams(window.location.search);
            params.delete(GAME_PARAM);
            const q = params.toString();
            window.history.replaceState(null, '', q ? `?${q}` : window.location.pathname);
          }}
        >
          New game
        </button>
      </p>
      {saved && source.current === 'link' ? (
        <p class="cc-play__hint">
          This game came from a link: your own saved game is kept until you play a move here.
        </p>
      ) : null}
    </div>
  );
}

/** The original's info key: what stands on a square, its statistics and its card. */
function Info({ view, at }: { view: PlayView; at: Square | null }) {
  if (!at) return null;
  const p = view.pieces.find((q) => q.x === at.x && q.y === at.y);
  return (
    <div class="cc-play__info" data-testid="play-info" aria-live="polite">
      {p ? (
        <>
          <p>
            <strong>{p.name}</strong> on {sqName(at)}
            {p.card && (
              <>
                {' '}
                · <a href={p.card}>its card</a>
              </>
            )}
          </p>
          {p.stats.length > 0 && <p class="cc-play__stats">{p.stats.join(' · ')}</p>}
        </>
      ) : (
        <p>{sqName(at)} is empty.</p>
      )}
    </div>
  );
}

/** "Open a game file": a button and the hidden file field it opens. */
function OpenFile({ onFile }: { onFile: (f: File) => void }) {
  const input = useRef<HTMLInputElement | null>(null);
  return (
    <>
      <button type="button" class="cc-button" onClick={() => input.current?.click()}>
        Open a game file
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="play-open-file"
        onChange={(e) => {
          const f = (e.target as HTMLInputElement).files?.[0];
          if (f) onFile(f);
        }}
      />
    </>
  );
}

function SpellBook({
  view,
  onAct,
  busy,
}: {
  view: PlayView;
  onAct: (a: Action) => void;
  busy: boolean;
}) {
  return (
    <div class="cc-play__book" data-testid="play-book">
      <p>
        <strong>{view.actorName}</strong>, choose a spell. The chance is for casting it now; it is
        rolled when your turn to cast comes.
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Spell</th>
            <th scope="col">Chance</th>
            <th scope="col">Range</th>
            <th scope="col">Cast</th>
          </tr>
        </thead>
        <tbody>
          {view.spells.map((s) => (
            <tr key={s.slot}>
              <th scope="row">
                <a href={`/${s.kind === 'creature' ? 'creatures' : 'spells'}/${slug(s.name)}/`}>
                  {s.name}
                </a>
                {s.kept ? ' (never used up)' : ''}
              </th>
              <td>
                {pctFrac(s.works)}
                {s.rolls === 2 ? ' (two rolls)' : ''}
              </td>
              <td>
                {!s.usesRange
                  ? 'anywhere'
                  : s.rangeByte > 0
                    ? `${Math.floor(s.rangeByte / 2)} sq.`
                    : '—'}
              </td>
              <td>
                <button
                  type="button"
                  class="cc-button"
                  disabled={busy}
                  data-testid={`play-cast-${s.slot}`}
                  onClick={() => onAct({ type: 'choose', slot: s.slot })}
                >
                  Cast
                </button>
                {s.illusion && (
                  <button
                    type="button"
                    class="cc-button"
                    disabled={busy}
                    data-testid={`play-illusion-${s.slot}`}
                    title="An illusion always works, but Disbelieve destroys it"
                    onClick={() => onAct({ type: 'choose', slot: s.slot, illusion: true })}
                  >
                    As illusion
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        class="cc-button"
        disabled={busy}
        data-testid="play-cast-none"
        onClick={() => onAct({ type: 'choose-none' })}
      >
        Cast nothing this turn
      </button>
    </div>
  );
}

function Wizards({ view }: { view: PlayView }) {
  return (
    <div class="cc-play__wizards" role="region" aria-label="The wizards" tabIndex={0}>
      <table data-testid="play-wizards">
        <thead>
          <tr>
            <th scope="col">Wizard</th>
            <th scope="col">Com</th>
            <th scope="col">Def</th>
            <th scope="col">Man</th>
            <th scope="col">MR</th>
            <th scope="col">Abl</th>
            <th scope="col">Upgrades</th>
            <th scope="col">Spells</th>
          </tr>
        </thead>
        <tbody>
          {view.wizards.map((w) => (
            <tr key={w.seat} class={w.alive ? '' : 'cc-play__dead'}>
              <th scope="row" style={{ '--cc-seat': OWNER_COLOURS[w.seat] }}>
                <span class="cc-play__swatch" aria-hidden="true" />
                {w.name}
                {w.human ? '' : ' (computer)'}
                {w.alive ? '' : ' (dead)'}
              </th>
              <td>{w.combat}</td>
              <td>{w.defence}</td>
              <td>{w.manoeuvre}</td>
              <td>{w.magicResistance}</td>
              <td>{w.ability}</td>
              <td>{w.upgrades.join(', ') || '—'}</td>
              <td>{w.spells}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
