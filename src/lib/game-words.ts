/**
 * A piece of a game in words, as the watch page's list and the home page's board say it:
 * "(3,4) Goblin of GANDALF", "(7,2) MERLIN", "(5,5) Bear (corpse)", "(1,1) Pegasus of JULIAN
 * carrying JULIAN". `names` are the wizards' names by seat.
 */
import type { PlacedPiece } from '../engine/pieces';
import { isCorpseKind } from '../engine/sprites';

export function pieceWords(p: PlacedPiece, names: readonly string[]): string {
  const owner = names[p.owner] ?? '';
  const rider = p.rider !== undefined ? ` carrying ${names[p.rider] ?? ''}` : '';
  const what = p.kind.startsWith('Wizard')
    ? owner
    : isCorpseKind(p.kind)
      ? p.kind
      : `${p.kind} of ${owner}`;
  return `(${p.x},${p.y}) ${what}${p.illusion ? ' (illusion)' : ''}${rider}`;
}
