/**
 * A whole calculator position as a small JSON file (issue 12): the pieces on the board, each
 * wizard seat's record (position.ts), the turn, whose turn it is and the world balance. The
 * board editor saves and opens it; this module only writes and reads the text.
 *
 * The file, version 1 (fields in the engine's own terms: `turn` is 0-based as in
 * PositionExtras, the game shows turn + 1; `balance` is the signed byte −128…+127):
 *
 *   { "format": "chaos-codex-position", "version": 1,
 *     "turn": 0, "actor": 0, "balance": 0,
 *     "wizards": [ 8 × { "stats": {…}, "flags": 0, "book": [1], "player": "human", "level": 0 } ],
 *     "pieces": [ { "x": 0, "y": 0, "kind": "Wizard 1", "owner": 0, "illusion": false,
 *                   "frame": 0, ("raised", "rider", "corpseBelow" when set) }, … ] }
 *
 * Reading never trusts the text: it must be at most MAX_POSITION_FILE_CHARS long, JSON, of this
 * format and version, and every value must pass the engine's own checks (`validatePiece`,
 * `validateBoard`, `validatePosition`, `checkBalance`). Only the known fields are copied, so
 * extra keys (`__proto__` included) never reach a record. Pure: text in, a Result out.
 */
import { BALANCE_MAX, BALANCE_MIN } from './balance';
import { isRecord, isWholeIn, shown } from './guard';
import {
  BOARD_SQUARES,
  emptyBoard,
  placedPieces,
  validateBoard,
  validatePiece,
  type Board,
  type Piece,
} from './pieces';
import {
  POSITION_SEATS,
  validatePosition,
  type PositionExtras,
  type PositionWizard,
} from './position';
import { BOARD_WIDTH, WIZARD_STAT_ORDER, type Result, type WizardStats } from './types';

export const POSITION_FILE_FORMAT = 'chaos-codex-position';
export const POSITION_FILE_VERSION = 1;
/** The longest file read: 64 KB (a full board of 150 pieces with eight full books is ~25 KB). */
export const MAX_POSITION_FILE_CHARS = 64 * 1024;

/** What the file holds: the board, the wizards' records, the turn, whose turn, the balance. */
export interface FilePosition extends PositionExtras {
  readonly board: Board;
  readonly balance: number;
}

export type PositionFileError =
  | 'too-large'
  | 'not-json'
  | 'bad-format'
  | 'bad-version'
  | 'bad-board'
  | 'bad-position'
  | 'bad-balance';

function fail(
  error: PositionFileError,
  message: string,
): { ok: false; error: PositionFileError; message: string } {
  return { ok: false, error, message };
}

function checkBalanceValue(b: unknown): string | null {
  return isWholeIn(b, BALANCE_MIN, BALANCE_MAX)
    ? null
    : `the world balance must be a whole number from ${BALANCE_MIN} to ${BALANCE_MAX}, not ${shown(b)}`;
}

/** The piece fields of the model, in the order the file writes them. */
function pieceFields(p: Piece): Piece {
  return {
    kind: p.kind,
    owner: p.owner,
    illusion: p.illusion,
    frame: p.frame,
    ...(p.raised !== undefined ? { raised: p.raised } : {}),
    ...(p.rider !== undefined ? { rider: p.rider } : {}),
    ...(p.corpseBelow !== undefined ? { corpseBelow: p.corpseBelow } : {}),
  };
}

function wizardFields(w: PositionWizard): PositionWizard {
  return {
    stats: Object.fromEntries(
      WIZARD_STAT_ORDER.map((n) => [n, w.stats[n]]),
    ) as unknown as WizardStats,
    flags: w.flags,
    book: [...w.book],
    player: w.player,
    level: w.level,
  };
}

/**
 * The file's text for a position (checked first): one line per wizard and per piece, so it
 * reads and compares well. `bad-board`, `bad-position` or `bad-balance` for a position the
 * engine refuses.
 */
export function positionFileText(p: FilePosition): Result<string, PositionFileError> {
  if (!isRecord(p))
    return fail('bad-position', 'a position is { board, wizards, turn, actor, balance }');
  const b = validateBoard(p.board);
  if (!b.ok) return fail('bad-board', `the board: ${b.message}`);
  const v = validatePosition(p);
  if (!v.ok) return fail('bad-position', v.message);
  const badBalance = checkBalanceValue(p.balance);
  if (badBalance) return fail('bad-balance', badBalance);
  const list = (items: readonly unknown[]) =>
    items.length === 0
      ? '[]'
      : `[\n${items.map((x) => `    ${JSON.stringify(x)}`).join(',\n')}\n  ]`;
  const head = {
    format: POSITION_FILE_FORMAT,
    version: POSITION_FILE_VERSION,
    turn: p.turn,
    actor: p.actor,
    balance: p.balance,
  };
  const lines = Object.entries(head).map(
    ([k, x]) => `  ${JSON.stringify(k)}: ${JSON.stringify(x)}`,
  );
  lines.push(`  "wizards": ${list(p.wizards.map(wizardFields))}`);
  lines.push(
    `  "pieces": ${list(placedPieces(p.board).map((q) => ({ x: q.x, y: q.y, ...pieceFields(q) })))}`,
  );
  return { ok: true, value: `{\n${lines.join(',\n')}\n}\n` };
}

/** Reads the pieces list into a board; a message for the first piece that cannot be used. */
function readPieces(pieces: unknown): Result<Board, PositionFileError> {
  if (!Array.isArray(pieces)) return fail('bad-board', '"pieces" must be a list of pieces');
  if (pieces.length > BOARD_SQUARES)
    return fail('bad-board', `the board has only ${BOARD_SQUARES} squares`);
  const board = emptyBoard().slice();
  for (let i = 0; i < pieces.length; i++) {
    const q: unknown = pieces[i];
    const which = `piece ${i + 1}`;
    if (!isRecord(q)) return fail('bad-board', `${which} is not a piece`);
    if (!isWholeIn(q.x, 0, 14) || !isWholeIn(q.y, 0, 9))
      return fail('bad-board', `${which} is not on the board (x 0–14, y 0–9)`);
    const piece = pieceFields(q as unknown as Piece);
    const v = validatePiece(piece);
    if (!v.ok) return fail('bad-board', `${which}: ${v.message}`);
    const at = q.y * BOARD_WIDTH + q.x;
    if (board[at]) return fail('bad-board', `${which} is on a square already taken`);
    board[at] = piece;
  }
  const b = validateBoard(board);
  if (!b.ok) return fail('bad-board', `the board: ${b.message}`);
  return { ok: true, value: board };
}

/** Reads a file made by positionFileText. Never throws; nothing from the text is trusted. */
export function readPositionFile(text: unknown): Result<FilePosition, PositionFileError> {
  if (typeof text !== 'string') return fail('not-json', 'the file holds no text');
  if (text.length > MAX_POSITION_FILE_CHARS)
    return fail(
      'too-large',
      `the file is larger than ${MAX_POSITION_FILE_CHARS / 1024} KB, too large to be a position`,
    );
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fail('not-json', 'the file is not JSON');
  }
  if (!isRecord(data) || data.format !== POSITION_FILE_FORMAT)
    return fail(
      'bad-format',
      `the file is not a Chaos Codex position ("format" is not "${POSITION_FILE_FORMAT}")`,
    );
  if (data.version !== POSITION_FILE_VERSION)
    return fail(
      'bad-version',
      `the file's version ${shown(data.version)} is not one this site reads (it reads ${POSITION_FILE_VERSION})`,
    );
  const board = readPieces(data.pieces);
  if (!board.ok) return board;
  if (!Array.isArray(data.wizards) || data.wizards.length !== POSITION_SEATS)
    return fail('bad-position', `"wizards" must list the ${POSITION_SEATS} wizard seats`);
  const wizards: PositionWizard[] = [];
  for (let seat = 0; seat < POSITION_SEATS; seat++) {
    const w: unknown = data.wizards[seat];
    if (!isRecord(w) || !isRecord(w.stats) || !Array.isArray(w.book))
      return fail('bad-position', `wizard ${seat + 1} needs "stats" and a "book" list`);
    wizards.push(wizardFields(w as unknown as PositionWizard));
  }
  const v = validatePosition({ wizards, turn: data.turn as number, actor: data.actor as number });
  if (!v.ok) return fail('bad-position', v.message);
  const badBalance = checkBalanceValue(data.balance);
  if (badBalance) return fail('bad-balance', badBalance);
  return {
    ok: true,
    value: { ...v.value, board: board.value, balance: data.balance as number },
  };
}
