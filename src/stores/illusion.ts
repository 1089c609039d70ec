/**
 * State of the "Is it an illusion?" panel (src/islands/illusion/): the creature that appeared,
 * who cast it (the computer, or a human with a bluff rate in %) and the caster's ability. The
 * balance and the reader's ability are the shared settings'. Saved and linked as
 * `?ill=<creature id>-<c|h>-<bluff %>-<ability>`; the default writes nothing.
 */
import { atom } from 'nanostores';
import { CREATURE_LIST } from '../engine/pieceLookup';
import { accepted, refused, wholeIn, type Result } from './result';
import { SAVED_KEYS } from '../lib/saved-keys';
import { savedState, type Read } from './saved';

export interface IllusionState {
  readonly creature: string;
  readonly caster: 'computer' | 'human';
  /** How often a human caster bluffs, 0–100 %. */
  readonly bluff: number;
  /** The caster's ability, 0–2. */
  readonly ability: number;
}

export const ILLUSION_DEFAULT: IllusionState = {
  creature: 'Golden Dragon',
  caster: 'computer',
  bluff: 30,
  ability: 0,
};
export const ILLUSION_URL_PARAM = 'ill';

export const $illusionNotes = atom<string[]>([]);
const addNote = (n: string) => {
  if (!$illusionNotes.get().includes(n)) $illusionNotes.set([...$illusionNotes.get(), n]);
};

const same = (a: IllusionState, b: IllusionState) =>
  a.creature === b.creature &&
  a.caster === b.caster &&
  a.bluff === b.bluff &&
  a.ability === b.ability;

export function encodeIllusion(s: IllusionState): string {
  if (same(s, ILLUSION_DEFAULT)) return '';
  const id = CREATURE_LIST.find((c) => c.name === s.creature)?.id ?? 0;
  return `${id}-${s.caster === 'computer' ? 'c' : 'h'}-${s.bluff}-${s.ability}`;
}

export function decodeIllusion(code: string): Read<IllusionState> {
  if (code === '') return { value: ILLUSION_DEFAULT, problems: [] };
  const m = /^(\d{1,2})-([ch])-(\d{1,3})-([0-2])$/.exec(code);
  const creature = m ? CREATURE_LIST.find((c) => c.id === Number(m[1]))?.name : undefined;
  const bluff = m ? Number(m[3]) : -1;
  if (!m || !creature || bluff > 100)
    return {
      value: ILLUSION_DEFAULT,
      problems: [
        `The illusion part of the link (“${code.slice(0, 40)}”) could not be read, so the panel starts from its example.`,
      ],
    };
  return {
    value: { creature, caster: m[2] === 'c' ? 'computer' : 'human', bluff, ability: Number(m[4]) },
    problems: [],
  };
}

const saved = savedState<IllusionState>({
  key: SAVED_KEYS.illusion,
  initial: ILLUSION_DEFAULT,
  encode: encodeIllusion,
  decode: decodeIllusion,
  fromSearch: (search) => {
    const code = new URLSearchParams(search).get(ILLUSION_URL_PARAM);
    return code === null ? undefined : decodeIllusion(code);
  },
  toSearch: (search, value) => {
    const params = new URLSearchParams(search);
    const code = encodeIllusion(value);
    if (code) params.set(ILLUSION_URL_PARAM, code);
    else params.delete(ILLUSION_URL_PARAM);
    const s = params.toString();
    return s ? `?${s}` : '';
  },
  note: addNote,
  unsaved:
    'The illusion question could not be saved in this browser: it is kept until you leave the page.',
});

export const $illusion = saved.$store;
export const syncIllusionWithUrl: () => void = saved.syncWithUrl;

type E = 'out-of-range' | 'not-a-creature' | 'bad-caster';

export function updateIllusion(patch: Partial<IllusionState>): Result<IllusionState, E> {
  const next = { ...$illusion.get(), ...patch };
  if (!CREATURE_LIST.some((c) => c.name === next.creature))
    return refused('not-a-creature', `${String(next.creature)} is not a creature.`);
  if (next.caster !== 'computer' && next.caster !== 'human')
    return refused('bad-caster', 'The caster is the computer or a human.');
  const b = wholeIn(next.bluff, 0, 100, 'How often a human bluffs (in %)');
  if (!b.ok) return b;
  const a = wholeIn(next.ability, 0, 2, 'The caster’s ability');
  if (!a.ok) return a;
  $illusion.set(next);
  return accepted(next);
}
