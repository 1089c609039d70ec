import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { landings, nextGestures, planSpells } from './lookahead';
import { HAND_CHARS, spellsCompleted } from './sequences';
import { SPELLCAST_SPELLS } from './spells';

const show = (cs: { spell: string; hand: string }[]) => cs.map((c) => `${c.spell}/${c.hand}`);

describe('nextGestures', () => {
  it('shows a third F finishing Paralysis, and nothing for gestures that finish nothing', () => {
    const rows = nextGestures('FF', '--');
    const f = rows.find((r) => r.left === 'F' && r.right === '-');
    expect(show(f?.completions ?? [])).toEqual(['Paralysis/left']);
    expect(rows.every((r) => r.completions.length > 0 || r.surrender)).toBe(true);
  });

  it("flags the manual's S on both hands after W-W-W / P-P-W as a choice", () => {
    const ss = nextGestures('WWW', 'PPW').find((r) => r.left === 'S' && r.right === 'S');
    expect(show(ss?.completions ?? [])).toEqual(['Counter-spell/left', 'Invisibility/right']);
    expect(ss?.conflict).toBe(true);
  });

  it('warns that P on both hands surrenders (and still makes two Shields)', () => {
    const pp = nextGestures('-', '-').find((r) => r.left === 'P' && r.right === 'P');
    expect(pp?.surrender).toBe(true);
    expect(show(pp?.completions ?? [])).toEqual(['Shield/left', 'Shield/right']);
    expect(pp?.conflict).toBe(false);
  });
});

describe('landings', () => {
  it('from nothing: only Shield in one turn; Magic Mirror and Missile in two', () => {
    const got = landings('', '', 2).map((l) => `${l.spell}/${l.hand} ${l.turns}`);
    expect(got).toEqual([
      'Shield/left 1',
      'Shield/right 1',
      'Magic Mirror/left 2',
      'Magic Mirror/right 2',
      'Missile/left 2',
      'Missile/right 2',
    ]);
  });

  it('a finished Paralysis can land again next turn (F-F-F then F)', () => {
    const got = landings('FFF', '---', 1).find((l) => l.spell === 'Paralysis');
    expect(got).toMatchObject({ hand: 'left', turns: 1, example: { left: 'F' } });
  });

  it('every example really completes its spell in that many turns', () => {
    for (const l of landings('WPF', 'SWW', 2)) {
      const left = 'WPF' + l.example.left;
      const right = 'SWW' + l.example.right;
      expect(l.example.left).toHaveLength(l.turns);
      expect(spellsCompleted(left, right)).toContainEqual({ spell: l.spell, hand: l.hand });
    }
  });
});

describe('planSpells', () => {
  const cells = (p: ReturnType<typeof planSpells>) =>
    p.ok ? p.value.turns.map((t) => `${t.left}${t.right}`).join(' ') : p.error;

  it('plans Finger of Death from nothing in 8 turns and shows Shield and Missile on the way', () => {
    const p = planSpells('', '', { either: 'Finger of Death' });
    expect(cells(p)).toBe('P- W- P- F- S- S- S- D-');
    if (!p.ok) throw new Error(p.message);
    expect(show(p.value.turns[0]!.completions)).toEqual(['Shield/left']);
    expect(show(p.value.turns[7]!.completions)).toEqual(['Missile/left', 'Finger of Death/left']);
    expect(p.value.turns[7]!.conflict).toBe(true);
    expect(p.value.turns[7]!.planned).toEqual([1]);
  });

  it('continues from the histories: one F after F-F-F gives Paralysis again', () => {
    expect(cells(planSpells('FFF', '---', { either: 'Paralysis' }))).toBe('F-');
    expect(cells(planSpells('---', 'WDD', { either: 'Lightning Bolt' }))).toBe('CC');
  });

  it('never makes P with both hands: a Shield on each hand takes two turns', () => {
    expect(cells(planSpells('', '', { left: 'Shield', right: 'Shield' }))).toBe('P- -P');
  });

  it('puts two spells on two hands together when they fit', () => {
    expect(cells(planSpells('', '', { left: 'Missile', right: 'Shield' }))).toBe('SP D-');
  });

  it('refuses unknown spells and empty goals with a code', () => {
    expect(planSpells('', '', { either: 'Fire Ball' })).toMatchObject({
      ok: false,
      error: 'unknown-spell',
    });
    expect(planSpells('', '', {})).toMatchObject({ ok: false, error: 'no-goal' });
  });

  const handChar = fc.constantFrom(...HAND_CHARS.filter((c) => c !== '>'));
  const histories = fc
    .array(fc.tuple(handChar, handChar), { maxLength: 8 })
    .map((t) => [t.map((x) => x[0]).join(''), t.map((x) => x[1]).join('')] as const);

  it('property: every plan casts its spell, on time, never surrendering, never longer than the spell', () => {
    fc.assert(
      fc.property(histories, fc.constantFrom(...SPELLCAST_SPELLS), ([l, r], s) => {
        const p = planSpells(l, r, { either: s.name });
        expect(p.ok).toBe(true);
        if (!p.ok) return;
        const shortest = Math.min(...s.gestures.map((g) => g.length));
        expect(p.value.turns.length).toBeLessThanOrEqual(shortest);
        expect(p.value.turns.length).toBeGreaterThanOrEqual(1);
        for (const t of p.value.turns) expect(t.left === 'P' && t.right === 'P').toBe(false);
        const last = p.value.turns[p.value.turns.length - 1]!;
        expect(last.completions.map((c) => c.spell)).toContain(s.name);
        expect(last.planned.length).toBe(1);
      }),
    );
  });
});
