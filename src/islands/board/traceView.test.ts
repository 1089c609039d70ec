import { describe, expect, it } from 'vitest';
import { lineOfSight } from '../../engine/los';
import { sightPieces } from '../../engine/pieces';
import { findSample, sampleBoard } from '../../stores/board-samples';
import { losWords, traceView } from './traceView';

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
