/**
 * Test and example helper: a game state whose board is drawn in ASCII (the `renderGame`
 * characters). Legend: '1'–'8' a wizard on foot (seat = digit − 1); other characters map to
 * `{ piece, owner, … }` entries given by the caller. Rows from the top, '.' empty, spaces ignored.
 */
import { CREATURES } from '../data/creatures';
import { PIECES } from '../data/pieces';
import { isCreatureName, isPieceName } from '../pieceLookup';
import type { Result } from '../types';
import { newGame } from './game';
import { emptyLayers, sq, WIZARD_ID } from './layers';
import type { BookSlot, GameState, Phase, PlayerKind } from './types';

export interface LegendPiece {
  /** Creature or object name ('Goblin', 'Magic Wood', 'Gooey Blob'…). */
  readonly piece: string;
  readonly owner: number;
  readonly illusion?: boolean;
  readonly raised?: boolean;
  readonly corpse?: boolean;
  /** Seat of a wizard riding or sheltering inside. */
  readonly rider?: number;
}

export interface ScenarioOptions {
  readonly players: readonly PlayerKind[];
  readonly board: string;
  readonly legend?: Readonly<Record<string, LegendPiece>>;
  readonly seed?: number;
  readonly level?: number;
  readonly turn?: number;
  readonly phase?: Phase;
  readonly actor?: number;
  /** Replace books: spell numbers per seat (priorities from the spell table). */
  readonly books?: Readonly<Record<number, readonly { spell: number; prio: number }[]>>;
  readonly modes?: Readonly<Record<number, number>>;
  readonly balance?: number;
}

function pieceId(name: string): number | null {
  if (isCreatureName(name)) return CREATURES[name].id;
  if (isPieceName(name)) return PIECES[name].id;
  return null;
}

/** A state with the drawn board; wizards not drawn are dead. */
export function scenario(o: ScenarioOptions): Result<GameState, 'bad-board' | 'bad-players'> {
  const g = newGame({ players: o.players, level: o.level ?? 1, seed: o.seed ?? 1 });
  if (!g.ok) return { ok: false, error: 'bad-players', message: g.message };
  const b = emptyLayers();
  const rows = o.board
    .split('\n')
    .map((l) => l.replace(/\s+/g, ''))
    .filter((l) => l.length > 0);
  const seen = new Set<number>();
  for (let y = 0; y < rows.length; y++) {
    const row = rows[y] ?? '';
    for (let x = 0; x < row.length; x++) {
      const ch = row[x] ?? '.';
      if (ch === '.') continue;
      const s = sq(x, y);
      if (/[1-8]/.test(ch)) {
        const seat = Number(ch) - 1;
        b.id[s] = WIZARD_ID + seat;
        b.props[s] = seat;
        seen.add(seat);
        continue;
      }
      const l = o.legend?.[ch];
      const id = l ? pieceId(l.piece) : null;
      if (!l || id === null)
        return { ok: false, error: 'bad-board', message: `unknown character ${ch}` };
      b.id[s] = id;
      b.props[s] = l.owner | (l.illusion ? 0x10 : 0) | (l.raised ? 0x60 : 0);
      if (l.corpse) b.corpse[s] = 1;
      if (l.rider !== undefined) {
        b.occ[s] = WIZARD_ID + l.rider;
        seen.add(l.rider);
      }
    }
  }
  const wizards = g.value.wizards.map((w) => {
    const book = o.books?.[w.seat];
    const slots: BookSlot[] = Array.from(
      { length: 20 },
      (_, i) => book?.[i] ?? { prio: 0, spell: 0 },
    );
    return {
      ...w,
      alive: seen.has(w.seat),
      flags: seen.has(w.seat) ? w.flags : w.flags | 0x10,
      book: book ? slots : w.book,
      mode: o.modes?.[w.seat] ?? w.mode,
    };
  });
  return {
    ok: true,
    value: {
      ...g.value,
      board: b,
      wizards,
      turn: o.turn ?? 0,
      phase: o.phase ?? g.value.phase,
      actor: o.actor ?? g.value.actor,
      balance: o.balance ?? 0,
    },
  };
}
