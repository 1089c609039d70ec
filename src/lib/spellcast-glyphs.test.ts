import { describe, expect, it } from 'vitest';
import { sequenceInWords, sequenceText, spellAnchor, readStep } from './spellcast-glyphs';

describe('spellcast glyph helpers', () => {
  it('writes sequences as the manual does and in words', () => {
    expect(sequenceText('cDPW')).toBe('(c-D-P-W');
    expect(sequenceInWords('cw')).toBe('clap (both hands), wave (both hands)');
    expect(readStep('s')).toEqual({ char: 'S', bothHands: true });
  });
  it('makes anchors from spell names', () => {
    expect(spellAnchor('Finger of Death')).toBe('finger-of-death');
    expect(spellAnchor('Counter-spell')).toBe('counter-spell');
  });
});
