/**
 * Runs `work` once the browser has painted the current frame, so the control a player just used
 * shows its new state at once and a heavy update (a whole board, a long table) follows in the next
 * task instead of holding that first paint back. `work` should read the state it changes when it
 * runs, not when it was queued: two quick inputs may both be waiting.
 */
export function afterPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
