/**
 * The turn resolver: the spells, stabs and surrenders of one turn between wizards, resolved
 * together, with the rule that decided each part.
 *
 * Source: the Spellcast manual page (the spell entries, WINNING, Surrender and Stab). Everything
 * in a turn happens at once, so damage and healing are added up before anyone is checked for
 * death (the 15th point kills; a cure the same turn counts). Scope: wizards and the elementals
 * summoned this turn; other monsters and effects lasting from earlier turns (beyond the
 * resistances and damage given as input) are outside it.
 */
import type { Result } from '../types';
import { findSpellcastSpell } from './spells';

export const DEATH_AT = 15;

export interface ResolverWizard {
  name: string;
  /** Damage taken before this turn. */
  damage: number;
  resistHeat?: boolean;
  resistCold?: boolean;
}

export interface ResolverCast {
  spell: string;
  caster: string;
  /** The wizard the spell is aimed at; null for spells that need none (storms). */
  subject: string | null;
  /** Summon Elemental only: which element the subject chose. */
  element?: 'fire' | 'ice';
}

export interface TurnInput {
  wizards: ResolverWizard[];
  casts: ResolverCast[];
  stabs: { by: string; target: string }[];
  surrenders: string[];
}

export type ResolveRule =
  | 'works'
  | 'dispel-magic'
  | 'counter-spell'
  | 'counter-spell-cannot-stop'
  | 'magic-mirror'
  | 'mirror-to-mirror'
  | 'mirror-countered'
  | 'shield'
  | 'storms-cancel'
  | 'storm-vs-elemental'
  | 'elementals-cancel'
  | 'fireball-in-ice-storm'
  | 'resistance'
  | 'mind-spells-cancel'
  | 'death-vs-raise-dead'
  | 'storms-combine';

export interface CastOutcome {
  spell: string;
  caster: string;
  /** Who the spell ends up affecting (after a mirror). */
  subject: string | null;
  effective: boolean;
  rule: ResolveRule;
}

export interface DamageLine {
  target: string;
  amount: number;
  source: string;
  blocked?: ResolveRule;
}

export interface WizardOutcome {
  name: string;
  damageBefore: number;
  dealt: number;
  healed: number;
  damageAfter: number;
  dead: boolean;
  /** Killed by Finger of Death. */
  slain: boolean;
  surrendered: boolean;
}

export interface TurnOutcome {
  casts: CastOutcome[];
  stabs: { by: string; target: string; hits: boolean; rule: ResolveRule }[];
  damage: DamageLine[];
  wizards: WizardOutcome[];
  /** The winner's name, 'draw', or null while the duel goes on. */
  result: string | 'draw' | null;
  resultRule: 'deaths' | 'surrender' | 'surrender-overridden' | 'both-surrender' | null;
}

export type ResolveError = 'unknown-spell' | 'unknown-wizard' | 'two-stabs' | 'bad-damage';

const SHIELDING = new Set(['Shield', 'Counter-spell', 'Dispel Magic', 'Protection from Evil']);
const BLANKET = new Set(['Fire Storm', 'Ice Storm']);
const MIND = ['Amnesia', 'Confusion', 'Charm Person', 'Charm Monster', 'Paralysis', 'Fear'];
const SELF_KINDS = new Set(['protection', 'summons']);
const DAMAGE: Record<string, number> = {
  Missile: 1,
  'Lightning Bolt': 5,
  'Cause Light Wounds': 2,
  'Cause Heavy Wounds': 3,
  Fireball: 5,
};

export function resolveTurn(input: TurnInput): Result<TurnOutcome, ResolveError> {
  const names = new Set(input.wizards.map((w) => w.name));
  const bad = (error: ResolveError, message: string) => ({ ok: false as const, error, message });
  for (const w of input.wizards) {
    if (!Number.isInteger(w.damage) || w.damage < 0 || w.damage >= DEATH_AT) {
      return bad('bad-damage', `${w.name}'s damage must be a whole number from 0 to 14.`);
    }
  }
  for (const c of input.casts) {
    if (!findSpellcastSpell(c.spell)) return bad('unknown-spell', `No spell "${c.spell}".`);
    if (!names.has(c.caster) || (c.subject !== null && !names.has(c.subject))) {
      return bad('unknown-wizard', `${c.spell} names a wizard who is not in the duel.`);
    }
  }
  const stabbers = new Set<string>();
  for (const s of input.stabs) {
    if (!names.has(s.by) || !names.has(s.target)) {
      return bad('unknown-wizard', 'A stab names a wizard who is not in the duel.');
    }
    if (stabbers.has(s.by)) {
      return bad('two-stabs', `${s.by} stabs twice, but a wizard has only one knife.`);
    }
    stabbers.add(s.by);
  }

  const outcomes: CastOutcome[] = input.casts.map((c) => ({
    spell: c.spell,
    caster: c.caster,
    subject: c.subject,
    effective: true,
    rule: 'works',
  }));
  const stop = (o: CastOutcome, rule: ResolveRule) => {
    o.effective = false;
    o.rule = rule;
  };
  const live = () => outcomes.filter((o) => o.effective);
  const castOn = (spell: string, subject: string | null) =>
    live().some((o) => o.spell === spell && o.subject === subject);

  // 1. Dispel Magic stops every other spell cast this turn.
  if (outcomes.some((o) => o.spell === 'Dispel Magic')) {
    for (const o of outcomes) if (o.spell !== 'Dispel Magic') stop(o, 'dispel-magic');
  }

  // 2. Counter-spell: everything else aimed at its subject fails, except Dispel Magic, Finger
  //    of Death and Raise Dead. Magic Mirror on that subject is countered too.
  const countered = new Set(
    live()
      .filter((o) => o.spell === 'Counter-spell')
      .map((o) => o.subject),
  );
  for (const o of live()) {
    if (o.subject === null || !countered.has(o.subject) || o.spell === 'Counter-spell') continue;
    if (o.spell === 'Finger of Death' || o.spell === 'Raise Dead' || o.spell === 'Dispel Magic') {
      if (o.rule === 'works') o.rule = 'counter-spell-cannot-stop';
      continue;
    }
    stop(o, o.spell === 'Magic Mirror' ? 'mirror-countered' : 'counter-spell');
  }

  // 3. Magic Mirror sends spells aimed at its subject back at their caster; a spell sent to a
  //    caster who has a mirror too bounces until it falls apart.
  const mirrored = new Set(
    live()
      .filter((o) => o.spell === 'Magic Mirror')
      .map((o) => o.subject),
  );
  for (const o of live()) {
    if (o.subject === null || !mirrored.has(o.subject) || o.caster === o.subject) continue;
    const kind = findSpellcastSpell(o.spell)?.kind ?? 'damage';
    if (BLANKET.has(o.spell) || SELF_KINDS.has(kind)) continue;
    if (mirrored.has(o.caster)) stop(o, 'mirror-to-mirror');
    else {
      o.subject = o.caster;
      o.rule = 'magic-mirror';
      // The reflected spell now meets the caster's own counter-spell, if any.
      if (countered.has(o.caster) && o.spell !== 'Finger of Death') stop(o, 'counter-spell');
    }
  }

  // 4. Mind spells on one subject: two different ones cancel, and none works.
  const bySubject = new Map<string, CastOutcome[]>();
  for (const o of live()) {
    if (!MIND.includes(o.spell) || o.subject === null) continue;
    bySubject.set(o.subject, [...(bySubject.get(o.subject) ?? []), o]);
  }
  for (const list of bySubject.values()) {
    if (new Set(list.map((o) => o.spell)).size >= 2) {
      for (const o of list) stop(o, 'mind-spells-cancel');
    }
  }

  // 5. Finger of Death and Raise Dead on the same subject cancel.
  for (const o of live()) {
    if (o.spell === 'Finger of Death' && castOn('Raise Dead', o.subject)) {
      for (const p of live()) {
        if (
          (p.spell === 'Raise Dead' || p.spell === 'Finger of Death') &&
          p.subject === o.subject
        ) {
          stop(p, 'death-vs-raise-dead');
        }
      }
    }
  }

  // 6. Storms and elementals.
  const elementals = live()
    .filter((o) => o.spell === 'Summon Elemental')
    .map((o) => ({ o, element: input.casts[outcomes.indexOf(o)]?.element ?? 'fire' }));
  const fire = live().filter((o) => o.spell === 'Fire Storm');
  const ice = live().filter((o) => o.spell === 'Ice Storm');
  const fireEl = elementals.filter((e) => e.element === 'fire');
  const iceEl = elementals.filter((e) => e.element === 'ice');
  const opposite =
    (fire.length > 0 && ice.length > 0) ||
    (fireEl.length > 0 && iceEl.length > 0) ||
    (fire.length > 0 && iceEl.length > 0) ||
    (ice.length > 0 && fireEl.length > 0);
  if (opposite) {
    const rule: ResolveRule =
      fire.length > 0 && ice.length > 0
        ? 'storms-cancel'
        : fireEl.length > 0 && iceEl.length > 0 && fire.length + ice.length === 0
          ? 'elementals-cancel'
          : 'storm-vs-elemental';
    for (const o of [...fire, ...ice, ...elementals.map((e) => e.o)]) stop(o, rule);
  } else {
    // A storm swallows an elemental of its own kind; the storm goes on.
    for (const e of [...(fire.length ? fireEl : []), ...(ice.length ? iceEl : [])]) {
      stop(e.o, 'storm-vs-elemental');
    }
  }
  // Two storms of one kind act as one.
  for (const group of [
    live().filter((o) => o.spell === 'Fire Storm'),
    live().filter((o) => o.spell === 'Ice Storm'),
  ]) {
    for (const o of group.slice(1)) stop(o, 'storms-combine');
  }

  // 7. Who is shielded, who resists, and the damage.
  const shielded = (name: string) =>
    live().some((o) => SHIELDING.has(o.spell) && o.subject === name);
  const wizard = (name: string) => input.wizards.find((w) => w.name === name);
  const resists = (name: string, heat: boolean) => {
    const w = wizard(name);
    const already = heat ? w?.resistHeat : w?.resistCold;
    return !!already || castOn(heat ? 'Resist Heat' : 'Resist Cold', name);
  };
  const iceStorm = live().some((o) => o.spell === 'Ice Storm');
  const fireballSubjects = new Set(
    live()
      .filter((o) => o.spell === 'Fireball')
      .map((o) => o.subject),
  );
  const damage: DamageLine[] = [];
  const hit = (target: string, amount: number, source: string, blocked?: ResolveRule) =>
    damage.push(blocked ? { target, amount: 0, source, blocked } : { target, amount, source });

  for (const o of live()) {
    const amount = DAMAGE[o.spell];
    if (amount === undefined || o.subject === null) continue;
    if (o.spell === 'Missile' && shielded(o.subject)) hit(o.subject, amount, o.spell, 'shield');
    else if (o.spell === 'Fireball' && iceStorm) {
      hit(o.subject, amount, o.spell, 'fireball-in-ice-storm');
    } else if (o.spell === 'Fireball' && resists(o.subject, true)) {
      hit(o.subject, amount, o.spell, 'resistance');
    } else hit(o.subject, amount, o.spell);
  }
  for (const o of live()) {
    if (!BLANKET.has(o.spell)) continue;
    const heat = o.spell === 'Fire Storm';
    for (const w of input.wizards) {
      if (countered.has(w.name)) hit(w.name, 5, o.spell, 'counter-spell');
      else if (!heat && fireballSubjects.has(w.name)) {
        hit(w.name, 5, o.spell, 'fireball-in-ice-storm');
      } else if (resists(w.name, heat)) hit(w.name, 5, o.spell, 'resistance');
      else hit(w.name, 5, o.spell);
    }
  }
  for (const e of elementals.filter((x) => x.o.effective)) {
    const heat = e.element === 'fire';
    for (const w of input.wizards) {
      const source = `${heat ? 'fire' : 'ice'} elemental`;
      if (shielded(w.name)) hit(w.name, 3, source, 'shield');
      else if (resists(w.name, heat)) hit(w.name, 3, source, 'resistance');
      else hit(w.name, 3, source);
    }
  }
  const stabs = input.stabs.map((s) => {
    const blocked = shielded(s.target);
    hit(s.target, 1, `${s.by}'s knife`, blocked ? 'shield' : undefined);
    return { ...s, hits: !blocked, rule: (blocked ? 'shield' : 'works') as ResolveRule };
  });

  // 8. Add up: all damage and healing land together; the 15th point kills.
  const wizards: WizardOutcome[] = input.wizards.map((w) => {
    const dealt = damage.filter((d) => d.target === w.name).reduce((n, d) => n + d.amount, 0);
    const total = w.damage + dealt;
    let healed = 0;
    for (const o of live()) {
      if (o.subject !== w.name) continue;
      if (o.spell === 'Cure Light Wounds') healed += 1;
      if (o.spell === 'Cure Heavy Wounds') healed += 2;
      if (o.spell === 'Raise Dead') healed += 5;
    }
    healed = Math.min(healed, total);
    const damageAfter = total - healed;
    const slain = live().some((o) => o.spell === 'Finger of Death' && o.subject === w.name);
    return {
      name: w.name,
      damageBefore: w.damage,
      dealt,
      healed,
      damageAfter,
      dead: slain || damageAfter >= DEATH_AT,
      slain,
      surrendered: input.surrenders.includes(w.name),
    };
  });

  // 9. The result. A surrender loses, unless the surrendering wizard's spells killed the
  //    other side that turn; two surrenders are a draw, and so are deaths all round.
  const alive = wizards.filter((w) => !w.dead);
  const standing = alive.filter((w) => !w.surrendered);
  let result: string | 'draw' | null = null;
  let resultRule: TurnOutcome['resultRule'] = null;
  if (alive.length === 0) {
    result = 'draw';
    resultRule = 'deaths';
  } else if (standing.length === 1 && wizards.length > 1) {
    // Everyone else is dead or has surrendered.
    result = standing[0]!.name;
    resultRule = alive.some((w) => w.surrendered) ? 'surrender' : 'deaths';
  } else if (standing.length === 0) {
    if (alive.length === 1) {
      result = alive[0]!.name;
      resultRule = 'surrender-overridden';
    } else {
      result = 'draw';
      resultRule = 'both-surrender';
    }
  }
  return {
    ok: true,
    value: { casts: outcomes, stabs, damage, wizards, result, resultRule },
  };
}
