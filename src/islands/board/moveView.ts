/**
 * What the movement mode of the board lab shows, as plain data from the engine: where a piece
 * can move, attack, mount or shelter, where a ridden mount's wizard can dismount, and its odds of
 * breaking free (movementReach, moverForPiece). No rule is decided here; moveView.test.ts checks
 * the wiring.
 */
import {
  moverForPiece,
  movementReach,
  type MovementReach,
  type ReachSquare,
} from '../../engine/movement';
import { pieceAt, type Board } from '../../engine/pieces';
import { type Odds } from '../../engine/types';
import type { BoardOverlaySquare } from '../../ui/BoardView';
import type { MovePick } from '../../stores/boardLab';
import { sq } from './square';

export interface MoveView {
  readonly piece: string;
  readonly error?: string;
  readonly reach?: MovementReach;
  readonly stats?: string;
  readonly moves: number;
  readonly engagedStops: number;
  readonly attacks: number;
  readonly refused: number;
  readonly mounts: number;
  readonly enters: number;
  /** Squares a ridden mount's wizard can dismount to. */
  readonly dismounts: number;
  readonly breakFree: Odds | null;
  /** The piece is a wood or castle with a wizard inside: he is the one who moves. */
  readonly sheltered: boolean;
  readonly overlay: BoardOverlaySquare[];
}

const FILL_MOVE = 'rgb(60 120 255 / 0.5)';
const FILL_ENGAGED = 'rgb(255 180 0 / 0.5)';
const FILL_ATTACK = 'rgb(255 50 50 / 0.55)';
const FILL_OTHER = 'rgb(40 200 80 / 0.55)';
const FILL_REFUSED = 'rgb(150 150 150 / 0.5)';
const FILL_DISMOUNT = 'rgb(170 80 255 / 0.5)';

/** Who strikes an attack square, in words, when it is not simply the piece picked. */
function strikersText(r: ReachSquare, board: Board, piece: string, sheltered: boolean): string {
  const who = (r.strikers ?? []).map((k) =>
    k.by === 'self'
      ? sheltered
        ? 'the wizard once out'
        : `the ${piece}`
      : k.by === 'rider'
        ? 'its wizard once off'
        : `the wizard from inside the ${pieceAt(board, k.square)?.kind ?? 'piece'} on ${sq(k.square)}`,
  );
  if (who.length === 0 || (who.length === 1 && r.strikers?.[0]?.by === 'self' && !sheltered))
    return '';
  const last = who.pop() as string;
  return ` (by ${who.length ? `${who.join(', ')} or ${last}` : last})`;
}

export function moveView(board: Board, pick: MovePick): MoveView {
  const none = {
    moves: 0,
    engagedStops: 0,
    attacks: 0,
    refused: 0,
    mounts: 0,
    enters: 0,
    dismounts: 0,
    breakFree: null,
    sheltered: false,
  };
  if (!pick.from) return { piece: '', error: 'Pick a piece on the board.', overlay: [], ...none };
  const from = pick.from;
  const p = pieceAt(board, from);
  const mark: BoardOverlaySquare = { ...from, label: '@', text: 'the piece that moves' };
  if (!p)
    return {
      piece: '',
      error: `${sq(from)} is empty: pick a piece on the board.`,
      overlay: [mark],
      ...none,
    };
  const mover = moverForPiece(p, {
    wizardManoeuvre: pick.wizardManoeuvre,
    shadowForm: pick.shadowForm,
    wings: pick.wings,
    magicWeapon: pick.magicWeapon,
  });
  if (!mover.ok)
    return {
      piece: p.kind,
      error: `${mover.message.charAt(0).toUpperCase()}${mover.message.slice(1)}: pick a wizard, a creature, a Shadow Wood or a wood or castle with a wizard inside.`,
      overlay: [mark],
      ...none,
    };
  const m = mover.value;
  const reach = movementReach(board, from, m, { engaged: pick.engaged });
  const overlay: BoardOverlaySquare[] = [mark];
  let moves = 0,
    engagedStops = 0,
    attacks = 0,
    refused = 0,
    mounts = 0,
    enters = 0,
    dismounts = 0;
  for (const r of reach.squares) {
    const cost = `costs ${r.costHalfUnits}`;
    switch (r.action) {
      case 'move':
        if (r.engagedStop) {
          engagedStops++;
          overlay.push({
            ...r.square,
            fill: FILL_ENGAGED,
            label: 'E',
            text: `can move here (${cost}); the move ends engaged`,
          });
        } else
          overlay.push({
            ...r.square,
            fill: FILL_MOVE,
            label: '•',
            text: `can move here (${cost})`,
          });
        moves++;
        break;
      case 'attack':
        attacks++;
        overlay.push({
          ...r.square,
          fill: FILL_ATTACK,
          label: 'A',
          text: `can attack here${strikersText(r, board, p.kind, m.sheltered === true)}`,
        });
        break;
      case 'undead-refused':
        refused++;
        overlay.push({
          ...r.square,
          fill: FILL_REFUSED,
          label: 'U',
          text: 'undead: cannot be attacked by this piece',
        });
        break;
      case 'mount':
      case 'enter': {
        if (r.action === 'mount') mounts++;
        else enters++;
        const engaged = r.engagedStop ? '; the move ends engaged' : '';
        overlay.push({
          ...r.square,
          fill: FILL_OTHER,
          label: r.action === 'mount' ? 'M' : 'S',
          text: `can ${r.action === 'mount' ? 'mount' : 'shelter'} here (${cost})${engaged}`,
        });
        break;
      }
      case 'dismount': {
        // A square the mount can move to (or attack) as well keeps its mark and says both.
        dismounts++;
        const words = `its wizard can dismount here${r.engagedStop ? ', ending engaged' : ''}`;
        const at = overlay.findIndex((o) => o.x === r.square.x && o.y === r.square.y);
        const same = overlay[at];
        if (same)
          overlay[at] = { ...same, label: `${same.label ?? ''}D`, text: `${same.text}; ${words}` };
        else overlay.push({ ...r.square, fill: FILL_DISMOUNT, label: 'D', text: words });
        break;
      }
    }
  }
  const how =
    reach.mode === 'stationary'
      ? 'never moves; it may attack a neighbour'
      : m.flying
        ? `flies, movement ${m.movement} (lands within distance ${reach.pointsHalfUnits})`
        : `walks, movement ${m.movement} (${reach.pointsHalfUnits} points)`;
  const extras = [
    m.manoeuvre !== undefined ? `manoeuvre ${m.manoeuvre}` : '',
    m.undead ? 'undead' : '',
    m.mounted ? 'carrying its wizard, who may dismount one square' : '',
  ].filter(Boolean);
  const stats = m.sheltered
    ? `${p.kind} with Wizard ${m.owner + 1} inside: he steps out one square (its movement 0, no flight), or strikes a neighbour as the ${p.kind}.`
    : `${p.kind}: ${how}${extras.length ? `; ${extras.join(', ')}` : ''}.`;
  return {
    piece: p.kind,
    reach,
    stats,
    moves,
    engagedStops,
    attacks,
    refused,
    mounts,
    enters,
    dismounts,
    breakFree: reach.breakFree,
    sheltered: m.sheltered === true,
    overlay,
  };
}

/** "14 squares to move to (3 of them end engaged), 2 to attack". */
export function moveCounts(v: MoveView): string {
  if (v.error || !v.reach) return v.error ?? '';
  const parts: string[] = [];
  if (v.reach.mode !== 'stationary' && v.reach.mode !== 'engaged')
    parts.push(
      `${v.moves} ${v.moves === 1 ? 'square' : 'squares'} to move to${v.engagedStops ? ` (${v.engagedStops} of them end engaged)` : ''}`,
    );
  parts.push(`${v.attacks} to attack`);
  if (v.refused) parts.push(`${v.refused} undead it cannot attack`);
  if (v.mounts) parts.push(`${v.mounts} to mount`);
  if (v.enters) parts.push(`${v.enters} to shelter in`);
  if (v.dismounts) parts.push(`${v.dismounts} for its wizard to dismount to`);
  return parts.join(', ');
}
