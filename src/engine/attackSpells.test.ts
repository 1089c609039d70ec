import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ATTACK_SPELLS,
  attackSpellOdds,
  attackSpellTargetClass,
  attackSpellTargets,
  leavesCorpseToRaise,
} from './attackSpells';
import { castChance } from './casting';
import { combatKillAftermath } from './combat';
import type { Fighter, WizardFighter } from './fighters';
import { CREATURE_LIST } from './lookup';
import { boltOdds, magicAttackOdds, subversionOdds } from './magicAttacks';
import { not, odds, ONE, plus, times, ZERO } from './odds';
import { CREATURE_NAMES } from './types';

const wizard = (over: Partial<WizardFighter> = {}): WizardFighter => ({
  kind: 'Wizard',
  combat: 3,
  defence: 3,
  rangedCombat: 0,
  magicResistance: 7,
  ...over,
});
const balance = fc.integer({ min: -128, max: 127 });
const ability = fc.integer({ min: 0, max: 2 });

describe('attackSpellOdds', () => {
  it('multiplies the casting chance by the effect for one target', () => {
    fc.assert(
      fc.property(balance, ability, fc.constantFrom(...CREATURE_NAMES), (b, a, kind) => {
        const s = { balance: b, ability: a };
        const r = attackSpellOdds('Vengeance', [{ kind }], s);
        if (!r.ok) throw new Error(r.message);
        const m = magicAttackOdds('Vengeance', [{ kind }]);
        if (!m.ok) throw new Error(m.message);
        const falls = m.value.targets[0]!.falls;
        expect(r.value.cast.odds).toEqual(castChance('Vengeance', s));
        expect(r.value.effects).toEqual([falls]);
        expect(r.value.anyFalls).toEqual(times(castChance('Vengeance', s), falls));
      }),
    );
  });
  it('Justice on 3 targets: the overall distribution includes the failed cast in “none fall”', () => {
    const s = { balance: 40, ability: 1 };
    const targets: Fighter[] = [
      { kind: 'Horse' },
      { kind: 'Faun' },
      wizard({ magicResistance: 6 }),
    ];
    const r = attackSpellOdds('Justice', targets, s);
    if (!r.ok) throw new Error(r.message);
    const m = magicAttackOdds('Justice', targets);
    if (!m.ok) throw new Error(m.message);
    const c = castChance('Justice', s);
    expect(r.value.fallen).toEqual(m.value.fallen);
    expect(r.value.overall[0]!.odds).toEqual(plus(not(c), times(c, m.value.fallen[0]!.odds)));
    for (const k of [1, 2, 3])
      expect(r.value.overall[k]!.odds).toEqual(times(c, m.value.fallen[k]!.odds));
    expect(plus(...r.value.overall.map((o) => o.odds))).toEqual(ONE);
  });
  it('bolts: certain cast (chance 100 %) times boltOdds; immune pieces are refused', () => {
    fc.assert(
      fc.property(balance, ability, (b, a) => {
        const r = attackSpellOdds('Lightning', [{ kind: 'Golden Dragon' }], {
          balance: b,
          ability: a,
        });
        const bolt = boltOdds('Lightning', { kind: 'Golden Dragon' });
        expect(r.ok && r.value.anyFalls).toEqual(bolt.ok && bolt.value.odds);
      }),
    );
    const wall = attackSpellOdds('Magic Bolt', [{ kind: 'Wall' }], { balance: 0, ability: 0 });
    expect(!wall.ok && wall.error).toBe('immune');
  });
  it('Subversion follows subversionOdds (never an illusion); Disbelieve takes only illusions', () => {
    const s = { balance: 0, ability: 0 };
    for (const c of CREATURE_LIST) {
      const sub = attackSpellOdds('Subversion', [{ kind: c.name }], s);
      const so = subversionOdds({ kind: c.name });
      expect(sub.ok && sub.value.anyFalls).toEqual(so.ok && so.value.odds);
      const ill = attackSpellOdds('Subversion', [{ kind: c.name, illusion: true }], s);
      expect(ill.ok && ill.value.anyFalls).toEqual(ZERO);
      const dReal = attackSpellOdds('Disbelieve', [{ kind: c.name }], s);
      expect(dReal.ok && dReal.value.anyFalls).toEqual(ZERO);
      const dIll = attackSpellOdds('Disbelieve', [{ kind: c.name, illusion: true }], s);
      expect(dIll.ok && dIll.value.anyFalls).toEqual(castChance('Disbelieve', s));
    }
    const w = attackSpellOdds('Subversion', [wizard()], s);
    expect(!w.ok && w.error).toBe('not-a-target');
  });
  it('Raise Dead works on the corpses of the 26 living creatures only, as often as it is cast', () => {
    const s = { balance: -60, ability: 2 };
    const raisable = CREATURE_NAMES.filter(leavesCorpseToRaise);
    expect(raisable).toHaveLength(26);
    for (const kind of CREATURE_NAMES) {
      const r = attackSpellOdds('Raise Dead', [{ kind }], s);
      if (leavesCorpseToRaise(kind))
        expect(r.ok && r.value.anyFalls).toEqual(castChance('Raise Dead', s));
      else expect(!r.ok && r.error).toBe('not-a-target');
    }
    expect(castChance('Raise Dead', s)).toEqual(odds(1, 1)); // 50 % + 15 (balance) + 2 (ability), capped
  });
  it('checks targets, counts and settings', () => {
    const s = { balance: 0, ability: 0 };
    expect(attackSpellTargets('Dark Power')).toBe(3);
    expect(attackSpellTargets('Magic Bolt')).toBe(1);
    expect(attackSpellTargetClass('Raise Dead')).toBe('corpse');
    const none = attackSpellOdds('Decree', [], s);
    expect(!none.ok && none.error).toBe('no-targets');
    const many = attackSpellOdds('Decree', [{ kind: 'Orc' }, { kind: 'Orc' }], s);
    expect(!many.ok && many.error).toBe('too-many-targets');
    const tree = attackSpellOdds('Justice', [{ kind: 'Magic Wood' }], s);
    expect(!tree.ok && tree.error).toBe('not-a-target');
    const bad = attackSpellOdds('Justice', [{ kind: 'Orc' }], { balance: 0, ability: 5 });
    expect(!bad.ok && bad.error).toBe('bad-ability');
    expect(ATTACK_SPELLS).toHaveLength(9);
  });
});

describe('combatKillAftermath', () => {
  it('living real creatures leave a corpse; illusions, undead and raised creatures none', () => {
    for (const c of CREATURE_LIST) {
      expect(combatKillAftermath({ kind: c.name })).toBe(c.undead ? 'no-corpse-undead' : 'corpse');
      expect(combatKillAftermath({ kind: c.name, illusion: true })).toBe('no-corpse-illusion');
      expect(combatKillAftermath({ kind: c.name, raised: true })).toBe('no-corpse-undead');
    }
    expect(combatKillAftermath(wizard())).toBe('wizard-killed');
    expect(combatKillAftermath({ kind: 'Gooey Blob' })).toBe('piece-destroyed');
  });
});
