/**
 * The watch page's address for one computer game: its wizards, level and seed, opened at a step.
 * The one place the address is written (Who wins?, the home page, the turn walkthrough and the
 * findings page link games with it); the watch store reads it back (stores/watch.ts).
 */
export interface WatchedGame {
  readonly wizards: number;
  readonly level: number;
  readonly seed: number;
}

export function watchHref(g: WatchedGame, step = 0, base = '/'): string {
  return `${base}watch/?wizards=${g.wizards}&level=${g.level}&seed=${g.seed}&step=${step}`;
}
