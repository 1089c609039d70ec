/**
 * The ink of each wizard's pieces (seats 0–7) and of bodies: bright Spectrum-like colours that
 * read on the black board. One list for every board, legend and log (BoardView draws with it,
 * the watch page's worker paints with it); kept apart from BoardView so that a page without a
 * board view can show the legend without loading it.
 */
export const OWNER_COLOURS: readonly string[] = [
  '#ffff40', // 1 yellow
  '#40ffff', // 2 cyan
  '#ff60ff', // 3 magenta
  '#50ff50', // 4 green
  '#ffffff', // 5 white
  '#80a8ff', // 6 light blue
  '#ffa030', // 7 orange
  '#ff9bb0', // 8 pink
];
/** Corpses belong to nobody that matters: drawn grey. */
export const CORPSE_COLOUR = '#a0a0a0';

/** A colour of the list above as its red, green and blue bytes. */
export function colourBytes(hex: string): readonly [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
