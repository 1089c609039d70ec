/**
 * The sample board shared by every board island (editor, line of sight, range, movement, and
 * other helpers' overlays): one 15 × 10 engine `Board`, saved in localStorage and reflected in
 * the page URL as `?board=<code>` (the engine's encodeBoard), so a board is a link.
 *
 * - `$board` is the board. Change it only through the actions below: each one checks the result
 *   with the engine's validateBoard and leaves the board as it was when the change is not
 *   allowed (returning the reason).
 * - A first visit (nothing saved, no `board=`) shows DEFAULT_BOARD, the 'battle' sample; a
 *   cleared board stays empty (it is saved as '').
 * - `$boardNotes` holds messages for the reader: a board in storage that could not be read (the
 *   board is then empty, and the storage is repaired), a board that could not be saved, a change
 *   that was refused.
 * - `$badBoardLink` holds a `board=` link that could not be read: the saved board is kept and the
 *   reader chooses (keep it, or load the link's code once they have fixed it).
 * - `syncBoardWithUrl()` reads `board=` from the URL once (a good one is shown, not saved, until
 *   the reader changes the board), then keeps the URL up to date. Other query parameters are
 *   kept. Call it from a useEffect.
 */
import { atom } from 'nanostores';
import {
  decodeBoard,
  emptyBoard,
  encodeBoard,
  isSpriteName,
  isWizardKind,
  makePiece,
  pieceAt,
  placedPieces,
  spriteFrameCount,
  validateBoard,
  withPiece,
  type Board,
  type Piece,
  type Result,
  type Square,
} from '../engine';
import { DEFAULT_SAMPLE, sampleBoard } from './board-samples';
import { SAVED_KEYS } from '../lib/saved-keys';
import { savedState, type Read } from './saved';

export const BOARD_STORAGE_KEY = SAVED_KEYS.board;
export const BOARD_URL_PARAM = 'board';

/** Messages about boards that could not be read or changes that were refused. */
export const $boardNotes = atom<string[]>([]);

function addNote(note: string): void {
  const notes = $boardNotes.get();
  if (!notes.includes(note)) $boardNotes.set([...notes, note]);
}

export function dismissBoardNotes(): void {
  $boardNotes.set([]);
}

/** A `board=` link that could not be read: its code and why. */
export interface BadBoardLink {
  readonly code: string;
  readonly message: string;
}

/** The board link that could not be read (the saved board was kept), or null. */
export const $badBoardLink = atom<BadBoardLink | null>(null);

/** The reader keeps the board they have: the bad link is forgotten. */
export function keepMyBoard(): void {
  $badBoardLink.set(null);
}

/**
 * The reader loads a (fixed) code in place of the bad link: on success the board is replaced
 * (and saved) and the bad link is forgotten; otherwise nothing changes and the reason is returned.
 */
export function loadLinkedBoard(code: string): Result<Board> {
  const r = loadBoardCode(code);
  if (r.ok) $badBoardLink.set(null);
  return r;
}

/** The note shown (once) when the browser refuses to save the board. */
export const BOARD_UNSAVED =
  'The board could not be saved in this browser (its storage is full or blocked): it is kept until you leave the page.';

/** The board as a share code ('' for the empty board). */
export function boardCode(board: Board): string {
  if (placedPieces(board).length === 0) return '';
  const r = encodeBoard(board);
  return r.ok ? r.value : '';
}

/** Reads a share code; '' is the empty board. */
export function readBoardCode(code: string): Result<Board> {
  if (code === '') return { ok: true, value: emptyBoard() };
  const r = decodeBoard(code);
  return r.ok ? r : { ok: false, error: r.error, message: r.message };
}

/** The board a first-time visitor sees (nothing saved, nothing in the link): a small battle. */
export const DEFAULT_BOARD: Board = sampleBoard(DEFAULT_SAMPLE);

/** The saved board, or an empty board and why the saved one could not be read. */
function savedOrEmpty(r: Result<Board>): Read<Board> {
  if (r.ok) return { value: r.value, problems: [] };
  return {
    value: emptyBoard(),
    problems: [
      `The saved board could not be read (${r.message}), so the board is empty; the unreadable copy was cleared.`,
    ],
  };
}

const saved = savedState<Board>({
  key: BOARD_STORAGE_KEY,
  initial: DEFAULT_BOARD,
  encode: boardCode,
  decode: (code) => savedOrEmpty(readBoardCode(code)),
  fromSearch: (search, current) => {
    const code = new URLSearchParams(search).get(BOARD_URL_PARAM);
    if (code === null) return undefined;
    const r = readBoardCode(code);
    if (r.ok) return { value: r.value, problems: [] };
    // Keep the board the reader has; they choose what to do with the link.
    $badBoardLink.set({ code: code.slice(0, 400), message: r.message });
    return { value: current, problems: [] };
  },
  toSearch: boardToSearch,
  note: addNote,
  unsaved: BOARD_UNSAVED,
});

export const $board = saved.$store;

/** Replace the whole board (checked first). */
export function setBoard(board: Board): Result<Board> {
  const v = validateBoard(board);
  if (!v.ok) return { ok: false, error: v.error, message: v.message };
  $board.set(board);
  return v;
}

export function clearBoard(): void {
  $board.set(emptyBoard());
}

/** Load a share code; a bad code leaves the board as it is and returns the reason. */
export function loadBoardCode(code: string): Result<Board> {
  const r = readBoardCode(code.trim());
  if (r.ok) $board.set(r.value);
  return r;
}

function squareName(sq: Square): string {
  return `(${sq.x},${sq.y})`;
}

/**
 * Put `piece` on `sq` (replacing what was there). A wizard who is already on the board as a
 * piece of his own moves here instead of appearing twice.
 */
export function placePiece(sq: Square, piece: Piece): Result<Board> {
  let board = $board.get();
  if (isWizardKind(piece.kind)) {
    const old = placedPieces(board).find((p) => isWizardKind(p.kind) && p.owner === piece.owner);
    if (old && (old.x !== sq.x || old.y !== sq.y)) board = withPiece(board, old, null);
  }
  return setBoard(withPiece(board, sq, piece));
}

/** Put a new piece of `kind` for wizard `owner` on `sq` (frame 0). */
export function placeKind(sq: Square, kind: string, owner: number): Result<Board> {
  // makePiece refuses an unknown kind or an owner outside 0–7 with a RangeError: say why.
  if (!isSpriteName(kind) || !Number.isInteger(owner) || owner < 0 || owner > 7)
    return { ok: false, error: 'bad-piece', message: `cannot place ${kind} for wizard ${owner}` };
  return placePiece(sq, makePiece(kind, owner));
}

export function removePiece(sq: Square): void {
  if (pieceAt($board.get(), sq)) $board.set(withPiece($board.get(), sq, null));
}

/** Move the piece on `from` to `to`, replacing whatever stood there. */
export function movePiece(from: Square, to: Square): Result<Board> {
  const board = $board.get();
  const p = pieceAt(board, from);
  if (!p) return { ok: false, error: 'empty-square', message: `${squareName(from)} is empty` };
  if (from.x === to.x && from.y === to.y) return { ok: true, value: board };
  return setBoard(withPiece(withPiece(board, from, null), to, p));
}

/** Change some fields of the piece on `sq` (frame, owner, illusion …); checked first. */
export function updatePiece(
  sq: Square,
  patch: Partial<Omit<Piece, 'kind'>> & { kind?: string },
): Result<Board> {
  const p = pieceAt($board.get(), sq);
  if (!p) return { ok: false, error: 'empty-square', message: `${squareName(sq)} is empty` };
  const next: Piece = { ...p, ...patch };
  // A new kind may have fewer frames (a corpse has one): start it on frame 0.
  const frames = isSpriteName(next.kind) ? spriteFrameCount(next.kind) : 0;
  const fixed =
    patch.kind !== undefined && frames > 0 && next.frame >= frames ? { ...next, frame: 0 } : next;
  return setBoard(withPiece($board.get(), sq, fixed));
}

/**
 * Put wizard `rider` (0–7) inside the mount, Magic Wood or castle on `sq` (undefined: nobody).
 * If he is standing on the board as a piece of his own, he leaves that square.
 */
export function setRider(sq: Square, rider: number | undefined): Result<Board> {
  const board = $board.get();
  const p = pieceAt(board, sq);
  if (!p) return { ok: false, error: 'empty-square', message: `${squareName(sq)} is empty` };
  let next = board;
  if (rider !== undefined) {
    const old = placedPieces(board).find((q) => isWizardKind(q.kind) && q.owner === rider);
    if (old) next = withPiece(next, old, null);
  }
  const { rider: _old, ...rest } = p;
  void _old;
  return setBoard(withPiece(next, sq, rider === undefined ? rest : { ...rest, rider }));
}

export function setPieceFrame(sq: Square, frame: number): Result<Board> {
  return updatePiece(sq, { frame });
}

export function setPieceOwner(sq: Square, owner: number): Result<Board> {
  return updatePiece(sq, { owner });
}

/** The URL query string with `board=` set to `board` (or removed when empty), others kept. */
export function boardToSearch(search: string, board: Board): string {
  const params = new URLSearchParams(search);
  const code = boardCode(board);
  if (code) params.set(BOARD_URL_PARAM, code);
  else params.delete(BOARD_URL_PARAM);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * The board a URL query string asks for: undefined when it names none, otherwise the board
 * or the reason it could not be read.
 */
export function boardFromSearch(search: string): Result<Board> | undefined {
  const code = new URLSearchParams(search).get(BOARD_URL_PARAM);
  if (code === null) return undefined;
  return readBoardCode(code);
}

/**
 * Read `board=` from the page URL (a good one is shown over the saved board; a bad one keeps the
 * saved board and sets `$badBoardLink`), then keep the URL up to date. Safe to call from every
 * island: it runs once.
 */
export const syncBoardWithUrl: () => void = saved.syncWithUrl;
