/**
 * State of the Spellcast islands (hand reader, planner, resolver), kept in the page address so
 * every reading is a link. Parsing is pure and tested; a bad link keeps the defaults and leaves
 * a message for the island to show (never a blank island).
 *
 * The two wizards' hands are one state shared by the three tools (`$hands`): saved in the browser
 * and written in each tool's address (?yl=&yr=&ol=&or=), so gestures typed in the hand reader are
 * the planner's starting hands and the resolver's spells to resolve.
 */
import { atom, type WritableAtom } from 'nanostores';
import { readHands, findSpellcastSpell } from '../engine/spellcast';
import { SAVED_KEYS } from '../lib/saved-keys';
import { savedState, type Read } from './saved';

export interface TwoHands {
  left: string;
  right: string;
}

export interface HandReaderState {
  you: TwoHands;
  them: TwoHands;
}

export interface Parsed<T> {
  value: T;
  problems: string[];
}

const EMPTY: TwoHands = { left: '', right: '' };

/** Read one wizard's hands from two query parameters; a bad pair gives empty hands and a problem. */
function handsParam(params: URLSearchParams, l: string, r: string, who: string): Parsed<TwoHands> {
  const left = params.get(l);
  const right = params.get(r);
  if (left === null && right === null) return { value: EMPTY, problems: [] };
  const read = readHands(left ?? '', right ?? '');
  if (!read.ok) {
    return {
      value: EMPTY,
      problems: [`The link's gestures for ${who} were not used: ${read.message}`],
    };
  }
  return { value: read.value, problems: [] };
}

export function handReaderFromSearch(search: string): Parsed<HandReaderState> {
  const params = new URLSearchParams(search);
  // Your hands; a planner link from before the hands were shared gave them as l and r.
  const old = !params.has('yl') && !params.has('yr');
  const you = old ? handsParam(params, 'l', 'r', 'you') : handsParam(params, 'yl', 'yr', 'you');
  const them = handsParam(params, 'ol', 'or', 'the opponent');
  return {
    value: { you: you.value, them: them.value },
    problems: [...you.problems, ...them.problems],
  };
}

export function handReaderToSearch(search: string, s: HandReaderState): string {
  const params = new URLSearchParams(search);
  const set = (k: string, v: string) => (v ? params.set(k, v) : params.delete(k));
  params.delete('l');
  params.delete('r');
  set('yl', s.you.left);
  set('yr', s.you.right);
  set('ol', s.them.left);
  set('or', s.them.right);
  const q = params.toString();
  return q ? `?${q}` : '';
}

/** Saved hands, read back: anything that is not two wizards' readable hands is empty hands. */
export function decodeHands(text: string): Read<HandReaderState> {
  const empty = { value: { you: EMPTY, them: EMPTY }, problems: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ...empty, problems: ['Your saved Spellcast gestures could not be read.'] };
  }
  const pair = (v: unknown): TwoHands | null => {
    const o = v as Partial<TwoHands> | null;
    if (typeof o?.left !== 'string' || typeof o.right !== 'string') return null;
    const r = readHands(o.left, o.right);
    return r.ok ? r.value : null;
  };
  const r = raw as { you?: unknown; them?: unknown } | null;
  const you = pair(r?.you);
  const them = pair(r?.them);
  if (!you || !them)
    return { ...empty, problems: ['Your saved Spellcast gestures could not be read.'] };
  return { value: { you, them }, problems: [] };
}

export const $handsNotes = atom<string[]>([]);
const HAND_PARAMS = ['yl', 'yr', 'ol', 'or', 'l', 'r'];
const hands = savedState<HandReaderState>({
  key: SAVED_KEYS.spellcastHands,
  initial: { you: EMPTY, them: EMPTY },
  encode: (v) => JSON.stringify(v),
  decode: decodeHands,
  fromSearch: (search) =>
    HAND_PARAMS.some((k) => new URLSearchParams(search).has(k))
      ? handReaderFromSearch(search)
      : undefined,
  toSearch: handReaderToSearch,
  note: (n) => $handsNotes.set([...$handsNotes.get(), n]),
  unsaved: 'Your gestures could not be saved in this browser: they are kept in the address only.',
});
/** Both wizards' hands, shared by the hand reader, the planner and the resolver. */
export const $hands = hands.$store;
/** Read the hands from the address once, then keep the address up to date. */
export const syncHands = hands.syncWithUrl;

export interface PlannerState {
  /** 'either': one spell on whichever hand is quicker; 'each': one spell per hand. */
  mode: 'either' | 'each';
  spell: string;
  leftSpell: string;
  rightSpell: string;
}

export const DEFAULT_PLANNER: PlannerState = {
  mode: 'either',
  spell: 'Finger of Death',
  leftSpell: 'Counter-spell',
  rightSpell: 'Missile',
};

export function plannerFromSearch(search: string): Parsed<PlannerState> {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const out: PlannerState = { ...DEFAULT_PLANNER };
  const mode = params.get('mode');
  if (mode !== null) {
    if (mode === 'either' || mode === 'each') out.mode = mode;
    else problems.push(`The link's mode "${mode}" is not one of: either, each.`);
  }
  for (const [key, field] of [
    ['spell', 'spell'],
    ['ls', 'leftSpell'],
    ['rs', 'rightSpell'],
  ] as const) {
    const v = params.get(key);
    if (v === null) continue;
    if (findSpellcastSpell(v)) out[field] = v;
    else problems.push(`The link names a spell "${v}" that Spellcast does not have.`);
  }
  return { value: out, problems };
}

export function plannerToSearch(search: string, s: PlannerState): string {
  const params = new URLSearchParams(search);
  const set = (k: string, v: string) => (v ? params.set(k, v) : params.delete(k));
  set('mode', s.mode);
  set('spell', s.mode === 'either' ? s.spell : '');
  set('ls', s.mode === 'each' ? s.leftSpell : '');
  set('rs', s.mode === 'each' ? s.rightSpell : '');
  const q = params.toString();
  return q ? `?${q}` : '';
}

/**
 * Keep an atom and the page address in step: read the address once (its problems go to
 * `notes`), then write every change back with replaceState. Does nothing outside a browser.
 */
export function syncAtomWithUrl<T>(
  store: WritableAtom<T>,
  notes: WritableAtom<string[]>,
  fromSearch: (search: string) => Parsed<T>,
  toSearch: (search: string, value: T) => string,
): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const parsed = fromSearch(window.location.search);
  // An address that holds what the store already has (a bare one, most often) sets nothing, so
  // the island does not render a second time as it wakes up.
  if (toSearch('', parsed.value) !== toSearch('', store.get())) store.set(parsed.value);
  if (parsed.problems.length > 0 || notes.get().length > 0) notes.set(parsed.problems);
  return store.listen((value) => {
    const search = toSearch(window.location.search, value);
    if (search !== window.location.search) {
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${search}${window.location.hash}`,
      );
    }
  });
}

export const $planner = atom<PlannerState>(DEFAULT_PLANNER);
export const $plannerNotes = atom<string[]>([]);

// ---------------------------------------------------------------------------------------------
// Resolver
// ---------------------------------------------------------------------------------------------

export const RESOLVER_WIZARDS = ['White', 'Black'] as const;

export interface ResolverRow {
  spell: string;
  caster: number;
  /** Index of the subject wizard, or -1 for none. */
  subject: number;
  element: 'fire' | 'ice';
}

export interface ResolverState {
  casts: ResolverRow[];
  damage: [number, number];
  resistHeat: [boolean, boolean];
  resistCold: [boolean, boolean];
  surrender: [boolean, boolean];
  /** Index of the wizard each wizard stabs, or -1. */
  stab: [number, number];
}

export const DEFAULT_RESOLVER: ResolverState = {
  casts: [
    { spell: 'Fireball', caster: 0, subject: 1, element: 'fire' },
    { spell: 'Counter-spell', caster: 1, subject: 1, element: 'fire' },
  ],
  damage: [0, 0],
  resistHeat: [false, false],
  resistCold: [false, false],
  surrender: [false, false],
  stab: [-1, -1],
};

const pair = (v: string | null): [string, string] | null => {
  if (v === null) return null;
  const p = v.split('.');
  return p.length === 2 ? [p[0] ?? '', p[1] ?? ''] : null;
};

export function resolverFromSearch(search: string): Parsed<ResolverState> {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const out: ResolverState = structuredClone(DEFAULT_RESOLVER);
  const c = params.get('c');
  if (c !== null) {
    const rows: ResolverRow[] = [];
    for (const item of c ? c.split(',') : []) {
      const [spell = '', caster = '', subject = '', element = 'f'] = item.split('~');
      const ci = Number(caster);
      const si = subject === '' ? -1 : Number(subject);
      if (!findSpellcastSpell(spell) || ![0, 1].includes(ci) || ![-1, 0, 1].includes(si)) {
        problems.push(`The link's spell "${item}" could not be read and was left out.`);
        continue;
      }
      rows.push({ spell, caster: ci, subject: si, element: element === 'i' ? 'ice' : 'fire' });
    }
    out.casts = rows;
  }
  const d = pair(params.get('d'));
  if (d) {
    const nums = d.map(Number);
    if (nums.every((n) => Number.isInteger(n) && n >= 0 && n <= 14)) {
      out.damage = [nums[0] ?? 0, nums[1] ?? 0];
    } else problems.push('The link gives damage outside 0–14; 0 was used.');
  }
  for (const [key, field] of [
    ['rh', 'resistHeat'],
    ['rc', 'resistCold'],
    ['s', 'surrender'],
  ] as const) {
    const v = pair(params.get(key));
    if (v) out[field] = [v[0] === '1', v[1] === '1'];
  }
  const k = pair(params.get('k'));
  if (k) {
    const nums = k.map(Number);
    if (nums.every((n) => [-1, 0, 1].includes(n))) out.stab = [nums[0] ?? -1, nums[1] ?? -1];
    else problems.push('The link has a stab that could not be read; no stab was used.');
  }
  return { value: out, problems };
}

export function resolverToSearch(search: string, s: ResolverState): string {
  const params = new URLSearchParams(search);
  params.set(
    'c',
    s.casts
      .map((r) => `${r.spell}~${r.caster}~${r.subject < 0 ? '' : r.subject}~${r.element[0]}`)
      .join(','),
  );
  const b = (x: [boolean, boolean]) => x.map((v) => (v ? '1' : '0')).join('.');
  params.set('d', s.damage.join('.'));
  params.set('rh', b(s.resistHeat));
  params.set('rc', b(s.resistCold));
  params.set('s', b(s.surrender));
  params.set('k', s.stab.join('.'));
  return `?${params.toString()}`;
}

export const $resolver = atom<ResolverState>(DEFAULT_RESOLVER);
export const $resolverNotes = atom<string[]>([]);
