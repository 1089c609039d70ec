/**
 * What each board mode shows, as plain data computed from the engine: the overlay for
 * BoardView and the numbers and words for the panel. No rule is decided here; every answer
 * comes from lineOfSight, sightVerdict, spellTargetMap, rangedAttackMap, movementReach and
 * moverForPiece. views.test.ts checks the wiring.
 */
import { CREATURES } from '../../engine/data/creatures';
import { SPELLS } from '../../engine/data/spells';
import { UPGRADE_EFFECTS } from '../../engine/data/wizards';
import { CREATURE_LIST, SPELL_LIST, isCreatureName, isSpellNumber } from '../../engine/lookup';
import {
  describeSightVerdict,
  lineOfSight,
  sightVerdict,
  type LineOfSightResult,
} from '../../engine/los';
import { moverForPiece, movementReach, type MovementReach } from '../../engine/movement';
import { pieceAt, sightPieces, type Board } from '../../engine/pieces';
import { type Odds, type Square } from '../../engine/types';
import {
  rangedAttackMap,
  spellTargetMap,
  spellTargeting,
  type TargetEntry,
  type TargetReason,
} from '../../engine/visibility';
import type { BoardLine, BoardMark, BoardOverlaySquare } from '../../ui/BoardView';
import type { MovePick, RangePick, TracePick } from '../../stores/boardLab';

export const sq = (s: Square): string => `(${s.x},${s.y})`;
const same = (a: Square, b: Square) => a.x === b.x && a.y === b.y;

// ---------------------------------------------------------------------------------------------
// Line of sight

/** "blocked by the Goblin at (1,3)" or "clear". */
export function losWords(r: LineOfSightResult): string {
  const b = r.firstBlock;
  if (!b) return 'clear';
  return `blocked by the ${b.piece} at ${sq(b.square)}`;
}

/** Where the first blocking pixel is: "tested pixel 3 of 32 is lit: column 0, row 15 …". */
export function blockDetail(r: LineOfSightResult): string {
  const b = r.firstBlock;
  if (!b) return '';
  return `tested pixel ${b.step + 1} of ${r.pathPixels.length} is lit: column ${b.pixel.px & 15}, row ${b.pixel.py & 15} of its sprite in frame ${b.frame}`;
}

export interface TraceView {
  readonly forward: LineOfSightResult;
  readonly backward: LineOfSightResult;
  readonly forwardVerdict: string;
  readonly backwardVerdict: string;
  readonly overlay: BoardOverlaySquare[];
  readonly lines: BoardLine[];
  readonly marks: BoardMark[];
}

export function traceView(board: Board, pick: TracePick): TraceView {
  const pieces = sightPieces(board);
  const forward = lineOfSight(pieces, pick.from, pick.to);
  const backward = lineOfSight(pieces, pick.to, pick.from);
  const overlay: BoardOverlaySquare[] = [];
  if (same(pick.from, pick.to))
    overlay.push({ ...pick.from, label: 'AB', text: 'caster and target' });
  else {
    overlay.push({ ...pick.from, label: 'A', text: 'caster (A)' });
    overlay.push({ ...pick.to, label: 'B', text: 'target (B)' });
  }
  const first = forward.firstBlock;
  if (first && !overlay.some((o) => same(o, first.square)))
    overlay.push({ ...first.square, label: '✕', text: 'first piece blocking A to B' });
  return {
    forward,
    backward,
    forwardVerdict: describeSightVerdict(sightVerdict(pieces, pick.from, pick.to)),
    backwardVerdict: describeSightVerdict(sightVerdict(pieces, pick.to, pick.from)),
    overlay,
    lines: [
      {
        pixels: forward.pathPixels,
        color: '#ff9a00',
        blocked: forward.blocks.map((b) => b.step),
        blockedColor: '#ff0a3c',
      },
    ],
    marks: first ? [{ ...first.pixel, color: '#ffffff' }] : [],
  };
}

// ---------------------------------------------------------------------------------------------
// Range and targets

export interface RangeAction {
  readonly value: string;
  readonly label: string;
  readonly group: 'spell' | 'attack';
}

/** Every spell (one entry per name, from the engine's spell list) and every ranged attacker. */
export function rangeActions(): RangeAction[] {
  const seen = new Set<string>();
  const spells: RangeAction[] = [];
  for (const s of SPELL_LIST) {
    if (seen.has(s.name)) continue;
    seen.add(s.name);
    spells.push({ value: `spell:${s.number}`, label: s.name, group: 'spell' });
  }
  const attacks: RangeAction[] = CREATURE_LIST.filter((c) => c.range > 0).map((c) => ({
    value: `attack:${c.name}`,
    label: `${c.name} (range ${c.range})`,
    group: 'attack',
  }));
  attacks.push({
    value: 'attack:Magic Bow',
    label: `Wizard with Magic Bow (range ${UPGRADE_EFFECTS['Magic Bow'].setsRange ?? 0})`,
    group: 'attack',
  });
  return [...spells, ...attacks];
}

const REASON_WORDS: Record<TargetReason, string> = {
  ok: 'a legal target',
  caster: 'the caster',
  'out-of-range': 'out of range',
  'not-empty': 'not a legal target: the square is not empty',
  'next-to-caster': 'not a legal target: next to the caster',
  'next-to-tree': 'not a legal target: next to a tree',
  'not-a-target': 'not a legal target: nothing there it can affect',
  'no-line-of-sight': 'no line of sight',
  'no-target-needed': 'no target needed',
};

export interface RangeView {
  readonly title: string;
  /** What the action reaches, in words (range in squares and the distance limit). */
  readonly reach: string;
  readonly needsTarget: boolean;
  readonly usesSight: boolean;
  readonly inRange: number;
  readonly inSight: number;
  readonly legal: number;
  /** Ranged attacks: legal squares holding something a shot can harm. */
  readonly harmable?: number;
  readonly overlay: BoardOverlaySquare[];
  readonly error?: string;
}

const FILL_LEGAL = 'rgb(40 200 80 / 0.6)';
const FILL_SIGHT = 'rgb(60 120 255 / 0.5)';
const FILL_BLOCKED = 'rgb(255 70 70 / 0.35)';

function rangeOverlay(entries: readonly TargetEntry[], from: Square, usesSight: boolean) {
  const overlay: BoardOverlaySquare[] = [];
  for (const e of entries) {
    if (same(e.square, from)) {
      overlay.push({ ...from, label: 'A', text: 'caster (A)' });
      continue;
    }
    if (!e.inRange) continue;
    const words = `distance ${e.distance}, in range, ${REASON_WORDS[e.reason]}`;
    if (e.legal) overlay.push({ ...e.square, fill: FILL_LEGAL, label: '✓', text: words });
    else if (usesSight && e.blocked)
      overlay.push({ ...e.square, fill: FILL_BLOCKED, label: '×', text: words });
    else overlay.push({ ...e.square, fill: FILL_SIGHT, text: words });
  }
  return overlay;
}

export function rangeView(board: Board, pick: RangePick): RangeView {
  const [group, name = ''] = pick.action.split(/:(.*)/s);
  if (group === 'spell') {
    const n = Number(name);
    if (!isSpellNumber(n)) return emptyRange(`There is no spell number ${name}.`, pick.from);
    const s = SPELLS[n];
    const m = spellTargetMap(board, pick.from, spellTargeting(s));
    const others = m.squares.filter((e) => !same(e.square, pick.from));
    const inRange = others.filter((e) => e.inRange);
    const reach = !m.needsTarget
      ? `${s.name} needs no target square.`
      : !m.usesRange
        ? `${s.name} can be aimed at any square on the board${m.usesSight ? '' : ', with or without line of sight'}.`
        : m.reach !== s.rangeByte
          ? `${s.name} reaches every square within distance ${m.reach}, although its spell-table byte is ${s.rangeByte} (range ${s.rangeShown ?? '—'} as the game shows it)${m.usesSight ? ', and needs line of sight' : ''}.`
          : `${s.name} reaches every square within distance ${s.rangeByte}${s.rangeShown !== null ? ` (range ${s.rangeShown} as the game shows it)` : ' (the eight neighbours)'}${m.usesSight ? ', and needs line of sight' : ''}.`;
    return {
      title: s.name,
      reach,
      needsTarget: m.needsTarget,
      usesSight: m.usesSight,
      inRange: m.needsTarget ? inRange.length : 0,
      inSight: m.usesSight ? inRange.filter((e) => !e.blocked).length : 0,
      legal: m.squares.filter((e) => e.legal).length,
      overlay: m.needsTarget
        ? rangeOverlay(m.squares, pick.from, m.usesSight)
        : [{ ...pick.from, label: 'A', text: 'caster (A)' }],
    };
  }
  if (group === 'attack') {
    const range =
      name === 'Magic Bow'
        ? (UPGRADE_EFFECTS['Magic Bow'].setsRange ?? 0)
        : isCreatureName(name)
          ? CREATURES[name].range
          : undefined;
    if (range === undefined) return emptyRange(`There is no ranged attacker "${name}".`, pick.from);
    const entries = rangedAttackMap(board, pick.from, range);
    const others = entries.filter((e) => !same(e.square, pick.from));
    const inRange = others.filter((e) => e.inRange);
    return {
      title: name === 'Magic Bow' ? 'Wizard with Magic Bow' : name,
      reach: `A ranged attack of range ${range} reaches every square within distance ${2 * range} (2 × ${range}) and needs line of sight.`,
      needsTarget: true,
      usesSight: true,
      inRange: inRange.length,
      inSight: inRange.filter((e) => !e.blocked).length,
      legal: entries.filter((e) => e.legal).length,
      harmable: entries.filter((e) => e.legal && e.harmable).length,
      overlay: rangeOverlay(entries, pick.from, true),
    };
  }
  return emptyRange(`Unknown choice "${pick.action}".`, pick.from);
}

function emptyRange(error: string, from: Square): RangeView {
  return {
    title: '',
    reach: '',
    needsTarget: false,
    usesSight: false,
    inRange: 0,
    inSight: 0,
    legal: 0,
    overlay: [{ ...from, label: 'A', text: 'caster (A)' }],
    error,
  };
}

/** "23 squares in range, 17 in sight, 12 legal targets". */
export function rangeCounts(v: RangeView): string {
  if (!v.needsTarget)
    return 'No squares to pick: the spell works on the caster or the whole board.';
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const parts = [plural(v.inRange, 'square in range', 'squares in range')];
  parts.push(v.usesSight ? `${v.inSight} in sight` : 'no line of sight needed');
  parts.push(plural(v.legal, 'legal target', 'legal targets'));
  let s = parts.join(', ');
  if (v.harmable !== undefined)
    s += ` (${plural(v.harmable, 'holds', 'hold')} something a shot can harm)`;
  return s;
}

// ---------------------------------------------------------------------------------------------
// Movement

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
  readonly breakFree: Odds | null;
  readonly overlay: BoardOverlaySquare[];
}

const FILL_MOVE = 'rgb(60 120 255 / 0.5)';
const FILL_ENGAGED = 'rgb(255 180 0 / 0.5)';
const FILL_ATTACK = 'rgb(255 50 50 / 0.55)';
const FILL_OTHER = 'rgb(40 200 80 / 0.55)';
const FILL_REFUSED = 'rgb(150 150 150 / 0.5)';

export function moveView(board: Board, pick: MovePick): MoveView {
  const none = {
    moves: 0,
    engagedStops: 0,
    attacks: 0,
    refused: 0,
    mounts: 0,
    enters: 0,
    breakFree: null,
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
  });
  if (!mover.ok)
    return {
      piece: p.kind,
      error: `${mover.message.charAt(0).toUpperCase()}${mover.message.slice(1)}: pick a wizard, a creature or a Shadow Wood.`,
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
    enters = 0;
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
        overlay.push({ ...r.square, fill: FILL_ATTACK, label: 'A', text: 'can attack here' });
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
        mounts++;
        overlay.push({ ...r.square, fill: FILL_OTHER, label: 'M', text: 'can mount here' });
        break;
      case 'enter':
        enters++;
        overlay.push({ ...r.square, fill: FILL_OTHER, label: 'S', text: 'can shelter here' });
        break;
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
    m.mounted ? 'carrying its wizard' : '',
  ].filter(Boolean);
  return {
    piece: p.kind,
    reach,
    stats: `${p.kind}: ${how}${extras.length ? `; ${extras.join(', ')}` : ''}.`,
    moves,
    engagedStops,
    attacks,
    refused,
    mounts,
    enters,
    breakFree: reach.breakFree,
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
  return parts.join(', ');
}
