/**
 * The danger map: what could hurt one piece on the enemies' next turn, and the reverse view,
 * what one piece could hurt on its own turn. Every odds comes from the engine's own rules:
 *
 * - close combat: the attacker reaches the target as `movementReach` (movement.ts) has it,
 *   walking, flying with the landing rule (#B15E → #AE7A … #B007, #B01F/#B026: a flyer that
 *   lands next to an enemy may attack it), engagement and the board's blockers, a wizard going
 *   into his mount, a wood or his castle and on, stepping out of a shelter, or dismounting; a
 *   piece that starts next to some other enemy must first break free (`breaksFree`, #ADD2), one
 *   next to the target attacks it where it stands; the kill is `attackOdds(…, 'melee')`
 *   (#B168–#B2AD) for the reach's striker: the piece itself, the wizard who left his mount, or
 *   the mount, wood or castle a wizard strikes from inside (#B183: its combat, no weapon), the
 *   likeliest of them;
 * - shooting: when a piece's move ends (after a close attack too) the top piece where it then
 *   stands shoots if its record has a range (#B06F, game/human.ts `finishMove`; the computer's
 *   #CCCB; a wizard with a range and no ranged combat too): range 2n and line of sight exactly
 *   as `rangedAttackMap` (visibility.ts `rangedAttackEntry`, on the board with the piece moved);
 *   the kill is `attackOdds(…, 'ranged', { range })`;
 * - spells: each enemy wizard's attack spells (Magic Bolt, Lightning, Vengeance, Decree, Dark
 *   Power, Justice, Subversion, Disbelieve) that may be aimed at the target from his square as
 *   `spellTargetMap` has it (visibility.ts `spellTargetEntry`: range, the spell's own rule,
 *   sight); the odds are `attackSpellOdds` (casting chance at the position's balance and the
 *   caster's ability, then the effect). Vengeance & co. on a wizard destroy his creations and he
 *   lives (#9E9F), so they are listed but do not count against his survival; Subversion takes a
 *   creature over (counted as lost).
 *
 * Per attacker and target the likeliest plan counts: for a piece the best of (a) shoot from
 * where it stands, (b) move next to the target, attack, and shoot from there when the attack
 * fails (a held piece that does not break free still shoots from its own square), (c) move to a
 * square that sees the target and shoot; for a wizard's spells his likeliest lethal spell (one
 * spell a turn). Every row is listed; the plan's rows are marked `counted`.
 *
 * Assumptions (the page states them): every enemy piece and wizard acts once, in seat order
 * (spells in the casting phase, then moves in the movement phase), independently of the others,
 * and nothing earlier in the turn (a kill, a retaliation, a changed balance, a piece moved out of
 * the way) changes a later attack. Illusions attack as real creatures do; a target marked as an
 * illusion is taken by Disbelieve. Spreading (Gooey Blob, Magic Fire) is not an attack and is not
 * listed. A wizard inside a Magic Wood or castle may cast from there, step out one square or
 * strike a neighbour as the wood or castle (movement.ts `sheltered`).
 *
 * The chance the target survives is the product over the attackers of their plans' misses.
 * Units: squares; odds exact (`Odds`, `BigOdds`).
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
import {
  movementReach,
  moverForPiece,
  type MovementReach,
  type ReachSquare,
  type Striker,
} from './movement';
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
import { PIECES } from './data/pieces';
import { isCreatureName } from './pieceLookup';
import { allOf, not, ONE, plus, times, ZERO } from './odds';
import { distance, rangedAttackLimit } from './distance';
import { isCorpseKind, isWizardKind, kindClassOf } from './sprites';
import { rangedAttackEntry, spellTargetEntry, spellTargeting } from './visibility';
import { wizardFighter } from './wizards';
import { isRecord, isWholeIn } from './guard';
import type { SpellNumber } from './types';

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
  /** Part of the attacker's likeliest plan, the one the survival chance counts. */
  readonly counted: boolean;
  /** A shot: the square it is fired from (its own, or one it moves to first). */
  readonly shotFrom?: Square;
  /** A shot fired after a close attack on the target missed, from the square next to it. */
  readonly afterMelee?: boolean;
  /**
   * The piece that strikes or shoots when it is not `attacker` itself: the wizard who stepped
   * out of `attacker` (a ridden mount, a wood or castle), or the mount, wood or castle he
   * strikes from inside ('Horse', 'Magic Wood', …; a wizard is 'Wizard n' of his seat).
   */
  readonly by?: string;
}

/**
 * One attacker's best against one target: for a piece, its likeliest plan (close attack, shot,
 * or both); for a wizard's spells, his likeliest lethal spell (he casts one a turn).
 */
export interface AttackerPlan {
  readonly from: Square;
  readonly to: Square;
  readonly owner: number;
  readonly attacker: string;
  /** The attacked piece. */
  readonly target: string;
  readonly how: 'piece' | 'spell';
  /** P(the plan removes the target). */
  readonly odds: Odds;
  /** The rows behind it (all listed; `counted` marks the plan's own). */
  readonly rows: readonly Threat[];
}

/**
 * The plans that meet on one square: in the threats view every plan from one attacker's square
 * (a mount's own attack and the spells of the wizard riding it, a wizard's feet and his book), in
 * the reverse view every plan against one target. They happen in the same turn (spells in the
 * casting phase, then the move), independently, so the piece is removed when any of them works.
 */
export interface SquarePlans {
  /** The attacker's square (threats view) or the target's (reverse view). */
  readonly square: Square;
  /** P(at least one of the plans removes the piece): 1 − Π(1 − plan odds). */
  readonly odds: Odds;
  /** Likeliest first. */
  readonly plans: readonly AttackerPlan[];
}

export interface DangerMap {
  readonly target: Square;
  readonly piece: Piece;
  /** The side whose piece it is (for a ridden mount or a shelter, the wizard inside). */
  readonly side: number;
  /** Every threat, likeliest first (then seat order, then board order). */
  readonly threats: readonly Threat[];
  /** Per attacker (a piece, or a wizard's spells) its likeliest plan, likeliest first. */
  readonly attackers: readonly AttackerPlan[];
  /** The same plans by attacker square, likeliest square first (what the map shades). */
  readonly bySquare: readonly SquarePlans[];
  /** P(the piece is neither killed nor taken over by any attacker's plan). */
  readonly survives: BigOdds;
}

export interface AttackOptions {
  readonly from: Square;
  readonly piece: Piece;
  /** Every attack the piece (or its wizard's spells) can make, likeliest first. */
  readonly attacks: readonly Threat[];
  /** Per target: the piece's likeliest plan, then each of its wizard's spell plans; likeliest first. */
  readonly plans: readonly AttackerPlan[];
  /** The same plans by target square, likeliest target first (what the map shades). */
  readonly byTarget: readonly SquarePlans[];
}

export type DangerError = 'bad-position' | 'bad-square' | 'no-piece';

function fail(
  error: DangerError,
  message: string,
): { ok: false; error: DangerError; message: string } {
  return { ok: false, error, message };
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
    return wizardFighter(w);
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

/**
 * The shot of the piece `p` at the end of a move: its record's range in squares, or null. A
 * wizard's is his own record's range: the game shoots whenever it is above 0 (#B06F), with
 * ranged combat 0 too; a creature's record has both or neither. Anything else never shoots.
 */
function shot(ctx: Ctx, p: Piece): { range: number } | null {
  if (isWizardKind(p.kind)) return wizardShot(ctx, p.owner);
  if (isCreatureName(p.kind)) {
    const c = CREATURES[p.kind];
    return c.rangedCombat > 0 && c.range > 0 ? { range: c.range } : null;
  }
  return null;
}

/** The shot of the wizard of `seat` (his Bow, or any range his record holds). */
function wizardShot(ctx: Ctx, seat: number): { range: number } | null {
  const range = (ctx.pos.wizards[seat] as PositionWizard).stats.range;
  return range > 0 ? { range } : null;
}

/**
 * The piece a wizard strikes from inside (#B183): a mount fights as itself; a Magic Wood or
 * castle with its record's combat and no weapon bonus, never at the undead, which is a wizard
 * fighter of those stats with no upgrades.
 */
function insideFighter(ctx: Ctx, p: Piece): Fighter {
  if (isCreatureKind(p.kind)) return fighterOn(ctx, p) as Fighter;
  const rec = PIECES[p.kind as 'Magic Wood' | 'Magic Castle' | 'Dark Citadel'];
  return { kind: 'Wizard', combat: rec.combat, defence: rec.defence };
}

/** One way the piece on `from` strikes: the fighter, what it is called, and its shot after. */
interface Blow {
  readonly fighter: Fighter;
  /** The striking piece when it is not the piece on `from`. */
  readonly by?: string;
  readonly aim: { range: number } | null;
}

type PiecePlan = Omit<AttackerPlan, 'how'>;

function makeThreat(base: Omit<Threat, 'odds' | 'lethal' | 'counted'>): Threat {
  return {
    ...base,
    odds: times(base.reach, base.hit),
    lethal: base.effect !== 'creations',
    counted: false,
  };
}

/**
 * Can a shot of `range` fired from `at` hit `to` (range 2n and sight)? `moved`: the piece on
 * `from` has left it (a piece or wizard that walked or flew off; a wizard who stepped out of a
 * wood, castle or mount leaves it standing). Only `from` matters to sight: the shooter's and the
 * target's squares never block a line (los.ts).
 */
function shotLegal(
  ctx: Ctx,
  cleared: () => Ctx,
  from: Square,
  at: Square,
  to: Square,
  range: number,
  moved: boolean,
): boolean {
  if (same(at, to)) return false;
  if (!same(at, from) && distance(at, to) > rangedAttackLimit(range)) return false;
  const c = moved && !same(at, from) ? cleared() : ctx;
  return rangedAttackEntry(c.pos.board, at, range, to, c.tester, c.pieces).legal;
}

/**
 * The close attack and the shot of the piece on `from` against the squares in `targets`, as the
 * game's move runs (game/human.ts finishMove, ai.md #CCCB): a piece selected next to another
 * enemy first breaks free or stays put; it moves and may attack a neighbour; when its move ends
 * (after an attack, too) the top piece where it stands shoots if it has a range. Per target the
 * likeliest of three plans is taken: shoot from where it stands; move next to the target, attack
 * (with the likeliest of the reach's strikers) and, when that fails, shoot from there; move to a
 * square with a shot and shoot. A wood or castle with a wizard inside moves as that wizard, and a
 * ridden mount's wizard may dismount (movement.ts).
 */
function pieceAttacks(ctx: Ctx, from: Square, targets: readonly Square[]): PiecePlan[] {
  const { board } = ctx.pos;
  const p = pieceAt(board, from);
  if (!p || isCorpseKind(p.kind)) return [];
  const side = sideOf(p);
  const cls = kindClassOf(p.kind);
  // The wizard inside a wood or castle moves for it: he is the piece itself once out.
  const sheltered = (cls === 'magic-wood' || cls === 'castle') && p.rider !== undefined;
  const wizard = sheltered || isWizardKind(p.kind) ? side : null;
  const attacker =
    wizard !== null ? wizardFighter(ctx.pos.wizards[wizard] as PositionWizard) : fighterOn(ctx, p);
  if (!attacker) return [];
  const out: PiecePlan[] = [];
  const mover = moverForPiece(
    p,
    wizard !== null || p.rider !== undefined
      ? wizardMoveOptions({ wizards: ctx.pos.wizards, turn: 0, actor: 0 }, side)
      : {},
  );
  const reach: MovementReach | null = mover.ok ? movementReach(board, from, mover.value) : null;
  const attackSquares = new Map<number, ReachSquare>();
  for (const r of reach?.squares ?? [])
    if (r.action === 'attack') attackSquares.set(idx(r.square), r);
  // A piece selected next to some enemy moves only when it breaks free (#ADD2).
  const moves: Odds = reach?.startsNextToEnemy && reach.breakFree ? reach.breakFree : ONE;
  // The shot from where it stands: the top piece's (a wood or castle has none).
  const ownAim = sheltered ? null : shot(ctx, p);
  const selfAim = wizard !== null ? wizardShot(ctx, wizard) : ownAim;
  const riderName = p.rider !== undefined ? `Wizard ${p.rider + 1}` : undefined;
  const blowOf = (k: Striker): Blow => {
    if (k.by === 'self')
      return { fighter: attacker, aim: selfAim, ...(sheltered ? { by: riderName } : {}) };
    if (k.by === 'rider')
      return {
        fighter: wizardFighter(ctx.pos.wizards[side] as PositionWizard),
        by: riderName as string,
        aim: wizardShot(ctx, side),
      };
    const q = pieceAt(board, k.square) as Piece;
    return { fighter: insideFighter(ctx, q), by: q.kind, aim: shot(ctx, q) };
  };
  // Where it could shoot from after moving, and who shoots there: the piece (or the wizard out
  // of his shelter) on a square it moves to, what he goes into, or the dismounted wizard.
  const shooters: { at: Square; blow: Blow; moved: boolean }[] = [];
  for (const r of reach?.squares ?? []) {
    if (r.action === 'move')
      shooters.push({ at: r.square, blow: blowOf({ by: 'self' }), moved: !sheltered });
    else if (r.action === 'mount' || r.action === 'enter' || r.action === 'dismount') {
      // Into a mount, wood or castle: it shoots (#B06F reads the top piece); onto a free square
      // or a body, the dismounted wizard.
      const q = pieceAt(board, r.square);
      const into = q !== null && !isCorpseKind(q.kind);
      const blow = into ? blowOf({ by: 'inside', square: r.square }) : blowOf({ by: 'rider' });
      shooters.push({ at: r.square, blow, moved: r.action !== 'dismount' && !sheltered });
    }
  }
  let clearedCtx: Ctx | null = null;
  const cleared = (): Ctx => {
    if (!clearedCtx) {
      const b = board.slice();
      b[idx(from)] = null;
      clearedCtx = context({ ...ctx.pos, board: b });
    }
    return clearedCtx;
  };
  const rangedOdds = (b: Blow, defender: Fighter): Odds | null => {
    if (!b.aim) return null;
    const r = attackOdds(b.fighter, defender, 'ranged', { range: b.aim.range });
    return r.ok ? r.value.odds : null;
  };
  for (const to of targets) {
    const t = pieceAt(board, to);
    if (!t || isCorpseKind(t.kind) || sideOf(t) === side || same(to, from)) continue;
    const defender = fighterOn(ctx, t);
    if (!defender) continue;
    const base = { from, to, attacker: p.kind, owner: side, target: t.kind };
    const adjacent = Math.max(Math.abs(to.x - from.x), Math.abs(to.y - from.y)) === 1;
    const meleeReach = adjacent ? ONE : moves;
    // From where it stands: the top piece's shot.
    const rOwn =
      ownAim && shotLegal(ctx, cleared, from, from, to, ownAim.range, false)
        ? rangedOdds({ fighter: attacker, aim: ownAim }, defender)
        : null;
    const plans: { odds: Odds; rows: Threat[] }[] = [];
    if (rOwn)
      plans.push({
        odds: rOwn,
        rows: [
          makeThreat({
            ...base,
            how: 'ranged',
            effect: 'kill',
            reach: ONE,
            hit: rOwn,
            shotFrom: from,
          }),
        ],
      });
    // Close combat: each way the reach may strike the target, then (when the blow fails) the
    // striker's shot from the square next to it: a shot of distance 2 or 3, always seen (a line
    // between neighbours crosses only their own squares; danger.test.ts checks it).
    const hitSquare = attackSquares.get(idx(to));
    let bestMelee: { odds: Odds; rows: Threat[] } | null = null;
    for (const k of hitSquare?.strikers ?? []) {
      const blow = blowOf(k);
      const melee = attackOdds(blow.fighter, defender, 'melee');
      if (!melee.ok) continue;
      const m = melee.value.odds;
      const by = blow.by !== undefined ? { by: blow.by } : {};
      const r =
        blow.aim && rangedAttackLimit(blow.aim.range) >= 3 ? rangedOdds(blow, defender) : null;
      const rows = [
        makeThreat({ ...base, ...by, how: 'melee', effect: 'kill', reach: meleeReach, hit: m }),
      ];
      // Struck and missed: the shot follows from the square next to the target.
      const hitThen = r ? not(times(not(m), not(r))) : m;
      if (r)
        rows.push(
          makeThreat({
            ...base,
            ...by,
            how: 'ranged',
            effect: 'kill',
            reach: times(meleeReach, not(m)),
            hit: r,
            afterMelee: true,
          }),
        );
      // Held and not freed, it may still shoot from where it stands.
      const odds = plus(times(meleeReach, hitThen), times(not(meleeReach), rOwn ?? ZERO));
      if (!bestMelee || odds.p > bestMelee.odds.p) bestMelee = { odds, rows };
    }
    if (bestMelee) plans.push(bestMelee);
    // Moving to a square with a shot: the likeliest such shot.
    if (!rOwn) {
      let best: { odds: Odds; row: Threat } | null = null;
      for (const c of shooters) {
        if (!c.blow.aim) continue;
        const r = rangedOdds(c.blow, defender);
        if (!r || (best && r.p <= best.odds.p)) continue;
        if (!shotLegal(ctx, cleared, from, c.at, to, c.blow.aim.range, c.moved)) continue;
        const by = c.blow.by !== undefined ? { by: c.blow.by } : {};
        best = {
          odds: times(moves, r),
          row: makeThreat({
            ...base,
            ...by,
            how: 'ranged',
            effect: 'kill',
            reach: moves,
            hit: r,
            shotFrom: c.at,
          }),
        };
      }
      if (best) plans.push({ odds: best.odds, rows: [best.row] });
    }
    if (plans.length === 0) continue;
    let best = plans[0] as { odds: Odds; rows: Threat[] };
    for (const pl of plans) if (pl.odds.p > best.odds.p) best = pl;
    // The rows of every plan are listed; the likeliest plan's rows are the counted ones.
    const rows: Threat[] = [];
    for (const pl of plans)
      for (const row of pl.rows) {
        const counted = pl === best;
        const dup = rows.findIndex((x) => x.how === row.how && !!x.afterMelee === !!row.afterMelee);
        if (dup >= 0) {
          if (counted) rows[dup] = { ...row, counted };
          continue;
        }
        rows.push({ ...row, counted });
      }
    out.push({ from, to, owner: side, attacker: p.kind, target: t.kind, odds: best.odds, rows });
  }
  return out;
}

/** The attack spells in the book of the wizard on `from`, aimed at the squares in `targets`. */
function spellAttacks(ctx: Ctx, from: Square, seat: number, targets: readonly Square[]): Threat[] {
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
      if (!r.ok) continue; // not a target of this spell (Subversion on a wizard, a bolt on a wall …)
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
    Number(!!a.afterMelee) - Number(!!b.afterMelee) ||
    idx(a.to) - idx(b.to) ||
    (a.spell ?? '').localeCompare(b.spell ?? '')
  );
}

function planOrder(a: AttackerPlan, b: AttackerPlan): number {
  return (
    b.odds.p - a.odds.p ||
    a.owner - b.owner ||
    idx(a.from) - idx(b.from) ||
    (a.how === b.how ? 0 : a.how === 'piece' ? -1 : 1) ||
    idx(a.to) - idx(b.to)
  );
}

/**
 * A wizard casts one spell a turn: per target his likeliest lethal spell is his plan (odds 0
 * when he has only spells that do not remove it, such as Vengeance on a wizard).
 */
function spellPlans(rows: readonly Threat[]): AttackerPlan[] {
  const byTarget = new Map<number, Threat[]>();
  for (const r of rows) {
    const list = byTarget.get(idx(r.to)) ?? [];
    list.push(r);
    byTarget.set(idx(r.to), list);
  }
  return [...byTarget.values()].map((list) => {
    let best: Threat | null = null;
    for (const r of list) if (r.lethal && (!best || r.odds.p > best.odds.p)) best = r;
    const first = list[0] as Threat;
    return {
      from: first.from,
      to: first.to,
      owner: first.owner,
      attacker: first.attacker,
      target: first.target,
      how: 'spell',
      odds: best ? best.odds : ZERO,
      rows: list.map((r) => (r === best ? { ...r, counted: true } : r)),
    };
  });
}

/** Plans (already in plan order) grouped by a square, with their joined odds; likeliest first. */
function bySquareOf(
  plans: readonly AttackerPlan[],
  where: (pl: AttackerPlan) => Square,
): SquarePlans[] {
  const groups = new Map<number, AttackerPlan[]>();
  for (const pl of plans) {
    const k = idx(where(pl));
    const list = groups.get(k) ?? [];
    list.push(pl);
    groups.set(k, list);
  }
  const out = [...groups.values()].map((list) => ({
    square: where(list[0] as AttackerPlan),
    odds:
      list.length === 1
        ? (list[0] as AttackerPlan).odds
        : not(times(...list.map((pl) => not(pl.odds)))),
    plans: list,
  }));
  // Stable: squares with equal odds keep the order of their first plan.
  return out.sort((a, b) => b.odds.p - a.odds.p);
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
 * with the odds of each attack, each attacker's likeliest plan, and the chance the piece
 * survives them all (independent, each attacker acting once).
 */
export function dangerMap(pos: DangerPosition, target: Square): Result<DangerMap, DangerError> {
  const v = checkPosition(pos);
  if (!v.ok) return v;
  const on = pieceOn(pos, target);
  if (!on.ok) return on;
  const piece = on.value;
  const side = sideOf(piece);
  const ctx = context(pos);
  const to = { x: target.x, y: target.y };
  const plans: AttackerPlan[] = [];
  for (let i = 0; i < pos.board.length; i++) {
    const p = pos.board[i];
    if (!p || isCorpseKind(p.kind)) continue;
    const from = { x: i % BOARD_WIDTH, y: Math.floor(i / BOARD_WIDTH) };
    if (same(from, to)) continue;
    if (sideOf(p) !== side)
      for (const pl of pieceAttacks(ctx, from, [to])) plans.push({ ...pl, how: 'piece' });
    const caster = wizardOnSquare(p);
    if (caster !== undefined && caster !== side)
      plans.push(...spellPlans(spellAttacks(ctx, from, caster, [to])));
  }
  plans.sort(planOrder);
  const threats = plans.flatMap((pl) => pl.rows).sort(byOdds);
  const survives = allOf(plans.map((pl) => not(pl.odds)));
  return {
    ok: true,
    value: {
      target: to,
      piece,
      side,
      threats,
      attackers: plans,
      bySquare: bySquareOf(plans, (pl) => pl.from),
      survives,
    },
  };
}

/**
 * The reverse view: every attack the piece on `from` can make on its own turn (close combat
 * after its move, its shot, and, when a wizard stands, rides or shelters there, his attack
 * spells), likeliest first, with its likeliest plan per target.
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
  const at = { x: from.x, y: from.y };
  const targets: Square[] = [];
  for (let i = 0; i < pos.board.length; i++)
    if (pos.board[i]) targets.push({ x: i % BOARD_WIDTH, y: Math.floor(i / BOARD_WIDTH) });
  const plans: AttackerPlan[] = pieceAttacks(ctx, at, targets).map((pl) => ({
    ...pl,
    how: 'piece',
  }));
  const caster = wizardOnSquare(piece);
  if (caster !== undefined) plans.push(...spellPlans(spellAttacks(ctx, at, caster, targets)));
  plans.sort(planOrder);
  const attacks = plans.flatMap((pl) => pl.rows).sort(byOdds);
  return {
    ok: true,
    value: { from: at, piece, attacks, plans, byTarget: bySquareOf(plans, (pl) => pl.to) },
  };
}
