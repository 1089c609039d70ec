/**
 * `client:intent`: an island that hydrates when the player reaches for it, for a calculator near
 * the top of a page whose built HTML already shows exactly what its first render would.
 *
 * It hydrates at once when the page could show something the built HTML does not: the address
 * carries state (a shared link) or the site has saved something (any `chaos-codex:` key in
 * localStorage, or storage that cannot be read); the head's script (src/lib/restore.ts) has then
 * marked the page. Otherwise it waits for the first of:
 * - the pointer over the island, a press or touch on it, or focus moving into it;
 * - another island on the page hydrating (islands share stores: a board changed in a lab further
 *   down must show in this one too).
 * Clicks on the island's buttons and board before its code has run are held and replayed once it
 * has, and so are `input` and `change` events (a select or box changed meanwhile), in order.
 * Links, summaries, labels and form fields keep their own click behaviour.
 *
 * Why: hydrating the Line of sight lab at load was all of that page's blocking time in
 * Lighthouse (about 200 ms at its four-times CPU slowdown; see the `npm run lighthouse` paragraph
 * of README.md).
 */
import type { ClientDirective } from 'astro';
import { RESTORE_ATTR } from '../lib/restore';

/** What shows a player reaching for the island. */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
/** Inputs held until the island's code has run, then replayed. */
const HELD = ['click', 'input', 'change'] as const;
/** Clicks on these keep their own default (following a link, opening a summary, …). */
const OWN_CLICK = 'a[href], summary, label, input, select, textarea';

/** The same input again, for the island's own listeners (which were not there the first time). */
function replay(e: Event): void {
  const target = e.target;
  if (!(target instanceof Element) || !target.isConnected) return;
  if (e instanceof MouseEvent) {
    target.dispatchEvent(
      new MouseEvent(e.type, {
        bubbles: true,
        cancelable: true,
        composed: true,
        view: window,
        detail: e.detail,
        clientX: e.clientX,
        clientY: e.clientY,
        screenX: e.screenX,
        screenY: e.screenY,
        button: e.button,
        buttons: e.buttons,
        ctrlKey: e.ctrlKey,
        shiftKey: e.shiftKey,
        altKey: e.altKey,
        metaKey: e.metaKey,
      }),
    );
  } else {
    target.dispatchEvent(new Event(e.type, { bubbles: true, cancelable: false, composed: true }));
  }
}

const intent: ClientDirective = (load, _options, el) => {
  const held: Event[] = [];
  const hold = (e: Event) => {
    if (e.type === 'click') {
      if (!(e.target instanceof Element) || e.target.closest(OWN_CLICK)) return;
      e.preventDefault();
      e.stopPropagation();
    }
    held.push(e);
    // An input reaching the island is the player's intent too (a script may change a field
    // without moving a pointer or focus).
    void start();
  };
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of INTENT) el.removeEventListener(type, start, true);
    document.removeEventListener('astro:hydrate', other, true);
    const hydrate = await load();
    await hydrate();
    for (const type of HELD) el.removeEventListener(type, hold, true);
    for (const e of held.splice(0)) replay(e);
  };
  const other = (e: Event) => {
    if (e.target !== el) void start();
  };
  // The head's check (lib/restore.ts) marked the page: a link or saved state.
  if (document.documentElement.hasAttribute(RESTORE_ATTR)) {
    void start();
    return;
  }
  for (const type of HELD) el.addEventListener(type, hold, true);
  for (const type of INTENT) el.addEventListener(type, start, { capture: true, passive: true });
  document.addEventListener('astro:hydrate', other, true);
};

export default intent;
