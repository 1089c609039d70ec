import { useEffect, useState } from 'preact/hooks';
import { WAIT_ATTR } from '../lib/restore';

/**
 * False during the first render (on the server, and again when the island hydrates), true from
 * the next render on. Preact does not patch attributes (class, data-*, aria-*) while hydrating,
 * so an island that shows saved or linked state renders the defaults until this turns true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * Attributes for an island's root that keep it hidden, on a page opened with a link or saved
 * state (lib/restore.ts), while it still shows the built defaults: its first render (on the
 * server, and again when it hydrates) and, with `busy`, while what it needs to show the real
 * answer is loading. Preact leaves the built attribute in place while hydrating and removes it in
 * the next render, the one that shows the saved and linked values.
 */
export function useWaitMark(busy = false): Record<string, string> {
  const hydrated = useHydrated();
  return !hydrated || busy ? { [WAIT_ATTR]: '' } : {};
}
