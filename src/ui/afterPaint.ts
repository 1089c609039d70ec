/**
 * Runs `work` once the browser has shown the current frame, so the control a player just used
 * shows its new state at once and a heavy update (a whole board, a long table) follows instead of
 * holding that first paint back. Two frames: a task started straight after the first frame's
 * paint can still delay that frame reaching the screen (measured with Event Timing in Chromium).
 * `work` should read the state it changes when it runs, not when it was queued: two quick inputs
 * may both be waiting.
 */
export function afterPaint(work: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(work, 0)));
}
