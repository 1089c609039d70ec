import { describe, expect, it } from 'vitest';
import {
  aiValue,
  armyScoreAsRead,
  armyScoreIntended,
  armyScores,
  attackTargetList,
  attackTargetRank,
  computerSpellOrder,
  creatureAim,
  creatureCastRank,
  creatureTargetList,
  pieceIdOfKind,
  strongestWizardCheckValue,
  threatScore,
  threatTable,
  wizardSquares,
} from './computer';
import { CREATURES } from './data/creatures';
import { PIECES } from './data/pieces';
import { SPELLS } from './data/spells';
import { distance } from './distance';
import { emptyBoard, makePiece, withPiece } from './pieces';

describe('computerSpellOrder', () => {
  it('sorts by spell-table priority, highest first, Disbelieve at roll + 12', () => {
    const r = computerSpellOrder(['Law-1', 'Disbelieve', 'Magic Castle', 'Goblin', 'Wall'], 0);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.map((c) => c.spell)).toEqual([
      'Magic Castle',
      'Goblin',
      'Disbelieve',
      'Wall',
      'Law-1',
    ]);
    expect(r.value.find((c) => c.spell === 'Disbelieve')?.priority).toBe(12);
    expect(r.value[0]?.priority).toBe(SPELLS[38].aiPriority);
  });

  it('at roll 9 (priority 21) puts Disbelieve above all but the priority-23 spells', () => {
    const above = Object.values(SPELLS).filter((s) => s.aiPriority > 21);
    expect(new Set(above.map((s) => s.name))).toEqual(
      new Set(['Magic Castle', 'Dark Citadel', 'Magic Shield', 'Magic Armour']),
    );
    const r = computerSpellOrder(['Magic Bolt', 'Magic Armour', 'Disbelieve'], 9);
    expect(r.ok && r.value.map((c) => c.spell)).toEqual([
      'Magic Armour',
      'Disbelieve',
      'Magic Bolt',
    ]);
    expect(r.ok && r.value[1]?.priority).toBe(21);
  });

  it('keeps book order for equal priorities', () => {
    const r = computerSpellOrder(['Orc', 'Goblin', 'Lion'], 5);
    expect(r.ok && r.value.map((c) => c.spell)).toEqual(['Orc', 'Goblin', 'Lion']);
  });

  it('refuses an unknown spell or a roll outside 0–9', () => {
    expect(computerSpellOrder(['Fireball'], 0)).toMatchObject({
      ok: false,
      error: 'unknown-spell',
    });
    expect(computerSpellOrder(['Orc'], 10)).toMatchObject({ ok: false, error: 'bad-roll' });
    expect(computerSpellOrder(['Orc'], 1.5)).toMatchObject({ ok: false, error: 'bad-roll' });
  });
});

describe('threat scores', () => {
  it('is value + 4 − distance, never below 0', () => {
    expect(threatScore(10, 3)).toBe(11);
    expect(threatScore(7, 11)).toBe(0);
    expect(threatScore(7, 30)).toBe(0);
  });

  it('gives piece ids: creatures 2–33, objects 34–40, wizards 41 + seat, corpses as their creature', () => {
    expect(pieceIdOfKind('King Cobra', 0)).toBe(2);
    expect(pieceIdOfKind('Zombie', 0)).toBe(33);
    expect(pieceIdOfKind('Gooey Blob', 0)).toBe(PIECES['Gooey Blob'].id);
    expect(pieceIdOfKind('Wizard 3', 2)).toBe(43);
    expect(pieceIdOfKind('Wizard (Magic Sword)', 7)).toBe(48);
    expect(pieceIdOfKind('Goblin (corpse)', 1)).toBe(CREATURES.Goblin.id);
    // An unknown kind or owner is refused, not answered with null (issue 14).
    expect(() => pieceIdOfKind('Teapot', 0)).toThrow(RangeError);
    expect(() => pieceIdOfKind('toString', 0)).toThrow(RangeError);
    expect(() => pieceIdOfKind('Goblin', 8)).toThrow(RangeError);
  });

  it('scores the enemy pieces of a board from a square, best first, skipping own pieces and corpses', () => {
    let b = emptyBoard();
    b = withPiece(b, { x: 1, y: 4 }, makePiece('Wizard 1', 0));
    b = withPiece(b, { x: 2, y: 4 }, makePiece('Goblin', 0));
    b = withPiece(b, { x: 13, y: 4 }, makePiece('Wizard 2', 1));
    b = withPiece(b, { x: 4, y: 4 }, makePiece('Golden Dragon', 1));
    b = withPiece(b, { x: 3, y: 6 }, makePiece('Orc (corpse)', 1));
    const t = threatTable(b, 0, { x: 1, y: 4 });
    expect(t.map((e) => e.kind)).toEqual(['Golden Dragon', 'Wizard 2']);
    const dragon = t[0]!;
    expect(dragon.distance).toBe(distance({ x: 1, y: 4 }, { x: 4, y: 4 }));
    expect(dragon.score).toBe(CREATURES['Golden Dragon'].aiValue + 4 - 6);
    expect(t[1]!.score).toBe(Math.max(0, (aiValue(42) ?? 0) + 4 - 24));
  });
});

describe('how the original ranks targets (EN_AN #C7BC, FIREON #CC56)', () => {
  // The worked check from the audit: computer wizard 1 at (2,4), enemy wizard 2 at (5,4), a
  // Golden Dragon of wizard 3 at (12,4), wizard 3 himself at (14,9).
  let b = emptyBoard();
  b = withPiece(b, { x: 2, y: 4 }, makePiece('Wizard 1', 0));
  b = withPiece(b, { x: 5, y: 4 }, makePiece('Wizard 2', 1));
  b = withPiece(b, { x: 12, y: 4 }, makePiece('Golden Dragon', 2));
  b = withPiece(b, { x: 14, y: 9 }, makePiece('Wizard 3', 2));
  const me = { x: 2, y: 4 };

  it('the bare threat (#C67A) puts the dragon first, 11 against 7', () => {
    const t = threatTable(b, 0, me);
    expect(t.map((e) => [e.kind, e.score])).toEqual([
      ['Golden Dragon', 11],
      ['Wizard 2', 7],
      ['Wizard 3', 0],
    ]);
  });

  it('creature casting ranks the near wizard first, 24 against 21', () => {
    expect(creatureCastRank(7, 6)).toBe(24);
    expect(creatureCastRank(11, 20)).toBe(21);
    const list = creatureTargetList(b, 0, me);
    // Wizard 3 at distance 29 has no threat, so he is not in the list at all.
    expect(list.map((e) => [e.kind, e.threat, e.rank])).toEqual([
      ['Wizard 2', 7, 24],
      ['Golden Dragon', 11, 21],
    ]);
    expect(creatureAim(b, 0, me)).toMatchObject({ aim: { x: 5, y: 4 }, reason: 'owner' });
  });

  it('a creature moving from elsewhere ranks by its own distance (threat still from the wizard)', () => {
    const list = creatureTargetList(b, 0, me, { x: 11, y: 4 });
    // Wizard 2: 7 + 20 − ⌊12/2⌋ = 21; dragon: 11 + 20 − ⌊2/2⌋ = 30.
    expect(list.map((e) => [e.kind, e.rank])).toEqual([
      ['Golden Dragon', 30],
      ['Wizard 2', 21],
    ]);
    // The dragon's owner (14,9) is 2·5 + 3 = 13 from the mover, the dragon 2: aim at the dragon.
    expect(creatureAim(b, 0, me, { x: 11, y: 4 })).toMatchObject({
      aim: { x: 12, y: 4 },
      reason: 'target',
    });
  });

  it('attack spells and shooters rank each enemy wizard at army + 60, other pieces value + 36 − distance', () => {
    const dragonArmy = armyScoreAsRead([CREATURES['Golden Dragon'].id]);
    expect(attackTargetRank({ wizardArmy: 0 })).toBe(60);
    expect(attackTargetRank({ value: CREATURES['Golden Dragon'].aiValue, distance: 20 })).toBe(
      CREATURES['Golden Dragon'].aiValue + 36 - 20,
    );
    const list = attackTargetList(b, 0, me);
    expect(list.map((e) => [e.kind, e.entry, e.rank])).toEqual([
      ['Wizard 3', 'wizard', 60 + dragonArmy],
      ['Wizard 2', 'wizard', 60],
      ['Golden Dragon', 'piece', CREATURES['Golden Dragon'].aiValue + 36 - 20],
      ['Wizard 2', 'piece', 9 + 36 - 6],
    ]);
    // Wizard 3 stands on (14,9): square 158 is never examined for piece entries.
    expect(list.some((e) => e.entry === 'piece' && e.x === 14 && e.y === 9)).toBe(false);
  });

  it('works the threat in one byte: a negative result is 0, not wrapped', () => {
    expect(threatScore(0, 5)).toBe(0);
    expect(threatScore(0, 3)).toBe(1);
    expect(threatScore(0, 3, 32)).toBe(33);
    expect(creatureCastRank(3, 37)).toBe(5);
  });
});

describe('army scores', () => {
  it('sums values two entries along, corpses included, per wizard', () => {
    let b = emptyBoard();
    b = withPiece(b, { x: 0, y: 0 }, makePiece('Wizard 1', 0));
    b = withPiece(b, { x: 1, y: 0 }, makePiece('King Cobra', 0));
    b = withPiece(b, { x: 2, y: 0 }, makePiece('Golden Dragon', 0));
    b = withPiece(b, { x: 3, y: 0 }, makePiece('Lion (corpse)', 0));
    b = withPiece(b, { x: 14, y: 9 }, makePiece('Wizard 2', 1));
    const s = armyScores(b);
    expect(s.map((a) => a.seat)).toEqual([0, 1]);
    const ids = [CREATURES['King Cobra'].id, CREATURES['Golden Dragon'].id, CREATURES.Lion.id];
    expect(s[0]!.ids).toEqual(ids);
    expect(s[0]!.asRead).toBe(armyScoreAsRead(ids));
    // King Cobra read as a Goblin (7 >> 2 = 1), Golden Dragon as the Harpy, Lion two along
    expect(s[0]!.asRead).toBe(
      (CREATURES.Goblin.aiValue >> 2) +
        (CREATURES.Harpy.aiValue >> 2) +
        (CREATURES.Elf.aiValue >> 2) * 0 +
        (CREATURES.Orc.aiValue >> 2),
    );
    expect(s[0]!.intended).toBe(
      (CREATURES['King Cobra'].aiValue >> 2) +
        (CREATURES['Golden Dragon'].aiValue >> 2) +
        (CREATURES.Lion.aiValue >> 2),
    );
    expect(s[1]!.asRead).toBe(0);
  });
});

describe('refuses junk (issue 14)', () => {
  const board = withPiece(
    withPiece(emptyBoard(), { x: 0, y: 0 }, makePiece('Wizard 1', 0)),
    { x: 5, y: 5 },
    makePiece('Wizard 2', 1),
  );
  const holes = new Array(150) as never;

  it('piece ids are bytes: null off the table, a RangeError for anything else', () => {
    expect(aiValue(0)).toBeNull();
    expect(aiValue(49)).toBeNull();
    expect(strongestWizardCheckValue(38)).toBeNull();
    for (const id of [1.5, NaN, -1, 256, '2', 2 ** 60]) {
      expect(() => aiValue(id as number), String(id)).toThrow(RangeError);
      expect(() => strongestWizardCheckValue(id as number)).toThrow(RangeError);
      expect(() => armyScoreAsRead([2, id as number])).toThrow(RangeError);
      expect(() => armyScoreIntended([2, id as number])).toThrow(RangeError);
    }
    expect(() => armyScoreAsRead('2' as never)).toThrow(RangeError);
  });

  it('scores take bytes', () => {
    for (const v of [-1, 256, 0.5, NaN]) {
      expect(() => threatScore(v, 3)).toThrow(RangeError);
      expect(() => threatScore(3, v)).toThrow(RangeError);
      expect(() => creatureCastRank(v, 3)).toThrow(RangeError);
      expect(() => attackTargetRank({ wizardArmy: v })).toThrow(RangeError);
      expect(() => attackTargetRank({ value: 3, distance: v })).toThrow(RangeError);
    }
    expect(() => attackTargetRank(null as never)).toThrow(RangeError);
    // An inherited property is not an army.
    expect(
      attackTargetRank(
        Object.assign(Object.create({ wizardArmy: 200 }), { value: 3, distance: 2 }),
      ),
    ).toBe(37);
  });

  it('a spell order needs a list of spell names', () => {
    expect(computerSpellOrder('Disbelieve' as never, 3)).toMatchObject({
      ok: false,
      error: 'bad-book',
    });
    expect(computerSpellOrder(['toString'], 3)).toMatchObject({
      ok: false,
      error: 'unknown-spell',
    });
    expect(computerSpellOrder([], Object.create(null) as number)).toMatchObject({
      ok: false,
      error: 'bad-roll',
    });
  });

  it('the board lists need a valid board, a seat 0–7 and squares on the board', () => {
    const at = { x: 0, y: 0 };
    expect(creatureAim(board, 0, at)?.aim).toEqual({ x: 5, y: 5 });
    for (const f of [armyScores, wizardSquares]) expect(() => f(holes)).toThrow(RangeError);
    for (const [b, seat, sq] of [
      [holes, 0, at],
      [board, 8, at],
      [board, 0, { x: 15, y: 0 }],
      [board, 0, null],
    ] as const) {
      expect(() => creatureTargetList(b, seat, sq as never)).toThrow(RangeError);
      expect(() => attackTargetList(b, seat, sq as never)).toThrow(RangeError);
      expect(() => creatureAim(b, seat, sq as never)).toThrow(RangeError);
    }
    expect(() => creatureTargetList(board, 0, at, { x: 0, y: 10 })).toThrow(RangeError);
  });
});
