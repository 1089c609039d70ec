import { describe, expect, it } from 'vitest';
import { accepted, refused, wholeIn } from './result';

describe('store results', () => {
  it('accepts or refuses in the engine Result shape', () => {
    expect(accepted(3)).toEqual({ ok: true, value: 3 });
    expect(refused('book-full', 'Full.')).toEqual({
      ok: false,
      error: 'book-full',
      message: 'Full.',
    });
  });
  it('takes a whole number in range and says why not otherwise', () => {
    expect(wholeIn(3, 1, 20, 'Turns')).toEqual({ ok: true, value: 3 });
    for (const bad of [0, 21, 2.5, NaN]) {
      const r = wholeIn(bad, 1, 20, 'Turns');
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toBe('Turns is a whole number from 1 to 20.');
    }
  });
});
