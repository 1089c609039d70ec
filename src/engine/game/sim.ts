/**
 * The mutable working copy a game step runs on. Every rule here calls the engine's shared
 * definitions (rolls.ts, casting.ts, spreading.ts, data/spread.ts, wizards.ts, combat.ts); this
 * module only applies them to the board layers, draws the dice from the state's generator and
 * writes the events. Routine addresses are from wizards.md and ai.md.
 *
 * - Combat (#B168–#B2DD): attack + d10 > defence + d10; weapon, armour and Shadow Form bonuses
 *   for wizards; undead refused unless the attacker is undead or a wizard with a magic weapon or
 *   bow; Shadow Form ends when the wizard attacks; a real, not raised creature of ids 2–27 leaves
 *   its body; a rider or sheltering wizard is left standing.
 * - A wizard's death (WIZKIL #B3C9, game-mechanics.md): his pieces vanish, bodies stay, wizards
 *   inside his woods, castles and mounts are left standing, creatures engulfed by his blobs go
 *   free, his creatures engulfed by others' blobs are lost.
 * - Spreading (#9F50, data/spread.ts), castles (#A120), Magic Wood gifts (#8F9A–#903A).
 */
import { castTestOf, chanceOf } from '../casting';
import { armourBonus, mayAttackUndead, shadowFormBonus, weaponBonus } from '../fighters';
import { computerIllusionTest } from '../computer';
import { SPREAD_TABLE, type SpreadTargetClass } from '../data/spread';
import { balanceAfter } from '../balance';
import { BOLT_POWER, type BoltSpell } from '../magicAttacks';
import { testOdds, type RollTest } from '../odds';
import { MutableRng } from '../rng';
import type { DieDrawn, DieUseName } from './dice';
import type { Decision } from './trace';
import {
  boltTest,
  breakFreeTest,
  combatTest,
  fireBurnTest,
  resistTest,
  subvertTest,
} from '../rolls';
import { woodGiftTest } from '../spellbook';
import { castleVanishTest, spreadAttemptTest, vanishTest } from '../spreading';
import { fighterOf, upgradeOf } from '../wizards';
import { UPGRADE_PICTURES } from '../wizardUpgrades';
import { SPELLS } from '../data/spells';
import type { SpellNumber, UpgradeSpellName } from '../types';
import {
  BLOB,
  CASTLE,
  CITADEL,
  DISBELIEVED,
  FIRE,
  ILLUSION,
  MAGIC_WOOD,
  OWNER,
  RAISED,
  SHADOW_WOOD,
  SQUARES,
  WALL,
  WIZARD_ID,
  at,
  cloneLayers,
  creatureOf,
  isCreatureId,
  isMountId,
  isWizardId,
  neighbour,
  objectOf,
  onArena,
  sqX,
  sqY,
} from './layers';
import { idName } from './display';
import type { SpriteRows } from '../sprites';
import { enemyNext, isUndeadAt } from './moves';
import { lineBlocked, sightRows } from './sight';
import type {
  AiMemory,
  BoardLayers,
  BookSlot,
  DeathCause,
  EventKind,
  GameFacts,
  GameEvent,
  GameState,
  PendingCast,
  PendingMove,
  Phase,
  WizardRecord,
} from './types';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
export type MWizard = Mutable<Omit<WizardRecord, 'book'>> & { book: BookSlot[] };
export type MAi = Mutable<AiMemory>;

const ODDS_CACHE = new Map<string, { num: number; den: number }>();
function cachedOdds(key: string, test: RollTest): { num: number; den: number } {
  let o = ODDS_CACHE.get(key);
  if (!o) {
    const t = testOdds(test);
    o = { num: t.num, den: t.den };
    ODDS_CACHE.set(key, o);
  }
  return o;
}
const pct = (o: { num: number; den: number }): string =>
  `${Math.round((1000 * o.num) / o.den) / 10} %`;

const ATTEMPT = {
  [BLOB]: /* @__PURE__ */ spreadAttemptTest('Gooey Blob'),
  [FIRE]: /* @__PURE__ */ spreadAttemptTest('Magic Fire'),
} as Record<number, RollTest>;
const VANISH_AFTER_FIRE = /* @__PURE__ */ vanishTest(true);
const VANISH_AFTER_OTHER = /* @__PURE__ */ vanishTest(false);

/** Squares a spreader reached in this pass (scratch, cleared at each pass). */
const FRESH = new Uint8Array(SQUARES);

/** A roll made: the dice and whether it passed. */
export interface Roll {
  readonly pass: boolean;
  readonly rolls: number[];
  readonly odds: { num: number; den: number } | undefined;
}

export class Sim {
  readonly b: BoardLayers;
  readonly w: MWizard[];
  readonly ai: MAi;
  readonly m: MutableRng;
  readonly events: GameEvent[] = [];
  balance: number;
  turn: number;
  phase: Phase;
  actor: number;
  chosen: { slot: number; illusion: boolean }[];
  pending: PendingCast | PendingMove | null;
  winner: number | null;
  step: number;
  readonly seed: number;
  readonly level: number;
  readonly players: GameState['players'];
  /** Write events (off for bulk simulation speed only where asked). */
  log = true;
  /** When given, every die drawn is listed here with its use and routine (dice.ts). */
  dice: DieDrawn[] | null = null;
  /** When given, the computer's decisions are listed here (trace.ts). */
  why: Decision[] | null = null;
  /** When given, deaths, creature casts and disbelieves are listed here (findings.ts). */
  facts: GameFacts | null = null;
  private readonly scratch: { pass: boolean; rolls: number[]; odds: undefined } = {
    pass: false,
    rolls: [],
    odds: undefined,
  };
  /** Frame-0 sprite rows that can block sight, per square (sight.ts); stale after a change. */
  private readonly sight: (SpriteRows | null)[] = new Array<SpriteRows | null>(SQUARES).fill(null);
  private sightFresh = false;
  /**
   * INBUF entries from this index up are known to hold FILL's (0, #FF) (ai.ts `fill`, `put`,
   * `sortEntries` keep it), so FILL rewrites only the entries below it. Not part of the state:
   * a Sim made from a state starts with every entry counted as written.
   */
  inbufTop = 158;

  constructor(st: GameState) {
    this.b = cloneLayers(st.board);
    this.w = st.wizards.map((w) => ({ ...w, book: w.book.map((s) => ({ ...s })) }));
    this.ai = { ...st.ai, inbuf: st.ai.inbuf.slice() };
    this.m = new MutableRng(st.rng);
    this.balance = st.balance;
    this.turn = st.turn;
    this.phase = st.phase;
    this.actor = st.actor;
    this.chosen = st.chosen.map((c) => ({ ...c }));
    this.pending = st.pending;
    this.winner = st.winner;
    this.step = st.step;
    this.seed = st.seed;
    this.level = st.level;
    this.players = st.players;
  }

  /** The state as plain data (fresh arrays; the Sim may go on being used). */
  state(): GameState {
    return {
      version: 1,
      seed: this.seed,
      level: this.level,
      players: this.players,
      wizards: this.w.map((w) => ({ ...w, book: w.book.map((s) => ({ ...s })) })),
      board: cloneLayers(this.b),
      balance: this.balance,
      turn: this.turn,
      phase: this.phase,
      actor: this.actor,
      chosen: this.chosen.map((c) => ({ ...c })),
      pending: this.pending,
      ai: { ...this.ai, inbuf: this.ai.inbuf.slice() },
      rng: this.m.state(),
      winner: this.winner,
      step: this.step,
    };
  }

  // -------------------------------------------------------------------------------------------
  // Events and dice

  emit(kind: EventKind, seat: number, text: string, s?: number, roll?: Roll): void {
    if (!this.log) return;
    const e: Mutable<GameEvent> = { turn: this.turn + 1, seat, kind, text };
    if (s !== undefined && s >= 0) e.at = at(s);
    if (roll) {
      e.rolls = roll.rolls;
      if (roll.odds) e.odds = roll.odds;
      e.passed = roll.pass;
    }
    this.events.push(e);
  }

  /** One d10 drawn for `use` (dice.ts), listed in the trace when there is one. */
  die(use: DieUseName): number {
    const value = this.m.d10();
    if (this.dice) this.dice.push({ use, value });
    return value;
  }

  /**
   * The whole byte a #904B call leaves at #907A (Turmoil, a gift's spell): a random high nibble
   * and the d10 as the low one.
   */
  randomByte(use: 'turmoil' | 'gift-spell'): number {
    const hi = this.m.nibble();
    const value = this.m.d10();
    const byte = hi * 16 + value;
    if (this.dice) this.dice.push({ use, value, byte });
    return byte;
  }

  /**
   * Rolls the dice of a test for `use` (dice.ts); `key` names the test for the odds cache
   * (null: no odds).
   */
  roll(test: RollTest, key: string | null, use: DieUseName): Roll {
    if (!this.log) {
      // No event list: one scratch roll (its dice are only read for event texts).
      const r = this.scratch;
      r.rolls.length = 0;
      for (let i = 0; i < test.dice; i++) r.rolls.push(this.die(use));
      r.pass = test.pass(r.rolls);
      return r;
    }
    const rolls: number[] = [];
    for (let i = 0; i < test.dice; i++) rolls.push(this.die(use));
    const pass = test.pass(rolls);
    return { pass, rolls, odds: key ? cachedOdds(key, test) : undefined };
  }

  rollText(r: Roll): string {
    const o = r.odds ? ` (${pct(r.odds)} chance)` : '';
    return `rolled ${r.rolls.join(' and ')}${o}`;
  }

  // -------------------------------------------------------------------------------------------
  // Board

  /** Call after any change that could change what is drawn. */
  touched(): void {
    this.sightFresh = false;
  }

  sees(from: number, to: number): boolean {
    if (!this.sightFresh) {
      sightRows(
        this.b,
        this.w.map((w) => w.sprite),
        this.sight,
      );
      this.sightFresh = true;
    }
    return !lineBlocked(this.sight, from, to);
  }

  name(seat: number): string {
    return this.w[seat]?.name ?? `WIZARD ${seat + 1}`;
  }

  /** What a reader calls the piece on a square. */
  pieceName(s: number): string {
    const id = this.b.id[s] ?? 0;
    if (isWizardId(id)) return this.name(id - WIZARD_ID);
    if (id === 0) return 'nothing';
    return this.b.corpse[s] ? `dead ${idName(id)}` : idName(id);
  }

  wizardAt(s: number): number {
    const id = this.b.id[s] ?? 0;
    return isWizardId(id) ? id - WIZARD_ID : -1;
  }

  clear(s: number): void {
    this.b.id[s] = 0;
    this.b.corpse[s] = 0;
    this.b.props[s] = 0;
    this.b.occ[s] = 0;
    this.b.under[s] = 0;
    this.b.eng[s] = 0;
    this.touched();
  }

  /** Puts a new piece on a square: a body there stays under a creature, other pieces destroy it. */
  place(s: number, id: number, props: number): void {
    const b = this.b;
    const body = b.corpse[s] ? (b.id[s] ?? 0) : 0;
    b.under[s] = isCreatureId(id) ? body : 0;
    b.id[s] = id;
    b.corpse[s] = 0;
    b.props[s] = props;
    b.occ[s] = 0;
    b.eng[s] = 0;
    this.touched();
  }

  /** The piece on `a` moves to `to` (empty or a body), carrying any rider (#AF88–#AFB7). */
  movePiece(a: number, to: number): void {
    const b = this.b;
    const id = b.id[a] ?? 0;
    const props = b.props[a] ?? 0;
    const occ = b.occ[a] ?? 0;
    const under = b.under[a] ?? 0;
    const eng = b.eng[a] ?? 0;
    this.leave(a, under);
    b.under[to] = b.corpse[to] ? (b.id[to] ?? 0) : 0;
    b.corpse[to] = 0;
    b.id[to] = id;
    b.props[to] = props;
    b.occ[to] = occ;
    b.eng[to] = eng;
    this.touched();
  }

  /** The square after its top piece walks off: the body under it shows again, keeping the
   *  departing piece's property byte (ai.md §0.1), or the square is empty. */
  private leave(a: number, under: number): void {
    const b = this.b;
    if (under) {
      b.id[a] = under;
      b.corpse[a] = 1;
      b.under[a] = 0;
    } else {
      b.id[a] = 0;
      b.corpse[a] = 0;
      b.props[a] = 0;
      b.under[a] = 0;
    }
    b.occ[a] = 0;
    b.eng[a] = 0;
  }

  /** A wizard inside a mount, wood or castle on `a` steps out to `to`. */
  stepOut(a: number, to: number): void {
    const b = this.b;
    const w = b.occ[a] ?? 0;
    b.occ[a] = 0;
    this.place(to, w, w - WIZARD_ID);
  }

  /** A wizard inside the piece on `a` goes straight into the mount, wood or castle on `to`. */
  moveInside(a: number, to: number): void {
    const b = this.b;
    b.occ[to] = b.occ[a] ?? 0;
    b.occ[a] = 0;
    this.touched();
  }

  /** The wizard on `a` (on foot) goes into the mount, wood or castle on `to`. */
  stepIn(a: number, to: number): void {
    const b = this.b;
    const id = b.id[a] ?? 0;
    this.leave(a, b.under[a] ?? 0);
    b.occ[to] = id;
    this.touched();
  }

  /**
   * The top piece of a square is destroyed. `body`: it leaves its body (a real, not raised
   * creature of ids 2–27 killed in combat). A rider or sheltering wizard is left standing; a
   * blob releases what it engulfed; otherwise a body underneath shows again.
   */
  destroy(s: number, body: boolean): void {
    const b = this.b;
    const occ = b.occ[s] ?? 0;
    const under = b.under[s] ?? 0;
    const eng = b.eng[s] ?? 0;
    if (occ) {
      b.id[s] = occ;
      b.props[s] = occ - WIZARD_ID;
      b.occ[s] = 0;
      b.corpse[s] = 0;
      b.eng[s] = 0;
    } else if (body) {
      b.corpse[s] = 1;
      b.under[s] = 0;
      b.eng[s] = 0;
    } else if (eng) {
      b.id[s] = eng & 0xff;
      b.props[s] = eng >> 8;
      b.corpse[s] = 0;
      b.eng[s] = 0;
      b.under[s] = 0;
    } else if (under) {
      b.id[s] = under;
      b.corpse[s] = 1;
      b.under[s] = 0;
    } else {
      this.clear(s);
    }
    this.touched();
  }

  /** Every piece a wizard owns vanishes (a wizard's death, or Vengeance & co. getting through). */
  vanishCreations(seat: number): void {
    const b = this.b;
    for (let s = 0; s < SQUARES; s++) {
      const id = b.id[s] ?? 0;
      if (id === 0) continue;
      const eng = b.eng[s] ?? 0;
      if (eng && ((eng >> 8) & OWNER) === seat && ((b.props[s] ?? 0) & OWNER) !== seat)
        b.eng[s] = 0;
      if (b.corpse[s] || isWizardId(id)) continue;
      if (((b.props[s] ?? 0) & OWNER) !== seat) continue;
      const occ = b.occ[s] ?? 0;
      if (occ === WIZARD_ID + seat) {
        // His own mount, wood or castle with himself inside: he is left standing.
        b.occ[s] = 0;
        this.place(s, occ, seat);
        continue;
      }
      this.destroy(s, false);
    }
    this.touched();
  }

  /** How a death reads in the event list, from its cause. */
  private deathWords(by: DeathCause): string {
    switch (by.kind) {
      case 'creature':
        return `killed by ${idName(by.id)}`;
      case 'wizard':
        return `killed by ${this.name(by.seat)}`;
      case 'spell':
        return SPELLS[by.spell as SpellNumber].name;
      case 'fire':
        return 'Magic Fire spread over him';
      case 'blob':
        return 'Gooey Blob spread over him';
    }
  }

  /** A wizard dies: his piece goes and everything he owns vanishes. */
  killWizard(seat: number, by: DeathCause): void {
    const w = this.w[seat];
    if (!w || !w.alive) return;
    // The step the death is seen after (the watch page's step): this step's number + 1.
    if (this.facts) this.facts.deaths.push({ seat, turn: this.turn + 1, step: this.step + 1, by });
    const b = this.b;
    for (let s = 0; s < SQUARES; s++) {
      if (b.id[s] === WIZARD_ID + seat) {
        this.destroy(s, false);
        break;
      }
      if (b.occ[s] === WIZARD_ID + seat) {
        b.occ[s] = 0;
        break;
      }
    }
    w.alive = false;
    w.flags |= 0x10;
    this.vanishCreations(seat);
    if (this.log)
      this.emit(
        'death',
        seat,
        `${w.name} IS DEAD (${this.deathWords(by)}). Everything he made vanishes.`,
      );
  }

  // -------------------------------------------------------------------------------------------
  // Fighting

  /** The attack value of the piece on `s` (melee or ranged), from its stats and bonuses. */
  attackValue(s: number, ranged: boolean): number {
    const id = this.b.id[s] ?? 0;
    if (isWizardId(id)) {
      const w = this.w[id - WIZARD_ID] as MWizard;
      const f = fighterOf(w);
      return (ranged ? w.stats.rangedCombat : w.stats.combat) + weaponBonus(f);
    }
    const rec = isCreatureId(id) ? creatureOf(id) : objectOf(id);
    return ranged ? (rec?.rangedCombat ?? 0) : (rec?.combat ?? 0);
  }

  /** The defence of the piece on `s` (bolts: no Shadow Form). */
  defenceValue(s: number, bolt: boolean): number {
    const id = this.b.id[s] ?? 0;
    if (isWizardId(id)) {
      const w = this.w[id - WIZARD_ID] as MWizard;
      const f = fighterOf(w);
      return w.stats.defence + armourBonus(f) + (bolt ? 0 : shadowFormBonus(f));
    }
    const rec = isCreatureId(id) ? creatureOf(id) : objectOf(id);
    return rec?.defence ?? 0;
  }

  magicResistance(s: number): number {
    const id = this.b.id[s] ?? 0;
    if (isWizardId(id)) return this.w[id - WIZARD_ID]?.stats.magicResistance ?? 0;
    const rec = isCreatureId(id) ? creatureOf(id) : objectOf(id);
    return rec?.magicResistance ?? 0;
  }

  isUndeadAt(s: number): boolean {
    return isUndeadAt(this.b, s);
  }

  /** May the piece on `a` attack the piece on `d` (the undead rule)? */
  mayHit(a: number, d: number): boolean {
    if (!this.isUndeadAt(d)) return true;
    if (this.isUndeadAt(a)) return true;
    const id = this.b.id[a] ?? 0;
    if (isWizardId(id)) return mayAttackUndead(fighterOf(this.w[id - WIZARD_ID] as MWizard));
    return false;
  }

  /**
   * A melee or ranged attack from `a` on `d`. Returns 'refused' (undead), 'killed' or 'survived'.
   * On a melee kill the attacker moves in unless it is Shadow Wood or a wizard was left
   * standing on the square.
   */
  attack(a: number, d: number, ranged: boolean): 'refused' | 'killed' | 'survived' {
    const b = this.b;
    const seat = (b.props[a] ?? 0) & OWNER;
    const log = this.log;
    const aName = log ? this.pieceName(a) : '';
    const dName = log ? this.pieceName(d) : '';
    if (!this.mayHit(a, d)) {
      if (this.log)
        this.emit('attack', seat, `${aName} → ${dName}: UNDEAD - CANNOT BE ATTACKED`, d);
      return 'refused';
    }
    const aid = b.id[a] ?? 0;
    if (isWizardId(aid)) {
      const w = this.w[aid - WIZARD_ID] as MWizard;
      if (w.flags & 0x08) w.flags &= ~0x08; // Shadow Form ends when the wizard attacks (#B1B8)
    }
    const did = b.id[d] ?? 0;
    if (b.corpse[d] || did === FIRE || did === CASTLE || did === CITADEL || did === WALL) {
      // Only a shot can reach these; it has no effect.
      if (this.log) this.emit('shoot', seat, `${aName} shoots at ${dName}: no effect`, d);
      return 'survived';
    }
    const av = this.attackValue(a, ranged);
    const dv = this.defenceValue(d, false);
    const r = this.roll(combatTest(av, dv), `c${av}/${dv}`, 'combat');
    const verb = ranged ? 'shoots' : 'attacks';
    if (log)
      this.emit(
        ranged ? 'shoot' : 'attack',
        seat,
        `${aName} ${verb} ${dName} (${av} against ${dv}): ${this.rollText(r)} → ${r.pass ? 'killed' : 'survives'}`,
        d,
        r,
      );
    if (!r.pass) return 'survived';
    if (isWizardId(did)) {
      const by: DeathCause = isWizardId(aid)
        ? { kind: 'wizard', seat: aid - WIZARD_ID, ranged }
        : {
            kind: 'creature',
            id: aid,
            illusion: ((b.props[a] ?? 0) & ILLUSION) !== 0,
            ranged,
          };
      this.killWizard(did - WIZARD_ID, by);
    } else {
      const props = b.props[d] ?? 0;
      const body = isCreatureId(did) && did <= 27 && !(props & ILLUSION) && !(props & RAISED);
      const rider = b.occ[d] ?? 0;
      this.destroy(d, body);
      if (rider) return 'killed';
    }
    if (!ranged && aid !== SHADOW_WOOD) {
      const now = b.id[d] ?? 0;
      if (now === 0 || b.corpse[d]) this.movePiece(a, d);
    }
    return 'killed';
  }

  /** The engagement roll when a piece next to an enemy is selected: engaged if d10 + 2 ≥ manoeuvre. */
  engagementRoll(s: number, manoeuvre: number): boolean {
    const seat = (this.b.props[s] ?? 0) & OWNER;
    const r = this.roll(breakFreeTest(manoeuvre), `e${manoeuvre}`, 'engagement');
    const engaged = !r.pass;
    if (this.log)
      this.emit(
        'engaged',
        seat,
        `${this.pieceName(s)} next to an enemy, breaks free if d10 + 2 < ${manoeuvre}: ${this.rollText(r)} → ${engaged ? 'ENGAGED TO ENEMY' : 'breaks free'}`,
        s,
        r,
      );
    return engaged;
  }

  /** A living enemy creature or wizard next to `s` (#BE21, moves.ts `enemyNext`). */
  enemyNext(s: number, seat: number): boolean {
    return enemyNext(this.b, s, seat);
  }

  /** Manoeuvre of the piece on `s` (a wizard's own stat, a creature's or object's record). */
  manoeuvreAt(s: number): number {
    const id = this.b.id[s] ?? 0;
    if (isWizardId(id)) return this.w[id - WIZARD_ID]?.stats.manoeuvre ?? 0;
    const rec = isCreatureId(id) ? creatureOf(id) : objectOf(id);
    return rec?.manoeuvre ?? 0;
  }

  // -------------------------------------------------------------------------------------------
  // Casting

  /** The casting chance byte (0–9) of a spell for a wizard, now (#92F9, casting.ts `chanceOf`). */
  chance(seat: number, spell: number): number {
    const w = this.w[seat] as MWizard;
    return chanceOf(SPELLS[spell as SpellNumber], this.balance, w.stats.ability);
  }

  /**
   * One casting roll (#9760): d10 < chance + 1; a success moves the balance. The chance is the
   * one #92F9 left at #9153 when the cast began (#9729): a human's second roll reuses it, even
   * when his first roll's success moved the balance (pass it as `c`).
   */
  castRoll(seat: number, spell: number, silent = false, c = this.chance(seat, spell)): Roll {
    const r = this.roll(castTestOf(c), `cast${c}`, 'cast');
    if (r.pass) this.shiftBalance(spell);
    if (!silent && this.log) {
      const e = SPELLS[spell as SpellNumber];
      if (this.log)
        this.emit(
          'cast',
          seat,
          `${this.name(seat)} casts ${e.name} at ${(c + 1) * 10} %: ${this.rollText(r)} → ${r.pass ? 'succeeds' : 'SPELL FAILS'}`,
          undefined,
          r,
        );
    }
    return r;
  }

  shiftBalance(spell: number): void {
    this.balance = balanceAfter(this.balance, SPELLS[spell as SpellNumber].alignment);
  }

  /** The computer's illusion choice (#99D1): d10 < 2. */
  illusionRoll(): boolean {
    return this.roll(computerIllusionTest, null, 'illusion').pass;
  }

  upgrade(seat: number, spell: UpgradeSpellName): void {
    const w = this.w[seat] as MWizard;
    const after = upgradeOf(w, spell);
    w.stats = after.stats;
    w.flags = after.flags;
    // Every upgrade but Shadow Form draws its own picture (#8324): the last one cast shows.
    const sprite = spell === 'Shadow Form' ? undefined : UPGRADE_PICTURES[spell];
    if (sprite) {
      w.sprite = sprite;
      this.touched();
    }
  }

  /**
   * Magic Bolt or Lightning (spell number `spell`) on `s`: power + d10 ≥ defence + d10 (shield
   * and armour count), the power from magicAttacks.ts.
   */
  bolt(seat: number, s: number, spell: number): void {
    const spellName = SPELLS[spell as SpellNumber].name;
    const power = BOLT_POWER[spellName as BoltSpell];
    const dv = this.defenceValue(s, true);
    const r = this.roll(boltTest(power, dv), `b${power}/${dv}`, 'bolt');
    const target = this.pieceName(s);
    if (this.log)
      this.emit(
        'effect',
        seat,
        `${spellName} hits ${target} (${power} against ${dv}): ${this.rollText(r)} → ${r.pass ? 'destroyed' : 'no effect'}`,
        s,
        r,
      );
    if (!r.pass) return;
    const id = this.b.id[s] ?? 0;
    if (isWizardId(id)) this.killWizard(id - WIZARD_ID, { kind: 'spell', spell });
    else this.destroy(s, false);
  }

  /** Vengeance, Decree, Dark Power, Justice on one target: it resists with d10 < MR + 1. */
  magicAttack(seat: number, s: number, spellName: string): void {
    const mr = this.magicResistance(s);
    const r = this.roll(resistTest(mr), `r${mr}`, 'resist');
    const target = this.pieceName(s);
    const works = !r.pass;
    if (this.log)
      this.emit(
        'effect',
        seat,
        `${spellName} on ${target} (magic resistance ${mr}): ${this.rollText(r)} → ${works ? 'it works' : 'resisted'}`,
        s,
        r,
      );
    if (!works) return;
    const b = this.b;
    const id = b.id[s] ?? 0;
    if (isWizardId(id)) {
      this.vanishCreations(id - WIZARD_ID);
      if (this.log) this.emit('vanish', seat, `${target} loses everything he made`, s);
    } else if (b.under[s] && !b.occ[s]) {
      // The body under it rises in its place with the destroyed creature's owner (game-mechanics.md).
      b.id[s] = b.under[s] ?? 0;
      b.under[s] = 0;
      b.eng[s] = 0;
      this.touched();
    } else {
      this.destroy(s, false);
    }
  }

  /** Subversion (#859C): an illusion never converts; else d10 < MR + 1 converts. */
  subvert(seat: number, s: number): void {
    const b = this.b;
    const target = this.pieceName(s);
    if ((b.props[s] ?? 0) & ILLUSION) {
      if (this.log)
        this.emit('effect', seat, `Subversion on ${target}: an illusion, SPELL FAILS`, s);
      return;
    }
    const mr = this.magicResistance(s);
    const r = this.roll(subvertTest(mr), `s${mr}`, 'subversion');
    if (this.log)
      this.emit(
        'effect',
        seat,
        `Subversion on ${target} (magic resistance ${mr}): ${this.rollText(r)} → ${r.pass ? 'changes sides' : 'SPELL FAILS'}`,
        s,
        r,
      );
    if (r.pass) b.props[s] = ((b.props[s] ?? 0) & ~OWNER) | seat;
  }

  /** Disbelieve (#9A21): removes an illusion; marks the square tested either way. */
  disbelieve(seat: number, s: number): void {
    const b = this.b;
    const target = this.pieceName(s);
    const illusion = ((b.props[s] ?? 0) & ILLUSION) !== 0;
    if (this.facts) this.facts.disbelieves.push({ seat, illusion });
    if (this.log)
      this.emit(
        'effect',
        seat,
        `Disbelieve on ${target}: ${illusion ? 'an illusion, it vanishes' : 'real'}`,
        s,
      );
    if (illusion) {
      const occ = b.occ[s] ?? 0;
      if (occ) this.destroy(s, false);
      else this.clear(s);
    }
    if (b.id[s]) b.props[s] = (b.props[s] ?? 0) | DISBELIEVED;
  }

  /** Raise Dead: the body rises, owned by the caster, raised and marked (#86DB: #60 + owner). */
  raise(seat: number, s: number): void {
    const b = this.b;
    b.corpse[s] = 0;
    b.props[s] = 0x60 | seat;
    this.touched();
    if (this.log)
      this.emit(
        'effect',
        seat,
        `${idName(b.id[s] ?? 0)} rises from the dead for ${this.name(seat)}`,
        s,
      );
  }

  // -------------------------------------------------------------------------------------------
  // Between casting and movement

  /** The spreading pass (#9F50), castle vanish rolls (#A120) and Magic Wood gifts (#8F9A). */
  spreadPhase(): void {
    const b = this.b;
    const fresh = FRESH.fill(0);
    for (let s = 0; s < SQUARES; s++) {
      const kind = b.id[s] ?? 0;
      if ((kind !== BLOB && kind !== FIRE) || b.corpse[s] || fresh[s]) continue;
      const owner = (b.props[s] ?? 0) & OWNER;
      const isFire = kind === FIRE;
      const label = isFire ? 'Magic Fire' : 'Gooey Blob';
      let vanishRoll = true;
      let lastIsFire = isFire;
      const attempt = this.roll(ATTEMPT[kind] as RollTest, isFire ? 'sf' : 'sb', 'spread');
      if (attempt.pass) {
        let dir = this.die('spread-direction');
        while (dir >= 8) dir = this.die('spread-direction');
        const t = neighbour(s, dir);
        if (t < 0) {
          vanishRoll = false;
        } else {
          const cls = this.spreadClass(t, owner);
          const row = SPREAD_TABLE[cls];
          const rule = isFire ? row.fire : row.blob;
          vanishRoll = rule.vanishRoll;
          let takes = rule.takes === 'always';
          if (rule.takes === 'burn-roll') {
            const def = this.defenceValue(t, false);
            const r = this.roll(fireBurnTest(def), `f${def}`, 'burn');
            if (this.log)
              this.emit(
                'spread',
                owner,
                `Magic Fire reaches ${this.pieceName(t)}: ${this.rollText(r)} → ${r.pass ? 'burnt' : 'holds'}`,
                t,
                r,
              );
            takes = r.pass;
          }
          if (takes) {
            const tid = b.id[t] ?? 0;
            let eng = 0;
            if (rule.effect === 'kills-wizard')
              this.killWizard(tid - WIZARD_ID, { kind: isFire ? 'fire' : 'blob' });
            else if (rule.effect === 'kills-rider')
              this.killWizard((b.occ[t] ?? WIZARD_ID) - WIZARD_ID, {
                kind: isFire ? 'fire' : 'blob',
              });
            else if (rule.effect === 'engulfs' && !isFire) eng = tid | ((b.props[t] ?? 0) << 8);
            this.place(t, kind, owner);
            b.eng[t] = eng;
            fresh[t] = 1;
            if (this.log)
              this.emit('spread', owner, `${label} spreads to (${sqX(t)},${sqY(t)})`, t);
          } else if (rule.effect !== 'nothing') {
            lastIsFire = b.id[t] === FIRE && !b.corpse[t];
          }
        }
      }
      if (vanishRoll && b.id[s] === kind && !b.corpse[s]) {
        const v = this.roll(
          lastIsFire ? VANISH_AFTER_FIRE : VANISH_AFTER_OTHER,
          lastIsFire ? 'vf' : 'vo',
          'dies-out',
        );
        if (v.pass) {
          this.destroy(s, false);
          if (this.log)
            this.emit(
              'vanish',
              owner,
              `${label} at (${sqX(s)},${sqY(s)}) dies out: ${this.rollText(v)}`,
              s,
              v,
            );
        }
      }
    }
    for (let s = 0; s < SQUARES; s++) {
      const id = b.id[s] ?? 0;
      if ((id !== CASTLE && id !== CITADEL) || b.corpse[s]) continue;
      const r = this.roll(castleVanishTest, 'cv', 'castle-vanish');
      if (r.pass) {
        const owner = (b.props[s] ?? 0) & OWNER;
        if (this.log)
          this.emit(
            'vanish',
            owner,
            `${idName(id)} at (${sqX(s)},${sqY(s)}) vanishes: ${this.rollText(r)}`,
            s,
            r,
          );
        this.destroy(s, false);
      }
    }
    for (let s = 0; s < SQUARES; s++) {
      if (b.id[s] !== MAGIC_WOOD || b.corpse[s] || !b.occ[s]) continue;
      const r = this.roll(woodGiftTest, 'wg', 'wood-gift');
      if (!r.pass) continue;
      const seat = (b.occ[s] ?? WIZARD_ID) - WIZARD_ID;
      const spell = this.giftSpell();
      this.giveSpell(seat, spell);
      if (this.log)
        this.emit(
          'gift',
          seat,
          `NEW SPELL FOR ${this.name(seat)}: ${SPELLS[spell as SpellNumber].name} (${this.rollText(r)}); the tree vanishes`,
          s,
          r,
        );
      this.destroy(s, false);
    }
  }

  /** What a spreader of `owner` finds on square t (the order of the code's checks). */
  private spreadClass(t: number, owner: number): SpreadTargetClass {
    const b = this.b;
    const id = b.id[t] ?? 0;
    if (id === 0) return 'empty';
    if (id === CASTLE || id === CITADEL || id === WALL) return 'castle-or-wall';
    if (id === MAGIC_WOOD) return 'magic-wood';
    if (b.corpse[t]) return 'corpse';
    if (((b.props[t] ?? 0) & OWNER) === owner) return 'own-piece';
    if (isWizardId(id)) return 'enemy-wizard';
    if (isMountId(id) && b.occ[t]) return 'enemy-ridden-mount';
    if (id === FIRE) return 'enemy-magic-fire';
    if (id === SHADOW_WOOD) return 'enemy-shadow-wood';
    if (id === BLOB) return 'enemy-gooey-blob';
    return 'enemy-creature';
  }

  /** A gift's spell number: a random byte with a 0–9 low digit, drawn again until 2–64 (#8FFD). */
  giftSpell(): number {
    for (;;) {
      const s = this.randomByte('gift-spell');
      if (s >= 2 && s <= 64) return s;
    }
  }

  /** Writes a spell into the first empty slot of 1–19; when all are full, into slot 20 = the next
   *  wizard's slot 0 (lost for the last wizard). Only the spell byte is written (#9005–#9012). */
  giveSpell(seat: number, spell: number): void {
    const book = (this.w[seat] as MWizard).book;
    for (let i = 1; i < book.length; i++) {
      const slot = book[i] as BookSlot;
      if (slot.spell === 0) {
        book[i] = { prio: slot.prio, spell };
        return;
      }
    }
    const next = this.w[seat + 1];
    if (next) next.book[0] = { prio: next.book[0]?.prio ?? 0, spell };
  }

  /** Wizards still alive. */
  alive(): number[] {
    return this.w.filter((w) => w.alive).map((w) => w.seat);
  }

  /** The winner check: one wizard left wins; none left ends the game too. */
  checkWinner(): boolean {
    const left = this.alive();
    if (left.length > 1) return false;
    this.phase = 'over';
    this.winner = left[0] ?? null;
    this.pending = null;
    if (this.log)
      this.emit(
        'end',
        this.winner ?? -1,
        this.winner === null ? 'No wizard is left.' : `${this.name(this.winner)} IS THE WINNER`,
      );
    return true;
  }

  /** Is the square a board square the player could name (not column 15)? */
  static arena(s: number): boolean {
    return onArena(s);
  }
}
