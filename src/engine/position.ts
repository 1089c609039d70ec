/**
 * A game position for the calculators: what the shared board (pieces.ts) does not hold. For
 * each of the eight wizard seats his statistics, upgrade flag byte and spell book, who plays
 * him (human or computer, and the computer's level), plus whose turn it is and the turn number.
 * The world balance of the position is the shared settings' balance (kept there).
 *
 * Modelled on the game engine's `GameState` (game/types.ts): `WizardRecord.stats`, `.flags` (the
 * upgrade flag byte at #AC16 + seat, bits in WIZARD_FLAG_BITS), `.book` (spell numbers of the 20
 * slots at #7F47 + 40 × seat), `.player`, `.level`; `GameState.turn` (#7D03) and `.actor`.
 *
 * A seat nobody has edited is DEFAULT_POSITION_WIZARD: a human whose every starting d10 came up
 * 4 (the middle of the 0–9 die) in the rules of WIZARD_STAT_RULES, no upgrades, and a book that
 * holds only Disbelieve (every wizard's slot 0). That gives manoeuvre 5, the value the movement
 * calculator used before positions existed.
 *
 * Pure: plain data in, plain data or a `Result` out. The share code (`encodePosition`) is a
 * versioned bit stream in the board code's URL-safe alphabet; '' is the default position.
 */
import { ABILITY_MAX } from './casting';
import { isRecord, isWholeIn, shown } from './guard';
import {
  BOARD_WIDTH,
  SPELL_BOOK_SLOTS,
  WIZARD_STAT_ORDER,
  type Result,
  type WizardStatName,
  type WizardStats,
} from './types';
import { WIZARD_FLAG_BITS } from './data/wizards';
import {
  pictureAgrees,
  pictureFor,
  pictureUpgrade,
  upgradesWithPictures,
  wizardTraits,
  type PictureUpgrade,
  type WizardTraits,
} from './wizardUpgrades';
import { boardOrThrow, type Board } from './pieces';
import { isWizardKind } from './sprites';

export type PositionError =
  | 'bad-position'
  | 'bad-seat'
  | 'bad-wizard'
  | 'bad-stat'
  | 'bad-flags'
  | 'bad-book'
  | 'bad-turn'
  | 'bad-actor'
  | 'bad-code';

export const POSITION_SEATS = 8;
/** The turn counter is one byte in the original (#7D03). */
export const MAX_TURN = 255;

export interface PositionWizard {
  readonly stats: WizardStats;
  /** Upgrade flag byte: armour, shield, wings, Shadow Form, sword, knife (WIZARD_FLAG_BITS). */
  readonly flags: number;
  /** Spell numbers in book order, at most 20 (slot 0 is Disbelieve in a new game). */
  readonly book: readonly number[];
  readonly player: 'human' | 'computer';
  /** 0 for a human, 1–8 for a computer. */
  readonly level: number;
}

/** Everything about a position except the pieces (the shared board) and the balance (settings). */
export interface PositionExtras {
  /** One record per seat 0–7; a seat with no wizard on the board is simply unused. */
  readonly wizards: readonly PositionWizard[];
  /** 0-based turn number (the game shows turn + 1). */
  readonly turn: number;
  /** The seat whose turn it is. */
  readonly actor: number;
}

/**
 * The range each statistic may take here: 4 bits for the fighting ones, spells up to the 20 book
 * slots, ability 0–2: the wizard set-up (#8CF2–#8D79, see wizards.ts) rolls it once as a d10
 * shifted right twice, and nothing in the game changes it afterwards.
 */
export const STAT_LIMITS: Readonly<Record<WizardStatName, readonly [number, number]>> = {
  combat: [0, 15],
  rangedCombat: [0, 15],
  range: [0, 15],
  defence: [0, 15],
  movement: [0, 15],
  manoeuvre: [0, 15],
  magicResistance: [0, 15],
  spells: [0, 20],
  ability: [0, ABILITY_MAX],
};

/** The flag bits a position may set (not the dead bit, not bit 0). */
export const UPGRADE_FLAG_MASK =
  WIZARD_FLAG_BITS.armour |
  WIZARD_FLAG_BITS.shield |
  WIZARD_FLAG_BITS.wings |
  WIZARD_FLAG_BITS.shadowForm |
  WIZARD_FLAG_BITS.sword |
  WIZARD_FLAG_BITS.knife;

/** WIZARD_STAT_RULES for a human (level bonus 0) whose every d10 came up 4. */
const middleStats: WizardStats = {
  combat: 3,
  rangedCombat: 0,
  range: 0,
  defence: 3,
  movement: 1,
  manoeuvre: 5,
  magicResistance: 7,
  spells: 13,
  ability: 0,
};

export const DEFAULT_POSITION_WIZARD: PositionWizard = {
  stats: middleStats,
  flags: 0,
  book: [1],
  player: 'human',
  level: 0,
};

export const DEFAULT_POSITION: PositionExtras = {
  wizards: Array.from({ length: POSITION_SEATS }, () => DEFAULT_POSITION_WIZARD),
  turn: 0,
  actor: 0,
};

function fail(
  error: PositionError,
  message: string,
): { ok: false; error: PositionError; message: string } {
  return { ok: false, error, message };
}

const whole = isWholeIn;

function badSeat(seat: unknown): { ok: false; error: PositionError; message: string } {
  return fail('bad-seat', `a seat is 0–${POSITION_SEATS - 1}; got ${shown(seat)}`);
}

/** Checks one wizard record (seat 0–7, given for the messages). */
export function validatePositionWizard(
  w: PositionWizard,
  seat: number,
): Result<PositionWizard, PositionError> {
  if (!whole(seat, 0, POSITION_SEATS - 1)) return badSeat(seat);
  return checkWizard(w, seat);
}

function checkWizard(w: PositionWizard, seat: number): Result<PositionWizard, PositionError> {
  const who = `wizard ${seat + 1}`;
  if (!isRecord(w)) return fail('bad-wizard', `${who} is missing`);
  const stats: unknown = w.stats;
  if (!isRecord(stats)) return fail('bad-stat', `${who} has no statistics`);
  for (const name of WIZARD_STAT_ORDER) {
    const [lo, hi] = STAT_LIMITS[name];
    const v = stats[name];
    if (!whole(v, lo, hi)) return fail('bad-stat', `${who}'s ${name} must be ${lo}–${hi}`);
  }
  if (!whole(w.flags, 0, 255) || (w.flags & ~UPGRADE_FLAG_MASK) !== 0)
    return fail('bad-flags', `${who}'s upgrade flags are not allowed`);
  if (!Array.isArray(w.book) || w.book.length > SPELL_BOOK_SLOTS)
    return fail('bad-book', `${who}'s book must hold at most ${SPELL_BOOK_SLOTS} spells`);
  for (const s of w.book)
    if (!whole(s, 1, 65)) return fail('bad-book', `${who}'s book holds an unknown spell`);
  if (w.player !== 'human' && w.player !== 'computer')
    return fail('bad-wizard', `${who} must be played by a human or the computer`);
  if (w.player === 'human' ? w.level !== 0 : !whole(w.level, 1, 8))
    return fail('bad-wizard', `${who}'s level must be 0 for a human, 1–8 for the computer`);
  return { ok: true, value: w };
}

export function validatePosition(p: PositionExtras): Result<PositionExtras, PositionError> {
  if (!isRecord(p)) return fail('bad-position', 'a position is { wizards, turn, actor }');
  if (!Array.isArray(p.wizards) || p.wizards.length !== POSITION_SEATS)
    return fail('bad-wizard', `a position has ${POSITION_SEATS} wizard seats`);
  for (let seat = 0; seat < POSITION_SEATS; seat++) {
    const r = checkWizard(p.wizards[seat] as PositionWizard, seat);
    if (!r.ok) return r;
  }
  if (!whole(p.turn, 0, MAX_TURN)) return fail('bad-turn', `the turn must be 0–${MAX_TURN}`);
  if (!whole(p.actor, 0, POSITION_SEATS - 1))
    return fail('bad-actor', 'whose turn must be wizard 1–8');
  return { ok: true, value: p };
}

/** The same seat with some fields changed, checked first (the position, the seat, the patch). */
export function withWizard(
  p: PositionExtras,
  seat: number,
  patch: Partial<Omit<PositionWizard, 'stats'>> & { stats?: Partial<WizardStats> },
): Result<PositionExtras, PositionError> {
  const v = validatePosition(p);
  if (!v.ok) return v;
  if (!whole(seat, 0, POSITION_SEATS - 1)) return badSeat(seat);
  if (!isRecord(patch) || !(patch.stats === undefined || isRecord(patch.stats)))
    return fail('bad-wizard', 'a change is a record of wizard fields ({ stats, flags, … })');
  const old = p.wizards[seat] as PositionWizard;
  const next: PositionWizard = { ...old, ...patch, stats: { ...old.stats, ...patch.stats } };
  const r = checkWizard(next, seat);
  if (!r.ok) return r;
  return { ok: true, value: { ...p, wizards: p.wizards.map((w, i) => (i === seat ? next : w)) } };
}

function sameWizard(a: PositionWizard, b: PositionWizard): boolean {
  return (
    WIZARD_STAT_ORDER.every((n) => a.stats[n] === b.stats[n]) &&
    a.flags === b.flags &&
    a.player === b.player &&
    a.level === b.level &&
    a.book.length === b.book.length &&
    a.book.every((s, i) => s === b.book[i])
  );
}

// ---------------------------------------------------------------------------------------------
// Share code, version 1 (6 bits per character, alphabet A–Z a–z 0–9 - _):
//   version 6 (= 1), turn 8, actor 3, seat mask 8 (seats that differ from the default), then per
//   listed seat: the 9 stats in WIZARD_STAT_ORDER (4 bits each, spells 5), flags 8, computer 1,
//   level 4, book length 5, each spell 7. Unused bits of the last character are 0.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const CODE_VERSION = 1;
const statWidth = (n: WizardStatName) => (n === 'spells' ? 5 : 4);

export function encodePosition(p: PositionExtras): Result<string, PositionError> {
  const v = validatePosition(p);
  if (!v.ok) return v;
  const changed = p.wizards.map((w) => !sameWizard(w, DEFAULT_POSITION_WIZARD));
  if (p.turn === 0 && p.actor === 0 && !changed.includes(true)) return { ok: true, value: '' };
  const bits: number[] = [];
  const put = (value: number, width: number) => {
    for (let i = width - 1; i >= 0; i--) bits.push((value >> i) & 1);
  };
  put(CODE_VERSION, 6);
  put(p.turn, 8);
  put(p.actor, 3);
  put(
    changed.reduce((m, c, i) => m | (c ? 1 << i : 0), 0),
    8,
  );
  p.wizards.forEach((w, i) => {
    if (!changed[i]) return;
    for (const n of WIZARD_STAT_ORDER) put(w.stats[n], statWidth(n));
    put(w.flags, 8);
    put(w.player === 'computer' ? 1 : 0, 1);
    put(w.level, 4);
    put(w.book.length, 5);
    for (const s of w.book) put(s, 7);
  });
  let out = '';
  for (let i = 0; i < bits.length; i += 6) {
    let c = 0;
    for (let j = 0; j < 6; j++) c = (c << 1) | (bits[i + j] ?? 0);
    out += ALPHABET[c];
  }
  return { ok: true, value: out };
}

/** Reads a code made by encodePosition ('' is the default). Never throws. */
export function decodePosition(code: unknown): Result<PositionExtras, PositionError> {
  if (code === '') return { ok: true, value: DEFAULT_POSITION };
  if (typeof code !== 'string') return fail('bad-code', 'no position code');
  if (code.length > 400) return fail('bad-code', 'the position code is too long');
  const values: number[] = [];
  for (const ch of code) {
    const v = ALPHABET.indexOf(ch);
    if (v < 0) return fail('bad-code', 'the position code holds a character it cannot hold');
    values.push(v);
  }
  let pos = 0;
  const total = values.length * 6;
  let short = false;
  const get = (width: number): number => {
    if (pos + width > total) {
      short = true;
      pos = total;
      return 0;
    }
    let v = 0;
    for (let i = 0; i < width; i++, pos++)
      v = (v << 1) | (((values[Math.floor(pos / 6)] ?? 0) >> (5 - (pos % 6))) & 1);
    return v;
  };
  const version = get(6);
  if (version !== CODE_VERSION) return fail('bad-code', `unknown position code version ${version}`);
  const turn = get(8);
  const actor = get(3);
  const mask = get(8);
  const wizards: PositionWizard[] = [];
  for (let seat = 0; seat < POSITION_SEATS; seat++) {
    if (!(mask & (1 << seat))) {
      wizards.push(DEFAULT_POSITION_WIZARD);
      continue;
    }
    const stats = Object.fromEntries(
      WIZARD_STAT_ORDER.map((n) => [n, get(statWidth(n))]),
    ) as unknown as WizardStats;
    const flags = get(8);
    const player = get(1) ? 'computer' : 'human';
    const level = get(4);
    const n = get(5);
    const book: number[] = [];
    for (let i = 0; i < n && !short; i++) book.push(get(7));
    wizards.push({ stats, flags, book, player, level });
  }
  if (short) return fail('bad-code', 'the position code ends too early');
  const rest = total - pos;
  if (rest >= 6 || (rest > 0 && get(rest) !== 0))
    return fail('bad-code', 'the position code has extra characters at the end');
  return validatePosition({ wizards, turn, actor });
}

/**
 * The per-wizard options movement.ts needs for the wizard of `seat`, all from his record: his
 * manoeuvre, Shadow Form, Magic Wings and magic weapon (wizardUpgrades.ts `wizardTraits`), never
 * from the picture on the board, which shows only his last upgrade. A seat missing from
 * `p.wizards` is the default wizard. RangeError for a seat outside 0–7, a position without a
 * wizards list, or a wizard record that `validatePositionWizard` refuses.
 */
export function wizardMoveOptions(
  p: PositionExtras,
  seat: number,
): { wizardManoeuvre: number } & WizardTraits {
  if (!whole(seat, 0, POSITION_SEATS - 1))
    throw new RangeError(`wizardMoveOptions: ${badSeat(seat).message}`);
  if (!isRecord(p) || !Array.isArray(p.wizards))
    throw new RangeError('wizardMoveOptions: a position is { wizards, turn, actor }');
  const r = checkWizard(
    (p.wizards[seat] as PositionWizard | undefined) ?? DEFAULT_POSITION_WIZARD,
    seat,
  );
  if (!r.ok) throw new RangeError(`wizardMoveOptions: ${r.message}`);
  const w = r.value;
  return { wizardManoeuvre: w.stats.manoeuvre, ...wizardTraits(w) };
}

/** A wizard whose picture on the board his record could not give (wizardUpgrades.ts). */
export interface PictureMismatch {
  readonly seat: number;
  readonly square: { readonly x: number; readonly y: number };
  /** The picture drawn ('Wizard (Magic Sword)', 'Wizard 3', …). */
  readonly kind: string;
  /** The upgrade the picture shows, or null for a plain wizard picture. */
  readonly shows: PictureUpgrade | null;
  /** The upgrades with a picture that his record holds. */
  readonly held: readonly PictureUpgrade[];
  /** The picture his record gives (the first upgrade held, or his plain picture). */
  readonly drawn: string;
}

/**
 * Every wizard on the board whose picture disagrees with his record: drawn with an upgrade the
 * record lacks, or drawn plain while the record holds an upgrade that draws. The rules read the
 * record all the same; this is for telling the reader (an old link, a file, a hand-made board).
 * A wizard inside a mount, wood or castle is not drawn and is not listed. RangeError for a
 * position that `validatePosition` refuses.
 */
export function pictureMismatches(board: Board, p: PositionExtras): PictureMismatch[] {
  const v = validatePosition(p);
  if (!v.ok) throw new RangeError(`pictureMismatches: ${v.message}`);
  boardOrThrow(board, 'pictureMismatches');
  const out: PictureMismatch[] = [];
  board.forEach((piece, i) => {
    if (!piece || !isWizardKind(piece.kind)) return;
    const w = v.value.wizards[piece.owner] ?? DEFAULT_POSITION_WIZARD;
    if (pictureAgrees(piece.kind, w)) return;
    out.push({
      seat: piece.owner,
      square: { x: i % BOARD_WIDTH, y: Math.floor(i / BOARD_WIDTH) },
      kind: piece.kind,
      shows: pictureUpgrade(piece.kind),
      held: upgradesWithPictures(w),
      drawn: pictureFor(w, `Wizard ${piece.owner + 1}`),
    });
  });
  return out;
}
