import { describe, expect, it } from 'vitest';
import type { PlacedPiece } from '../engine/pieces';
import { pieceWords } from './game-words';

const names = ['JULIAN', 'GANDALF'];
const at = (kind: string, owner: number, x: number, y: number, more: Partial<PlacedPiece> = {}) =>
  pieceWords({ kind, owner, x, y, frame: 0, illusion: false, ...more }, names);

describe('pieceWords', () => {
  it('names a wizard by his name, a creature by its owner, a body alone', () => {
    expect(at('Wizard 2', 1, 3, 4)).toBe('(3,4) GANDALF');
    expect(at('Wizard (Magic Sword)', 0, 0, 0)).toBe('(0,0) JULIAN');
    expect(at('Goblin', 0, 14, 9)).toBe('(14,9) Goblin of JULIAN');
    expect(at('Bear (corpse)', 1, 5, 5)).toBe('(5,5) Bear (corpse)');
  });
  it('says an illusion and a rider', () => {
    expect(at('Pegasus', 0, 1, 1, { illusion: true, rider: 0 })).toBe(
      '(1,1) Pegasus of JULIAN (illusion) carrying JULIAN',
    );
  });
});
