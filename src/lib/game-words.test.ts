import { describe, expect, it } from 'vitest';
import { pieceWords } from './game-words';

const names = ['JULIAN', 'GANDALF'];

describe('pieceWords', () => {
  it('names a wizard by his name, a creature by its owner, a body alone', () => {
    expect(pieceWords({ kind: 'Wizard 2', owner: 1, frame: 0, x: 3, y: 4 }, names)).toBe(
      '(3,4) GANDALF',
    );
    expect(
      pieceWords({ kind: 'Wizard (Magic Sword)', owner: 0, frame: 0, x: 0, y: 0 }, names),
    ).toBe('(0,0) JULIAN');
    expect(pieceWords({ kind: 'Goblin', owner: 0, frame: 0, x: 14, y: 9 }, names)).toBe(
      '(14,9) Goblin of JULIAN',
    );
    expect(pieceWords({ kind: 'Bear (corpse)', owner: 1, frame: 0, x: 5, y: 5 }, names)).toBe(
      '(5,5) Bear (corpse)',
    );
  });
  it('says an illusion and a rider', () => {
    expect(
      pieceWords(
        { kind: 'Pegasus', owner: 0, frame: 0, x: 1, y: 1, illusion: true, rider: 0 },
        names,
      ),
    ).toBe('(1,1) Pegasus of JULIAN (illusion) carrying JULIAN');
  });
});
