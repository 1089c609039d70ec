/**
 * The whole position: the shared board, the wizards' records, the turn and whose turn
 * (src/stores/position.ts) and the world balance, which is the shared settings' balance
 * (src/stores/settings.ts). Apart from position.ts so that only what needs the balance loads
 * the settings.
 */
import { computed } from 'nanostores';
import type { Board, Result } from '../engine';
import type { PositionExtras } from '../engine/position';
import { $board } from './board';
import { $positionExtras } from './position';
import { $settings, updateSettings, type Settings } from './settings';

export interface Position extends PositionExtras {
  readonly board: Board;
  readonly balance: number;
}

export const $position = computed(
  [$board, $positionExtras, $settings],
  (board, extras, settings): Position => ({ ...extras, board, balance: settings.balance }),
);

/** The position's balance is the settings' balance. */
export function setBalance(balance: number): Result<Settings, 'bad-setting'> {
  return updateSettings({ balance });
}
