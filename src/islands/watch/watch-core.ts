/**
 * What the watch page's two workers share: the view the page draws (the board painted with the
 * original sprites, the pieces in words, the wizards' records) and the message loop. A worker
 * brings only how its game is opened and stepped:
 * - watch.worker.ts: a game between computer wizards, from the set-up and seed (`advance`);
 * - replay.worker.ts: a game played on the Play page, from its record (`replayStep`), loaded only
 *   for a `?game=` link so the plain watch page does not carry the human-move rules.
 *
 * In:  { id, type: 'start', setup, turn? }     the game, stepped to setup.step (then on to the
 *                                              start of `turn`, when given): also how the page
 *                                              goes back (the game again, to an earlier step)
 *      { id, type: 'step', until }            one step ('step'), every step of the current
 *                                              phase or turn, up to and including the next
 *                                              wizard's death ('death'), or to the end
 * Out: { id, view, events, reset, refused? }   reset: the page drops the events it had;
 *                                              refused: why the record stops before its end
 */
import { SPELLS } from '../../engine/data/spells';
import type { Decision } from '../../engine/game/trace';
import type { GameEvent, GameState } from '../../engine/game/types';
import { gameBoard } from '../../engine/game/view';
import { placedPieces, type Board } from '../../engine/pieces';
import { isCorpseKind, spriteRows } from '../../engine/sprites';
import type { SpellNumber } from '../../engine/types';
import type { WatchSetup } from '../../stores/watch';
import { pieceWords } from '../../lib/game-words';
import { CORPSE_COLOUR, OWNER_COLOURS, colourBytes } from '../../ui/owner-colours';

export interface WizardView {
  readonly name: string;
  /** Played by a human (only in a game played on the Play page). */
  readonly human: boolean;
  readonly alive: boolean;
  readonly combat: number;
  readonly defence: number;
  readonly manoeuvre: number;
  readonly magicResistance: number;
  readonly ability: number;
  readonly attacking: boolean;
  readonly spells: readonly string[];
}

export interface GameView {
  readonly setup: WatchSetup;
  /** The board drawn with the original sprites, 240 × 160 RGBA pixels. */
  readonly image: ImageData;
  /** What stands where, in words, in board order. */
  readonly pieces: readonly string[];
  readonly turn: number;
  readonly over: boolean;
  readonly winner: string | null;
  readonly balance: number;
  readonly wizards: readonly WizardView[];
  readonly eventCount: number;
  /** No step follows: the game is over, or a played game's record ends (or is refused) here. */
  readonly last: boolean;
}

/** How far a 'step' request goes. */
export type WatchUntil = 'step' | 'phase' | 'turn' | 'death' | 'end';

export type WatchRequest =
  | {
      readonly id: number;
      readonly type: 'start';
      readonly setup: WatchSetup;
      /** Go on to the first step of this turn (1 = the first turn), or as far as the game goes. */
      readonly turn?: number;
    }
  | { readonly id: number; readonly type: 'step'; readonly until: WatchUntil };

export interface WatchReply {
  readonly id: number;
  /** Null only when a played game's record cannot be opened at all (then `refused` says why). */
  readonly view: GameView | null;
  readonly events: readonly GameEvent[];
  readonly reset: boolean;
  /** The computer's decisions in the steps taken (engine trace.ts; the page words them). */
  readonly why: readonly Decision[];
  /** Why a played game's record could not be followed further (its step is the last shown). */
  readonly refused?: string;
}

/** A game being watched: its state now, and how to take its next step. */
export interface WatchedGame {
  readonly state: GameState;
  /**
   * The next step: the game after it and its events; null when there is none; a string when the
   * step is refused (a played game's record that does not fit the game).
   */
  next(
    why: Decision[],
  ): { readonly game: WatchedGame; readonly events: readonly GameEvent[] } | null | string;
}

/**
 * Opens the game a set-up asks for, with the set-up as the game has it (a played game's
 * wizards, level and seed come from its code); a string says why it cannot be opened.
 */
export type OpenGame = (
  setup: WatchSetup,
) => { readonly game: WatchedGame; readonly setup: WatchSetup } | string;

function view(game: WatchedGame, setup: WatchSetup, count: number, last: boolean): GameView {
  const s = game.state;
  const limit = 2 * s.players.length + 15;
  return {
    setup,
    ...paint(gameBoard(s), s),
    turn: Math.min(s.turn + 1, limit),
    over: s.phase === 'over',
    winner: s.winner === null ? null : (s.wizards[s.winner]?.name ?? null),
    balance: s.balance,
    wizards: s.wizards.map((w, i) => ({
      name: w.name,
      human: s.players[i] === 'human',
      alive: w.alive,
      combat: w.stats.combat,
      defence: w.stats.defence,
      manoeuvre: w.stats.manoeuvre,
      magicResistance: w.stats.magicResistance,
      ability: w.stats.ability,
      attacking: w.mode >= 10,
      spells: w.book
        .filter((b) => b.spell !== 0)
        .map((b) => SPELLS[b.spell as SpellNumber]?.name ?? '?'),
    })),
    eventCount: count,
    last,
  };
}

/** Ink per owning wizard and for bodies: the board views' palette (ui/owner-colours.ts), as RGB. */
const INK = OWNER_COLOURS.map(colourBytes);
const BODY = colourBytes(CORPSE_COLOUR);

function paint(board: Board, s: GameState): { image: ImageData; pieces: string[] } {
  const W = 240;
  const data = new Uint8ClampedArray(W * 160 * 4);
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  const pieces: string[] = [];
  const names = s.wizards.map((w) => w.name);
  for (const p of placedPieces(board)) {
    const body = isCorpseKind(p.kind);
    const ink = body ? BODY : (INK[p.owner] ?? INK[4]);
    const rows = spriteRows(p.kind, 0) ?? [];
    for (let r = 0; r < 16; r++) {
      const mask = rows[r] ?? 0;
      for (let c = 0; c < 16; c++) {
        if (!((mask >> (15 - c)) & 1)) continue;
        const o = ((p.y * 16 + r) * W + p.x * 16 + c) * 4;
        data[o] = ink?.[0] ?? 255;
        data[o + 1] = ink?.[1] ?? 255;
        data[o + 2] = ink?.[2] ?? 255;
      }
    }
    pieces.push(pieceWords(p, names));
  }
  return { image: new ImageData(data, W, 160), pieces };
}

/** Answers the page's messages for games opened by `open` (the worker's whole message loop). */
export function serveWatch(open: OpenGame): void {
  const ctx = self as unknown as {
    onmessage: ((e: MessageEvent<WatchRequest>) => void) | null;
    postMessage(m: WatchReply): void;
  };
  let game: WatchedGame | null = null;
  let setup: WatchSetup | null = null;
  let count = 0;
  let last = false;
  let refused: string | undefined;

  function step(out: GameEvent[], why: Decision[]): boolean {
    if (!game || !setup || last) return false;
    const r = game.next(why);
    if (r === null || typeof r === 'string') {
      last = true;
      if (typeof r === 'string') refused = r;
      return false;
    }
    game = r.game;
    setup = { ...setup, step: setup.step + 1 };
    out.push(...r.events);
    count += r.events.length;
    if (game.state.phase === 'over') last = true;
    return true;
  }

  ctx.onmessage = (e: MessageEvent<WatchRequest>) => {
    const req = e.data;
    const events: GameEvent[] = [];
    const why: Decision[] = [];
    let lastWhy: Decision[] = [];
    let reset = false;
    refused = undefined;
    if (req.type === 'start') {
      const g = open(req.setup);
      if (typeof g === 'string') {
        game = null;
        ctx.postMessage({ id: req.id, view: null, events, why: [], reset: true, refused: g });
        return;
      }
      game = g.game;
      setup = { ...g.setup, step: 0 };
      count = 0;
      last = game.state.phase === 'over';
      reset = true;
      // To a link's step: only the last step's decisions are shown.
      for (let i = 0; i < req.setup.step; i++) {
        const w: Decision[] = [];
        if (!step(events, w)) break;
        lastWhy = w;
      }
      // The turn shown is state.turn + 1.
      const turn = req.turn;
      if (turn !== undefined)
        while (game.state.turn + 1 < turn) {
          const w: Decision[] = [];
          if (!step(events, w)) break;
          lastWhy = w;
        }
    } else if (game) {
      if (req.until === 'step') step(events, why);
      else if (req.until === 'phase') {
        const { phase, turn } = game.state;
        while (game.state.phase === phase && game.state.turn === turn && step(events, why));
      } else if (req.until === 'turn') {
        const turn = game.state.turn;
        while (game.state.turn === turn && step(events, why));
      } else if (req.until === 'death') {
        while (step(events, why) && !events.some((e) => e.kind === 'death'));
      } else {
        while (step(events, why));
      }
    }
    if (!game || !setup) return;
    const m: WatchReply = {
      id: req.id,
      view: view(game, setup, count, last),
      events,
      why: req.type === 'start' ? lastWhy : why,
      reset,
    };
    ctx.postMessage(refused === undefined ? m : { ...m, refused });
  };
}
