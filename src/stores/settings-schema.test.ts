import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decodeSaved,
  DEFAULT_SETTINGS,
  encodeSaved,
  parseSettings,
  SETTINGS_VERSION,
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

  it('leaves the address alone while every setting is at its default', () => {
    expect(settingsToSearch('', DEFAULT_SETTINGS)).toBe('');
    expect(settingsToSearch('?board=abc', DEFAULT_SETTINGS)).toBe('?board=abc');
    // Back at the defaults, the parameters a change wrote go again.
    const changed = settingsToSearch('?board=abc', { ...DEFAULT_SETTINGS, ability: 2 });
    expect(settingsToSearch(changed, DEFAULT_SETTINGS)).toBe('?board=abc');
  });

  it('writes all five settings once one differs from its default', () => {
    const search = settingsToSearch('', { ...DEFAULT_SETTINGS, balance: 12 });
    const params = new URLSearchParams(search);
    expect([...params.keys()].sort()).toEqual([
      'ability',
      'balance',
      'caster',
      'illusion',
      'level',
    ]);
    expect(params.get('balance')).toBe('12');
  });

  it('round-trips through saved JSON, in the versioned shape', () => {
    fc.assert(
      fc.property(settingsArb, (s) => {
        expect(JSON.parse(encodeSaved(s))).toMatchObject({ version: SETTINGS_VERSION });
        expect(decodeSaved(encodeSaved(s))).toEqual({ settings: s, problems: [], migrated: false });
      }),
    );
  });

  it('migrates the old shape (the bare settings, no version)', () => {
    fc.assert(
      fc.property(settingsArb, (s) => {
        expect(decodeSaved(JSON.stringify(s))).toEqual({
          settings: s,
          problems: [],
          migrated: true,
        });
      }),
    );
  });

  it('rejects saved values of the wrong type instead of coercing them', () => {
    const r = decodeSaved(
      '{"version":2,"balance":[5],"ability":"2","caster":"robot","level":3,"illusion":"true"}',
    );
    expect(r.settings).toEqual({ ...DEFAULT_SETTINGS, level: 3 });
    expect(r.problems).toHaveLength(4);
    expect(r.problems[0]).toMatch(/balance \[5\]/);
    expect(decodeSaved('{"balance":"12"}').settings.balance).toBe(0);
    expect(decodeSaved('{"version":3,"balance":12}')).toMatchObject({
      settings: DEFAULT_SETTINGS,
      problems: [expect.stringMatching(/version 3/)],
    });
    // Inherited names are not settings.
    expect(decodeSaved('{"__proto__":{"balance":9}}').settings).toEqual(DEFAULT_SETTINGS);
  });

  it('ignores each bad value in a link (the current value stays), with a note', () => {
    const saved: Settings = { ...DEFAULT_SETTINGS, balance: 100, caster: 'computer', level: 5 };
    const r = settingsFromSearch('?balance=999&ability=2&caster=robot&level=x', saved);
    expect(r.settings).toEqual({ ...saved, ability: 2 });
    expect(r.problems).toHaveLength(3);
    expect(r.problems[0]).toMatch(/balance "999".*stays 100/);
    expect(r.problems[1]).toMatch(/caster "robot".*stays computer/);
  });

  it('reports a key given twice and uses none of its values', () => {
    const saved: Settings = { ...DEFAULT_SETTINGS, level: 3 };
    const r = settingsFromSearch('?level=8&level=0&ability=1', saved);
    expect(r.settings).toEqual({ ...saved, ability: 1 });
    expect(r.problems).toEqual([expect.stringMatching(/level 2 times \("8", "0"\).*stays 3/)]);
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
    expect(decodeSaved('{"balance":12.5}').problems).toHaveLength(1);
  });
});
