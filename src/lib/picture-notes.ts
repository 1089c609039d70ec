/**
 * The words for a wizard drawn with a picture his record could not give (engine position.ts
 * `pictureMismatches`): one sentence, shared by the board labs and the danger map.
 */
import type { PictureMismatch } from '../engine/position';

const list = (names: readonly string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;

/** What a reader is told about a wizard whose picture his record could not give. */
export function pictureNoteText(m: PictureMismatch): string {
  const who = `Wizard ${m.seat + 1} at (${m.square.x},${m.square.y})`;
  const holds = `the ${list(m.held)}`;
  return m.shows !== null
    ? `${who} is drawn with the ${m.shows}, but his record has no ${m.shows}${m.held.length > 0 ? ` (it holds ${holds})` : ''}: the rules follow his record.`
    : `${who} is drawn with no upgrade, but his record holds ${holds}: the rules follow his record.`;
}
