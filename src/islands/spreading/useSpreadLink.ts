/**
 * The link of a spreading island (src/stores/spreadSimLink.ts, spreadOddsLink.ts), loaded with
 * import() on first need so that the page's first load stays within its JavaScript budget: at
 * once when the address holds the island's parameter, otherwise when the island's state first
 * changes (the address then needs writing). Until then the address holds nothing for the
 * island, which is what its default state means. Each island passes its own import(), so the
 * link's chunk can lean on the store the island has already loaded.
 */
import type { ReadableAtom } from 'nanostores';
import { useEffect, useState } from 'preact/hooks';
import type { Linked } from '../../stores/linked';

export interface SpreadLink {
  /** The link, once loaded (null before). */
  readonly link: Linked | null;
  /** The address held a value for this island that could be used. */
  readonly opened: boolean;
}

export function useSpreadLink(
  param: string,
  $store: ReadableAtom<unknown>,
  load: () => Promise<Linked>,
): SpreadLink {
  const [state, setState] = useState<SpreadLink>({ link: null, opened: false });
  useEffect(() => {
    let live = true;
    let stop = () => {};
    const start = () => {
      stop();
      void load().then((link) => {
        if (!live) return;
        // Read before syncing: once synced, the link writes the island's state into the address,
        // so a first change would look like a link that held a run (and start one unasked).
        const inAddress = new URLSearchParams(window.location.search).has(param);
        link.sync();
        setState({ link, opened: inAddress && link.$notes.get().length === 0 });
      });
    };
    if (new URLSearchParams(window.location.search).has(param)) start();
    else stop = $store.listen(start);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return state;
}
