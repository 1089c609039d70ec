import NumberField from '../../ui/NumberField';
import { useStore } from '@nanostores/preact';
import { useEffect, useRef, useState } from 'preact/hooks';
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
import { useWaitMark } from '../../ui/useHydrated';

export interface SettingsBarProps {
  /** Which settings this page uses; the others are hidden. Default: all. */
  show?: ('balance' | 'ability' | 'caster' | 'illusion')[];
}

/**
 * Whether a calculator that reads the settings (an island root marked `data-uses-settings`) is
 * on screen, and whether the bar's own place has scrolled above the top of the window.
 */
function usePinned(bar: { current: HTMLElement | null }): { pinned: boolean; stuck: boolean } {
  const [state, setState] = useState({ pinned: false, stuck: false });
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const el = bar.current;
      if (!el) return;
      const h = window.innerHeight;
      const pinned = [...document.querySelectorAll('[data-uses-settings]')].some((c) => {
        const r = c.getBoundingClientRect();
        return r.height > 0 && r.bottom > 0 && r.top < h;
      });
      // Stuck: held at its sticky top (its own place in the page is at or above it).
      const top = parseFloat(getComputedStyle(el).top);
      const stuck = pinned && Math.abs(el.getBoundingClientRect().top - top) < 1;
      setState((o) => (o.pinned === pinned && o.stuck === stuck ? o : { pinned, stuck }));
      // Held at the top, the bar covers what scrolls under it: table boxes drop their header
      // rows below it (scroll-tables.css). Set only when it changes: the whole page restyles.
      const cover = stuck ? `${Math.round(el.getBoundingClientRect().bottom)}px` : '';
      const root = document.documentElement.style;
      if (root.getPropertyValue('--cc-cover-top') !== cover) {
        if (cover) root.setProperty('--cc-cover-top', cover);
        else root.removeProperty('--cc-cover-top');
      }
      // Measure once more after the class (and so the sticky top) has changed.
      if (pinned !== el.classList.contains('is-pinned')) later();
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later, { passive: true });
    return () => {
      document.documentElement.style.removeProperty('--cc-cover-top');
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}

/**
 * A heading reached by a link, the contents list or a search result lands below the bar when the
 * bar is held at the top of the window (and below the header when islands above it grew after
 * the browser scrolled). Checked after each jump to an anchor, and twice more while a page that
 * opened at an anchor settles, unless the reader has scrolled by then.
 */
function useAnchorsClear(bar: { current: HTMLElement | null }): void {
  useEffect(() => {
    let moved = false;
    const mark = () => (moved = true);
    const clear = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      const el = bar.current;
      if (!target || !el) return;
      const pad = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      const cover = el.classList.contains('is-stuck')
        ? el.getBoundingClientRect().bottom + 16
        : pad;
      const top = target.getBoundingClientRect().top;
      if (top < cover - 1) window.scrollBy(0, top - cover);
    };
    const timers: number[] = [];
    const jumped = () => {
      moved = false;
      for (const ms of [60, 250]) timers.push(window.setTimeout(() => !moved && clear(), ms));
    };
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element | null)?.closest?.('a[href^="#"]');
      if (a) jumped();
    };
    window.addEventListener('hashchange', jumped);
    document.addEventListener('click', onClick);
    for (const ev of ['wheel', 'touchmove', 'keydown'] as const)
      window.addEventListener(ev, mark, { passive: true });
    if (window.location.hash) {
      jumped();
      for (const ms of [700, 1500]) timers.push(window.setTimeout(() => !moved && clear(), ms));
    }
    return () => {
      timers.forEach((t) => window.clearTimeout(t));
      window.removeEventListener('hashchange', jumped);
      document.removeEventListener('click', onClick);
      for (const ev of ['wheel', 'touchmove', 'keydown'] as const)
        window.removeEventListener(ev, mark);
    };
  }, []);
}

/**
 * The compact bar of shared calculator settings shown near the top of each calculator page.
 * While a calculator that uses the settings is on screen, the bar stays at the top of the
 * window (sticky, in a compact form once its own place has scrolled away).
 */
export default function SettingsBar({
  show = ['balance', 'ability', 'caster', 'illusion'],
}: SettingsBarProps) {
  const wait = useWaitMark();
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
  // What is typed in the number box while it is being typed (null: show the setting).
  const [typed, setTyped] = useState<string | null>(null);
  const setBalance = (text: string, partial = false) => {
    const r = updateSettings({ balance: wholeNumber(text) ?? NaN });
    // While typing, an empty box or a lone minus sign is on its way to a number.
    if (!r.ok && partial && /^-?$/.test(text.trim())) return setBalanceProblem(null);
    setBalanceProblem(
      r.ok
        ? null
        : `“${text}” is not a world balance: use a whole number from ${signed(BALANCE_MIN, false)} to ${BALANCE_MAX}.`,
    );
  };
  const bar = useRef<HTMLElement>(null);
  const { pinned, stuck } = usePinned(bar);
  useAnchorsClear(bar);

  return (
    <section
      {...wait}
      ref={bar}
      class={`cc-settings not-content${pinned ? ' is-pinned' : ''}${stuck ? ' is-stuck' : ''}`}
      aria-label="Calculator settings"
      data-testid="settings-bar"
      data-pinned={pinned ? (stuck ? 'stuck' : 'true') : undefined}
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
                onInput={(e) => {
                  setTyped(null);
                  setBalance((e.target as HTMLInputElement).value);
                }}
              />
            </label>
            <NumberField
              name="world balance"
              min={BALANCE_MIN}
              max={BALANCE_MAX}
              value={typed ?? s.balance}
              aria-label="World balance (number)"
              aria-invalid={balanceProblem ? 'true' : undefined}
              aria-describedby={balanceProblem ? 'cc-settings-balance-problem' : undefined}
              data-testid="setting-balance"
              onText={(text) => {
                setTyped(text);
                setBalance(text, true);
              }}
              onChange={(e) => {
                setTyped(null);
                setBalance((e.target as HTMLInputElement).value);
              }}
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
            <span>
              <span class="cc-settings__wordy">Cast creatures as </span>illusions
            </span>
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
