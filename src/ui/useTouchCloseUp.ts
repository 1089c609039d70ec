/**
 * The close-up for fingers (CloseUp.tsx) on a touch screen only: its code is imported there, the
 * first time an island asks, and null is returned elsewhere (or until it has loaded). A board
 * that uses it sits in a `.cc-board-fit` box, so the whole board fits the page from the built
 * HTML on and the close-up under it gives the squares a finger picks.
 */
import { useEffect, useState } from 'preact/hooks';

type CloseUpType = typeof import('./CloseUp').default;

export function useTouchCloseUp(): CloseUpType | null {
  const [C, setC] = useState<CloseUpType | null>(null);
  useEffect(() => {
    if (window.matchMedia('(pointer: coarse)').matches)
      void import('./CloseUp').then((m) => setC(() => m.default));
  }, []);
  return C;
}
