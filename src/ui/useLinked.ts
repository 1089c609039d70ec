import { useStore } from '@nanostores/preact';
import { useEffect } from 'preact/hooks';
import type { Linked } from '../stores/linked';
import { useHydrated } from './useHydrated';

/**
 * A linked calculator state (src/stores/linked.ts) for an island: reads the address once after
 * hydrating, and renders the default until then (Preact does not patch attributes while
 * hydrating, so a value from the link must arrive in a later render).
 */
export function useLinked<T>(link: Linked<T>): T {
  const hydrated = useHydrated();
  const value = useStore(link.$store);
  useEffect(() => link.sync(), [link]);
  return hydrated ? value : link.initial;
}
