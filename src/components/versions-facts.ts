/**
 * Numbers for the "where the versions differ" page, worked out at build time by the engine:
 * for each claim made by a remake, port or guide, what the claim would give and what the
 * original code gives. The claims' own inputs (a swapped statistic, a power of 3, a chance of
 * 100 %) are the only values written here; every odds figure comes from the engine.
 */
import {
  BOLT_POWER,
  CREATURES,
  WIZARD_BONUSES,
  WOOD_GIFT_NUMBERS,
  abilityOdds,
  bookHoldsOdds,
  boltKill,
  castChance,
  castOutcome,
  combatKill,
  moveIntoAction,
  makePiece,
  resists,
  oneRoll,
  testOdds,
  SPELLS,
  isSpellNumber,
  spellByName,
  subverts,
  woodGiftOdds,
  breaksFree,
  UPGRADE_EFFECTS,
  allSquares,
  creatureTargetList,
  distance,
  emptyBoard,
  reachLimit,
  spellReach,
  spellTargetMap,
  threatTable,
  withPiece,
  type CreatureName,
  type MoverStats,
  type Odds,
  type SpellName,
} from '../engine';
import { pct, pctFrac, signed } from '../lib/format';
import { openReach, openThreat } from './board-facts';

/** One line of a comparison: what is measured, as the claim has it, as the original has it. */
export interface Compare {
  readonly what: string;
  readonly claim: string;
  readonly original: string;
}

const show = (o: Odds | { num: bigint; den: bigint; p: number }) => pctFrac(o);

/**
 * Archaos and Chaos-2010 carry every creature's manoeuvre and magic resistance the other way
 * round. The engagement test (#ADE5) reads manoeuvre; Vengeance and its kin (#9EA3) and
 * Subversion (#85B7) read magic resistance.
 */
export function statSwap(names: readonly CreatureName[]): Compare[] {
  return names.flatMap((name) => {
    const c = CREATURES[name];
    return [
      {
        what: `${name} breaks free when engaged`,
        claim: show(breaksFree(c.magicResistance)),
        original: show(breaksFree(c.manoeuvre)),
      },
      {
        what: `${name} resists Vengeance`,
        claim: show(resists(c.manoeuvre)),
        original: show(resists(c.magicResistance)),
      },
      {
        what: `${name} is subverted`,
        claim: show(subverts(c.manoeuvre)),
        original: show(subverts(c.magicResistance)),
      },
    ];
  });
}

/** Casting chances: a port's percentage against the tape's, at balance 0 and ability 0. */
export function chanceClaims(claims: readonly [SpellName, number][]): Compare[] {
  return claims.map(([spell, claimPct]) => ({
    what: `${spell}, neutral world, ability 0`,
    claim: `${claimPct}%`,
    original: pct(castChance(spell, { balance: 0, ability: 0 }).p),
  }));
}

/** Mean of a numeric distribution. */
const mean = (d: readonly { value: number; odds: { p: number } }[]) =>
  d.reduce((s, o) => s + o.value * o.odds.p, 0);

/**
 * The human double roll (#9DE7 calls the casting roll #9760 again): the chance to work is the
 * same, but the balance moves once per passing roll. A one-roll port moves it once at most.
 */
export function doubleRoll(spell: SpellName): Compare[] {
  const human = castOutcome(spell, { balance: 0, ability: 0, caster: 'human' });
  const single = castOutcome(spell, { balance: 0, ability: 0, caster: 'computer' });
  if (!human.ok || !single.ok) throw new Error(`castOutcome failed for ${spell}`);
  const a = spellByName(spell).alignment;
  const twice = (d: typeof human.value.balanceChange) =>
    d.find((o) => o.value === 2 * a)?.odds ?? { num: 0, den: 1, p: 0 };
  return [
    {
      what: `${spell} cast by a human: casting rolls`,
      claim: String(single.value.rolls),
      original: String(human.value.rolls),
    },
    {
      what: `${spell} works`,
      claim: show(single.value.works),
      original: show(human.value.works),
    },
    {
      what: `The balance moves by ${signed(2 * a)}`,
      claim: show(twice(single.value.balanceChange)),
      original: show(twice(human.value.balanceChange)),
    },
    {
      what: 'Average move of the balance',
      claim: signed(Number(mean(single.value.balanceChange).toFixed(2))),
      original: signed(Number(mean(human.value.balanceChange).toFixed(2))),
    },
  ];
}

/** A successful illusion moves the balance in the original (#9760 path); Chaos DS leaves it. */
export function illusionBalance(spell: CreatureName): Compare[] {
  const r = castOutcome(spell, { balance: 0, ability: 0, caster: 'human', illusion: true });
  if (!r.ok) throw new Error(r.message);
  const moved = r.value.balanceChange.find((o) => o.value !== 0);
  return [
    {
      what: `An illusion of the ${spell} moves the balance by`,
      claim: '0',
      original: moved ? `${signed(moved.value)} (${pct(moved.odds.p)} of casts)` : '0',
    },
  ];
}

/**
 * A guide's claims: ranged attacks roll against magic resistance, bolts against manoeuvre,
 * Lightning has power 3. The original: ranged combat against defence (#B168–#B2AD), bolts
 * against defence (#9D07–#9D63), Lightning d10 + 6.
 */
export function guideClaims(
  shooter: CreatureName,
  target: CreatureName,
  claimedLightning: number,
): Compare[] {
  const s = CREATURES[shooter];
  const t = CREATURES[target];
  return [
    {
      what: `${shooter} shoots a ${target}: kill`,
      claim: show(combatKill(s.rangedCombat, t.magicResistance)),
      original: show(combatKill(s.rangedCombat, t.defence)),
    },
    {
      what: `Magic Bolt at a ${target}: kill`,
      claim: show(boltKill(BOLT_POWER['Magic Bolt'], t.manoeuvre)),
      original: show(boltKill(BOLT_POWER['Magic Bolt'], t.defence)),
    },
    {
      what: `Lightning at a ${target}: kill`,
      claim: show(boltKill(claimedLightning, t.defence)),
      original: show(boltKill(BOLT_POWER.Lightning, t.defence)),
    },
  ];
}

/**
 * Ability (#8CF2–#8D79): the original gives ability only when a first d10 > 5 − L/2, then
 * d10 >> 2 (0, 1, 2 at 40/40/20 %). Chaos DS and the C++ port roll it when d10 ≥ 5 − L/2 and
 * pick 0–2 evenly. Both worked with the engine's dice for a human (L = 0).
 */
export function abilityClaim(): Compare[] {
  const original = abilityOdds(0);
  const rolled = testOdds(oneRoll((r) => r >= 5)).p; // the ports' test for L = 0
  const claim = [1 - rolled + rolled / 3, rolled / 3, rolled / 3];
  return [0, 1, 2].map((k) => ({
    what: `A human wizard's ability is ${k}`,
    claim: pct(claim[k] ?? 0),
    original: show(original[k] as Odds),
  }));
}

/**
 * The spell book (#8D7A–#8DD3): the original draws SPELLS random spells after Disbelieve; the
 * two ports draw one fewer. The chance that a book of a given SPELLS holds a spell, both ways.
 */
export function bookClaim(spell: SpellName, spells: number): Compare[] {
  const orig = bookHoldsOdds(spell, spells);
  const port = bookHoldsOdds(spell, spells - 1);
  if (!orig.ok || !port.ok) throw new Error(`bookHoldsOdds failed for ${spell}`);
  return [
    {
      what: 'Random spells drawn',
      claim: String(spells - 1),
      original: String(spells),
    },
    {
      what: `A book with SPELLS = ${spells} holds ${spell}`,
      claim: pct(port.value.p),
      original: pct(orig.value.p),
    },
  ];
}

/**
 * The Magic Wood gift (#8F9A–#903A): only the 39 spell numbers whose low hex digit is 0–9. A
 * version that draws any spell 2–64 evenly, against the original.
 */
export function woodGiftClaim(spell: SpellName): Compare[] {
  const anyNumbers = 64 - 2 + 1;
  const original = woodGiftOdds().find((o) => o.value === spell)?.odds;
  const numbersOf = (name: SpellName) => {
    let n = 0;
    for (let k = 2; k <= 64; k++) if (spellNameOf(k) === name) n++;
    return n;
  };
  return [
    {
      what: 'Spell numbers a gift can be',
      claim: String(anyNumbers),
      original: String(WOOD_GIFT_NUMBERS.length),
    },
    {
      what: `A gift is ${spell}`,
      claim: `${pct(numbersOf(spell) / anyNumbers)} (${numbersOf(spell)}/${anyNumbers})`,
      original: original ? show(original) : '0%',
    },
  ];
}

function spellNameOf(n: number): SpellName | null {
  return isSpellNumber(n) ? SPELLS[n].name : null;
}

/**
 * Shadow Form: +3 defence in melee and ranged combat only (#B168–#B2AD), not against bolts
 * (#9D07–#9D63), and it ends when the wizard attacks (#B1B8). Against a version that also
 * counts it against bolts, for a plain wizard of the given defence.
 */
export function shadowFormClaim(wizardDefence: number): Compare[] {
  const bonus = WIZARD_BONUSES.shadowFormDefence;
  return [
    {
      what: `Magic Bolt kills a wizard of defence ${wizardDefence} in Shadow Form`,
      claim: show(boltKill(BOLT_POWER['Magic Bolt'], wizardDefence + bonus)),
      original: show(boltKill(BOLT_POWER['Magic Bolt'], wizardDefence)),
    },
  ];
}

/** What undead may attack, and who may attack them (#B18D), from moveIntoAction. */
export function undeadFacts(): { what: string; original: string }[] {
  const living: MoverStats = {
    owner: 0,
    movement: 1,
    flying: false,
    isWizard: false,
    undead: false,
  };
  const word = (a: string) => (a === 'attack' ? 'attacks' : a === 'undead-refused' ? 'refused' : a);
  return [
    {
      what: 'A Skeleton moves into an enemy Goblin',
      original: word(moveIntoAction({ ...living, undead: true }, makePiece('Goblin', 1))),
    },
    {
      what: 'A Goblin moves into an enemy Skeleton',
      original: word(moveIntoAction(living, makePiece('Skeleton', 1))),
    },
    {
      what: 'A wizard with no magic weapon moves into an enemy Vampire',
      original: word(moveIntoAction({ ...living, isWizard: true }, makePiece('Vampire', 1))),
    },
    {
      what: 'A wizard with a Magic Knife moves into an enemy Vampire',
      original: word(
        moveIntoAction({ ...living, isWizard: true, magicWeapon: true }, makePiece('Vampire', 1)),
      ),
    },
    {
      what: 'A Goblin raised by Raise Dead is attacked by a living Goblin',
      original: word(moveIntoAction(living, makePiece('Goblin', 1, { raised: true }))),
    },
  ];
}

/**
 * Where this site itself used to differ from the original, fixed after an audit: the numbers
 * it gave then and the original's, both from the engine.
 */
export function siteBefore(): Compare[] {
  const centre = { x: 7, y: 4 };
  const board = withPiece(emptyBoard(), centre, makePiece('Wizard 1', 0));
  const wood = spellByName('Magic Wood');
  const count = (reach: number) =>
    spellTargetMap(board, centre, {
      rangeByte: wood.rangeByte,
      category: wood.kind,
      reach,
    }).squares.filter((e) => e.legal).length;
  const bow = UPGRADE_EFFECTS['Magic Bow'].setsRange ?? 0;
  const within = (limit: number) =>
    allSquares().filter((sq) => {
      const d = distance(centre, sq);
      return d > 0 && d <= limit;
    }).length;
  const worked = [
    [{ x: 2, y: 4 }, 'Wizard 1', 0],
    [{ x: 5, y: 4 }, 'Wizard 2', 1],
    [{ x: 12, y: 4 }, 'Golden Dragon', 2],
    [{ x: 14, y: 9 }, 'Wizard 3', 2],
  ] as const;
  const wb = worked.reduce(
    (b, [sq, kind, owner]) => withPiece(b, sq, makePiece(kind, owner)),
    emptyBoard(),
  );
  const me = { x: 2, y: 4 };
  const byThreat = threatTable(wb, 0, me)[0];
  const byRank = creatureTargetList(wb, 0, me)[0];
  return [
    {
      what: 'Squares a Gryphon in the middle of an empty board can attack',
      claim: String(openReach('Gryphon')),
      original: String(openThreat('Gryphon')),
    },
    {
      what: `Squares a Magic Wood can go to from the middle of an empty board`,
      claim: String(count(wood.rangeByte)),
      original: String(count(spellReach(wood))),
    },
    {
      what: `Squares a Magic Bow (range ${bow}) reaches from the middle of an empty board`,
      claim: String(within(reachLimit(bow, 'spell-or-flyer'))),
      original: String(within(reachLimit(bow, 'ranged-attack'))),
    },
    {
      what: 'Computer at (2,4) casting a creature: first target (wizard 2 at (5,4), a Golden Dragon at (12,4))',
      claim: byThreat ? `${byThreat.kind} (${byThreat.score})` : '—',
      original: byRank ? `${byRank.kind} (${byRank.rank})` : '—',
    },
  ];
}
