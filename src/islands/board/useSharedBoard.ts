/**
 * The shared board for an island: `$board` from src/stores/board.ts, read from the page URL
 * once (syncBoardWithUrl). Until the island has mounted it returns DEFAULT_BOARD, which is
 * what the server rendered, so hydration matches; the saved or linked board follows at once.
 */
import { useStore } from '@nanostores/preact';
import { useEffect, useState } from 'preact/hooks';
import type { Board } from '../../engine';
import { $board, DEFAULT_BOARD, syncBoardWithUrl } from '../../stores/board';

export function useSharedBoard(): Board {
  const board = useStore($board);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    syncBoardWithUrl();
    setMounted(true);
  }, []);
  return mounted ? board : DEFAULT_BOARD;
}
