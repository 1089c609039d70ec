/**
 * The Event Timing log the timing tests share: every event entry of 16 ms or more from the first
 * paint on (interactions, and input and change events), with where its time went.
 */
import type { Page } from 'playwright-core';

export interface Timed {
  name: string;
  duration: number;
  target: string;
  /** Where the time went: waiting for the main thread, in handlers, then until the paint. */
  parts: string;
  /** Part of a user interaction (a click, tap or key press) rather than an input or change. */
  interaction: boolean;
}

/** Starts the log on every page load of `page` from now on (load the page after this). */
export async function watchEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __ccEvents: unknown[] };
    w.__ccEvents = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) {
        if (!e.interactionId && !['input', 'change'].includes(e.name)) continue;
        const t = e.target as HTMLElement | null;
        w.__ccEvents.push({
          name: e.name,
          duration: e.duration,
          target: t
            ? `${t.tagName.toLowerCase()}${t.dataset?.testid ? `[${t.dataset.testid}]` : ''}${t.getAttribute?.('aria-label') ? ` "${t.getAttribute('aria-label')}"` : ''}`
            : '?',
          parts: `wait ${Math.round(e.processingStart - e.startTime)}, handlers ${Math.round(e.processingEnd - e.processingStart)}, to paint ${Math.round(e.startTime + e.duration - e.processingEnd)}`,
          interaction: e.interactionId > 0,
        });
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
}

/** The entries logged so far on the page. */
export async function loggedEvents(page: Page): Promise<Timed[]> {
  return (await page.evaluate(
    () => (window as unknown as { __ccEvents: Timed[] }).__ccEvents,
  )) as Timed[];
}
