import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decodeSaved,
  DEFAULT_SETTINGS,
  parseSettings,
  settingsFromSearch,
  settingsToSearch,
  type Settings,
} from './settings-schema';

const settingsArb = fc.record<Settings>({
  balance: fc.integer({ min: -128, max: 127 }),
  ability: fc.integer({ min: 0, max: 2 }),
  caster: fc.constantFrom('human', 'computer'),
  level: fc.integer({ min: 1, max: 8 }),
  illusion: fc.boolean(),
});

describe('settings from text', () => {
  it('round-trips every valid setting through the URL', () => {
    fc.assert(
      fc.property(settingsArb, (s) => {
        const search = settingsToSearch('?board=abc', s);
        const back = settingsFromSearch(search, DEFAULT_SETTINGS);
        expect(back.problems).toEqual([]);
        expect(back.settings).toEqual(s);
        expect(new URLSearchParams(search).get('board')).toBe('abc');
      }),
    );
  });

  it('round-trips through saved JSON', () => {
    fc.assert(
      fc.property(settingsArb, (s) => {
        expect(decodeSaved(JSON.stringify(s))).toEqual({ settings: s, problems: [] });
      }),
    );
  });

  it('falls back to the default for each bad value, with a note', () => {
    const r = settingsFromSearch('?balance=999&ability=2&caster=robot&level=x', DEFAULT_SETTINGS);
    expect(r.settings).toEqual({ ...DEFAULT_SETTINGS, ability: 2 });
    expect(r.problems).toHaveLength(3);
    expect(r.problems[0]).toMatch(/balance "999"/);
  });

  it('keeps the base for missing keys', () => {
    const base = { ...DEFAULT_SETTINGS, balance: 40 };
    expect(parseSettings({ ability: '1' }, base).settings).toEqual({ ...base, ability: 1 });
  });

  it('never throws on arbitrary saved text and always yields valid settings', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const { settings } = decodeSaved(text);
        expect(settings.balance).toBeGreaterThanOrEqual(-128);
        expect(settings.balance).toBeLessThanOrEqual(127);
        expect([0, 1, 2]).toContain(settings.ability);
      }),
    );
    expect(decodeSaved('{not json').problems).toHaveLength(1);
    expect(decodeSaved('[1,2]').settings).toEqual(DEFAULT_SETTINGS);
    expect(decodeSaved('{"balance":"12.5"}').problems).toHaveLength(1);
  });
});
