import { describe, expect, it } from 'vitest';
import { resolveTurn, type ResolverCast, type TurnInput } from './resolve';

const duel = (casts: ResolverCast[], extra: Partial<TurnInput> = {}): TurnInput => ({
  wizards: [
    { name: 'White', damage: 0 },
    { name: 'Black', damage: 0 },
  ],
  casts,
  stabs: [],
  surrenders: [],
  ...extra,
});
const cast = (spell: string, caster: string, subject: string | null): ResolverCast => ({
  spell,
  caster,
  subject,
});
function run(input: TurnInput) {
  const r = resolveTurn(input);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}
const rules = (input: TurnInput) => run(input).casts.map((c) => `${c.spell}:${c.rule}`);
const after = (input: TurnInput) =>
  Object.fromEntries(run(input).wizards.map((w) => [w.name, w.damageAfter]));

describe('resolveTurn', () => {
  it('a Shield stops a Missile and a stab, but not Lightning Bolt', () => {
    const input = duel(
      [
        cast('Shield', 'Black', 'Black'),
        cast('Missile', 'White', 'Black'),
        cast('Lightning Bolt', 'White', 'Black'),
      ],
      { stabs: [{ by: 'White', target: 'Black' }] },
    );
    const out = run(input);
    expect(out.damage.filter((d) => d.blocked === 'shield').map((d) => d.source)).toEqual([
      'Missile',
      "White's knife",
    ]);
    expect(after(input)).toEqual({ White: 0, Black: 5 });
  });

  it('Counter-spell stops spells at its subject but not Finger of Death', () => {
    const input = duel([
      cast('Counter-spell', 'Black', 'Black'),
      cast('Fireball', 'White', 'Black'),
      cast('Finger of Death', 'White', 'Black'),
    ]);
    expect(rules(input)).toEqual([
      'Counter-spell:works',
      'Fireball:counter-spell',
      'Finger of Death:counter-spell-cannot-stop',
    ]);
    const black = run(input).wizards.find((w) => w.name === 'Black');
    expect(black).toMatchObject({ dead: true, slain: true, dealt: 0 });
    expect(run(input).result).toBe('White');
  });

  it('Dispel Magic stops every other spell but not stabs, and shields its subject', () => {
    const input = duel(
      [
        cast('Dispel Magic', 'Black', 'Black'),
        cast('Finger of Death', 'White', 'Black'),
        cast('Cause Heavy Wounds', 'Black', 'White'),
      ],
      { stabs: [{ by: 'Black', target: 'White' }] },
    );
    expect(rules(input)).toEqual([
      'Dispel Magic:works',
      'Finger of Death:dispel-magic',
      'Cause Heavy Wounds:dispel-magic',
    ]);
    expect(after(input)).toEqual({ White: 1, Black: 0 });
  });

  it('Magic Mirror sends a spell back; two mirrors make it fall apart; Counter-spell cancels a mirror', () => {
    expect(
      after(duel([cast('Magic Mirror', 'Black', 'Black'), cast('Missile', 'White', 'Black')])),
    ).toEqual({ White: 1, Black: 0 });
    expect(
      rules(
        duel([
          cast('Magic Mirror', 'Black', 'Black'),
          cast('Magic Mirror', 'White', 'White'),
          cast('Lightning Bolt', 'White', 'Black'),
        ]),
      )[2],
    ).toBe('Lightning Bolt:mirror-to-mirror');
    expect(
      rules(
        duel([cast('Magic Mirror', 'Black', 'Black'), cast('Counter-spell', 'White', 'Black')]),
      ),
    ).toEqual(['Magic Mirror:mirror-countered', 'Counter-spell:works']);
  });

  it('Fire Storm and Ice Storm cancel wholly; two Fire Storms act as one', () => {
    expect(
      after(duel([cast('Fire Storm', 'White', null), cast('Ice Storm', 'Black', null)])),
    ).toEqual({ White: 0, Black: 0 });
    expect(
      after(duel([cast('Fire Storm', 'White', null), cast('Fire Storm', 'Black', null)])),
    ).toEqual({ White: 5, Black: 5 });
  });

  it('an Ice Storm spares the subject of a Fireball from both, and hits everyone else', () => {
    const input = duel([cast('Ice Storm', 'White', null), cast('Fireball', 'White', 'Black')]);
    expect(after(input)).toEqual({ White: 5, Black: 0 });
  });

  it('Resist Heat cast the same turn saves its subject from a Fireball', () => {
    const input = duel([cast('Resist Heat', 'Black', 'Black'), cast('Fireball', 'White', 'Black')]);
    expect(after(input)).toEqual({ White: 0, Black: 0 });
  });

  it('a Fire Storm swallows a fire elemental and an ice elemental cancels it', () => {
    const fireEl = { ...cast('Summon Elemental', 'Black', 'Black'), element: 'fire' as const };
    const iceEl = { ...cast('Summon Elemental', 'Black', 'Black'), element: 'ice' as const };
    const a = duel([cast('Fire Storm', 'White', null), fireEl]);
    expect(rules(a)).toEqual(['Fire Storm:works', 'Summon Elemental:storm-vs-elemental']);
    expect(after(a)).toEqual({ White: 5, Black: 5 });
    const b = duel([cast('Fire Storm', 'White', null), iceEl]);
    expect(after(b)).toEqual({ White: 0, Black: 0 });
    // An elemental alone hits everyone, its owner too, unless shielded.
    expect(after(duel([iceEl, cast('Shield', 'White', 'White')]))).toEqual({ White: 0, Black: 3 });
  });

  it('two different mind spells on one wizard cancel; on different wizards both work', () => {
    expect(
      rules(duel([cast('Amnesia', 'White', 'Black'), cast('Confusion', 'White', 'Black')])),
    ).toEqual(['Amnesia:mind-spells-cancel', 'Confusion:mind-spells-cancel']);
    expect(
      rules(duel([cast('Amnesia', 'White', 'Black'), cast('Fear', 'Black', 'White')])),
    ).toEqual(['Amnesia:works', 'Fear:works']);
  });

  it('Finger of Death and Raise Dead on the same subject cancel', () => {
    const input = duel([
      cast('Finger of Death', 'White', 'Black'),
      cast('Raise Dead', 'Black', 'Black'),
    ]);
    expect(rules(input)).toEqual([
      'Finger of Death:death-vs-raise-dead',
      'Raise Dead:death-vs-raise-dead',
    ]);
    expect(run(input).result).toBeNull();
  });

  it('a Cure the same turn keeps a wizard alive at the 15th point', () => {
    const input: TurnInput = {
      ...duel([cast('Missile', 'White', 'Black'), cast('Cure Light Wounds', 'Black', 'Black')]),
      wizards: [
        { name: 'White', damage: 0 },
        { name: 'Black', damage: 14 },
      ],
    };
    expect(run(input).wizards[1]).toMatchObject({ damageAfter: 14, dead: false });
    const without = { ...input, casts: [cast('Missile', 'White', 'Black')] };
    expect(run(without).wizards[1]).toMatchObject({ damageAfter: 15, dead: true });
    expect(run(without).result).toBe('White');
  });

  it('surrender loses, unless the surrendering wizard kills the other; two surrenders draw', () => {
    expect(run(duel([], { surrenders: ['Black'] }))).toMatchObject({
      result: 'White',
      resultRule: 'surrender',
    });
    expect(
      run(duel([cast('Finger of Death', 'Black', 'White')], { surrenders: ['Black'] })),
    ).toMatchObject({ result: 'Black', resultRule: 'surrender-overridden' });
    expect(run(duel([], { surrenders: ['Black', 'White'] }))).toMatchObject({
      result: 'draw',
      resultRule: 'both-surrender',
    });
  });

  it('refuses two stabs by one wizard (one dagger) and unknown names', () => {
    expect(
      resolveTurn(
        duel([], {
          stabs: [
            { by: 'White', target: 'Black' },
            { by: 'White', target: 'Black' },
          ],
        }),
      ),
    ).toMatchObject({ ok: false, error: 'two-stabs' });
    expect(resolveTurn(duel([cast('Fire Ball', 'White', 'Black')]))).toMatchObject({
      ok: false,
      error: 'unknown-spell',
    });
    expect(resolveTurn(duel([cast('Missile', 'Red', 'Black')]))).toMatchObject({
      ok: false,
      error: 'unknown-wizard',
    });
  });
});
