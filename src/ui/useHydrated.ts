import { useEffect, useState } from 'preact/hooks';

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
