import { describe, expect, it } from 'vitest';
import { lineOfSight, sightPieces, sightVerdict, validateBoard, withPiece } from '../engine';
import { SAMPLES, findSample, sampleBoard } from './board-samples';

const trace = (id: string, from = findSample(id)?.trace?.from, to = findSample(id)?.trace?.to) => {
  const s = findSample(id);
  if (!s || !from || !to) throw new Error(id);
  return lineOfSight(sightPieces(sampleBoard(s)), from, to);
};

describe('sample boards', () => {
  it('are valid boards', () => {
    for (const s of SAMPLES) expect(validateBoard(sampleBoard(s)).ok, s.id).toBe(true);
    expect(new Set(SAMPLES.map((s) => s.id)).size).toBe(SAMPLES.length);
  });

  it('direction: blocked one way, clear the other (los.md §3)', () => {
    expect(trace('direction').firstBlock?.piece).toBe('Goblin');
    expect(trace('direction', { x: 0, y: 3 }, { x: 2, y: 2 }).blocked).toBe(false);
  });

  it('frame: blocked in frame 0, clear in frame 2', () => {
    const s = findSample('frame');
    if (!s) throw new Error('frame');
    expect(trace('frame').blocked).toBe(true);
    const b2 = withPiece(sampleBoard(s), { x: 2, y: 3 }, { ...s.pieces[2]!, frame: 2 });
    expect(lineOfSight(sightPieces(b2), { x: 2, y: 2 }, { x: 0, y: 6 }).blocked).toBe(false);
    expect(sightVerdict(sightPieces(b2), { x: 2, y: 2 }, { x: 0, y: 6 }).kind).toBe('depends');
  });

  it('thin-bulky: the Lion lets the line through, the Goblin does not', () => {
    expect(trace('thin-bulky').blocked).toBe(false);
    expect(trace('thin-bulky').squaresCrossed).toContainEqual({ x: 1, y: 0 });
    expect(trace('thin-bulky', { x: 0, y: 5 }, { x: 2, y: 6 }).firstBlock?.piece).toBe('Goblin');
  });

  it('corner: the Dark Citadel blocks the neighbouring diagonal', () => {
    expect(trace('corner').firstBlock?.piece).toBe('Dark Citadel');
  });
});
