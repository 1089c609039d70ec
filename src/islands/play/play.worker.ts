/**
 * The game being played, off the main thread: the engine replays a record, applies the human's
 * actions and steps the computer wizards, and the page gets back only what it shows: the board
 * (each wizard's illusions hidden from everyone but him), what the player to act may do with the
 * chance of each roll (engine game/choices.ts), the wizards and the new events.
 *
 * In:  { id, type: 'open', record }   a record (new game: no actions), replayed
 *      { id, type: 'open-text', text } a saved file's text, read and replayed
 *      { id, type: 'act', action }    a human's action
 *      { id, type: 'step' }           one step of the computer (or the spreading)
 * Out: { id, view, events, reset } or { id, error }
 */
import { decisionText, type Decision } from '../../engine/game/trace';
import { SPELLS } from '../../engine/data/spells';
import {
  actionChances,
  spellOptions,
  wizardAt,
  type ActionChance,
  type SpellOption,
} from '../../engine/game/choices';
import { advance, isAutomatic, turnLimit } from '../../engine/game/game';
import { applyAction, castTargetMap } from '../../engine/game/human';
import type { TargetReason } from '../../engine/visibility';
import {
  readGameRecord,
  replayGame,
  writeGameRecord,
  type GameRecord,
} from '../../engine/game/record';
import type { Action, GameEvent, GameState } from '../../engine/game/types';
import { gameBoard } from '../../engine/game/view';
import { positionFromGame } from '../../engine/game/fromPosition';
import { dangerMap } from '../../engine/danger';
import { computerNextMove } from '../../engine/game/nextMove';
import { CREATURES } from '../../engine/data/creatures';
import { PIECES } from '../../engine/data/pieces';
import { isCreatureName, isPieceName } from '../../engine/pieceLookup';
import { sightPieces, type Board } from '../../engine/pieces';
import { lineOfSight } from '../../engine/los';
import { isCorpseKind, isWizardKind } from '../../engine/sprites';
import type { SpellNumber } from '../../engine/types';
import { flagUpgrades, wizardTraits } from '../../engine/wizardUpgrades';
import { fighterOf } from '../../engine/wizards';
import { armourBonus, weaponBonus } from '../../engine/fighters';
import { moverForPiece } from '../../engine/movement';
import { pct, slug } from '../../lib/format';

export interface PlayWizard {
  readonly seat: number;
  readonly name: string;
  readonly human: boolean;
  readonly alive: boolean;
  readonly combat: number;
  readonly defence: number;
  readonly manoeuvre: number;
  readonly magicResistance: number;
  readonly ability: number;
  readonly upgrades: readonly string[];
  /** Spells left in the book (every spell's name; the book is no secret in the original). */
  readonly spells: number;
}

/** One wizard's game in numbers, for the end of the game. */
export interface PlayStory {
  readonly seat: number;
  readonly casts: number;
  readonly worked: number;
  readonly creatures: number;
  readonly kills: number;
  /** Pieces of his that were killed, disbelieved, burnt, vanished or subverted. */
  readonly lost: number;
}

/** One piece as the info key shows it (what its viewer may know). */
export interface PlayPiece {
  readonly x: number;
  readonly y: number;
  /** "Goblin of GANDALF (illusion)", "JULIAN", "Orc (corpse)". */
  readonly name: string;
  /** The statistics, in the info screen's order ("Combat 2", …); empty for a corpse. */
  readonly stats: readonly string[];
  /** Where its card is (/creatures/goblin/, /wizards/), or ''. */
  readonly card: string;
}

export interface PlayView {
  readonly record: GameRecord;
  /** The record as the engine writes it (the file "Save as a file" gives). */
  readonly file: string;
  readonly board: Board;
  /** 1-based turn and the limit. */
  readonly turn: number;
  readonly limit: number;
  readonly phase: GameState['phase'];
  readonly actor: number;
  readonly actorName: string;
  /** A human is to act now (the page waits for him). */
  readonly humanToAct: boolean;
  readonly over: boolean;
  readonly winner: string | null;
  readonly balance: number;
  readonly wizards: readonly PlayWizard[];
  readonly spells: readonly SpellOption[];
  readonly chances: readonly ActionChance[];
  /** What the player to act is in the middle of, in words (or ''). */
  readonly doing: string;
  /** How the piece in hand moves now ('shoot': its move is over and it may shoot), or null. */
  readonly moving: 'walk' | 'fly' | 'engaged' | 'shoot' | null;
  /** The square of the piece being moved, or of the casting wizard. */
  readonly focus: { readonly x: number; readonly y: number } | null;
  /** Where the wizard to act stands (his own square, or the mount, wood or castle he is in). */
  readonly casterAt: { readonly x: number; readonly y: number } | null;
  readonly story: readonly PlayStory[];
  /** Human actions so far (what links and files hold). */
  readonly actions: number;
  /** Events of the whole game so far (the log numbers them). */
  readonly eventCount: number;
  /** Every piece on the board, for the info panel. */
  readonly pieces: readonly PlayPiece[];
  /** The last action can be taken back: no roll has been made since it. */
  readonly canUndo: boolean;
  /** While a spell is aimed: why each square is or is not a target ("x,y" → the verdict). */
  readonly reasons: Readonly<Record<string, TargetReason>>;
}

export type PlayRequest =
  | { readonly id: number; readonly type: 'open'; readonly record: GameRecord }
  | { readonly id: number; readonly type: 'open-text'; readonly text: string }
  | { readonly id: number; readonly type: 'act'; readonly action: Action }
  | { readonly id: number; readonly type: 'step' }
  | { readonly id: number; readonly type: 'undo' }
  | { readonly id: number; readonly type: 'danger'; readonly at: { x: number; y: number } }
  | { readonly id: number; readonly type: 'advice' }
  | {
      readonly id: number;
      readonly type: 'sight';
      readonly from: { x: number; y: number };
      readonly to: { x: number; y: number };
    };

/** The line of sight between two squares as the game traces it (every piece in frame 0). */
export interface PlaySight {
  readonly from: { readonly x: number; readonly y: number };
  readonly to: { readonly x: number; readonly y: number };
  readonly pixels: readonly { readonly px: number; readonly py: number }[];
  /** Indices into `pixels` that hit a lit pixel. */
  readonly blocked: readonly number[];
  readonly clear: boolean;
  /** "clear" or "blocked by the Goblin at (1,3)". */
  readonly text: string;
}

/** "What would the computer do here": its spell choice for the player to act, and a sample turn. */
export interface PlayAdvice {
  /** The step it answers for (the page shows it only while that step is on screen). */
  readonly step: number;
  /** "Magic Bolt: 7 in 10". */
  readonly spells: readonly string[];
  /** The sample turn's casting and moves, in the log's words. */
  readonly sample: readonly string[];
  readonly note: string;
}

/** "What can hurt this piece": the danger map of the game's position, as its player sees it. */
export interface PlayDanger {
  readonly at: { readonly x: number; readonly y: number };
  /** One line per attacker, likeliest first. */
  readonly lines: readonly string[];
  /** The chance it survives them all (0–1), or null (nothing there to hurt). */
  readonly survives: number | null;
  readonly note: string;
}

export type PlayReply =
  | {
      readonly id: number;
      readonly view: PlayView;
      readonly events: readonly GameEvent[];
      readonly reset: boolean;
      /** Events to take off the end of the page's log first (an action taken back). */
      readonly drop?: number;
      /** A computer's step: its decisions, in words (engine trace.ts). */
      readonly why?: readonly string[];
    }
  | { readonly id: number; readonly error: string }
  | { readonly id: number; readonly danger: PlayDanger }
  | { readonly id: number; readonly advice: PlayAdvice }
  | { readonly id: number; readonly sight: PlaySight };

const ctx = self as unknown as {
  onmessage: ((e: MessageEvent<PlayRequest>) => void) | null;
  postMessage(m: PlayReply): void;
};

let state: GameState | null = null;
let record: GameRecord | null = null;
let story = new Map<
  number,
  { casts: number; worked: number; creatures: number; kills: number; lost: number }
>();

/** Events kept for the page when a game is opened (the log shows the latest). */
const KEEP = 300;

let eventCount = 0;

/** The game before each action taken since the last roll: those actions can be taken back. */
interface Snapshot {
  readonly state: GameState;
  readonly record: GameRecord;
  readonly story: typeof story;
  readonly eventCount: number;
  /** Events the action added (the page takes them off its log). */
  events: number;
  /** Who acted: only he may take it back (another human may not undo his choice). */
  readonly seat: number;
}
let undoStack: Snapshot[] = [];
const copyStory = (m: typeof story) => new Map([...m].map(([k, v]) => [k, { ...v }]));

/** Each wizard's pieces on the board (his creatures, trees, walls…; not himself, not bodies). */
function piecesByOwner(s: GameState): number[] {
  const n = [0, 0, 0, 0, 0, 0, 0, 0];
  for (const p of gameBoard(s))
    if (p && !isCorpseKind(p.kind) && !isWizardKind(p.kind)) n[p.owner] = (n[p.owner] ?? 0) + 1;
  return n;
}

/**
 * The game's story in numbers, one step at a time: casts and how many worked, pieces made,
 * kills, and pieces lost (those he had before the step and made in it, less those he has after;
 * a piece won by Subversion in the same step would hide one loss).
 */
function tally(events: readonly GameEvent[], before: GameState, after: GameState): void {
  eventCount += events.length;
  const had = piecesByOwner(before);
  const has = piecesByOwner(after);
  const made = [0, 0, 0, 0, 0, 0, 0, 0];
  for (const e of events) if (e.kind === 'place') made[e.seat] = (made[e.seat] ?? 0) + 1;
  for (let seat = 0; seat < after.wizards.length; seat++) {
    const lost = (had[seat] ?? 0) + (made[seat] ?? 0) - (has[seat] ?? 0);
    if (lost <= 0) continue;
    const t = story.get(seat) ?? { casts: 0, worked: 0, creatures: 0, kills: 0, lost: 0 };
    t.lost += lost;
    story.set(seat, t);
  }
  for (const e of events) {
    const t = story.get(e.seat) ?? { casts: 0, worked: 0, creatures: 0, kills: 0, lost: 0 };
    if (e.kind === 'cast') {
      t.casts += 1;
      if (e.passed !== false) t.worked += 1;
    }
    if (e.kind === 'place') t.creatures += 1;
    if ((e.kind === 'attack' || e.kind === 'shoot') && e.passed === true) t.kills += 1;
    story.set(e.seat, t);
  }
}

/** The board as the player to act may see it: illusions shown to their own wizard only. */
function seenBoard(s: GameState, viewer: number | null): Board {
  return gameBoard(s).map((p) =>
    p && p.illusion && p.owner !== viewer ? { ...p, illusion: false } : p,
  );
}

/** The info key's view of every piece (statistics from the tape's records). */
function piecesOf(s: GameState, board: Board): PlayPiece[] {
  const out: PlayPiece[] = [];
  board.forEach((p, i) => {
    if (!p) return;
    const x = i % 15;
    const y = Math.floor(i / 15);
    const owner = s.wizards[p.owner]?.name ?? '';
    if (isCorpseKind(p.kind)) {
      out.push({ x, y, name: p.kind, stats: [], card: '' });
      return;
    }
    if (isWizardKind(p.kind)) {
      const w = s.wizards[p.owner];
      if (!w) return;
      // The engine's own answers: the bonuses of his fighter (fighters.ts), his movement from
      // the mover his record gives (movement.ts with wizardUpgrades.ts's traits).
      const u = flagUpgrades(w.flags);
      const f = fighterOf(w);
      const mover = moverForPiece(p, wizardTraits(w));
      const move = mover.ok
        ? `${mover.value.movement}${mover.value.flying ? ', flying' : ''}`
        : `${w.stats.movement}`;
      out.push({
        x,
        y,
        name: `${w.name} (wizard ${p.owner + 1})`,
        stats: [
          `Combat ${w.stats.combat}${u.weapon ? ` (+${weaponBonus(f)} ${u.weapon})` : ''}`,
          `Ranged combat ${w.stats.rangedCombat}`,
          `Range ${w.stats.range}`,
          `Defence ${w.stats.defence}${u.armour ? ` (+${armourBonus(f)} ${u.armour})` : ''}`,
          `Movement ${move}`,
          `Manoeuvre ${w.stats.manoeuvre}`,
          `Magic resistance ${w.stats.magicResistance}`,
          `Spells ${w.book.filter((b) => b.spell !== 0).length}`,
          `Ability ${w.stats.ability}`,
          ...(u.shadowForm ? ['Shadow Form'] : []),
        ],
        card: '/wizards/',
      });
      return;
    }
    const rec = isCreatureName(p.kind)
      ? CREATURES[p.kind]
      : isPieceName(p.kind)
        ? PIECES[p.kind]
        : null;
    if (!rec) return;
    const flags = [
      p.illusion ? 'illusion' : '',
      p.raised ? 'undead, raised' : '',
      p.rider !== undefined ? `${s.wizards[p.rider]?.name ?? ''} inside` : '',
    ].filter(Boolean);
    out.push({
      x,
      y,
      name: `${p.kind} of ${owner}${flags.length ? ` (${flags.join(', ')})` : ''}`,
      stats: [
        `Combat ${rec.combat}`,
        `Ranged combat ${rec.rangedCombat}`,
        `Range ${rec.range}`,
        `Defence ${rec.defence}`,
        `Movement ${rec.movement}`,
        `Manoeuvre ${rec.manoeuvre}`,
        `Magic resistance ${rec.magicResistance}`,
      ],
      card: isCreatureName(p.kind) ? `/creatures/${slug(p.kind)}/` : '',
    });
  });
  return out;
}

/** Why each square is or is not a target of the spell being aimed (engine game/human.ts). */
function reasonsOf(s: GameState): Record<string, TargetReason> {
  const map = castTargetMap(s);
  if (!map) return {};
  return Object.fromEntries(map.squares.map((t) => [`${t.square.x},${t.square.y}`, t.reason]));
}

function doing(s: GameState): { text: string; focus: { x: number; y: number } | null } {
  const p = s.pending;
  if (!p) {
    if (s.phase === 'move')
      return { text: 'Select a piece to move, or end your turn.', focus: null };
    return { text: '', focus: null };
  }
  const at = (sq: number) => ({ x: sq & 15, y: sq >> 4 });
  if (p.type === 'cast') {
    const e = SPELLS[p.spell as SpellNumber];
    return {
      text: `${e.name}${p.illusion ? ' (illusion)' : ''}: choose where (${p.left} to place or target).`,
      focus: null,
    };
  }
  const how =
    p.mode === 'shoot'
      ? 'may shoot'
      : p.mode === 'engaged'
        ? 'is engaged: it may only attack a neighbour'
        : p.mode === 'fly'
          ? `flies (${p.points} half-units)`
          : `walks (${p.points / 2} squares left)`;
  return { text: `The piece on (${p.square & 15},${p.square >> 4}) ${how}.`, focus: at(p.square) };
}

function view(s: GameState, r: GameRecord): PlayView {
  const actor = s.wizards[s.actor];
  const humanToAct = s.phase !== 'over' && !isAutomatic(s);
  const d = doing(s);
  const board = seenBoard(s, humanToAct ? s.actor : null);
  return {
    record: r,
    file: writeGameRecord(r),
    board,
    pieces: piecesOf(s, board),
    turn: Math.min(s.turn + 1, turnLimit(s)),
    limit: turnLimit(s),
    phase: s.phase,
    actor: s.actor,
    actorName: actor?.name ?? '',
    humanToAct,
    over: s.phase === 'over',
    winner: s.winner === null ? null : (s.wizards[s.winner]?.name ?? null),
    balance: s.balance,
    wizards: s.wizards.map((w) => {
      const u = flagUpgrades(w.flags);
      return {
        seat: w.seat,
        name: w.name,
        human: w.player === 'human',
        alive: w.alive,
        combat: w.stats.combat,
        defence: w.stats.defence,
        manoeuvre: w.stats.manoeuvre,
        magicResistance: w.stats.magicResistance,
        ability: w.stats.ability,
        upgrades: [
          u.armour,
          u.weapon,
          w.stats.rangedCombat !== 0 ? 'Magic Bow' : null,
          u.wings ? 'Magic Wings' : null,
          u.shadowForm ? 'Shadow Form' : null,
        ].filter((x): x is string => x !== null),
        spells: w.book.filter((b) => b.spell !== 0).length,
      };
    }),
    spells: humanToAct ? spellOptions(s) : [],
    chances: humanToAct && s.phase !== 'choose' ? actionChances(s) : [],
    doing: humanToAct ? d.text : '',
    focus: humanToAct ? d.focus : null,
    moving: humanToAct && s.pending?.type === 'move' ? s.pending.mode : null,
    casterAt: humanToAct ? wizardAt(s, s.actor) : null,
    story: s.wizards.map((w) => ({
      seat: w.seat,
      ...(story.get(w.seat) ?? { casts: 0, worked: 0, creatures: 0, kills: 0, lost: 0 }),
    })),
    actions: r.actions.length,
    eventCount,
    canUndo: humanToAct && undoStack[undoStack.length - 1]?.seat === s.actor,
    reasons: humanToAct ? reasonsOf(s) : {},
  };
}

function open(r: GameRecord, id: number): void {
  const told: [GameState, GameState, readonly GameEvent[]][] = [];
  const g = replayGame(r, (before, after, events) => told.push([before, after, events]));
  if (!g.ok) {
    ctx.postMessage({ id, error: g.message });
    return;
  }
  state = g.value.state;
  record = r;
  story = new Map();
  eventCount = 0;
  undoStack = [];
  for (const [before, after, events] of told) tally(events, before, after);
  ctx.postMessage({ id, view: view(state, r), events: g.value.events.slice(-KEEP), reset: true });
}

ctx.onmessage = (e: MessageEvent<PlayRequest>) => {
  const req = e.data;
  if (req.type === 'open') return open(req.record, req.id);
  if (req.type === 'open-text') {
    const r = readGameRecord(req.text);
    if (!r.ok) return ctx.postMessage({ id: req.id, error: r.message });
    return open(r.value, req.id);
  }
  if (!state || !record) return ctx.postMessage({ id: req.id, error: 'No game is open.' });
  if (req.type === 'step') {
    if (state.phase === 'over' || !isAutomatic(state))
      return ctx.postMessage({ id: req.id, view: view(state, record), events: [], reset: false });
    const decisions: Decision[] = [];
    const r = advance(state, { why: decisions });
    if (!r.ok) return ctx.postMessage({ id: req.id, error: r.message });
    tally(r.value.events, state, r.value.state);
    state = r.value.state;
    undoStack = [];
    return ctx.postMessage({
      id: req.id,
      view: view(state, record),
      events: r.value.events,
      reset: false,
      why: decisions.map(decisionText),
    });
  }
  if (req.type === 'danger') {
    const viewer = isAutomatic(state) ? null : state.actor;
    const p = positionFromGame(state, viewer);
    const r = dangerMap({ board: p.board, wizards: p.wizards, balance: p.balance }, req.at);
    return ctx.postMessage({
      id: req.id,
      danger: r.ok
        ? {
            at: req.at,
            lines: r.value.bySquare.map((g) => {
              const first = g.plans[0];
              const ways = g.plans.map((pl) => pl.how);
              const how = !ways.includes('spell')
                ? ''
                : ways.includes('piece')
                  ? ' with a spell and its own attack'
                  : ' with a spell';
              return `${first?.attacker ?? '?'} at (${g.square.x},${g.square.y}): ${pct(g.odds.p)}${how}`;
            }),
            survives: r.value.survives.p,
            note: '',
          }
        : { at: req.at, lines: [], survives: null, note: r.message },
    });
  }
  if (req.type === 'advice') {
    const seat = state.actor;
    const r = computerNextMove(positionFromGame(state, seat), seat, {
      runs: 0,
      seed: state.step + 1,
    });
    return ctx.postMessage({
      id: req.id,
      advice: r.ok
        ? {
            step: state.step,
            spells: r.value.spells.map((x) => `${x.name}: ${x.num} in ${x.den}`),
            sample: [...r.value.sample.castEvents, ...r.value.sample.moveEvents].map((e) => e.text),
            note: '',
          }
        : { step: state.step, spells: [], sample: [], note: r.message },
    });
  }
  if (req.type === 'sight') {
    const board = seenBoard(state, isAutomatic(state) ? null : state.actor);
    const line = lineOfSight(sightPieces(board), req.from, req.to);
    const first = line.firstBlock;
    return ctx.postMessage({
      id: req.id,
      sight: {
        from: req.from,
        to: req.to,
        pixels: line.pathPixels,
        blocked: line.blocks.map((b) => b.step),
        clear: !line.blocked,
        text: first
          ? `blocked by the ${first.piece} at (${first.square.x},${first.square.y})`
          : 'clear',
      },
    });
  }
  if (req.type === 'undo') {
    const back =
      undoStack[undoStack.length - 1]?.seat === state.actor ? undoStack.pop() : undefined;
    if (!back) return ctx.postMessage({ id: req.id, error: 'There is nothing to take back.' });
    state = back.state;
    record = back.record;
    story = back.story;
    eventCount = back.eventCount;
    return ctx.postMessage({
      id: req.id,
      view: view(state, record),
      events: [],
      reset: false,
      drop: back.events,
    });
  }
  const before: Snapshot = {
    state,
    record,
    story: copyStory(story),
    eventCount,
    events: 0,
    seat: state.actor,
  };
  const r = applyAction(state, req.action);
  if (!r.ok) return ctx.postMessage({ id: req.id, error: r.message });
  tally(r.value.events, state, r.value.state);
  state = r.value.state;
  record = { ...record, actions: [...record.actions, req.action] };
  // A roll is final, as in the original: nothing before it can be taken back.
  if (r.value.events.some((e) => e.rolls !== undefined)) undoStack = [];
  else undoStack.push({ ...before, events: r.value.events.length });
  ctx.postMessage({ id: req.id, view: view(state, record), events: r.value.events, reset: false });
};
