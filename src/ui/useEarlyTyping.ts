import { useEffect } from 'preact/hooks';
import type { RefObject } from 'preact';

/**
 * Text typed into a field before its island ran. The built page's field takes the keys, but the
 * island never hears of them, and its next render puts its own value back: on a slow phone the
 * first letters typed vanish. When the island mounts, a field that has the focus and holds other
 * text than the island rendered is reported through `report`, as if typed then. (A field without
 * the focus may hold a value the browser restored on reload; that one is left alone, so a link's
 * or the saved settings win.)
 */
export function useEarlyTyping(
  fields: readonly RefObject<HTMLInputElement>[],
  rendered: readonly string[],
  report: (typed: string[]) => void,
): void {
  useEffect(() => {
    const els = fields.map((f) => f.current);
    const focused = els.some((el) => el !== null && el === document.activeElement);
    const typed = els.map((el, i) => el?.value ?? rendered[i] ?? '');
    if (focused && typed.some((t, i) => t !== rendered[i])) report(typed);
    // Once, on mount: later renders write the island's own text into the fields.
  }, []);
}
