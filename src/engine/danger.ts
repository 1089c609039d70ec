/**
 * The danger map: what could hurt one piece on the enemies' next turn, and the reverse view,
 * what one piece could hurt on its own turn. Every odds comes from the engine's own rules:
 *
 * - close combat: the attacker reaches the target as `movementReach` (movement.ts) has it,
 *   walking, flying with the landing rule (#B15E → #AE7A … #B007, #B01F/#B026: a flyer that
 *   lands next to an enemy may attack it), engagement and the board's blockers; a piece that
 *   starts next to some other enemy must first break free (`breaksFree`, #ADD2), one next to the
 *   target attacks it where it stands; the kill is `attackOdds(…, 'melee')` (#B168–#B2AD);
 * - shooting: from where the shooter stands, range 2n and line of sight exactly as
 *   `rangedAttackMap` (visibility.ts `rangedAttackEntry`); the kill is `attackOdds(…, 'ranged')`;
 * - spells: each enemy wizard's attack spells (Magic Bolt, Lightning, Vengeance, Decree, Dark
 *   Power, Justice, Subversion, Disbelieve) that may be aimed at the target from his square as
 *   `spellTargetMap` has it (range, the spell's own rule, sight); the odds are
 *   `attackSpellOdds` (casting chance at the position's balance and the caster's ability, then
 *   the effect). Vengeance & co. on a wizard destroy his creations and he lives (#9E9F), so they
 *   are listed but do not count against his survival; Subversion takes a creature over.
 *
 * Assumptions (the page states them): every enemy piece acts once, in seat order (spells in the
 * casting phase, then moves in the movement phase), independently of the others, and nothing
 * that happens earlier in the turn (a kill, a retaliation, a changed balance) changes a later
 * attack. A piece makes one attack: the likelier of its close attack and its shot counts; a
 * wizard casts one spell a turn: his likeliest counts (the rest are listed, not counted).
 * Illusions attack as real creatures do; a target marked as an illusion is taken by Disbelieve.
 * Spreading (Gooey Blob, Magic Fire) is not an attack and is not listed. A wizard inside a Magic
 * Wood or castle may cast from there but is not moved out to attack.
 *
 * The chance the target survives is the product of the misses of the counted threats that
 * remove it (kill or take over). Units: squares; odds exact (`Odds`, `BigOdds`).
 */
import {
  BOARD_WIDTH,
  isCreatureKind,
  type BigOdds,
  type Odds,
  type Result,
  type Square,
} from './types';
import { onBoard } from './board';
import { attackOdds } from './combat';
import { ATTACK_SPELLS, attackSpellOdds, type AttackSpellName } from './attackSpells';
import { type Fighter } from './fighters';
import { createSightTester, type SightTester } from './los';
import { movementReach, moverForPiece, type MovementReach } from './movement';
import {
  pieceAt,
  sightPieces,
  validateBoard,
  wizardOnSquare,
  type Board,
  type Piece,
  type SightPiece,
} from './pieces';
import {
  validatePositionWizard,
  wizardMoveOptions,
  POSITION_SEATS,
  type PositionExtras,
  type PositionWizard,
} from './position';
import { SPELLS } from './data/spells';
import { CREATURES } from './data/creatures';
import { isCreatureName } from './lookup';
import { allOf, not, ONE, times } from './odds';
import { isCorpseKind, isWizardKind } from './sprites';
import { rangedAttackEntry, spellTargetEntry, spellTargeting } from './visibility';
import { computerSkipsUpgrade, castUpgrade, wizardFighter, type WizardState } from './wizards';
import { isRecord, isWholeIn } from './guard';
import type { SpellNumber, UpgradeSpellName } from './types';

/** A position as the danger map reads it: the board, the eight wizards' records, the balance. */
export interface DangerPosition {
  readonly board: Board;
  readonly wizards: PositionExtras['wizards'];
  /** The world balance, −128…127. */
  readonly balance: number;
}

export type ThreatHow = 'melee' | 'ranged' | 'spell';
/** What the attack does to the target when it works. */
export type ThreatEffect = 'kill' | 'subvert' | 'creations';

export interface Threat {
  /** Where the attacker (or casting wizard) stands. */
  readonly from: Square;
  /** Where the attacked piece stands. */
  readonly to: Square;
  /** The attacking piece ('Orc', 'Wizard 2', …); for a spell the casting wizard's square piece. */
  readonly attacker: string;
  /** The attacking side, 0–7. */
  readonly owner: number;
  /** The attacked piece. */
  readonly target: string;
  readonly how: ThreatHow;
  /** The spell, for `how` = 'spell'. */
  readonly spell?: AttackSpellName;
  /** Kill (or destroy), take over (Subversion), or destroy a wizard's creations (he lives). */
  readonly effect: ThreatEffect;
  /**
   * P(the attacker gets to strike): 1; the chance to break free for a piece held by another
   * enemy; for a spell, the chance it is cast.
   */
  readonly reach: Odds;
  /** P(the effect), given the attacker strikes (the combat or spell roll). */
  readonly hit: Odds;
  /** reach × hit: the chance this attack does its effect. */
  readonly odds: Odds;
  /** The effect removes the target from its owner (kill or take over). */
  readonly lethal: boolean;
  /** Counted in the survival chance (the attacker's likeliest lethal attack). */
  readonly counted: boolean;
}

export interface DangerMap {
  readonly target: Square;
  readonly piece: Piece;
  /** The side whose piece it is (for a ridden mount or a shelter, the wizard inside). */
  readonly side: number;
  /** Every threat, likeliest first (then seat order, then board order). */
  readonly threats: readonly Threat[];
  /** P(the piece is neither killed nor taken over by the counted threats). */
  readonly survives: BigOdds;
  /** Things left out (a caster whose ability the casting rule does not accept, …). */
  readonly notes: readonly string[];
}

export interface AttackOptions {
  readonly from: Square;
  readonly piece: Piece;
  /** Every attack the piece (or its wizard's spells) can make, likeliest first. */
  readonly attacks: readonly Threat[];
  readonly notes: readonly string[];
}

export type DangerError = 'bad-position' | 'bad-square' | 'no-piece';

function fail(
  error: DangerError,
  message: string,
): { ok: false; error: DangerError; message: string } {
  return { ok: false, error, message };
}

const UPGRADE_SPRITES: Readonly<Record<string, UpgradeSpellName>> = {
  'Wizard (Magic Sword)': 'Magic Sword',
  'Wizard (Magic Knife)': 'Magic Knife',
  'Wizard (Magic Armour)': 'Magic Armour',
  'Wizard (Magic Shield)': 'Magic Shield',
  'Wizard (Magic Wings)': 'Magic Wings',
  'Wizard (Magic Bow)': 'Magic Bow',
};

/**
 * A wizard's state: his record, plus the upgrade his sprite shows when the record lacks it (the
 * board is drawn by sprite; the game shows the last upgrade cast). `computerSkipsUpgrade` tells
 * whether he already has it or better.
 */
export function wizardStateOnBoard(kind: string, w: PositionWizard): WizardState {
  const state: WizardState = { stats: w.stats, flags: w.flags };
  const shown = Object.prototype.hasOwnProperty.call(UPGRADE_SPRITES, kind)
    ? UPGRADE_SPRITES[kind]
    : undefined;
  return shown && !computerSkipsUpgrade(state, shown) ? castUpgrade(state, shown) : state;
}

interface Ctx {
  readonly pos: DangerPosition;
  readonly pieces: readonly SightPiece[];
  readonly tester: SightTester;
}

/** The fighter standing on a square (a wizard from his record), or null for a corpse. */
function fighterOn(ctx: Ctx, p: Piece): Fighter | null {
  if (isCorpseKind(p.kind)) return null;
  if (isWizardKind(p.kind)) {
    const w = ctx.pos.wizards[p.owner] as PositionWizard;
    return wizardFighter(wizardStateOnBoard(p.kind, w));
  }
  if (isCreatureKind(p.kind))
    return {
      kind: p.kind,
      ...(p.illusion ? { illusion: true } : {}),
      ...(p.raised ? { raised: true } : {}),
    } as Fighter;
  return { kind: p.kind } as Fighter;
}

/** The side a square's piece fights for: its owner, or the wizard riding or sheltering in it. */
function sideOf(p: Piece): number {
  return wizardOnSquare(p) ?? p.owner;
}

const same = (a: Square, b: Square) => a.x === b.x && a.y === b.y;
const idx = (s: Square) => s.y * BOARD_WIDTH + s.x;

/** The shot of the piece on `from`: ranged combat and range in squares, or null. */
function shot(ctx: Ctx, p: Piece): { range: number } | null {
  if (isWizardKind(p.kind)) {
    const st = wizardStateOnBoard(p.kind, ctx.pos.wizards[p.owner] as PositionWizard).stats;
    return st.rangedCombat > 0 && st.range > 0 ? { range: st.range } : null;
  }
  if (isCreatureName(p.kind)) {
    const c = CREATURES[p.kind];
    return c.rangedCombat > 0 && c.range > 0 ? { range: c.range } : null;
  }
  return null;
}

function makeThreat(base: Omit<Threat, 'odds' | 'lethal' | 'counted'>): Threat {
  return {
    ...base,
    odds: times(base.reach, base.hit),
    lethal: base.effect !== 'creations',
    counted: false,
  };
}

/** The close and ranged attacks of the piece on `from` against the squares in `targets`. */
function pieceAttacks(ctx: Ctx, from: Square, targets: readonly Square[]): Threat[] {
  const { board } = ctx.pos;
  const p = pieceAt(board, from);
  if (!p || isCorpseKind(p.kind)) return [];
  const side = p.owner;
  const attacker = fighterOn(ctx, p);
  if (!attacker) return [];
  const out: Threat[] = [];
  const mover = moverForPiece(
    p,
    isWizardKind(p.kind)
      ? wizardMoveOptions({ wizards: ctx.pos.wizards, turn: 0, actor: 0 }, p.owner)
      : {},
  );
  let reach: MovementReach | null = null;
  if (mover.ok) {
    reach = movementReach(board, from, mover.value);
  }
  const attackSquares = new Set(
    (reach?.squares ?? []).filter((r) => r.action === 'attack').map((r) => idx(r.square)),
  );
  const held = reach !== null && reach.startsNextToEnemy && reach.breakFree !== null;
  const aim = shot(ctx, p);
  for (const to of targets) {
    const t = pieceAt(board, to);
    if (!t || isCorpseKind(t.kind) || sideOf(t) === side || same(to, from)) continue;
    const defender = fighterOn(ctx, t);
    if (!defender) continue;
    if (attackSquares.has(idx(to))) {
      const adjacent = Math.max(Math.abs(to.x - from.x), Math.abs(to.y - from.y)) === 1;
      const a = attackOdds(attacker, defender, 'melee');
      if (a.ok)
        out.push(
          makeThreat({
            from,
            to,
            attacker: p.kind,
            owner: side,
            target: t.kind,
            how: 'melee',
            effect: 'kill',
            reach: held && !adjacent && reach?.breakFree ? reach.breakFree : ONE,
            hit: a.value.odds,
          }),
        );
    }
    if (aim) {
      const e = rangedAttackEntry(board, from, aim.range, to, ctx.tester, ctx.pieces);
      if (e.legal && e.harmable) {
        const a = attackOdds(attacker, defender, 'ranged');
        if (a.ok)
          out.push(
            makeThreat({
              from,
              to,
              attacker: p.kind,
              owner: side,
              target: t.kind,
              how: 'ranged',
              effect: 'kill',
              reach: ONE,
              hit: a.value.odds,
            }),
          );
      }
    }
  }
  return out;
}

/** The attack spells in the book of the wizard on `from`, aimed at the squares in `targets`. */
function spellAttacks(
  ctx: Ctx,
  from: Square,
  seat: number,
  targets: readonly Square[],
  notes: string[],
): Threat[] {
  const { board } = ctx.pos;
  const w = ctx.pos.wizards[seat] as PositionWizard;
  const casterPiece = pieceAt(board, from) as Piece;
  const out: Threat[] = [];
  const numbers = [...new Set(w.book)].filter((n) => {
    const name = SPELLS[n as SpellNumber]?.name;
    return ATTACK_SPELLS.includes(name as AttackSpellName) && name !== 'Raise Dead';
  });
  const seen = new Set<string>();
  for (const n of numbers) {
    const entry = SPELLS[n as SpellNumber];
    const name = entry.name as AttackSpellName;
    if (seen.has(name)) continue; // Magic Bolt 41 and 42 are one spell here.
    seen.add(name);
    const targeting = spellTargeting(entry);
    for (const to of targets) {
      const t = pieceAt(board, to);
      if (!t || isCorpseKind(t.kind) || sideOf(t) === seat) continue;
      const e = spellTargetEntry(board, from, targeting, to, seat, ctx.tester, ctx.pieces);
      if (!e.legal) continue;
      const defender = fighterOn(ctx, t);
      if (!defender) continue;
      const r = attackSpellOdds(name, [defender], {
        balance: ctx.pos.balance,
        ability: w.stats.ability,
      });
      if (!r.ok) {
        if (r.error === 'bad-ability') {
          const note = `Wizard ${seat + 1}'s ability ${w.stats.ability} is beyond what the casting rule takes (0–2): his spells are left out.`;
          if (!notes.includes(note)) notes.push(note);
          return out;
        }
        continue; // not a target of this spell (Subversion on a wizard, a bolt on a wall …)
      }
      const hit = r.value.effects[0] as Odds;
      if (hit.num === 0) continue; // Disbelieve on a real creature, Subversion on an illusion
      const effect: ThreatEffect =
        name === 'Subversion'
          ? 'subvert'
          : isWizardKind(t.kind) &&
              (name === 'Vengeance' ||
                name === 'Decree' ||
                name === 'Dark Power' ||
                name === 'Justice')
            ? 'creations'
            : 'kill';
      out.push(
        makeThreat({
          from,
          to,
          attacker: casterPiece.kind,
          owner: seat,
          target: t.kind,
          how: 'spell',
          spell: name,
          effect,
          reach: r.value.cast.odds,
          hit,
        }),
      );
    }
  }
  return out;
}

/** Likeliest first; ties in seat order, then board order of the attacker, close before shot before spell. */
const HOW_ORDER: Readonly<Record<ThreatHow, number>> = { melee: 0, ranged: 1, spell: 2 };
function byOdds(a: Threat, b: Threat): number {
  return (
    b.odds.p - a.odds.p ||
    a.owner - b.owner ||
    idx(a.from) - idx(b.from) ||
    HOW_ORDER[a.how] - HOW_ORDER[b.how] ||
    idx(a.to) - idx(b.to) ||
    (a.spell ?? '').localeCompare(b.spell ?? '')
  );
}

/**
 * Marks the counted threats: per attacking piece its likeliest lethal close attack or shot, per
 * casting wizard his likeliest lethal spell.
 */
function markCounted(threats: readonly Threat[]): Threat[] {
  const best = new Map<string, number>();
  threats.forEach((t, i) => {
    if (!t.lethal || t.odds.num === 0) return;
    const key = t.how === 'spell' ? `spell:${t.owner}` : `piece:${idx(t.from)}`;
    const old = best.get(key);
    if (old === undefined || t.odds.p > (threats[old] as Threat).odds.p) best.set(key, i);
  });
  const counted = new Set(best.values());
  return threats.map((t, i) => (counted.has(i) ? { ...t, counted: true } : t));
}

function checkPosition(pos: DangerPosition): Result<DangerPosition, DangerError> {
  if (!isRecord(pos)) return fail('bad-position', 'a position is an object with a board');
  const b = validateBoard(pos.board);
  if (!b.ok) return fail('bad-position', b.message);
  if (!Array.isArray(pos.wizards) || pos.wizards.length !== POSITION_SEATS)
    return fail('bad-position', `a position has ${POSITION_SEATS} wizard records`);
  for (let seat = 0; seat < POSITION_SEATS; seat++) {
    const r = validatePositionWizard(pos.wizards[seat] as PositionWizard, seat);
    if (!r.ok) return fail('bad-position', r.message);
  }
  if (!isWholeIn(pos.balance, -128, 127))
    return fail('bad-position', 'the balance must be a whole number from −128 to 127');
  return { ok: true, value: pos };
}

function checkSquare(sq: unknown): sq is Square {
  return (
    isRecord(sq) &&
    isWholeIn(sq.x, 0, 14) &&
    isWholeIn(sq.y, 0, 9) &&
    onBoard(sq as unknown as Square)
  );
}

function context(pos: DangerPosition): Ctx {
  const pieces = sightPieces(pos.board);
  return { pos, pieces, tester: createSightTester(pieces) };
}

/** The piece on a square that can be hurt, or the reason there is none. */
function pieceOn(pos: DangerPosition, sq: unknown): Result<Piece, DangerError> {
  if (!checkSquare(sq)) return fail('bad-square', 'need a square with whole x 0–14 and y 0–9');
  const p = pieceAt(pos.board, sq);
  if (!p) return fail('no-piece', `(${sq.x},${sq.y}) is empty`);
  if (isCorpseKind(p.kind)) return fail('no-piece', `(${sq.x},${sq.y}) holds only a corpse`);
  return { ok: true, value: p };
}

/**
 * Every enemy piece or wizard that could attack the piece on `target` on its side's next turn,
 * with the odds of each attack and the chance the piece survives the counted ones.
 */
export function dangerMap(pos: DangerPosition, target: Square): Result<DangerMap, DangerError> {
  const v = checkPosition(pos);
  if (!v.ok) return v;
  const on = pieceOn(pos, target);
  if (!on.ok) return on;
  const piece = on.value;
  const side = sideOf(piece);
  const ctx = context(pos);
  const notes: string[] = [];
  const to = { x: target.x, y: target.y };
  let threats: Threat[] = [];
  for (let i = 0; i < pos.board.length; i++) {
    const p = pos.board[i];
    if (!p || isCorpseKind(p.kind)) continue;
    const from = { x: i % BOARD_WIDTH, y: Math.floor(i / BOARD_WIDTH) };
    if (same(from, to)) continue;
    if (p.owner !== side) threats.push(...pieceAttacks(ctx, from, [to]));
    const caster = wizardOnSquare(p);
    if (caster !== undefined && caster !== side)
      threats.push(...spellAttacks(ctx, from, caster, [to], notes));
  }
  threats = markCounted(threats.sort(byOdds));
  const survives = allOf(threats.filter((t) => t.counted).map((t) => not(t.odds)));
  return { ok: true, value: { target: to, piece, side, threats, survives, notes } };
}

/**
 * The reverse view: every attack the piece on `from` can make on its own turn (close combat
 * after its move, a shot from where it stands, and, when a wizard stands, rides or shelters
 * there, his attack spells), likeliest first.
 */
export function attackOptions(
  pos: DangerPosition,
  from: Square,
): Result<AttackOptions, DangerError> {
  const v = checkPosition(pos);
  if (!v.ok) return v;
  const on = pieceOn(pos, from);
  if (!on.ok) return on;
  const piece = on.value;
  const ctx = context(pos);
  const notes: string[] = [];
  const at = { x: from.x, y: from.y };
  const targets: Square[] = [];
  for (let i = 0; i < pos.board.length; i++)
    if (pos.board[i]) targets.push({ x: i % BOARD_WIDTH, y: Math.floor(i / BOARD_WIDTH) });
  const attacks = [...pieceAttacks(ctx, at, targets)];
  const caster = wizardOnSquare(piece);
  if (caster !== undefined) attacks.push(...spellAttacks(ctx, at, caster, targets, notes));
  return { ok: true, value: { from: at, piece, attacks: attacks.sort(byOdds), notes } };
}
