/**
 * The shared board for an island: `$board` from src/stores/board.ts, read from the page URL
 * once (syncBoardWithUrl). Until the island has hydrated it returns DEFAULT_BOARD, which is
 * what the server rendered, so hydration matches; the saved or linked board follows at once.
 */
import { useStore } from '@nanostores/preact';
import { useEffect } from 'preact/hooks';
import type { Board } from '../engine';
import { $board, DEFAULT_BOARD, syncBoardWithUrl } from '../stores/board';
import { useHydrated } from './useHydrated';

export function useSharedBoard(): Board {
  const board = useStore($board);
  const hydrated = useHydrated();
  useEffect(() => syncBoardWithUrl(), []);
  return hydrated ? board : DEFAULT_BOARD;
}
