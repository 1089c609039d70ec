import { describe, expect, it } from 'vitest';
import { CREATURES } from '../../engine/data/creatures';
import { SPELLS } from '../../engine/data/spells';
import { SPELL_LIST } from '../../engine/lookup';
import { rangedAttackMap, spellTargetMap } from '../../engine/visibility';
import { findSample, sampleBoard } from '../../stores/board-samples';
import { rangeActions, rangeCounts, rangeView } from './rangeView';

const board = sampleBoard(findSample('battle')!);

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
