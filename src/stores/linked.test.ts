import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readLink, writeLink, type LinkedOptions } from './linked';
import {
  DUEL_DEFAULT,
  GANG_DEFAULT,
  decodeDuel,
  decodeGang,
  encodeDuel,
  encodeGang,
} from './combat';
import { ATTACK_SPELL_DEFAULT, decodeAttackSpell, encodeAttackSpell } from './attackSpells';
import { COMPUTER_DEFAULT, decodeComputer, encodeComputer } from './computer';
import { SPREAD_SIM_DEFAULT } from './spreadSim';
import { SPREAD_ODDS_DEFAULT } from './spreadOdds';
import { decodeSpreadSim, encodeSpreadSim } from './spreadSimLink';
import { decodeSpreadOdds, encodeSpreadOdds } from './spreadOddsLink';
import { DISTANCE_DEFAULT, decodeDistance, encodeDistance } from './distance';
import { MOVE_START, RANGE_START, TRACE_START } from './boardLab';
import {
  decodeMove,
  decodeRange,
  decodeTrace,
  encodeMove,
  encodeRange,
  encodeTrace,
} from './boardLabLinks';
import { wizardChoice } from '../engine/fighterChoice';
import type { Result } from '../engine/types';

interface Codec {
  name: string;
  encode: (v: never) => string;
  decode: (c: string) => Result<unknown, string>;
  samples: unknown[];
}

const codecs: Codec[] = [
  {
    name: 'duel',
    encode: encodeDuel as never,
    decode: decodeDuel,
    samples: [
      DUEL_DEFAULT,
      {
        attacker: {
          kind: 'Wizard',
          wizard: wizardChoice({ combat: 7, weapon: 'Magic Sword', bow: true }),
        },
        defender: { kind: 'Vampire', illusion: true, raised: true },
        mode: 'ranged',
      },
      {
        attacker: { kind: 'Magic Castle' },
        defender: { kind: 'Skeleton', raised: true },
        mode: 'melee',
      },
    ],
  },
  {
    name: 'gang',
    encode: encodeGang as never,
    decode: decodeGang,
    samples: [
      GANG_DEFAULT,
      { ...GANG_DEFAULT, attackers: [], turns: 20 },
      {
        target: { kind: 'Green Dragon' },
        turns: 1,
        attackers: [{ piece: { kind: 'Shadow Wood' }, mode: 'melee' }],
      },
    ],
  },
  {
    name: 'attack spell',
    encode: encodeAttackSpell as never,
    decode: decodeAttackSpell,
    samples: [ATTACK_SPELL_DEFAULT, { ...ATTACK_SPELL_DEFAULT, spell: 'Dark Power', count: 3 }],
  },
  {
    name: 'computer',
    encode: encodeComputer as never,
    decode: decodeComputer,
    samples: [
      COMPUTER_DEFAULT,
      { book: [], disbelieveRoll: 0, seat: 7, targetList: 'attack' },
      { ...COMPUTER_DEFAULT, book: ['Law-1', 'Law-1', 'Chaos-2', 'Turmoil'] },
    ],
  },
  {
    name: 'spreading run',
    encode: encodeSpreadSim as never,
    decode: decodeSpreadSim,
    samples: [
      SPREAD_SIM_DEFAULT,
      {
        spreader: { x: 14, y: 9, kind: 'Gooey Blob', owner: 7 },
        turns: 30,
        runs: 20000,
        seed: 0xffffffff,
        after: 30,
        target: null,
      },
      { ...SPREAD_SIM_DEFAULT, after: 3, target: null },
      { ...SPREAD_SIM_DEFAULT, target: { x: 0, y: 9 } },
      { ...SPREAD_SIM_DEFAULT, turns: 12, after: 1, target: { x: 14, y: 0 } },
    ],
  },
  {
    name: 'spreading odds',
    encode: encodeSpreadOdds as never,
    decode: decodeSpreadOdds,
    samples: [
      SPREAD_ODDS_DEFAULT,
      {
        spreader: 'Gooey Blob',
        neighbours: [
          ...SPREAD_ODDS_DEFAULT.neighbours.slice(0, 7),
          { cls: 'enemy-creature', creature: 'Red Dragon' },
        ],
      },
    ],
  },
  {
    name: 'distance',
    encode: encodeDistance as never,
    decode: decodeDistance,
    samples: [DISTANCE_DEFAULT],
  },
  { name: 'trace', encode: encodeTrace as never, decode: decodeTrace, samples: [TRACE_START] },
  {
    name: 'range',
    encode: encodeRange as never,
    decode: decodeRange,
    samples: [
      RANGE_START,
      { from: { x: 0, y: 9 }, action: 'attack:Magic Bow' },
      { from: { x: 3, y: 3 }, action: 'attack:Manticore' },
    ],
  },
  {
    name: 'move',
    encode: encodeMove as never,
    decode: decodeMove,
    samples: [
      MOVE_START,
      { ...MOVE_START, from: null },
      { ...MOVE_START, from: { x: 2, y: 8 }, engaged: true },
    ],
  },
];

describe('link codes', () => {
  for (const c of codecs) {
    it(`${c.name}: every sample reads back as itself`, () => {
      for (const s of c.samples) {
        const code = c.encode(s as never);
        expect(code).toMatch(/^1\.[a-z0-9._-]*$/);
        const r = c.decode(code);
        expect(r.ok, `${code}: ${r.ok ? '' : r.message}`).toBe(true);
        if (r.ok) expect(c.encode(r.value as never)).toBe(code);
      }
    });

    it(`${c.name}: junk, truncated and mutated codes are refused or read, never thrown`, () => {
      const good = c.encode(c.samples[c.samples.length - 1] as never);
      for (let n = 0; n < good.length; n++) {
        // A cut code is refused, or it is itself a whole code (a number cut short: "20" → "2").
        const cut = good.slice(0, n);
        const r = c.decode(cut);
        if (r.ok) expect(c.encode(r.value as never)).toBe(cut);
      }
      expect(c.decode(`2${good.slice(1)}`).ok).toBe(false);
      expect(c.decode(`${good}.1`).ok).toBe(false);
      expect(c.decode('1.__proto__.toString.constructor').ok).toBe(false);
      fc.assert(
        fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (junk) => {
          const r = c.decode(junk);
          if (r.ok) expect(c.decode(c.encode(r.value as never)).ok).toBe(true);
          else expect(r.message.length).toBeGreaterThan(0);
        }),
        { seed: 12, numRuns: 300 },
      );
      fc.assert(
        fc.property(fc.nat({ max: good.length - 1 }), fc.string({ maxLength: 3 }), (i, bit) => {
          const r = c.decode(good.slice(0, i) + bit + good.slice(i + 1));
          expect(typeof r.ok).toBe('boolean');
        }),
        { seed: 13, numRuns: 300 },
      );
    });
  }
});

describe('readLink and writeLink', () => {
  const o: LinkedOptions<number> = {
    $store: undefined as never,
    param: 'n',
    initial: 3,
    encode: (v) => `1.${v}`,
    decode: (c) =>
      /^1\.\d$/.test(c)
        ? { ok: true, value: Number(c.slice(2)) }
        : { ok: false, error: 'bad', message: 'not a digit' },
    what: 'the number',
  };
  it('reads a value, nothing, a bad code or a repeated key', () => {
    expect(readLink('?n=1.5', o)).toEqual({ value: 5 });
    expect(readLink('?x=1', o)).toEqual({});
    expect(readLink('?n=<script>alert(1)</script>', o).problem).toMatch(
      /could not be read \(not a digit\), so the number starts as usual/,
    );
    expect(readLink('?n=1.5&n=1.6', o).problem).toMatch(/gave n 2 times/);
  });
  it('writes the code, keeps other parameters, and leaves a default out', () => {
    expect(writeLink('?balance=5', o, 7)).toBe('?balance=5&n=1.7');
    expect(writeLink('?balance=5&n=1.7', o, 3)).toBe('?balance=5');
    expect(writeLink('?n=1.7', o, 3)).toBe('');
  });
});

describe('the spreading run link', () => {
  it('writes the shown turn and the square asked about only when they are not the defaults', () => {
    expect(encodeSpreadSim(SPREAD_SIM_DEFAULT)).toBe('1.7.5.f.0.8.2000.1985');
    expect(encodeSpreadSim({ ...SPREAD_SIM_DEFAULT, after: 3 })).toBe(
      '1.7.5.f.0.8.2000.1985.3.n.n',
    );
    expect(encodeSpreadSim({ ...SPREAD_SIM_DEFAULT, target: { x: 9, y: 4 } })).toBe(
      '1.7.5.f.0.8.2000.1985.8.9.4',
    );
    const short = decodeSpreadSim('1.2.3.b.4.12.500.7');
    expect(short).toEqual({
      ok: true,
      value: {
        spreader: { x: 2, y: 3, kind: 'Gooey Blob', owner: 4 },
        turns: 12,
        runs: 500,
        seed: 7,
        after: 12,
        target: null,
      },
    });
  });
  it('refuses a shown turn after the last turn, and half a square', () => {
    const r = decodeSpreadSim('1.7.5.f.0.8.2000.1985.9.n.n');
    expect(r.ok ? null : r.message).toBe('The turn shown must be from 1 to 8');
    expect(decodeSpreadSim('1.7.5.f.0.8.2000.1985.0.n.n').ok).toBe(false);
    expect(decodeSpreadSim('1.7.5.f.0.8.2000.1985.8.n.4').ok).toBe(false);
    expect(decodeSpreadSim('1.7.5.f.0.8.2000.1985.8.15.4').ok).toBe(false);
    expect(decodeSpreadSim('1.7.5.f.0.8.2000.1985.8').ok).toBe(false);
  });
});
