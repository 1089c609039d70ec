import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  completionConflicts,
  HAND_CHARS,
  readHands,
  spellProgress,
  spellProgressDetail,
  spellsCompleted,
  surrenders,
} from './sequences';
import { SPELLCAST_SPELLS } from './spells';

const names = (left: string, right: string) =>
  spellsCompleted(left, right).map((c) => `${c.spell}/${c.hand}`);

describe('SPELLCAST_SPELLS', () => {
  it('has the manual spells, with the sequences given in the issue', () => {
    expect(SPELLCAST_SPELLS).toHaveLength(39);
    const by = Object.fromEntries(SPELLCAST_SPELLS.map((s) => [s.name, s.gestures]));
    expect(by['Dispel Magic']).toEqual(['cDPW']);
    expect(by['Counter-spell']).toEqual(['WPP', 'WWS']);
    expect(by['Lightning Bolt']).toEqual(['DFFDD', 'WDDc']);
    expect(by['Finger of Death']).toEqual(['PWPFSSSD']);
    expect(new Set(SPELLCAST_SPELLS.map((s) => s.name)).size).toBe(39);
  });

  it('writes sequences only with gesture letters, never stab, nothing or a one-handed C', () => {
    for (const s of SPELLCAST_SPELLS) {
      for (const g of s.gestures) expect(g).toMatch(/^[PDFWScdfpsw]+$/);
    }
  });

  it('names spells in Title Case as the manual does', () => {
    for (const s of SPELLCAST_SPELLS) {
      for (const word of s.name.split(' ')) {
        if (word === 'of' || word === 'from') continue;
        expect(word[0], s.name).toBe(word[0]?.toUpperCase());
      }
    }
  });
});

// Every sequence of every spell made with the left hand; the right hand makes only the
// two-handed steps and nothing otherwise. The third column is everything that completes.
const GOLDEN: [string, string, string][] = [
  ['P', '-', 'Shield/left'],
  ['PDWP', '----', 'Shield/left, Remove Enchantment/left'],
  ['CW', 'CW', 'Magic Mirror/left, Magic Mirror/right'],
  ['WPP', '---', 'Shield/left, Counter-spell/left'],
  ['WWS', '---', 'Counter-spell/left'],
  ['CDPW', 'C---', 'Dispel Magic/left'],
  ['DWWFWC', '-----C', 'Raise Dead/left'],
  ['DFW', '---', 'Cure Light Wounds/left'],
  ['DFPW', '----', 'Cure Heavy Wounds/left'],
  ['SFW', '---', 'Summon Goblin/left'],
  ['PSFW', '----', 'Summon Goblin/left, Summon Ogre/left'],
  ['FPSFW', '-----', 'Summon Goblin/left, Summon Ogre/left, Summon Troll/left'],
  [
    'WFPSFW',
    '------',
    'Summon Goblin/left, Summon Ogre/left, Summon Troll/left, Summon Giant/left',
  ],
  ['CSWWS', 'C----', 'Counter-spell/left, Summon Elemental/left'],
  ['SD', '--', 'Missile/left'],
  ['PWPFSSSD', '--------', 'Missile/left, Finger of Death/left'],
  ['DFFDD', '-----', 'Lightning Bolt/left'],
  ['WDDC', '---C', 'Lightning Bolt/left'],
  ['WFP', '---', 'Shield/left, Cause Light Wounds/left'],
  ['WPFD', '----', 'Cause Heavy Wounds/left'],
  ['FSSDD', '-----', 'Fireball/left'],
  ['SWWC', '---C', 'Fire Storm/left'],
  ['WSSC', '---C', 'Ice Storm/left'],
  ['DPP', '---', 'Shield/left, Amnesia/left'],
  ['DSF', '---', 'Confusion/left'],
  ['PSDF', '----', 'Charm Person/left'],
  ['PSDD', '----', 'Charm Monster/left'],
  ['FFF', '---', 'Paralysis/left'],
  ['SWD', '---', 'Fear/left'],
  ['SPF', '---', 'Anti-spell/left'],
  ['WWP', '---', 'Shield/left, Protection from Evil/left'],
  ['WWFP', '----', 'Shield/left, Cause Light Wounds/left, Resist Heat/left'],
  ['SSFP', '----', 'Shield/left, Resist Cold/left'],
  ['DSFFFC', '-----C', 'Disease/left'],
  ['DWWFWD', '------', 'Poison/left'],
  ['DWFFD', '----D', 'Blindness/left'],
  ['PPWS', '--WS', 'Invisibility/left'],
  ['PWPWWC', '-----C', 'Haste/left'],
  ['SPPC', '---C', 'Time Stop/left'],
  ['DWSSSP', '------', 'Shield/left, Delayed Effect/left'],
  ['SPFPSDW', '-------', 'Permanency/left'],
];

describe('spellsCompleted: every sequence of every spell', () => {
  it('covers all 41 sequences', () => {
    const all = SPELLCAST_SPELLS.flatMap((s) => s.gestures.map((g) => g.toUpperCase()));
    expect(GOLDEN.map(([l]) => l).sort()).toEqual([...all].sort());
  });

  it.each(GOLDEN)('left %s, right %s completes %s', (left, right, expected) => {
    expect(names(left, right).join(', ')).toBe(expected);
    // The same gestures with the hands swapped complete the same spells on the other hand.
    const swapped = expected.replace(/\/left/g, '/R').replace(/\/right/g, '/left');
    expect(names(right, left).sort()).toEqual(swapped.replace(/\/R/g, '/right').split(', ').sort());
  });

  it('needs nothing before the sequence: earlier turns do not matter', () => {
    expect(names('>-SDFPWPFSSSD', '-->---------D'.slice(0, 13))).toContain('Finger of Death/left');
  });
});

describe("the manual's examples", () => {
  it('F-F-F is Paralysis; S-S-D-D after it makes a Fireball; one more F another Paralysis', () => {
    expect(names('FFF', '---')).toEqual(['Paralysis/left']);
    expect(names('FFFS', '----')).toEqual([]);
    expect(names('FFFSSDD', '-------')).toEqual(['Fireball/left']);
    expect(names('FFFF', '----')).toEqual(['Paralysis/left']);
  });

  it('P-P-W-S right against W-W-W-S left: Counter-spell and Invisibility want the same S', () => {
    expect(names('WWWS', 'PPWS')).toEqual(['Counter-spell/left', 'Invisibility/right']);
    const report = completionConflicts('WWWS', 'PPWS');
    expect(report.conflicts).toEqual([[0, 1]]);
    expect(report.choices).toEqual([[0], [1]]);
  });

  it('Missile is the end of Finger of Death: both complete and the caster picks one', () => {
    expect(names('PWPFSSSD', '--------')).toEqual(['Missile/left', 'Finger of Death/left']);
    const report = completionConflicts('PWPFSSSD', '--------');
    expect(report.conflicts).toEqual([[0, 1]]);
    expect(report.choices).toHaveLength(2);
  });
});

describe('two-handed steps', () => {
  it('do not count when made with one hand only', () => {
    expect(names('CW', '-W')).toEqual([]);
    expect(names('CW', 'C-')).toEqual([]);
    expect(names('WDDC', '---D')).toEqual([]);
    expect(names('PPWS', '--W-')).toEqual([]);
    expect(names('PPWS', '---S')).toEqual([]);
    expect(names('CDPW', '-DPW')).toEqual([]);
    expect(names('DWFFD', '----F')).toEqual([]);
    expect(names('C', 'W')).toEqual([]);
  });

  it('make the spell on both hands when both hands follow the whole sequence', () => {
    expect(names('CW', 'CW')).toEqual(['Magic Mirror/left', 'Magic Mirror/right']);
    const report = completionConflicts('CW', 'CW');
    // One casting seen from both hands: the caster keeps one.
    expect(report.choices).toEqual([[0], [1]]);
  });

  it('one-handed steps count whatever the other hand does (stab, nothing, any gesture)', () => {
    for (const other of ['>>', '--', 'PP', 'CC', 'SD']) {
      expect(names('SD', other.replace('>>', '>-'))).toContain('Missile/left');
    }
  });
});

describe('surrender', () => {
  it('is both hands P in the latest turn, and each P also completes Shield', () => {
    expect(surrenders('P', 'P')).toBe(true);
    expect(names('P', 'P')).toEqual(['Shield/left', 'Shield/right']);
    expect(surrenders('WP', 'PP')).toBe(true);
    expect(surrenders('PW', 'PP')).toBe(false);
    expect(surrenders('P', 'W')).toBe(false);
    expect(surrenders('', '')).toBe(false);
    // Two shields use different gestures: no conflict.
    expect(completionConflicts('P', 'P').choices).toEqual([[0, 1]]);
  });

  it('is not a spell', () => {
    expect(spellsCompleted('PP', 'PP').some((c) => c.spell === 'Surrender')).toBe(false);
  });
});

describe('spellProgress', () => {
  const rows = (left: string, right: string) =>
    spellProgress(left, right).map((p) => `${p.spell}/${p.hand} ${p.made}+${p.toGo}`);

  it('reads W-W on the left and nothing on the right', () => {
    expect(rows('WW', '--')).toEqual([
      'Counter-spell/left 2+1',
      'Summon Giant/left 1+5',
      'Lightning Bolt/left 1+3',
      'Cause Light Wounds/left 1+2',
      'Cause Heavy Wounds/left 1+3',
      'Ice Storm/left 1+3',
      'Protection from Evil/left 2+1',
      'Resist Heat/left 2+2',
    ]);
  });

  it('gives completed spells toGo 0 and picks the nearer alternative', () => {
    expect(rows('WPP', '---')).toContain('Counter-spell/left 3+0');
    expect(rows('WPP', '---')).toContain('Shield/left 1+0');
    // W-D-D needs only the clap: 3 made, 1 to go (the long form would be 1 + 4).
    expect(rows('WDD', '---')).toContain('Lightning Bolt/left 3+1');
  });

  it('counts a two-handed first step only when the other hand made it too', () => {
    expect(rows('C', 'C')).toEqual([
      'Magic Mirror/left 1+1',
      'Magic Mirror/right 1+1',
      'Dispel Magic/left 1+3',
      'Dispel Magic/right 1+3',
      'Summon Elemental/left 1+4',
      'Summon Elemental/right 1+4',
    ]);
    expect(rows('C', '-')).toEqual([]);
  });

  it('says which alternative is counted and what comes next', () => {
    const p = spellProgressDetail('WD', '--').find((x) => x.spell === 'Lightning Bolt');
    expect(p).toEqual({
      spell: 'Lightning Bolt',
      hand: 'left',
      made: 2,
      toGo: 2,
      sequence: 'WDDc',
      next: 'D',
    });
    const done = spellProgressDetail('P', '-').find((x) => x.spell === 'Shield');
    expect(done?.next).toBe('');
  });

  it('is empty for an empty history, stabs and nothing', () => {
    expect(spellProgress('', '')).toEqual([]);
    expect(spellProgress('>-', '->')).toEqual([]);
  });
});

describe('readHands', () => {
  it('accepts either case and refuses what a wizard cannot do', () => {
    expect(readHands('wp', 'S>')).toEqual({ ok: true, value: { left: 'WP', right: 'S>' } });
    expect(readHands('WX', 'SS')).toMatchObject({ ok: false, error: 'bad-gesture' });
    expect(readHands('W', 'SS')).toMatchObject({ ok: false, error: 'unequal-length' });
    expect(readHands('W>', 'S>')).toMatchObject({ ok: false, error: 'two-stabs' });
    expect(readHands('W'.repeat(41), 'S'.repeat(41))).toMatchObject({
      ok: false,
      error: 'too-long',
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

const handChar = fc.constantFrom(...HAND_CHARS);
const histories = fc
  .array(fc.tuple(handChar, handChar), { maxLength: 12 })
  .map((turns) => [turns.map((t) => t[0]).join(''), turns.map((t) => t[1]).join('')] as const);
const alternative = fc
  .constantFrom(...SPELLCAST_SPELLS)
  .chain((s) => fc.tuple(fc.constant(s), fc.constantFrom(...s.gestures)));

describe('properties', () => {
  it('a spell appended to any history completes it on that hand', () => {
    fc.assert(
      fc.property(
        histories,
        alternative,
        fc.array(handChar, { minLength: 8, maxLength: 8 }),
        fc.boolean(),
        ([l, r], [s, seq], free, onLeft) => {
          const mine = seq.toUpperCase();
          const other = [...seq]
            .map((c, i) => (c === c.toLowerCase() ? c.toUpperCase() : free[i]))
            .join('');
          const [left, right] = onLeft ? [l + mine, r + other] : [l + other, r + mine];
          const hand = onLeft ? 'left' : 'right';
          expect(spellsCompleted(left, right)).toContainEqual({ spell: s.name, hand });
          const p = spellProgress(left, right).find((x) => x.spell === s.name && x.hand === hand);
          expect(p?.toGo).toBe(0);
        },
      ),
    );
  });

  it('progress never exceeds a sequence length, and made + toGo is one of its lengths', () => {
    fc.assert(
      fc.property(histories, ([left, right]) => {
        for (const p of spellProgress(left, right)) {
          const s = SPELLCAST_SPELLS.find((x) => x.name === p.spell)!;
          const lengths = s.gestures.map((g) => g.length);
          expect(p.made).toBeGreaterThanOrEqual(1);
          expect(p.made).toBeLessThanOrEqual(Math.max(...lengths));
          expect(p.toGo).toBeGreaterThanOrEqual(0);
          expect(lengths).toContain(p.made + p.toGo);
          expect(p.made).toBeLessThanOrEqual(left.length);
        }
      }),
    );
  });

  it('toGo is 0 exactly for the completed spells', () => {
    fc.assert(
      fc.property(histories, ([left, right]) => {
        const done = spellProgress(left, right)
          .filter((p) => p.toGo === 0)
          .map(({ spell, hand }) => ({ spell, hand }));
        expect(done).toEqual(spellsCompleted(left, right));
      }),
    );
  });

  it('made is the longest run over all alternatives (least to go and most made agree)', () => {
    fc.assert(
      fc.property(histories, ([left, right]) => {
        for (const p of spellProgress(left, right)) {
          const s = SPELLCAST_SPELLS.find((x) => x.name === p.spell)!;
          const mine = p.hand === 'left' ? left : right;
          const other = p.hand === 'left' ? right : left;
          // Brute force: the longest k for which the last k turns begin some alternative.
          let longest = 0;
          for (const seq of s.gestures) {
            for (let k = 1; k <= Math.min(seq.length, mine.length); k++) {
              const a = mine.slice(mine.length - k);
              const b = other.slice(other.length - k);
              const ok = [...seq.slice(0, k)].every(
                (c, i) =>
                  a[i] === c.toUpperCase() && (c === c.toUpperCase() || b[i] === c.toUpperCase()),
              );
              if (ok) longest = Math.max(longest, k);
            }
          }
          expect(p.made).toBe(longest);
        }
      }),
    );
  });

  it('surrender is exactly a P on both hands in the latest turn', () => {
    fc.assert(
      fc.property(histories, ([left, right]) => {
        const both = left.length > 0 && left.endsWith('P') && right.endsWith('P');
        expect(surrenders(left, right)).toBe(both);
      }),
    );
  });
});
