/**
 * What the line-of-sight mode of the board lab shows, as plain data from the engine: the traced
 * line, its blocks and both directions' verdicts (lineOfSight, sightVerdict). No rule is decided
 * here; traceView.test.ts checks the wiring.
 */
import {
  describeSightVerdict,
  lineOfSight,
  sightVerdict,
  type LineOfSightResult,
} from '../../engine/los';
import { sightPieces, type Board } from '../../engine/pieces';
import type { BoardLine, BoardMark, BoardOverlaySquare } from '../../ui/BoardView';
import type { TracePick } from '../../stores/boardLab';
import { same, sq } from './square';

/** "blocked by the Goblin at (1,3)" or "clear". */
export function losWords(r: LineOfSightResult): string {
  const b = r.firstBlock;
  if (!b) return 'clear';
  return `blocked by the ${b.piece} at ${sq(b.square)}`;
}

/** Where the first blocking pixel is: "tested pixel 3 of 32 is lit: column 0, row 15 …". */
export function blockDetail(r: LineOfSightResult): string {
  const b = r.firstBlock;
  if (!b) return '';
  return `tested pixel ${b.step + 1} of ${r.pathPixels.length} is lit: column ${b.pixel.px & 15}, row ${b.pixel.py & 15} of its sprite in frame ${b.frame}`;
}

export interface TraceView {
  readonly forward: LineOfSightResult;
  readonly backward: LineOfSightResult;
  readonly forwardVerdict: string;
  readonly backwardVerdict: string;
  readonly overlay: BoardOverlaySquare[];
  readonly lines: BoardLine[];
  readonly marks: BoardMark[];
}

export function traceView(board: Board, pick: TracePick): TraceView {
  const pieces = sightPieces(board);
  const forward = lineOfSight(pieces, pick.from, pick.to);
  const backward = lineOfSight(pieces, pick.to, pick.from);
  const overlay: BoardOverlaySquare[] = [];
  if (same(pick.from, pick.to))
    overlay.push({ ...pick.from, label: 'AB', text: 'caster and target' });
  else {
    overlay.push({ ...pick.from, label: 'A', text: 'caster (A)' });
    overlay.push({ ...pick.to, label: 'B', text: 'target (B)' });
  }
  const first = forward.firstBlock;
  if (first && !overlay.some((o) => same(o, first.square)))
    overlay.push({ ...first.square, label: '✕', text: 'first piece blocking A to B' });
  return {
    forward,
    backward,
    forwardVerdict: describeSightVerdict(sightVerdict(pieces, pick.from, pick.to)),
    backwardVerdict: describeSightVerdict(sightVerdict(pieces, pick.to, pick.from)),
    overlay,
    lines: [
      {
        pixels: forward.pathPixels,
        color: '#ff9a00',
        blocked: forward.blocks.map((b) => b.step),
        blockedColor: '#ff0a3c',
      },
    ],
    marks: first ? [{ ...first.pixel, color: '#ffffff' }] : [],
  };
}
