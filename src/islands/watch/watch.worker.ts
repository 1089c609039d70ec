/**
 * The watched game, off the main thread: the engine's `newGame` and `advance` run here and the
 * page gets back only what it draws (the display board, the new events, the wizards' records).
 *
 * In:  { id, type: 'start', setup }            a new game, replayed to setup.step
 *      { id, type: 'step', until: 'step' | 'phase' | 'turn' }   one step, every step of the
 *                                                              current phase, or of the turn
 * Out: { id, view, events, reset }             reset: the page drops the events it had
 */
import { SPELLS } from '../../engine/data/spells';
import { advance, newGame } from '../../engine/game/game';
import type { GameEvent, GameState } from '../../engine/game/types';
import { gameBoard } from '../../engine/game/view';
import { placedPieces, type Board } from '../../engine/pieces';
import { isCorpseKind, spriteRows } from '../../engine/sprites';
import type { SpellNumber } from '../../engine/types';
import type { WatchSetup } from '../../stores/watch';
import { CORPSE_COLOUR, OWNER_COLOURS, colourBytes } from '../../ui/owner-colours';

export interface WizardView {
  readonly name: string;
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
}

export type WatchRequest =
  | { readonly id: number; readonly type: 'start'; readonly setup: WatchSetup }
  | { readonly id: number; readonly type: 'step'; readonly until: 'step' | 'phase' | 'turn' };

export interface WatchReply {
  readonly id: number;
  readonly view: GameView;
  readonly events: readonly GameEvent[];
  readonly reset: boolean;
}

const ctx = self as unknown as {
  onmessage: ((e: MessageEvent<WatchRequest>) => void) | null;
  postMessage(m: WatchReply): void;
};

let state: GameState | null = null;
let setup: WatchSetup | null = null;
let count = 0;

function step(out: GameEvent[]): boolean {
  if (!state || !setup || state.phase === 'over') return false;
  const r = advance(state);
  if (!r.ok) return false;
  state = r.value.state;
  setup = { ...setup, step: setup.step + 1 };
  out.push(...r.value.events);
  count += r.value.events.length;
  return true;
}

function view(): GameView {
  const s = state as GameState;
  const limit = 2 * s.players.length + 15;
  return {
    setup: setup as WatchSetup,
    ...paint(gameBoard(s), s),
    turn: Math.min(s.turn + 1, limit),
    over: s.phase === 'over',
    winner: s.winner === null ? null : (s.wizards[s.winner]?.name ?? null),
    balance: s.balance,
    wizards: s.wizards.map((w) => ({
      name: w.name,
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
    const owner = s.wizards[p.owner]?.name ?? '';
    const rider = p.rider !== undefined ? ` carrying ${s.wizards[p.rider]?.name ?? ''}` : '';
    const what = p.kind.startsWith('Wizard') ? owner : body ? p.kind : `${p.kind} of ${owner}`;
    pieces.push(`(${p.x},${p.y}) ${what}${p.illusion ? ' (illusion)' : ''}${rider}`);
  }
  return { image: new ImageData(data, W, 160), pieces };
}

ctx.onmessage = (e: MessageEvent<WatchRequest>) => {
  const req = e.data;
  const events: GameEvent[] = [];
  let reset = false;
  if (req.type === 'start') {
    const g = newGame({
      players: Array.from({ length: req.setup.wizards }, () => 'computer' as const),
      level: req.setup.level,
      seed: req.setup.seed,
    });
    if (!g.ok) return;
    state = g.value;
    setup = { ...req.setup, step: 0 };
    count = 0;
    reset = true;
    for (let i = 0; i < req.setup.step; i++) if (!step(events)) break;
  } else if (state) {
    if (req.until === 'step') step(events);
    else if (req.until === 'phase') {
      const { phase, turn } = state;
      while (state.phase === phase && state.turn === turn && step(events));
    } else {
      const turn = state.turn;
      while (state.phase !== 'over' && state.turn === turn && step(events));
    }
  }
  if (!state) return;
  ctx.postMessage({ id: req.id, view: view(), events, reset });
};
