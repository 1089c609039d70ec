/**
 * What the range mode of the board lab shows, as plain data from the engine: the squares a spell
 * or a ranged attack reaches, sees and may target (spellTargetMap, rangedAttackMap). No rule is
 * decided here; rangeView.test.ts checks the wiring.
 */
import { REASON_WORDS } from '../../lib/target-reasons';
import { CREATURES } from '../../engine/data/creatures';
import { SPELLS } from '../../engine/data/spells';
import { UPGRADE_EFFECTS } from '../../engine/data/wizards';
import { SPELL_LIST } from '../../engine/lookup';
import { CREATURE_LIST, isCreatureName, isSpellNumber } from '../../engine/pieceLookup';
import { type Board } from '../../engine/pieces';
import { type Square } from '../../engine/types';
import {
  rangedAttackMap,
  spellTargetMap,
  spellTargeting,
  type TargetEntry,
} from '../../engine/visibility';
import type { BoardOverlaySquare } from '../../ui/BoardView';
import type { RangePick } from '../../stores/boardLab';
import { same } from './square';

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
