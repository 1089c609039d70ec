/**
 * The danger island's engine part, loaded on first need (see firstLoad.ts): the wizards'
 * records (src/stores/position.ts) and the balance (src/stores/settings.ts), read from the link
 * once, and the view worked out by dangerView.ts over src/engine/danger.ts.
 */
import type { Board } from '../../engine/pieces';
import { $positionExtras, syncPositionWithUrl } from '../../stores/position';
import { $settings, syncSettingsWithUrl } from '../../stores/settings';
import type { DangerPick } from '../../stores/danger';
import { dangerView, type DangerView } from './dangerView';

/** Read the position and the settings from the link (once) and call `f` whenever they change. */
export function watchPosition(f: () => void): () => void {
  syncPositionWithUrl();
  syncSettingsWithUrl();
  const a = $positionExtras.listen(f);
  const b = $settings.listen(f);
  return () => {
    a();
    b();
  };
}

export function liveView(board: Board, pick: DangerPick): DangerView & { balance: number } {
  const balance = $settings.get().balance;
  return {
    ...dangerView({ board, wizards: $positionExtras.get().wizards, balance }, pick),
    balance,
  };
}
