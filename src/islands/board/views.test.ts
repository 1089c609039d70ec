import { describe, expect, it } from 'vitest';
import {
  CREATURES,
  SPELLS,
  moverForPiece,
  movementReach,
  pieceAt,
  rangedAttackMap,
  sightPieces,
  spellTargetMap,
  lineOfSight,
  SPELL_LIST,
  emptyBoard,
  makePiece,
  withPiece,
} from '../../engine';
import { findSample, sampleBoard } from '../../stores/board-samples';
import {
  losWords,
  moveCounts,
  moveView,
  rangeActions,
  rangeCounts,
  rangeView,
  traceView,
} from './views';

const battle = findSample('battle')!;
const board = sampleBoard(battle);

describe('trace view', () => {
  it('draws the engine line and names the first blocker', () => {
    const pick = { from: { x: 2, y: 2 }, to: { x: 0, y: 3 }, picking: 'from' as const };
    const b = sampleBoard(findSample('direction')!);
    const v = traceView(b, pick);
    const r = lineOfSight(sightPieces(b), pick.from, pick.to);
    expect(v.lines[0]!.pixels).toEqual(r.pathPixels);
    expect(v.lines[0]!.blocked).toEqual(r.blocks.map((x) => x.step));
    expect(losWords(v.forward)).toBe('blocked by the Goblin at (1,3)');
    expect(losWords(v.backward)).toBe('clear');
    expect(v.marks).toEqual([{ ...r.firstBlock!.pixel, color: '#ffffff' }]);
    expect(v.overlay.map((o) => o.label)).toEqual(['A', 'B', '✕']);
  });
});

describe('range view', () => {
  it('offers every spell name once and every ranged attacker', () => {
    const actions = rangeActions();
    const names = new Set(SPELL_LIST.map((s) => s.name));
    expect(actions.filter((a) => a.group === 'spell')).toHaveLength(names.size);
    const shooters = Object.values(CREATURES).filter((c) => c.range > 0);
    expect(actions.filter((a) => a.group === 'attack')).toHaveLength(shooters.length + 1);
  });

  it('counts what spellTargetMap says', () => {
    const from = { x: 3, y: 4 };
    const s = SPELLS[60]; // Subversion
    const m = spellTargetMap(board, from, { rangeByte: s.rangeByte, category: s.kind });
    const v = rangeView(board, { from, action: 'spell:60' });
    const others = m.squares.filter((e) => e.distance > 0);
    expect(v.inRange).toBe(others.filter((e) => e.inRange).length);
    expect(v.inSight).toBe(others.filter((e) => e.inRange && !e.blocked).length);
    expect(v.legal).toBe(m.squares.filter((e) => e.legal).length);
    expect(v.overlay.filter((o) => o.label === '✓')).toHaveLength(v.legal);
    expect(rangeCounts(v)).toBe(
      `${v.inRange} squares in range, ${v.inSight} in sight, ${v.legal} legal target${v.legal === 1 ? '' : 's'}`,
    );
  });

  it('shades Magic Wood within 13 and says so beside its byte of 17; Shadow Wood within 17', () => {
    const from = { x: 7, y: 4 };
    const n = (name: string) => SPELL_LIST.find((s) => s.name === name)!.number;
    const wood = rangeView(board, { from, action: `spell:${n('Magic Wood')}` });
    expect(wood.reach).toContain('within distance 13');
    expect(wood.reach).toContain('byte is 17');
    const shadow = rangeView(board, { from, action: `spell:${n('Shadow Wood')}` });
    expect(shadow.reach).toContain('within distance 17');
    expect(wood.inRange).toBeLessThan(shadow.inRange);
  });

  it('counts ranged attacks and what they can harm', () => {
    const from = { x: 4, y: 6 };
    const v = rangeView(board, { from, action: 'attack:Elf' });
    const m = rangedAttackMap(board, from, CREATURES.Elf.range);
    expect(v.legal).toBe(m.filter((e) => e.legal).length);
    expect(v.harmable).toBe(m.filter((e) => e.legal && e.harmable).length);
  });

  it('says so when a spell needs no target, and reports bad choices', () => {
    expect(rangeView(board, { from: { x: 3, y: 4 }, action: 'spell:49' }).needsTarget).toBe(false);
    expect(rangeView(board, { from: { x: 3, y: 4 }, action: 'spell:99' }).error).toMatch(
      /no spell/,
    );
    expect(rangeView(board, { from: { x: 3, y: 4 }, action: 'attack:Troll' }).error).toMatch(
      /no ranged attacker/,
    );
  });
});

describe('move view', () => {
  const pick = { engaged: false, wizardManoeuvre: 5, shadowForm: false };
  it('matches movementReach for the engaged sample', () => {
    const s = findSample('engaged')!;
    const b = sampleBoard(s);
    const mover = moverForPiece(pieceAt(b, s.move!)!);
    if (!mover.ok) throw new Error(mover.message);
    const reach = movementReach(b, s.move!, mover.value);
    const v = moveView(b, { ...pick, from: s.move! });
    expect(v.moves).toBe(reach.squares.filter((r) => r.action === 'move').length);
    expect(v.attacks).toBe(reach.squares.filter((r) => r.action === 'attack').length);
    expect(v.breakFree).toEqual(reach.breakFree);
    expect(moveCounts(v)).toMatch(
      /^\d+ squares to move to \(\d+ of them end engaged\), \d+ to attack/,
    );
  });

  it('marks a flyer’s landings next to an enemy as engaged, and the enemy as an attack', () => {
    let b = withPiece(emptyBoard(), { x: 0, y: 4 }, makePiece('Bat', 0));
    b = withPiece(b, { x: 6, y: 4 }, makePiece('Goblin', 1)); // 12 away: beyond the Bat's 11
    const v = moveView(b, { ...pick, from: { x: 0, y: 4 } });
    expect(v.engagedStops).toBe(3);
    expect(v.attacks).toBe(1);
    const enemy = v.overlay.find((o) => o.x === 6 && o.y === 4);
    expect(enemy?.text).toMatch(/attack/);
    const landing = v.overlay.find((o) => o.x === 5 && o.y === 4);
    expect(landing?.text).toMatch(/ends engaged/);
  });

  it('explains empty squares and pieces that never move', () => {
    expect(moveView(board, { ...pick, from: { x: 0, y: 0 } }).error).toMatch(/empty/);
    expect(moveView(board, { ...pick, from: { x: 6, y: 3 } }).error).toMatch(/Wall never moves/);
    expect(moveView(board, { ...pick, from: null }).error).toMatch(/Pick a piece/);
  });

  it('uses the wizard options', () => {
    const w = { ...pick, from: { x: 3, y: 4 } };
    expect(moveView(board, w).reach?.pointsHalfUnits).toBe(2);
    expect(moveView(board, { ...w, shadowForm: true }).reach?.pointsHalfUnits).toBe(6);
  });
});
