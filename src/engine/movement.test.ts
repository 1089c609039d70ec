import { describe, expect, it } from 'vitest';
import { CREATURES } from './data/creatures';
import { breaksFree } from './engagement';
import {
  moverForPiece,
  moveIntoAction,
  movementReach,
  nextToEnemy,
  engagesMover,
  type MovementReach,
  type MoverStats,
} from './movement';
import { emptyBoard, makePiece, pieceAt, withPiece, type Piece } from './pieces';
import {
  normaliseGrid,
  parseAsciiBoard,
  renderGrid,
  type LegendEntry,
} from './testing/ascii-board';

const LEGEND: Record<string, LegendEntry> = {
  W: { kind: 'Dire Wolf', owner: 0 },
  B: { kind: 'Bat', owner: 0 },
  G: { kind: 'Goblin', owner: 0 },
  E: { kind: 'Goblin', owner: 1 }, // enemy
  Z: { kind: 'Zombie', owner: 1 }, // enemy undead
  H: { kind: 'Horse', owner: 0 }, // own mount
  T: { kind: 'Magic Wood', owner: 1 },
  C: { kind: 'Magic Castle', owner: 0 },
  F: { kind: 'Magic Fire', owner: 1 },
  X: { kind: 'Wall', owner: 1 },
  c: { kind: 'Orc (corpse)', owner: 1 },
  w: { kind: 'Wizard 1', owner: 0 },
  v: { kind: 'Wizard 2', owner: 1 },
};

/**
 * The reach drawn on the board: '@' the mover, 'o' move, 'e' move but the walk ends engaged,
 * 'x' attack, 'u' attack refused (undead), 'r' mount (ride), 'n' enter, 'd' dismount only
 * (a square where the mount can go too shows the mount's mark), '.' nothing.
 */
function draw(r: MovementReach, width = 15, height = 10): string {
  const mark = {
    move: 'o',
    attack: 'x',
    'undead-refused': 'u',
    mount: 'r',
    enter: 'n',
    dismount: 'd',
  } as const;
  return renderGrid(width, height, (sq) => {
    if (sq.x === r.from.x && sq.y === r.from.y) return '@';
    const e = r.squares.find((s) => s.square.x === sq.x && s.square.y === sq.y);
    if (!e) return '.';
    return e.action === 'move' && e.engagedStop ? 'e' : mark[e.action];
  });
}

const creature = (
  movement: number,
  flying = false,
  extra: Partial<MoverStats> = {},
): MoverStats => ({
  owner: 0,
  movement,
  flying,
  isWizard: false,
  undead: false,
  ...extra,
});

describe('walking reach', () => {
  it('movement 1: one step in any direction', () => {
    const b = parseAsciiBoard(
      `
      . . . . .
      . . . . .
      . . G . .
      . . . . .
      . . . . .`,
      LEGEND,
    );
    const r = movementReach(b.board, b.at('G'), creature(1));
    expect(draw(r, 5, 5)).toBe(
      normaliseGrid(`
        . . . . .
        . o o o .
        . o @ o .
        . o o o .
        . . . . .`),
    );
    expect(r.squares.map((s) => s.costHalfUnits)).toEqual([3, 2, 3, 2, 2, 3, 2, 3]);
  });

  it('movement 3 (6 points): the last step may overspend, so (3,2) is reachable but (3,3) is not', () => {
    const b = parseAsciiBoard(
      `
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . W . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .`,
      LEGEND,
    );
    const r = movementReach(b.board, b.at('W'), creature(3));
    expect(r.pointsHalfUnits).toBe(6);
    expect(draw(r, 9, 9)).toBe(
      normaliseGrid(`
        . . . . . . . . .
        . . o o o o o . .
        . o o o o o o o .
        . o o o o o o o .
        . o o o @ o o o .
        . o o o o o o o .
        . o o o o o o o .
        . . o o o o o . .
        . . . . . . . . .`),
    );
    // (3,2) away costs 2 + 3 + 3 = 8 points: 2 more than the 6 it has.
    expect(r.squares.find((s) => s.square.x === 7 && s.square.y === 6)?.costHalfUnits).toBe(8);
  });

  it('a step next to an enemy ends the walk (engaged), and the piece may still attack', () => {
    const b = parseAsciiBoard(
      `
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . W . . . .
      . . . . . . . . .
      . . . . . . . E .
      . . . . . . . . .
      . . . . . . . . .`,
      LEGEND,
    );
    const r = movementReach(b.board, b.at('W'), creature(3));
    expect(r.startsNextToEnemy).toBe(false);
    expect(draw(r, 9, 9)).toBe(
      normaliseGrid(`
        . . . . . . . . .
        . . o o o o o . .
        . o o o o o o o .
        . o o o o o o o .
        . o o o @ o o o .
        . o o o o o e e .
        . o o o o o e x .
        . . o o o o e . .
        . . . . . . . . .`),
    );
    // (7,7) is next to the enemy too; it could only be entered from row 8, which is too far.
    expect(r.squares.some((s) => s.square.x === 7 && s.square.y === 7)).toBe(false);
    // (6,7) costs 3 + 2 + 3: (5,5), (5,6), then the overspending step that engages.
    expect(r.squares.find((s) => s.square.x === 6 && s.square.y === 7)).toMatchObject({
      costHalfUnits: 8,
      engagedStop: true,
    });
  });

  it('walls, fire and own pieces stop a walker; corpses do not; enemies are attacked', () => {
    const b = parseAsciiBoard(
      `
      . . . . . . .
      . X X X . . .
      . c W F . . .
      . G E Z . . .
      . . . . . . .`,
      LEGEND,
    );
    const r = movementReach(b.board, b.at('W'), creature(3), {});
    expect(r.startsNextToEnemy).toBe(true);
    expect(draw(r, 7, 5)).toBe(
      normaliseGrid(`
        . . . . . . .
        . . . . . . .
        . e @ . . . .
        . . x u . . .
        . . . . . . .`),
    );
    // Failing the manoeuvre test: only the neighbouring enemies.
    const engaged = movementReach(b.board, b.at('W'), creature(3), { engaged: true });
    expect(engaged.mode).toBe('engaged');
    expect(draw(engaged, 7, 5)).toBe(
      normaliseGrid(`
        . . . . . . .
        . . . . . . .
        . . @ . . . .
        . . x u . . .
        . . . . . . .`),
    );
  });
});

describe('flying reach', () => {
  it('a Bat (movement 5) lands anywhere within distance 11, over anything in the way', () => {
    const b = parseAsciiBoard(
      `
      . . . . . . . . . . . . . . .
      . . . . . . . . . . . . . . .
      . . . . . . X . . . . . . . .
      . . . . . . X . . . . . . . .
      . . . . . . X B . . . . . . .
      . . . . . . X . . . . . E . .
      . . . . . . X . . . . . . . .
      . . . . . . . . . . . . . . .
      . . . . . . . . . . . . . . .
      . . . . . . . . . . . . . . .`,
      LEGEND,
    );
    const r = movementReach(b.board, b.at('B'), creature(5, true));
    expect(r.mode).toBe('fly');
    expect(r.pointsHalfUnits).toBe(11);
    expect(draw(r)).toBe(
      normaliseGrid(`
        . . . . o o o o o o o . . . .
        . . . o o o o o o o o o . . .
        . . . o o o . o o o o o . . .
        . . o o o o . o o o o o o . .
        . . o o o o . @ o o o e e . .
        . . o o o o . o o o o e x . .
        . . . o o o . o o o o e . . .
        . . . o o o o o o o o o . . .
        . . . . o o o o o o o . . . .
        . . . . . . o o o . . . . . .`),
    );
  });

  it('a flyer that lands next to an enemy is engaged and may attack it, even out of flying range', () => {
    // A Bat (movement 5: lands within distance 11) at (0,4); the enemy Goblin at (6,4) is 12
    // away, out of reach, but (5,3), (5,4) and (5,5) next to it are 11, 10 and 11 away.
    const b = parseAsciiBoard(
      `
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      B . . . . . E . . .
      . . . . . . . . . .
      . . . . . . . . . .`,
      LEGEND,
    );
    const r = movementReach(b.board, b.at('B'), creature(5, true));
    expect(draw(r, 10, 7)).toBe(
      normaliseGrid(`
        o o o o . . . . . .
        o o o o o . . . . .
        o o o o o . . . . .
        o o o o o e . . . .
        @ o o o o e x . . .
        o o o o o e . . . .
        o o o o o . . . . .`),
    );
    const at = (x: number, y: number) =>
      r.squares.find((s) => s.square.x === x && s.square.y === y);
    expect(at(5, 4)).toMatchObject({ action: 'move', engagedStop: true, costHalfUnits: 10 });
    // The attack: land on (5,4) for 10, then the step onto the Goblin for 2.
    expect(at(6, 4)).toMatchObject({ action: 'attack', costHalfUnits: 12, engagedStop: false });
    // (6,3) and (6,5) are next to the Goblin too, but 13 away: no landing there.
    expect(at(6, 3)).toBeUndefined();
    expect(at(6, 5)).toBeUndefined();
    // Every square next to an engaged landing that holds an enemy is an attack square.
    for (const land of r.squares.filter((s) => s.engagedStop))
      expect(Math.max(Math.abs(land.square.x - 6), Math.abs(land.square.y - 4))).toBe(1);
  });

  it('a flyer still attacks directly what is within its range, at the direct cost', () => {
    const b = parseAsciiBoard(`B . . E`, LEGEND);
    const r = movementReach(b.board, b.at('B'), creature(5, true));
    const enemy = r.squares.find((s) => s.square.x === 3 && s.square.y === 0);
    expect(enemy).toMatchObject({ action: 'attack', costHalfUnits: 6 });
  });
});

describe('wizards', () => {
  const wizard = (extra: Partial<MoverStats> = {}): MoverStats => ({
    owner: 0,
    movement: 1,
    flying: false,
    isWizard: true,
    undead: false,
    ...extra,
  });

  it('a wizard mounts his own mount, enters trees and his own castle, and attacks undead only with a magic weapon', () => {
    const b = parseAsciiBoard(
      `
      . . . . .
      . H T C .
      . Z w c .
      . v X F .
      . . . . .`,
      LEGEND,
    );
    const r = movementReach(b.board, b.at('w'), wizard());
    expect(draw(r, 5, 5)).toBe(
      normaliseGrid(`
        . . . . .
        . r n n .
        . u @ o .
        . x . . .
        . . . . .`),
    );
    const armed = movementReach(b.board, b.at('w'), wizard({ magicWeapon: true }));
    expect(armed.squares.find((s) => s.square.x === 1 && s.square.y === 2)?.action).toBe('attack');
  });

  it('Magic Wings: flying movement 6 reaches distance 13', () => {
    const b = parseAsciiBoard(`w`, LEGEND);
    const r = movementReach(b.board, b.at('w'), wizard({ movement: 6, flying: true }));
    expect(r.pointsHalfUnits).toBe(13);
    expect(r.squares.some((s) => s.square.x === 6 && s.square.y === 1)).toBe(true); // 13
    expect(r.squares.some((s) => s.square.x === 6 && s.square.y === 2)).toBe(false); // 14
  });

  it('Magic Wings: a wizard landing next to an enemy is engaged and threatens its neighbours', () => {
    // Wings reach distance 13: (6,0) is 12 away, (6,1) 13 and (6,2) 14; the enemy wizard at
    // (7,1) is 15 away, so it can only be attacked after landing on (6,0) or (6,1).
    const b = parseAsciiBoard(
      `
      w . . . . . . . .
      . . . . . . . v .
      . . . . . . . . .`,
      LEGEND,
    );
    const r = movementReach(b.board, b.at('w'), wizard({ movement: 6, flying: true }));
    expect(draw(r, 9, 3)).toBe(
      normaliseGrid(`
        @ o o o o o e . .
        o o o o o o e x .
        o o o o o o . . .`),
    );
    expect(r.squares.find((s) => s.square.x === 7 && s.square.y === 1)).toMatchObject({
      action: 'attack',
      costHalfUnits: 15,
    });
  });
});

describe('what a piece can move into (move_into.tsv)', () => {
  const crt = creature(1);
  const wiz: MoverStats = { owner: 0, movement: 1, flying: false, isWizard: true, undead: false };
  const undead: MoverStats = { ...crt, undead: true };
  const p = (kind: string, owner: number, extra: Partial<Piece> = {}) =>
    makePiece(kind, owner, extra);
  const rows: [string, Piece | null, MoverStats, string][] = [
    ['empty square', null, crt, 'move'],
    ['corpse', p('Orc (corpse)', 1), crt, 'move'],
    ['own creature', p('Orc', 0), crt, 'blocked'],
    ['own free mount, wizard', p('Horse', 0), wiz, 'mount'],
    ['own mount, creature', p('Horse', 0), crt, 'blocked'],
    ['own non-mount creature, wizard', p('Orc', 0), wiz, 'blocked'],
    ['enemy creature', p('Orc', 1), crt, 'attack'],
    ['enemy illusion', p('Orc', 1, { illusion: true }), crt, 'attack'],
    ['enemy undead, living attacker', p('Skeleton', 1), crt, 'undead-refused'],
    [
      'enemy raised creature, living attacker',
      p('Orc', 1, { raised: true }),
      crt,
      'undead-refused',
    ],
    ['enemy undead, undead attacker', p('Skeleton', 1), undead, 'attack'],
    ['enemy undead, wizard without weapon', p('Vampire', 1), wiz, 'undead-refused'],
    ['enemy undead, wizard with weapon', p('Vampire', 1), { ...wiz, magicWeapon: true }, 'attack'],
    ['own Gooey Blob', p('Gooey Blob', 0), crt, 'blocked'],
    ['enemy Gooey Blob', p('Gooey Blob', 1), crt, 'attack'],
    ['Magic Fire', p('Magic Fire', 1), crt, 'blocked'],
    ['own Magic Wood, creature', p('Magic Wood', 0), crt, 'attack'],
    ['empty Magic Wood, wizard', p('Magic Wood', 1), wiz, 'enter'],
    ['occupied Magic Wood, wizard', p('Magic Wood', 1, { rider: 1 }), wiz, 'attack'],
    ['own Shadow Wood', p('Shadow Wood', 0), crt, 'blocked'],
    ['enemy Shadow Wood', p('Shadow Wood', 1), crt, 'attack'],
    ['own castle, wizard', p('Dark Citadel', 0), wiz, 'enter'],
    ['own castle, creature', p('Magic Castle', 0), crt, 'blocked'],
    ['enemy castle', p('Magic Castle', 1), wiz, 'blocked'],
    ['Wall', p('Wall', 0), wiz, 'blocked'],
    ['enemy wizard', p('Wizard 2', 1), crt, 'attack'],
    ['own wizard (the master)', p('Wizard 1', 0), crt, 'blocked'],
  ];
  for (const [name, target, mover, action] of rows)
    it(name, () => expect(moveIntoAction(mover, target)).toBe(action));
});

describe('engagement', () => {
  it('break-free chance: d10 + 2 < manoeuvre, i.e. (manoeuvre − 2) in 10', () => {
    expect(breaksFree(4)).toEqual({ num: 1, den: 5, p: 0.2 });
    expect(breaksFree(9)).toEqual({ num: 7, den: 10, p: 0.7 });
    expect(breaksFree(2)).toEqual({ num: 0, den: 1, p: 0 });
    expect(breaksFree(0)).toEqual({ num: 0, den: 1, p: 0 });
    expect(breaksFree(12)).toEqual({ num: 1, den: 1, p: 1 });
    for (let m = 0; m <= 12; m++) {
      let free = 0;
      for (let d10 = 0; d10 < 10; d10++) if (d10 + 2 < m) free++;
      expect(breaksFree(m).p).toBeCloseTo(free / 10, 12);
    }
  });

  it('only living enemy creatures and wizards engage: not corpses, blobs, trees, castles, walls', () => {
    const b = parseAsciiBoard(
      `
      c F T
      X G .
      . . .`,
      LEGEND,
    );
    expect(nextToEnemy(b.board, b.at('G'), 0)).toBe(false);
    const r = movementReach(b.board, b.at('G'), creature(1, false, { manoeuvre: 4 }));
    expect(r.breakFree).toBeNull();
    const e = parseAsciiBoard(`v G`, LEGEND);
    const re = movementReach(e.board, e.at('G'), creature(1, false, { manoeuvre: 4 }));
    expect(re.startsNextToEnemy).toBe(true);
    expect(re.breakFree).toEqual({ num: 1, den: 5, p: 0.2 });
    const mounted = movementReach(
      e.board,
      e.at('G'),
      creature(1, false, { manoeuvre: 4, mounted: true }),
    );
    expect(mounted.breakFree).toBeNull();
  });

  it('Shadow Wood never moves but attacks a neighbour', () => {
    const b = parseAsciiBoard(
      `
      . E .
      . T .
      . . .`,
      { ...LEGEND, T: { kind: 'Shadow Wood', owner: 0 } },
    );
    const r = movementReach(b.board, b.at('T'), creature(0, false, { stationary: true }));
    expect(draw(r, 3, 3)).toBe(
      normaliseGrid(`
      . x .
      . @ .
      . . .`),
    );
  });
});

describe('moverForPiece', () => {
  it('reads a creature from the data table', () => {
    const r = moverForPiece(makePiece('Gryphon', 3));
    expect(r.ok && r.value).toEqual({
      owner: 3,
      movement: CREATURES.Gryphon.movement,
      flying: true,
      isWizard: false,
      undead: false,
      manoeuvre: CREATURES.Gryphon.manoeuvre,
    });
    const ridden = moverForPiece(makePiece('Horse', 1, { rider: 1 }));
    expect(ridden.ok && ridden.value.mounted).toBe(true);
    const raised = moverForPiece(makePiece('Goblin', 1, { raised: true }));
    expect(raised.ok && raised.value.undead).toBe(true);
    const zombie = moverForPiece(makePiece('Zombie', 1));
    expect(zombie.ok && zombie.value.undead).toBe(true);
  });

  it('gives wizards movement 1, 3 in Shadow Form, flying 6 with wings', () => {
    const plain = moverForPiece(makePiece('Wizard 4', 2), { wizardManoeuvre: 5 });
    expect(plain.ok && plain.value).toMatchObject({
      movement: 1,
      flying: false,
      isWizard: true,
      magicWeapon: false,
      manoeuvre: 5,
    });
    const shadow = moverForPiece(makePiece('Wizard 4', 2), { shadowForm: true });
    expect(shadow.ok && shadow.value.movement).toBe(3);
    const wings = moverForPiece(makePiece('Wizard 4', 2), { shadowForm: true, wings: true });
    expect(wings.ok && wings.value).toMatchObject({ movement: 6, flying: true });
    const bow = moverForPiece(makePiece('Wizard 4', 2), { magicWeapon: true });
    expect(bow.ok && bow.value.magicWeapon).toBe(true);
    expect(bow.ok && bow.value.manoeuvre).toBeUndefined();
  });

  it("reads a wizard's upgrades from his options (his record), never from his picture", () => {
    // The Magic Wings picture without wings in the record walks; the Sword picture carries no
    // weapon unless the record says so (wizards.md §6: the picture shows the last upgrade only).
    const drawnWings = moverForPiece(makePiece('Wizard (Magic Wings)', 2));
    expect(drawnWings.ok && drawnWings.value).toMatchObject({ movement: 1, flying: false });
    const drawnSword = moverForPiece(makePiece('Wizard (Magic Sword)', 2), { wings: true });
    expect(drawnSword.ok && drawnSword.value).toMatchObject({
      movement: 6,
      flying: true,
      magicWeapon: false,
    });
    expect(moverForPiece(makePiece('Wizard 4', 2), { wings: 1 as never })).toMatchObject({
      ok: false,
      error: 'bad-options',
    });
  });

  it('gives Shadow Wood next to an enemy the roll the game makes (#ADD2), one it never passes', () => {
    let b = withPiece(emptyBoard(), { x: 4, y: 4 }, makePiece('Shadow Wood', 0));
    b = withPiece(b, { x: 5, y: 4 }, makePiece('Goblin', 1));
    const wood = moverForPiece(makePiece('Shadow Wood', 0));
    if (!wood.ok) throw new Error(wood.message);
    const reach = movementReach(b, { x: 4, y: 4 }, wood.value);
    expect(reach.mode).toBe('stationary');
    expect(reach.startsNextToEnemy).toBe(true);
    expect(reach.breakFree).toMatchObject({ num: 0 });
    expect(reach.squares.map((r) => r.action)).toEqual(['attack']);
  });

  it('keeps Shadow Wood still and refuses pieces that never move', () => {
    const wood = moverForPiece(makePiece('Shadow Wood', 0));
    expect(wood.ok && wood.value.stationary).toBe(true);
    for (const kind of [
      'Gooey Blob',
      'Magic Fire',
      'Magic Wood',
      'Dark Citadel',
      'Wall',
      'Orc (corpse)',
    ]) {
      const r = moverForPiece(makePiece(kind, 0));
      expect(r.ok ? 'moves' : r.error).toBe('cannot-move');
    }
    const r = moverForPiece(makePiece('Orc (corpse)', 0));
    expect(r.ok ? '' : r.message).toBe('the Orc corpse never moves');
  });
});

describe('movement refuses bad input (issue 14)', () => {
  const goblin: MoverStats = {
    owner: 0,
    movement: 1,
    flying: false,
    isWizard: false,
    undead: false,
  };
  it('a mover is checked field by field', () => {
    expect(() => moveIntoAction({ ...goblin, owner: 9 }, null)).toThrow(RangeError);
    expect(() => moveIntoAction({ ...goblin, flying: 'yes' as never }, null)).toThrow(RangeError);
    expect(() => moveIntoAction(goblin, { kind: 'toString', owner: 1 } as never)).toThrow(
      RangeError,
    );
    expect(moveIntoAction(goblin, makePiece('Orc', 1))).toBe('attack');
    expect(() => engagesMover(makePiece('Orc', 1), NaN)).toThrow(RangeError);
  });

  it('squares off the board and bad boards are refused', () => {
    expect(() => nextToEnemy(emptyBoard(), { x: 15, y: 0 }, 0)).toThrow(RangeError);
    expect(() => movementReach(emptyBoard(), { x: -1, y: 0 }, goblin)).toThrow(RangeError);
    expect(() => movementReach(new Array(150) as never, { x: 0, y: 0 }, goblin)).toThrow(
      RangeError,
    );
    expect(() =>
      movementReach(emptyBoard(), { x: 0, y: 0 }, goblin, { engaged: 1 as never }),
    ).toThrow(RangeError);
  });

  it('moverForPiece answers junk with an error code', () => {
    expect(moverForPiece(null as never)).toMatchObject({ ok: false, error: 'bad-piece' });
    expect(moverForPiece(makePiece('Goblin'), { wizardManoeuvre: 1.5 })).toMatchObject({
      ok: false,
      error: 'bad-options',
    });
    expect(moverForPiece({ kind: 'toString', owner: 0 } as never)).toMatchObject({
      ok: false,
      error: 'unknown-kind',
    });
  });
});

describe('the move routine #ACED: going in, stepping out, dismounting (issue 33)', () => {
  const wizard = (extra: Partial<MoverStats> = {}): MoverStats => ({
    owner: 0,
    movement: 1,
    flying: false,
    isWizard: true,
    undead: false,
    ...extra,
  });
  const entry = (r: MovementReach, x: number, y: number, action?: string) =>
    r.squares.find(
      (s) => s.square.x === x && s.square.y === y && (action === undefined || s.action === action),
    );
  const inside = (x: number, y: number) => ({ by: 'inside', square: { x, y } });

  // After a step into a mount the checks #B007–#B06C run as after any step: next to an enemy
  // the mover is engaged (#B01F–#B030) and may attack, and the blow is the top piece's (#B183).
  it('a wizard who mounts his Horse next to an enemy is engaged there and strikes as the Horse (#B007–#B06C, #B183)', () => {
    const b = parseAsciiBoard(
      `
      . . . . . .
      . . . X . .
      . . w H E .
      . . . X . .`,
      LEGEND,
    );
    const r = movementReach(b.board, b.at('w'), wizard({ magicWeapon: true }));
    expect(entry(r, 3, 2)).toMatchObject({ action: 'mount', costHalfUnits: 2, engagedStop: true });
    expect(entry(r, 4, 2)).toEqual({
      square: { x: 4, y: 2 },
      action: 'attack',
      costHalfUnits: 4,
      engagedStop: false,
      strikers: [inside(3, 2)],
    });
    // The Horse may not strike the undead, whatever weapon its rider holds (#B23D).
    const z = parseAsciiBoard(
      `
      . . . X .
      . . w H Z
      . . . X .`,
      LEGEND,
    );
    const rz = movementReach(z.board, z.at('w'), wizard({ magicWeapon: true }));
    expect(entry(rz, 4, 1)).toMatchObject({
      action: 'undead-refused',
      strikers: [inside(3, 1)],
    });
  });

  // #B01A: into a Magic Wood the engagement test is skipped; with points left the walk goes
  // on (#B039–#B06C), out again or striking from inside as the wood (#B183).
  it('a Shadow Form wizard enters a Magic Wood next to an enemy unengaged and walks on, or strikes from inside it (#B01A, #B039, #B183)', () => {
    const b = parseAsciiBoard(
      `
      X X X X X
      w T . . .
      X X E X X`,
      LEGEND,
    );
    const r = movementReach(b.board, b.at('w'), wizard({ movement: 3 }));
    expect(draw(r, 5, 3)).toBe(
      normaliseGrid(`
        . . . . .
        @ n e . .
        . . x . .`),
    );
    expect(entry(r, 1, 1)).toMatchObject({ action: 'enter', costHalfUnits: 2, engagedStop: false });
    // From inside the wood (2 + 3) or on foot from (2,1), engaged there (2 + 2 + 2).
    expect(entry(r, 2, 2)).toMatchObject({
      action: 'attack',
      costHalfUnits: 5,
      strikers: [{ by: 'self' }, inside(1, 1)],
    });
    // On foot with 2 points the step into the wood spends them all: the move ends there.
    const plain = movementReach(b.board, b.at('w'), wizard());
    expect(draw(plain, 5, 3)).toBe(
      normaliseGrid(`
        . . . . .
        @ n . . .
        . . . . .`),
    );
  });

  it('a Shadow Form wizard walks into his castle and out again (#AF64–#AF86); next to an enemy a castle engages (#B01F)', () => {
    const b = parseAsciiBoard(
      `
      X X X X X
      w C . . .
      X X X X X`,
      LEGEND,
    );
    const r = movementReach(b.board, b.at('w'), wizard({ movement: 3 }));
    expect(draw(r, 5, 3)).toBe(
      normaliseGrid(`
        . . . . .
        @ n o o .
        . . . . .`),
    );
    const e = parseAsciiBoard(
      `
      X X X X X
      w C . . .
      X X E X X`,
      LEGEND,
    );
    const re = movementReach(e.board, e.at('w'), wizard({ movement: 3 }));
    expect(entry(re, 1, 1)).toMatchObject({ action: 'enter', engagedStop: true });
    expect(entry(re, 2, 2)).toMatchObject({ action: 'attack', strikers: [inside(1, 1)] });
    expect(entry(re, 2, 1)).toBeUndefined();
  });

  it('a winged wizard landing in his castle next to an enemy is engaged and strikes as it; landing in a Magic Wood ends his move (#B15E → #B007, #B01A)', () => {
    const b = parseAsciiBoard(
      `
      w . . . . . X . .
      . . . . . . C E .
      . . . . . X . . .
      . . . . . T E . .`,
      LEGEND,
    );
    const r = movementReach(b.board, b.at('w'), wizard({ movement: 6, flying: true }));
    expect(entry(r, 6, 1)).toMatchObject({ action: 'enter', engagedStop: true });
    expect(entry(r, 7, 1)).toMatchObject({ action: 'attack', strikers: [inside(6, 1)] });
    expect(entry(r, 5, 3)).toMatchObject({ action: 'enter', engagedStop: false });
    // The Goblin on (6,3) is next to no landing square but the wood, which is exempt.
    expect(entry(r, 6, 3)).toBeUndefined();
  });

  // #ACED selects a wood or castle holding the player's wizard (ai.ts `movable` 'wizard-out');
  // #AD09–#AD47 read its record: movement 0, no flight, so one step. No engagement roll: the
  // square is occupied (+#281).
  it('a wizard sheltering in a Magic Wood is a mover: one step out, no roll, striking from inside as the wood (#ACED, #AD09–#AD47, #B183)', () => {
    const wood = makePiece('Magic Wood', 1, { rider: 0 });
    const m = moverForPiece(wood, { magicWeapon: true, wizardManoeuvre: 8 });
    expect(m.ok && m.value).toEqual({
      owner: 0,
      movement: 0,
      flying: false,
      isWizard: true,
      undead: false,
      magicWeapon: true,
      sheltered: true,
    });
    if (!m.ok) throw new Error(m.message);
    expect(moverForPiece(makePiece('Magic Castle', 2, { rider: 2 }))).toMatchObject({
      ok: true,
      value: { owner: 2, sheltered: true },
    });
    const b = parseAsciiBoard(
      `
      . . . . .
      . . T E .
      . Z . . .`,
      { ...LEGEND, T: wood },
    );
    const r = movementReach(b.board, b.at('T'), m.value);
    expect(r).toMatchObject({ mode: 'walk', pointsHalfUnits: 0, breakFree: null });
    expect(r.startsNextToEnemy).toBe(true);
    expect(draw(r, 5, 3)).toBe(
      normaliseGrid(`
        . o e e .
        . e @ x .
        . x e e .`),
    );
    // The Goblin: from inside the wood, or on foot from a square he stepped out to.
    expect(entry(r, 3, 1)?.strikers).toEqual([{ by: 'self' }, inside(2, 1)]);
    // The Zombie only on foot, with his magic weapon: the wood may not strike the undead.
    expect(entry(r, 1, 2)).toMatchObject({ action: 'attack', strikers: [{ by: 'self' }] });
    const unarmed = movementReach(b.board, b.at('T'), { ...m.value, magicWeapon: false });
    expect(entry(unarmed, 1, 2)).toMatchObject({
      action: 'undead-refused',
      strikers: [{ by: 'self' }, inside(2, 1)],
    });
  });

  it("from another wizard's Magic Wood he may not strike that wizard, whose owner bits the wood carries (#AF3C–#AF4D)", () => {
    const reach = (woodOwner: number) => {
      const wood = makePiece('Magic Wood', woodOwner, { rider: 0 });
      const b = parseAsciiBoard(
        `
        . X X X
        . X T v
        . X X X`,
        { ...LEGEND, T: wood },
      );
      const m = moverForPiece(wood);
      if (!m.ok) throw new Error(m.message);
      return movementReach(b.board, b.at('T'), m.value);
    };
    expect(reach(1).squares).toEqual([]); // Wizard 2 owns the wood
    expect(reach(2).squares).toEqual([
      {
        square: { x: 3, y: 1 },
        action: 'attack',
        costHalfUnits: 2,
        engagedStop: false,
        strikers: [inside(2, 1)],
      },
    ]);
  });

  // "Dismount wizard?" (#AD88) is asked when a ridden mount is selected; yes gives the wizard
  // (#AC0D) 1 point and no flight (#ADA7): one step, read as for a wizard on foot (#AE9D–#AF4D),
  // then #B007–#B06C. The mount is not marked moved (#B06F marks his square only).
  it('a ridden mount offers its wizard one step off: onto a free square or a body, into his own free mount, an empty Magic Wood or his own castle (#AD88, #ADA7)', () => {
    const b = parseAsciiBoard(
      `
      . . . . . .
      . . U T C .
      . . A R G .
      . . c . . .`,
      {
        ...LEGEND,
        U: { kind: 'Unicorn', owner: 0 },
        A: { kind: 'Horse', owner: 1 },
        R: { kind: 'Horse', owner: 0, rider: 0 },
      },
    );
    const horse = moverForPiece(pieceAt(b.board, b.at('R')) as Piece, { magicWeapon: true });
    if (!horse.ok) throw new Error(horse.message);
    expect(horse.value).toMatchObject({ mounted: true, magicWeapon: true, isWizard: false });
    const r = movementReach(b.board, b.at('R'), horse.value);
    const off = r.squares.filter((s) => s.action === 'dismount');
    expect(off.map((s) => [s.square.x, s.square.y, s.costHalfUnits, s.engagedStop])).toEqual([
      [2, 1, 3, true], // into the Unicorn, next to the enemy Horse
      [3, 1, 2, false], // into the wood: exempt from engagement
      [4, 1, 3, false], // into his castle
      [2, 3, 3, true], // onto the body, next to the enemy Horse
      [3, 3, 2, true],
      [4, 3, 3, false],
    ]);
    // The mount's own moves stay: it walks on (3,3) as well as its wizard may step there, and
    // it attacks the wood he may go into.
    expect(entry(r, 3, 3, 'move')).toBeDefined();
    expect(entry(r, 3, 1, 'attack')).toMatchObject({ strikers: [{ by: 'self' }] });
    // The enemy Horse: the mount's own attack, or the wizard's from the Unicorn or on foot.
    expect(entry(r, 2, 2)?.strikers).toEqual([{ by: 'self' }, { by: 'rider' }, inside(2, 1)]);
    // Engaged, the mount only attacks: no dismount is offered.
    const held = movementReach(b.board, b.at('R'), horse.value, { engaged: true });
    expect(held.squares.some((s) => s.action === 'dismount')).toBe(false);
  });

  it('a wizard who dismounts next to an undead strikes it as himself, with his magic weapon only (#B01F–#B030, #B23D)', () => {
    const b = parseAsciiBoard(
      `
      X X X X
      X R . Z
      X X X X`,
      { ...LEGEND, R: { kind: 'Pegasus', owner: 0, rider: 0 } },
    );
    const peg = (magicWeapon: boolean) => {
      const m = moverForPiece(pieceAt(b.board, b.at('R')) as Piece, { magicWeapon });
      if (!m.ok) throw new Error(m.message);
      return movementReach(b.board, b.at('R'), m.value);
    };
    const armed = peg(true);
    expect(armed.mode).toBe('fly');
    expect(entry(armed, 2, 1, 'dismount')).toMatchObject({ engagedStop: true, costHalfUnits: 2 });
    // The Pegasus lands next to the Zombie too but may not strike it; its wizard may.
    expect(entry(armed, 3, 1)).toMatchObject({ action: 'attack', strikers: [{ by: 'rider' }] });
    expect(entry(peg(false), 3, 1)).toMatchObject({
      action: 'undead-refused',
      strikers: [{ by: 'self' }, { by: 'rider' }],
    });
  });
});
