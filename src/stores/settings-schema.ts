/**
 * The shared calculator settings and how they are read from untrusted text
 * (localStorage, the page URL). Pure: no DOM, so it is tested directly.
 */

import { checkBalance } from '../engine/balance';
import { CASTER_KINDS, COMPUTER_LEVELS, type CasterKind, type Result } from '../engine/types';

export type { CasterKind };

export interface Settings {
  /** World balance, a signed byte: −128 (Chaos) … 127 (Law). */
  readonly balance: number;
  /** The caster's ability, 0–2. */
  readonly ability: number;
  /** Human or computer caster. */
  readonly caster: CasterKind;
  /** Computer level 1–8 (used when caster is "computer"). */
  readonly level: number;
  /** Cast creatures as illusions. */
  readonly illusion: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  balance: 0,
  ability: 0,
  caster: 'human',
  level: 1,
  illusion: false,
};

/** URL query parameter for each setting. */
export const SETTINGS_PARAMS: Record<keyof Settings, string> = {
  balance: 'balance',
  ability: 'ability',
  caster: 'caster',
  level: 'level',
  illusion: 'illusion',
};

export interface ParsedSettings {
  readonly settings: Settings;
  /** One sentence per value that could not be used (it fell back to its default). */
  readonly problems: string[];
}

/** A whole number written plainly ("-7", "120"), or undefined. */
export function wholeNumber(text: string): number | undefined {
  return /^-?\d{1,4}$/.test(text.trim()) ? Number(text) : undefined;
}

type Field = {
  [K in keyof Settings]: {
    key: K;
    /** The value if it is allowed (typed values from the controls). */
    check: (value: unknown) => Settings[K] | undefined;
    /** The value written as text (a link, a saved setting), if it is allowed. */
    read: (text: string) => Settings[K] | undefined;
    what: string;
  };
}[keyof Settings];

const ABILITIES = [0, 1, 2] as const;
const oneOf =
  <T>(allowed: readonly T[]) =>
  (v: unknown): T | undefined =>
    allowed.includes(v as T) ? (v as T) : undefined;
const balance = (v: unknown): number | undefined => {
  if (typeof v !== 'number') return undefined;
  const r = checkBalance(v);
  return r.ok ? r.value : undefined;
};
const ability = oneOf<number>(ABILITIES);
const caster = oneOf<CasterKind>(CASTER_KINDS);
const level = oneOf<number>(COMPUTER_LEVELS);

const FIELDS: Field[] = [
  {
    key: 'balance',
    check: balance,
    read: (t) => balance(wholeNumber(t)),
    what: 'a whole number from −128 to 127',
  },
  { key: 'ability', check: ability, read: (t) => ability(wholeNumber(t)), what: '0, 1 or 2' },
  { key: 'caster', check: caster, read: caster, what: '"human" or "computer"' },
  { key: 'level', check: level, read: (t) => level(wholeNumber(t)), what: 'a level from 1 to 8' },
  {
    key: 'illusion',
    check: (v) => (typeof v === 'boolean' ? v : undefined),
    read: (t) =>
      t === 'true' || t === '1' ? true : t === 'false' || t === '0' ? false : undefined,
    what: '"true" or "false"',
  },
];

/**
 * A change to the settings from a control, as typed values: the settings after it, or (when
 * any value is not allowed) the error and a sentence for the control to show. Nothing is
 * turned into text and back.
 */
export function checkSettings(
  patch: Partial<Settings>,
  base: Settings,
): Result<Settings, 'bad-setting'> {
  const out: Record<string, unknown> = { ...base };
  for (const field of FIELDS) {
    if (!(field.key in patch)) continue;
    const given = patch[field.key];
    const value = field.check(given);
    if (value === undefined) {
      const shown = typeof given === 'number' && Number.isNaN(given) ? 'nothing' : String(given);
      return {
        ok: false,
        error: 'bad-setting',
        message: `${field.key} must be ${field.what}, not ${shown.slice(0, 20)}.`,
      };
    }
    out[field.key] = value;
  }
  return { ok: true, value: out as unknown as Settings };
}

/**
 * Read settings from text values (missing keys keep `base`). A value that cannot be used is
 * ignored (the setting keeps its value in `base`) and reported in `problems`.
 */
export function parseSettings(
  raw: Partial<Record<keyof Settings, string | null | undefined>>,
  base: Settings = DEFAULT_SETTINGS,
  source = 'link',
): ParsedSettings {
  const out: Record<string, unknown> = { ...base };
  const problems: string[] = [];
  for (const field of FIELDS) {
    const text = raw[field.key];
    if (text === undefined || text === null) continue;
    const value = field.read(String(text));
    if (value === undefined) {
      problems.push(
        `The ${source} gave ${field.key} "${String(text).slice(0, 20)}", which is not ${field.what}; it was ignored and ${field.key} stays ${String(base[field.key])}.`,
      );
    } else {
      out[field.key] = value;
    }
  }
  return { settings: out as unknown as Settings, problems };
}

/**
 * Settings from the query string of a URL (only the settings' own parameters are read). A key
 * given more than once is ignored and reported, whatever its values.
 */
export function settingsFromSearch(search: string, base: Settings): ParsedSettings {
  const params = new URLSearchParams(search);
  const raw: Partial<Record<keyof Settings, string | null>> = {};
  const twice: string[] = [];
  for (const key of Object.keys(SETTINGS_PARAMS) as (keyof Settings)[]) {
    const all = params.getAll(SETTINGS_PARAMS[key]);
    if (all.length > 1) {
      const shown = all.map((v) => `"${v.slice(0, 20)}"`).join(', ');
      twice.push(
        `The link gave ${key} ${all.length} times (${shown}); all were ignored and ${key} stays ${String(base[key])}.`,
      );
    } else if (all.length === 1) raw[key] = all[0];
  }
  const parsed = parseSettings(raw, base, 'link');
  return { settings: parsed.settings, problems: [...twice, ...parsed.problems] };
}

/**
 * Write the settings into a query string, keeping any other parameters it has: none of them
 * while all are at their defaults, all five once one is not.
 */
export function settingsToSearch(search: string, s: Settings): string {
  const params = new URLSearchParams(search);
  const keys = Object.keys(SETTINGS_PARAMS) as (keyof Settings)[];
  // Settings all at their defaults leave the address without them; once one differs, all five
  // go in, so the link opens exactly these settings even for a reader who saved others.
  const atDefaults = keys.every((key) => s[key] === DEFAULT_SETTINGS[key]);
  for (const key of keys) {
    if (atDefaults) params.delete(SETTINGS_PARAMS[key]);
    else params.set(SETTINGS_PARAMS[key], String(s[key]));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The shape the settings are saved in. Version 1 (no `version` field) was the bare settings
 * object; version 2 adds `version`. Values are saved with their own JSON types.
 */
export const SETTINGS_VERSION = 2;

/** The settings as saved text (current shape). */
export function encodeSaved(s: Settings): string {
  return JSON.stringify({ version: SETTINGS_VERSION, ...s });
}

export interface DecodedSettings extends ParsedSettings {
  /** Read from an older shape: save again in the current one. */
  readonly migrated: boolean;
}

const UNREADABLE = 'The saved settings could not be read; using the defaults.';

/**
 * Decode the saved JSON (localStorage). Every value must have its own type (a number, a string,
 * a boolean): one that does not is rejected (the default is used) and reported, never coerced.
 * Anything unreadable gives the defaults and a problem; an old shape is migrated.
 */
export function decodeSaved(json: string): DecodedSettings {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return { settings: DEFAULT_SETTINGS, problems: [UNREADABLE], migrated: false };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { settings: DEFAULT_SETTINGS, problems: [UNREADABLE], migrated: false };
  }
  const record = data as Record<string, unknown>;
  const version = Object.hasOwn(record, 'version') ? record.version : 1;
  if (version !== 1 && version !== SETTINGS_VERSION) {
    return {
      settings: DEFAULT_SETTINGS,
      problems: [
        `The saved settings are in a shape this site does not know (version ${String(version).slice(0, 20)}); using the defaults.`,
      ],
      migrated: false,
    };
  }
  const out: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  const problems: string[] = [];
  for (const field of FIELDS) {
    if (!Object.hasOwn(record, field.key)) continue;
    const given = record[field.key];
    const value = field.check(given);
    if (value === undefined) {
      const shown = (JSON.stringify(given) ?? String(given)).slice(0, 20);
      problems.push(
        `The saved settings had ${field.key} ${shown}, which is not ${field.what}; using ${String(DEFAULT_SETTINGS[field.key])}.`,
      );
    } else out[field.key] = value;
  }
  return {
    settings: out as unknown as Settings,
    problems,
    migrated: version !== SETTINGS_VERSION,
  };
}
