/**
 * Wizards: starting statistics by level (#8CF2–#8D79), start squares (#909F) and upgrades
 * (wizard flag byte, #8324–#84C0).
 *
 * Level: 0 for a human, 1–8 for the computer level chosen at set-up. The level bonus L is
 * level − 1 for computers (0–7) and 0 for humans. Each stat uses a fresh d10 `r`:
 *   combat, defence   1 + (r >> 1) + (L >> 1)
 *   manoeuvre         3 + (r >> 1) + (L >> 2)
 *   magic resistance  6 + (r >> 2)            (no level bonus)
 *   spells            11 + (r >> 1) + L, 21 or more becomes 20
 *   ability           first d10 a: 0 if a ≤ 5 − (L >> 1), else (second d10) >> 2
 *   ranged combat 0, range 0, movement 1.
 */
import { isRecord, isWholeIn, ownEntry, shown, wholeOrThrow } from './guard';
import { START_SQUARE_BYTES, UPGRADE_EFFECTS } from './data/wizards';
import type { WizardFighter } from './fighters';
import { flagUpgrades, upgradeOf, type WizardUpgrades } from './wizardUpgrades';
import { oddsOf, rollDistribution, type RollTest } from './odds';
import { MutableRng, rngStateProblem, type RngState, type Rolled } from './rng';
import {
  SPELL_BOOK_SLOTS,
  WIZARD_STAT_ORDER,
  type WizardStatName,
  type WizardStats,
} from './types';
import type {
  Distribution,
  Odds,
  Result,
  Square,
  UpgradeSpellName,
  WizardCount,
  WizardLevel,
} from './types';

export { SPELL_BOOK_SLOTS, WIZARD_STAT_ORDER, type WizardStatName, type WizardStats };

/** How one stat is rolled: from `dice` d10 rolls and the level bonus L. */
export interface StatRule {
  readonly dice: number;
  readonly value: (rolls: readonly number[], levelBonus: number) => number;
}

const r0 = (rolls: readonly number[]): number => rolls[0] ?? 0;

/** The starting-stat formulas, in the order the game rolls them. */
export const WIZARD_STAT_RULES: Readonly<Record<WizardStatName, StatRule>> = {
  combat: { dice: 1, value: (rs, L) => 1 + (r0(rs) >> 1) + (L >> 1) },
  rangedCombat: { dice: 0, value: () => 0 },
  range: { dice: 0, value: () => 0 },
  defence: { dice: 1, value: (rs, L) => 1 + (r0(rs) >> 1) + (L >> 1) },
  movement: { dice: 0, value: () => 1 },
  manoeuvre: { dice: 1, value: (rs, L) => 3 + (r0(rs) >> 1) + (L >> 2) },
  magicResistance: { dice: 1, value: (rs) => 6 + (r0(rs) >> 2) },
  spells: { dice: 1, value: (rs, L) => Math.min(20, 11 + (r0(rs) >> 1) + L) },
  ability: {
    dice: 2,
    value: (rs, L) => ((rs[0] ?? 0) <= 5 - (L >> 1) ? 0 : (rs[1] ?? 0) >> 2),
  },
};

export function isWizardLevel(level: number): level is WizardLevel {
  return Number.isInteger(level) && level >= 0 && level <= 8;
}

/**
 * The level bonus L: 0 for a human (level 0) and for computer level 1, up to 7 at level 8.
 * RangeError for any other level.
 */
export function levelBonus(level: WizardLevel): number {
  return bonusOf(levelOrThrow(level, 'levelBonus'));
}

function bonusOf(level: WizardLevel): number {
  return level === 0 ? 0 : level - 1;
}

function levelOrThrow(level: number, where: string): WizardLevel {
  const l = checkLevel(level);
  if (!l.ok) throw new RangeError(`${where}: ${l.message}`);
  return l.value;
}

function checkLevel(level: number): Result<WizardLevel, 'bad-level'> {
  if (!isWizardLevel(level)) {
    return {
      ok: false,
      error: 'bad-level',
      message: `Level is 0 (human) or a computer level 1–8; got ${shown(level)}.`,
    };
  }
  return { ok: true, value: level };
}

/** The test for getting a chance at ability at all: first d10 > 5 − (L >> 1). RangeError for a bad level. */
export function abilityChanceTest(level: WizardLevel): RollTest {
  const L = bonusOf(levelOrThrow(level, 'abilityChanceTest'));
  return { dice: 1, pass: (rs) => (rs[0] ?? 0) > 5 - (L >> 1) };
}

/**
 * P(ability 0), P(1), P(2) for a wizard of this level (0 human, 1–8 computer).
 * Throws RangeError for any other level (bug signal; see `wizardStatDistributions`).
 */
export function abilityOdds(level: number): [Odds, Odds, Odds] {
  const d = statDistribution('ability', levelOrThrow(level, 'abilityOdds'));
  return [oddsOf(d, 0), oddsOf(d, 1), oddsOf(d, 2)];
}

function statDistribution(stat: WizardStatName, level: WizardLevel): Distribution<number> {
  const rule = WIZARD_STAT_RULES[stat];
  const L = bonusOf(level);
  return rollDistribution(rule.dice, (rs) => rule.value(rs, L));
}

/** Exact distributions of every starting stat, plus what the spell book ends up holding. */
export interface WizardStatDistributions {
  readonly level: WizardLevel;
  readonly levelBonus: number;
  readonly stats: Readonly<Record<WizardStatName, Distribution<number>>>;
  /**
   * Random spells actually kept in the book: the game draws SPELLS of them after Disbelieve,
   * but the book has 20 slots, so at SPELLS = 20 the last one is written past its end.
   */
  readonly randomSpellsKept: Distribution<number>;
  /** Entries in the book including Disbelieve: min(SPELLS + 1, 20). */
  readonly bookEntries: Distribution<number>;
}

/** Random spells kept for a SPELLS value 0–20: min(SPELLS, 19). RangeError for any other value. */
export function randomSpellsKept(spells: number): number {
  return keptOf(wholeOrThrow(spells, 0, SPELL_BOOK_SLOTS, 'randomSpellsKept: SPELLS'));
}

function keptOf(spells: number): number {
  return Math.min(spells, SPELL_BOOK_SLOTS - 1);
}

export function wizardStatDistributions(
  level: number,
): Result<WizardStatDistributions, 'bad-level'> {
  const l = checkLevel(level);
  if (!l.ok) return l;
  const stats = Object.fromEntries(
    WIZARD_STAT_ORDER.map((s) => [s, statDistribution(s, l.value)]),
  ) as Record<WizardStatName, Distribution<number>>;
  const L = bonusOf(l.value);
  const spellsRule = WIZARD_STAT_RULES.spells;
  return {
    ok: true,
    value: {
      level: l.value,
      levelBonus: L,
      stats,
      randomSpellsKept: rollDistribution(1, (rs) => keptOf(spellsRule.value(rs, L))),
      bookEntries: rollDistribution(1, (rs) => keptOf(spellsRule.value(rs, L)) + 1),
    },
  };
}

/** Rolls a wizard's starting stats with the seeded generator (same rules as the exact odds). */
export function generateWizardStats(
  level: number,
  rng: RngState,
): Result<Rolled<WizardStats>, 'bad-level' | 'bad-rng'> {
  const l = checkLevel(level);
  if (!l.ok) return l;
  const problem = rngStateProblem(rng);
  if (problem !== null)
    return { ok: false, error: 'bad-rng', message: `Not a generator state: ${problem}.` };
  const L = bonusOf(l.value);
  const m = new MutableRng(rng);
  const out: Partial<Record<WizardStatName, number>> = {};
  for (const s of WIZARD_STAT_ORDER) {
    const rule = WIZARD_STAT_RULES[s];
    const rolls: number[] = [];
    for (let i = 0; i < rule.dice; i++) rolls.push(m.d10());
    out[s] = rule.value(rolls, L);
  }
  return { ok: true, value: { value: out as WizardStats, next: m.state() } };
}

// ---------------------------------------------------------------------------
// Start squares
// ---------------------------------------------------------------------------

export function isWizardCount(n: number): n is WizardCount {
  return Number.isInteger(n) && n >= 2 && n <= 8;
}

/**
 * A start-square byte (y × 16 + x) as a square. RangeError for a byte that is not a square of
 * the board (x 0–14, y 0–9).
 */
export function squareFromByte(byte: number): Square {
  const b = wholeOrThrow(byte, 0, 0x9e, 'squareFromByte: the byte');
  if ((b & 0x0f) > 14)
    throw new RangeError(`squareFromByte: column 15 (byte ${b}) is off the board`);
  return squareOfByte(b);
}

function squareOfByte(byte: number): Square {
  return { x: byte & 0x0f, y: byte >> 4 };
}

/** The wizards' start squares, in seat order, for 2–8 wizards. */
export function startSquares(wizards: number): Result<readonly Square[], 'bad-wizard-count'> {
  if (!isWizardCount(wizards)) {
    return {
      ok: false,
      error: 'bad-wizard-count',
      message: `Chaos has 2 to 8 wizards; got ${shown(wizards)}.`,
    };
  }
  return { ok: true, value: START_SQUARE_BYTES[wizards].map(squareOfByte) };
}

// ---------------------------------------------------------------------------
// Upgrades
// ---------------------------------------------------------------------------

/** A wizard during play: stats plus the upgrade flag byte. */
export interface WizardState {
  readonly stats: WizardStats;
  readonly flags: number;
}

/**
 * A wizard as the game holds him: `stats` over the lowest starting roll of a human (every d10 a
 * 0: combat 1, defence 1, manoeuvre 3, magic resistance 6, spells 11, ability 0; ranged combat
 * 0, range 0 and movement 1 as for every wizard), then `upgrades` cast in the order given
 * through `castUpgrade`, so order matters exactly as in the game.
 */
export function wizardState(
  stats: Partial<WizardStats> = {},
  upgrades: readonly UpgradeSpellName[] = [],
): WizardState {
  const lowest = Object.fromEntries(
    WIZARD_STAT_ORDER.map((name) => [
      name,
      WIZARD_STAT_RULES[name].value(new Array(WIZARD_STAT_RULES[name].dice).fill(0), 0),
    ]),
  ) as unknown as WizardStats;
  let state: WizardState = { stats: { ...lowest, ...stats }, flags: 0 };
  for (const spell of upgrades) state = castUpgrade(state, spell);
  return state;
}

/** The most any wizard statistic may be here (the roll tests take stats up to 1000). */
const STAT_BOUND = 1000;

/**
 * `wizard` when it is a record with a whole flag byte 0–255 and `stats` holding every statistic
 * as a whole number from −1000 to 1000; otherwise a RangeError naming the problem.
 */
function wizardStateOrThrow(wizard: WizardState, where: string): WizardState {
  const w = wizard as unknown;
  if (!isRecord(w) || !isRecord(w.stats))
    throw new RangeError(`${where}: need a wizard { stats, flags }, got ${shown(wizard)}`);
  wholeOrThrow(w.flags, 0, 255, `${where}: the flag byte`);
  for (const name of WIZARD_STAT_ORDER) {
    if (!isWholeIn(w.stats[name], -STAT_BOUND, STAT_BOUND))
      throw new RangeError(
        `${where}: ${name} must be a whole number from ${-STAT_BOUND} to ${STAT_BOUND}; got ${shown(w.stats[name])}`,
      );
  }
  return wizard;
}

/** `spell` when it names an upgrade spell (own property of UPGRADE_EFFECTS); else a RangeError. */
function upgradeOrThrow(spell: UpgradeSpellName, where: string): UpgradeSpellName {
  if (ownEntry(UPGRADE_EFFECTS, spell) === undefined)
    throw new RangeError(`${where}: not an upgrade spell: ${shown(spell)}`);
  return spell;
}

export type { WizardUpgrades } from './wizardUpgrades';

/** Reads the wizard flag byte (wizardUpgrades.ts): armour bit 7 (+4) wins over shield bit 6 (+2); sword bit 2 over knife bit 1. */
export function upgradesFromFlags(flags: number): WizardUpgrades {
  return flagUpgrades(wholeOrThrow(flags, 0, 255, 'upgradesFromFlags: the flag byte'));
}

/**
 * The wizard after an upgrade spell works, exactly as the code sets the flag byte: Shield after
 * Armour downgrades to +2, Knife after Sword downgrades to +2, Bow sets ranged combat 3 and
 * range 6 (absolute values).
 */
export function castUpgrade(wizard: WizardState, spell: UpgradeSpellName): WizardState {
  return upgradeOf(wizardStateOrThrow(wizard, 'castUpgrade'), upgradeOrThrow(spell, 'castUpgrade'));
}

/** `castUpgrade` without the checks, for the game engine (not in index.ts); in wizardUpgrades.ts. */
export { upgradeOf };

/** Would a computer wizard skip this upgrade (it already has it or better)? RangeError for junk. */
export function computerSkipsUpgrade(wizard: WizardState, spell: UpgradeSpellName): boolean {
  const w = wizardStateOrThrow(wizard, 'computerSkipsUpgrade');
  return skipsUpgrade(w, upgradeOrThrow(spell, 'computerSkipsUpgrade'));
}

/** `computerSkipsUpgrade` without the checks, for the game engine's AI (not in index.ts). */
export function skipsUpgrade(wizard: WizardState, spell: UpgradeSpellName): boolean {
  const e = UPGRADE_EFFECTS[spell];
  if (e.computerSkipsIfRangedCombat) return wizard.stats.rangedCombat !== 0;
  return ((e.computerSkipsIfFlags ?? 0) & wizard.flags) !== 0;
}

/** The wizard as a fighter for combat.ts. RangeError for a wizard whose stats or flags are junk. */
export function wizardFighter(wizard: WizardState): WizardFighter {
  return fighterOf(wizardStateOrThrow(wizard, 'wizardFighter'));
}

/** `wizardFighter` without the check, for the game engine's fights (not in index.ts). */
export function fighterOf(wizard: WizardState): WizardFighter {
  const u = upgradesFromFlags(wizard.flags);
  return {
    kind: 'Wizard',
    combat: wizard.stats.combat,
    defence: wizard.stats.defence,
    rangedCombat: wizard.stats.rangedCombat,
    magicResistance: wizard.stats.magicResistance,
    manoeuvre: wizard.stats.manoeuvre,
    weapon: u.weapon,
    armour: u.armour,
    shadowForm: u.shadowForm,
  };
}
