import { useStore } from '@nanostores/preact';
import { useState } from 'preact/hooks';
import { BALANCE_MAX, BALANCE_MIN, COMPUTER_LEVELS, balanceDisplay } from '../../engine';
import { signed } from '../../lib/format';
import {
  $settingsNotes,
  dismissSettingsNotes,
  resetSettings,
  updateSettings,
  wholeNumber,
} from '../../stores/settings';
import { sideName } from '../../lib/sides';
import './settings.css';
import { useHydrated } from '../../ui/useHydrated';
import { useSettings } from '../../ui/useSettings';

export interface SettingsBarProps {
  /** Which settings this page uses; the others are hidden. Default: all. */
  show?: ('balance' | 'ability' | 'caster' | 'illusion')[];
}

/** The compact bar of shared calculator settings shown at the top of each calculator page. */
export default function SettingsBar({
  show = ['balance', 'ability', 'caster', 'illusion'],
}: SettingsBarProps) {
  const s = useSettings();
  // Notes appear after hydration (they come from the browser's storage and the page URL).
  const hydrated = useHydrated();
  const allNotes = useStore($settingsNotes);
  const notes = hydrated ? allNotes : [];
  const has = (k: (typeof show)[number]) => show.includes(k);
  const leaning = sideName(s.balance);
  // As the spell menu shows it: LAW with ↑s or CHAOS with ∗s, one per 4 points.
  const shown = balanceDisplay(s.balance);
  // A number typed into the balance box that cannot be used: shown until the next good one.
  const [balanceProblem, setBalanceProblem] = useState<string | null>(null);
  const setBalance = (text: string) => {
    const r = updateSettings({ balance: wholeNumber(text) ?? NaN });
    setBalanceProblem(
      r.ok
        ? null
        : `“${text}” is not a world balance: use a whole number from ${signed(BALANCE_MIN, false)} to ${BALANCE_MAX}.`,
    );
  };

  return (
    <section
      class="cc-settings not-content"
      aria-label="Calculator settings"
      data-testid="settings-bar"
    >
      <div class="cc-settings__row">
        {has('balance') && (
          <div class="cc-settings__balance">
            <label>
              <span>World balance</span>
              <input
                type="range"
                min={BALANCE_MIN}
                max={BALANCE_MAX}
                step={1}
                value={s.balance}
                aria-valuetext={`${s.balance} (${leaning})`}
                onInput={(e) => setBalance((e.target as HTMLInputElement).value)}
              />
            </label>
            <input
              type="number"
              min={BALANCE_MIN}
              max={BALANCE_MAX}
              value={s.balance}
              aria-label="World balance (number)"
              aria-invalid={balanceProblem ? 'true' : undefined}
              aria-describedby={balanceProblem ? 'cc-settings-balance-problem' : undefined}
              data-testid="setting-balance"
              onChange={(e) => setBalance((e.target as HTMLInputElement).value)}
            />
            <span class="cc-settings__lean" data-lean={shown.side} data-testid="balance-display">
              <span class="cc-settings__lean-word">{shown.label || 'NEUTRAL'}</span>
              {shown.symbols > 0 && (
                <span class="cc-settings__symbols" aria-hidden="true">
                  {shown.symbol.repeat(shown.symbols)}
                </span>
              )}
              <span class="cc-sr-only">
                {`, ${shown.symbols} ${shown.symbols === 1 ? 'symbol' : 'symbols'} on the spell menu`}
              </span>
            </span>
            {balanceProblem && (
              <span
                class="cc-settings__problem"
                id="cc-settings-balance-problem"
                role="status"
                data-testid="balance-problem"
              >
                {balanceProblem}
              </span>
            )}
          </div>
        )}
        {has('ability') && (
          <label>
            <span>Ability</span>
            <select
              value={String(s.ability)}
              data-testid="setting-ability"
              onChange={(e) =>
                updateSettings({ ability: Number((e.target as HTMLSelectElement).value) })
              }
            >
              <option value="0">0</option>
              <option value="1">1</option>
              <option value="2">2</option>
            </select>
          </label>
        )}
        {has('caster') && (
          <label>
            <span>Caster</span>
            <select
              value={s.caster === 'human' ? 'human' : `computer-${s.level}`}
              data-testid="setting-caster"
              onChange={(e) => {
                const v = (e.target as HTMLSelectElement).value;
                if (v === 'human') updateSettings({ caster: 'human' });
                else updateSettings({ caster: 'computer', level: Number(v.split('-')[1]) });
              }}
            >
              <option value="human">Human</option>
              {COMPUTER_LEVELS.map((l) => (
                <option value={`computer-${l}`} key={l}>
                  Computer, level {l}
                </option>
              ))}
            </select>
          </label>
        )}
        {has('illusion') && (
          <label class="cc-settings__check">
            <input
              type="checkbox"
              checked={s.illusion}
              data-testid="setting-illusion"
              onChange={(e) => updateSettings({ illusion: (e.target as HTMLInputElement).checked })}
            />
            <span>Cast creatures as illusions</span>
          </label>
        )}
        <button type="button" class="cc-settings__reset" onClick={resetSettings}>
          Reset
        </button>
      </div>
      {notes.length > 0 && (
        <div class="cc-settings__notes" role="status" data-testid="settings-notes">
          <ul>
            {notes.map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
          <button type="button" onClick={dismissSettingsNotes}>
            Dismiss
          </button>
        </div>
      )}
    </section>
  );
}
