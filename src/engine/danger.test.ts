import { describe, expect, it } from 'vitest';
import { attackOptions, dangerMap, type DangerMap, type DangerPosition } from './danger';
import { attackOdds, boltKill, breaksFree, combatKill } from './combat';
import { castChance } from './casting';
import { CREATURES } from './data/creatures';
import { distance } from './distance';
import { movementReach, moverForPiece } from './movement';
import { allOf, not, times } from './odds';
import { pieceAt, withPiece, type Board } from './pieces';
import { createSightTester } from './los';
import { DEFAULT_POSITION, DEFAULT_POSITION_WIZARD, type PositionWizard } from './position';
import { rangedAttackMap, spellTargetMap, spellTargeting } from './visibility';
import { SPELLS } from './data/spells';
import { wizardFighter } from './wizards';
import { WIZARD_FLAG_BITS } from './data/wizards';
import type { Odds, Square } from './types';
import {
  normaliseGrid,
  parseAsciiBoard,
  renderGrid,
  type LegendEntry,
} from './testing/ascii-board';

const LEGEND: Record<string, LegendEntry> = {
  w: { kind: 'Wizard 1', owner: 0 },
  v: { kind: 'Wizard 2', owner: 1 },
  u: { kind: 'Wizard 3', owner: 2 },
  B: { kind: 'Bat', owner: 1 },
  g: { kind: 'Goblin', owner: 1 },
  G: { kind: 'Goblin', owner: 0 },
  i: { kind: 'Goblin', owner: 0, illusion: true },
  o: { kind: 'Orc', owner: 1 },
  e: { kind: 'Elf', owner: 1 },
  f: { kind: 'Elf', owner: 2 },
  E: { kind: 'Elf', owner: 0 },
  X: { kind: 'Wall', owner: 0 },
};

function position(
  board: Board,
  wizards: Record<number, Partial<PositionWizard>> = {},
  balance = 0,
): DangerPosition {
  return {
    board,
    balance,
    wizards: DEFAULT_POSITION.wizards.map((w, seat) => ({ ...w, ...wizards[seat] })),
  };
}

function ok<T>(r: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

const frac = (o: { num: number | bigint; den: number | bigint }) => `${o.num}/${o.den}`;

/**
 * The map drawn on the board: '@' the target; an attacker's square shows its likeliest threat,
 * 'm' close combat, 'r' a shot, 's' a spell; 'o' any other piece; '.' empty.
 */
function draw(board: Board, m: DangerMap, width: number, height: number): string {
  const letter = { melee: 'm', ranged: 'r', spell: 's' } as const;
  return renderGrid(width, height, (sq) => {
    if (sq.x === m.target.x && sq.y === m.target.y) return '@';
    const t = m.threats.find((th) => th.from.x === sq.x && th.from.y === sq.y);
    if (t) return letter[t.how];
    return pieceAt(board, sq) ? 'o' : '.';
  });
}

/** One line per threat: who, where, how, effect, exact odds, '*' when counted. */
function lines(m: DangerMap): string[] {
  return m.threats.map(
    (t) =>
      `${t.attacker} (${t.from.x},${t.from.y}) ${t.how}${t.spell ? ` ${t.spell}` : ''} ${t.effect} ${frac(t.odds)}${t.counted ? ' *' : ''}`,
  );
}

const wizard1 = wizardFighter({
  stats: DEFAULT_POSITION_WIZARD.stats,
  flags: DEFAULT_POSITION_WIZARD.flags,
});
const sameOdds = (a: Odds, b: Odds) => expect(frac(a)).toBe(frac(b));

describe('dangerMap: ASCII boards', () => {
  it('a flyer that cannot land on its target lands next to it and attacks; a walker out of reach is not listed', () => {
    const b = parseAsciiBoard(
      `
      . . . . . . . .
      . w . . g . . B
      . . . . . . . .`,
      LEGEND,
    );
    const target = b.at('w');
    const bat = b.at('B');
    // Too far to fly onto the wizard (distance 12 > 2 × 5 + 1) …
    expect(distance(bat, target)).toBe(12);
    expect(2 * CREATURES.Bat.movement + 1).toBe(11);
    // … but the landing rule makes him an attack square of the Bat.
    const reach = movementReach(b.board, bat, ok(moverForPiece(pieceAt(b.board, bat)!)));
    expect(reach.squares.find((s) => s.square.x === 1 && s.square.y === 1)?.action).toBe('attack');

    const m = ok(dangerMap(position(b.board), target));
    expect(draw(b.board, m, 8, 3)).toBe(
      normaliseGrid(`
        . . . . . . . .
        . @ . . o . . m
        . . . . . . . .`),
    );
    const kill = ok(attackOdds({ kind: 'Bat' }, wizard1, 'melee')).odds;
    sameOdds(kill, combatKill(1, 3));
    expect(lines(m)).toEqual([`Bat (7,1) melee kill ${frac(kill)} *`]);
    expect(frac(m.survives)).toBe(frac(not(kill)));
  });

  it('a shooter whose line is blocked is not listed; one with a clear line is', () => {
    const b = parseAsciiBoard(
      `
      . . . . X X X
      . w . . X e X
      . . . . X X X
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . e . . . . .`,
      LEGEND,
    );
    const target = b.at('w');
    const [blocked, clear] = [
      { x: 5, y: 1 },
      { x: 1, y: 6 },
    ] as Square[];
    // Both within 2 × 6 = 12 half-units; the walls hide the wizard from the first, and it
    // cannot step out of them (visibility.ts, movement.ts).
    const idx = target.y * 15 + target.x;
    expect(rangedAttackMap(b.board, blocked!, 6)[idx]?.reason).toBe('no-line-of-sight');
    expect(rangedAttackMap(b.board, clear!, 6)[idx]?.reason).toBe('ok');
    const boxed = ok(moverForPiece(pieceAt(b.board, blocked!)!));
    expect(movementReach(b.board, blocked!, boxed).squares).toEqual([]);

    const m = ok(dangerMap(position(b.board), target));
    expect(draw(b.board, m, 7, 7)).toBe(
      normaliseGrid(`
        . . . . o o o
        . @ . . o o o
        . . . . o o o
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . r . . . . .`),
    );
    const shot = ok(attackOdds({ kind: 'Elf' }, wizard1, 'ranged')).odds;
    sameOdds(shot, combatKill(CREATURES.Elf.rangedCombat, 3));
    expect(lines(m)).toEqual([`Elf (1,6) ranged kill ${frac(shot)} *`]);
  });

  it('a shooter out of sight moves first and shoots from a square that sees the target', () => {
    const b = parseAsciiBoard(
      `
      . . . . . . .
      . w . X . e .`,
      LEGEND,
    );
    const target = b.at('w');
    const elf = b.at('e');
    const idx = target.y * 15 + target.x;
    expect(rangedAttackMap(b.board, elf, 6)[idx]?.reason).toBe('no-line-of-sight');
    const m = ok(dangerMap(position(b.board), target));
    const t = m.threats[0]!;
    expect(m.threats).toHaveLength(1);
    expect(t.how).toBe('ranged');
    const at = t.shotFrom!;
    expect(at).not.toEqual(elf);
    // The square it shoots from is one it walks to, and from there (the Elf moved) the shot is clear.
    const moved = withPiece(withPiece(b.board, elf, null), at, pieceAt(b.board, elf));
    expect(rangedAttackMap(moved, at, 6)[idx]?.reason).toBe('ok');
    expect(Math.max(Math.abs(at.x - elf.x), Math.abs(at.y - elf.y))).toBe(1);
    sameOdds(t.odds, combatKill(2, 3));
  });

  it('a line between neighbouring squares is never blocked (the shot after a close attack)', () => {
    const full = parseAsciiBoard(
      Array.from({ length: 10 }, () => 'X'.repeat(15)).join('\n'),
      LEGEND,
    );
    const tester = createSightTester(full.pieces);
    for (let y = 0; y < 10; y++)
      for (let x = 0; x < 15; x++)
        for (const [dx, dy] of [
          [1, 0],
          [0, 1],
          [1, 1],
          [-1, 1],
        ] as const) {
          const n = { x: x + dx, y: y + dy };
          if (n.x < 0 || n.x > 14 || n.y > 9) continue;
          expect(tester.blocked({ x, y }, n)).toBe(false);
          expect(tester.blocked(n, { x, y })).toBe(false);
        }
  });

  it('a shooter next to its target attacks, then shoots when the attack fails', () => {
    const b = parseAsciiBoard(
      `
      . . . .
      . w e .`,
      LEGEND,
    );
    const m = ok(dangerMap(position(b.board), b.at('w')));
    const melee = combatKill(CREATURES.Elf.combat, 3);
    const shot = combatKill(CREATURES.Elf.rangedCombat, 3);
    expect(lines(m)).toEqual(
      [
        { s: `Elf (2,1) melee kill ${frac(melee)} *`, p: melee.p, k: 0 },
        {
          s: `Elf (2,1) ranged kill ${frac(times(not(melee), shot))} *`,
          p: times(not(melee), shot).p,
          k: 2,
        },
        { s: `Elf (2,1) ranged kill ${frac(shot)}`, p: shot.p, k: 1 },
      ]
        .sort((x, y) => y.p - x.p || x.k - y.k)
        .map((x) => x.s),
    );
    expect(frac(m.survives)).toBe(frac(times(not(melee), not(shot))));
  });

  it('a spell out of range is not listed; Vengeance reaches anywhere but leaves a wizard alive', () => {
    const b = parseAsciiBoard(
      `
      . . . . . . . . . . . . .
      . w . . u . . . . . . . v`,
      LEGEND,
    );
    const target = b.at('w');
    const far = b.at('v');
    const near = b.at('u');
    const bolt = spellTargeting(SPELLS[41]);
    const idx = target.y * 15 + target.x;
    expect(spellTargetMap(b.board, far, bolt, 1).squares[idx]?.reason).toBe('out-of-range');
    expect(spellTargetMap(b.board, near, bolt, 2).squares[idx]?.reason).toBe('ok');

    const pos = position(b.board, { 1: { book: [1, 41, 45] }, 2: { book: [1, 42] } }, 0);
    const m = ok(dangerMap(pos, target));
    expect(draw(b.board, m, 13, 2)).toBe(
      normaliseGrid(`
        . . . . . . . . . . . . .
        . @ . . s . . . . . . . s`),
    );
    const boltOdds = times(castChance('Magic Bolt', { balance: 0, ability: 0 }), boltKill(3, 3));
    const vengeance = castChance('Vengeance', { balance: 0, ability: 0 }); // × P(d10 > MR 7)
    expect(lines(m)).toEqual([
      `Wizard 3 (4,1) spell Magic Bolt kill ${frac(boltOdds)} *`,
      `Wizard 2 (12,1) spell Vengeance creations ${frac(times(vengeance, { num: 2, den: 10, p: 0.2 }))}`,
    ]);
    expect(frac(m.survives)).toBe(frac(not(boltOdds)));
  });

  it('survival is the product of the misses of independent attackers of two sides', () => {
    const b = parseAsciiBoard(
      `
      . . . . . . . .
      . . . . . f . .
      . . . . . . . .
      . . . . . . . .
      . . . . . . . .
      . . . . . w o .
      . . . . . . . .
      . . . . . g . .`,
      LEGEND,
    );
    const target = b.at('w');
    const m = ok(dangerMap(position(b.board), target));
    expect(draw(b.board, m, 8, 8)).toBe(
      normaliseGrid(`
        . . . . . . . .
        . . . . . r . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . @ m .
        . . . . . . . .
        . . . . . m . .`),
    );
    const orc = ok(attackOdds({ kind: 'Orc' }, wizard1, 'melee')).odds;
    const goblin = ok(attackOdds({ kind: 'Goblin' }, wizard1, 'melee')).odds;
    const elf = ok(attackOdds({ kind: 'Elf' }, wizard1, 'ranged')).odds;
    expect(m.threats.every((t) => t.counted)).toBe(true);
    expect(frac(m.survives)).toBe(frac(allOf([not(orc), not(goblin), not(elf)])));
    // Worked: the Orc and Goblin (combat 2) and the Elf's shot (2) each against defence 3.
    sameOdds(orc, combatKill(2, 3));
    expect(frac(m.survives)).toBe(frac(allOf([not(orc), not(orc), not(orc)])));
    expect(m.threats.map((t) => t.owner)).toEqual([1, 1, 2]);
  });

  it('a piece held by another enemy must break free before it can reach the target', () => {
    const b = parseAsciiBoard(
      `
      . . . . . .
      . . . . . .
      . . . . . .
      . . E g . w`,
      LEGEND,
    );
    const m = ok(dangerMap(position(b.board), b.at('w')));
    const t = m.threats[0]!;
    expect(m.threats).toHaveLength(1);
    sameOdds(t.reach, breaksFree(CREATURES.Goblin.manoeuvre));
    sameOdds(t.odds, times(breaksFree(4), combatKill(2, 3)));
  });

  it('a wizard casts one spell a turn: only his likeliest lethal spell counts', () => {
    const b = parseAsciiBoard(
      `
      . . . . . .
      . i . . v .`,
      LEGEND,
    );
    const pos = position(b.board, { 1: { book: [1, 41, 60] } });
    const m = ok(dangerMap(pos, b.at('i')));
    // Disbelieve takes the illusion for sure once cast; Subversion never works on one.
    expect(lines(m)).toEqual([
      `Wizard 2 (4,1) spell Disbelieve kill ${frac(castChance('Disbelieve', { balance: 0, ability: 0 }))} *`,
      `Wizard 2 (4,1) spell Magic Bolt kill ${frac(times(castChance('Magic Bolt', { balance: 0, ability: 0 }), boltKill(3, CREATURES.Goblin.defence)))}`,
    ]);
    expect(m.threats.filter((t) => t.counted)).toHaveLength(1);
  });
});

/** Wizard 1 with Magic Bolt beside an enemy Orc, an Elf further off: his reverse view. */
function wizardBesideOrc() {
  const b = parseAsciiBoard(
    `
    . . . . . .
    . w o . . .
    . . . . . .
    . . . . . .
    . . . . e .`,
    LEGEND,
  );
  const pos = position(b.board, { 0: { book: [1, 41] } });
  return {
    b,
    pos,
    r: ok(attackOptions(pos, b.at('w'))),
    melee: ok(attackOdds(wizard1, { kind: 'Orc' }, 'melee')).odds,
    boltOrc: times(castChance('Magic Bolt', { balance: 0, ability: 0 }), boltKill(3, 1)),
  };
}

describe('attackOptions: the reverse view', () => {
  it('lists what the picked wizard can hit with his feet and his book, likeliest first', () => {
    const { r, melee, boltOrc } = wizardBesideOrc();
    const boltElf = times(castChance('Magic Bolt', { balance: 0, ability: 0 }), boltKill(3, 2));
    const got = r.attacks.map((t) => `${t.how} ${t.spell ?? ''} ${t.target} ${frac(t.odds)}`);
    expect(got).toEqual(
      [
        { s: `spell Magic Bolt Orc ${frac(boltOrc)}`, p: boltOrc.p },
        { s: `melee  Orc ${frac(melee)}`, p: melee.p },
        { s: `spell Magic Bolt Elf ${frac(boltElf)}`, p: boltElf.p },
      ]
        .sort((a, b) => b.p - a.p)
        .map((x) => x.s),
    );
  });

  it('one entry per target: the spell and the close attack joined, as the map shades it', () => {
    const { b, pos, r, melee, boltOrc } = wizardBesideOrc();
    const at = (sq: Square) => `(${sq.x},${sq.y})`;
    expect(
      r.byTarget.map((g) => `${at(g.square)} ${g.plans.map((pl) => pl.how).join('+')}`),
    ).toEqual([
      `${at(b.at('o'))} ${boltOrc.p > melee.p ? 'spell+piece' : 'piece+spell'}`,
      `${at(b.at('e'))} spell`,
    ]);
    const orc = r.byTarget[0]!;
    sameOdds(orc.odds, not(times(not(boltOrc), not(melee))));
    // Every plan is in exactly one entry.
    expect(r.byTarget.flatMap((g) => g.plans)).toHaveLength(r.plans.length);

    // Seen from the Orc: the wizard's square is one entry with the same joined chance, and the
    // survival chance is its miss.
    const back = ok(dangerMap(pos, b.at('o')));
    expect(back.bySquare).toHaveLength(1);
    sameOdds(back.bySquare[0]!.odds, orc.odds);
    expect(back.survives.p).toBeCloseTo(1 - orc.odds.p, 12);
  });

  it('agrees with dangerMap seen from the other side', () => {
    const b = parseAsciiBoard(
      `
      . . . . . . .
      . w . . . . e
      . . . . . . .
      . . . . . . B`,
      LEGEND,
    );
    const pos = position(b.board);
    for (const from of [b.at('e'), b.at('B')]) {
      const fwd = ok(attackOptions(pos, from)).attacks.filter((t) => t.to.x === 1 && t.to.y === 1);
      const back = ok(dangerMap(pos, b.at('w'))).threats.filter(
        (t) => t.from.x === from.x && t.from.y === from.y,
      );
      expect(fwd.map((t) => frac(t.odds))).toEqual(back.map((t) => frac(t.odds)));
    }
  });
});

describe('the move routine #ACED in the danger map (issue 33)', () => {
  // #B06F: the end of a move shoots whenever the top piece's record range is above 0; the shot
  // is ranged combat + weapon bonus + d10 against defence + d10 (#B8DD, #B168), 0 + d10 here.
  it('a wizard whose record has a range and no ranged combat shoots when his move ends (#B06F)', () => {
    const b = parseAsciiBoard(`v . . w`, LEGEND);
    const stats = { ...DEFAULT_POSITION_WIZARD.stats, rangedCombat: 0, range: 4 };
    const pos = position(b.board, { 1: { stats } });
    const shooter = wizardFighter({ stats, flags: 0 });
    expect(attackOdds(shooter, wizard1, 'ranged')).toMatchObject({ error: 'no-ranged-attack' });
    expect(attackOdds(shooter, wizard1, 'ranged', { range: 0 })).toMatchObject({
      error: 'no-ranged-attack',
    });
    const shot = ok(attackOdds(shooter, wizard1, 'ranged', { range: 4 }));
    expect(shot.attack).toBe(0);
    expect(frac(shot.odds)).toBe(frac(combatKill(0, wizard1.defence)));
    const m = ok(dangerMap(pos, b.at('w')));
    expect(lines(m)).toEqual([`Wizard 2 (0,0) ranged kill ${frac(shot.odds)} *`]);
  });

  // #ACED selects the wood holding the wizard; he steps out one square (#AD09–#AD47) or strikes
  // from inside as the wood (#B183: its combat 0, no weapon).
  it('a wizard in a Magic Wood strikes as the wood, or steps out and strikes as himself (#ACED, #B183)', () => {
    const legend = { ...LEGEND, T: { kind: 'Magic Wood', owner: 1, rider: 1 } };
    const walled = parseAsciiBoard(
      `
      X X X .
      X T g .
      X X X .
      . . . .`,
      { ...legend, g: { kind: 'Goblin', owner: 0 } },
    );
    const wood = combatKill(0, CREATURES.Goblin.defence);
    const m = ok(dangerMap(position(walled.board), walled.at('g')));
    expect(m.threats.map((t) => [t.how, t.by, frac(t.hit)])).toEqual([
      ['melee', 'Magic Wood', frac(wood)],
    ]);
    const open = parseAsciiBoard(
      `
      . . . .
      . T G .
      . . . .`,
      legend,
    );
    const own = ok(attackOdds(wizard1, { kind: 'Goblin' })).odds;
    const m2 = ok(dangerMap(position(open.board), open.at('G')));
    expect(m2.threats.map((t) => [t.how, t.by, frac(t.hit)])).toEqual([
      ['melee', 'Wizard 2', frac(own)],
    ]);
  });

  // "Dismount wizard?" (#AD88): the wizard steps off (#ADA7), engaged next to the target
  // (#B01F), and strikes as himself: a Horse may not strike a Zombie, its wizard with a sword may.
  it('a ridden mount threatens what its wizard can strike once dismounted (#AD88, #ADA7)', () => {
    const b = parseAsciiBoard(
      `
      X X X X
      X R . z
      X X X X`,
      {
        ...LEGEND,
        R: { kind: 'Horse', owner: 1, rider: 1 },
        z: { kind: 'Zombie', owner: 0 },
      },
    );
    const plain = ok(dangerMap(position(b.board), b.at('z')));
    expect(plain.threats).toEqual([]);
    const sword = position(b.board, { 1: { flags: WIZARD_FLAG_BITS.sword } });
    const rider = wizardFighter(sword.wizards[1] as PositionWizard);
    const hit = ok(attackOdds(rider, { kind: 'Zombie' })).odds;
    const m = ok(dangerMap(sword, b.at('z')));
    expect(m.threats.map((t) => [t.attacker, t.how, t.by, frac(t.hit)])).toEqual([
      ['Horse', 'melee', 'Wizard 2', frac(hit)],
    ]);
  });
});

describe('dangerMap refuses junk', () => {
  const b = parseAsciiBoard(`. w`, LEGEND);
  it('answers with error codes', () => {
    const pos = position(b.board);
    expect(dangerMap(pos, { x: 0, y: 0 })).toMatchObject({ ok: false, error: 'no-piece' });
    expect(dangerMap(pos, { x: 15, y: 0 })).toMatchObject({ ok: false, error: 'bad-square' });
    expect(dangerMap({ ...pos, balance: 200 }, { x: 1, y: 0 })).toMatchObject({
      ok: false,
      error: 'bad-position',
    });
    expect(dangerMap(null as never, { x: 1, y: 0 })).toMatchObject({ error: 'bad-position' });
    expect(attackOptions(pos, { x: 1.5, y: 0 } as Square)).toMatchObject({ error: 'bad-square' });
  });
  it('refuses a wizard whose ability the game could never roll', () => {
    const c = parseAsciiBoard(`w . v`, LEGEND);
    const pos = position(c.board, {
      1: { book: [1, 41], stats: { ...DEFAULT_POSITION_WIZARD.stats, ability: 3 } },
    });
    expect(dangerMap(pos, c.at('w'))).toMatchObject({ ok: false, error: 'bad-position' });
    const two = position(c.board, {
      1: { book: [1, 41], stats: { ...DEFAULT_POSITION_WIZARD.stats, ability: 2 } },
    });
    expect(dangerMap(two, c.at('w')).ok).toBe(true);
  });
});
