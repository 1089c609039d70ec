import { describe, expect, it } from 'vitest';
import { alignmentName, sideName } from './sides';

describe('sides in words', () => {
  it('names the side of a balance or alignment', () => {
    expect(sideName(5)).toBe('Law');
    expect(sideName(-1)).toBe('Chaos');
    expect(sideName(0)).toBe('neutral');
    expect(sideName(0, 'neither side')).toBe('neither side');
  });
  it('gives an alignment with its size', () => {
    expect(alignmentName(2)).toBe('Law 2');
    expect(alignmentName(-1)).toBe('Chaos 1');
    expect(alignmentName(0)).toBe('neutral');
  });
});
