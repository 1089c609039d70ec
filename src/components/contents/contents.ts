/**
 * Marks the contents link of the section being read: in the contents column (`cc-contents`) and
 * in the bar under the header (`cc-mobile-contents`, which also names that section in its
 * summary and closes its list when a link is followed, on a click elsewhere or on Escape).
 *
 * Why not Starlight's own script: each of its two contents elements matched a broad selector
 * (`:has()` over every child of `main`) and watched every element of the page with an
 * IntersectionObserver. On a phone-sized window that cost up to 84 ms of script after loading
 * (the Combat page, measured with the CPU profiler), most of the page's script. This one reads
 * only the headings the contents link to, once a frame while the page scrolls.
 */

/** How far below the header's bottom edge a heading must have risen to count as being read. */
const READ_LINE_PX = 80;

interface Entry {
  link: HTMLAnchorElement;
  heading: HTMLElement;
}

const lists = new Set<ContentsElement>();
let frame = 0;

/** Marks the current link of every contents element, from one reading of the headings. */
function update() {
  frame = 0;
  const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  const bar = document.querySelector('#starlight__mobile-toc summary')?.getBoundingClientRect();
  const line = Math.max(header, bar && bar.height > 0 ? bar.bottom : 0) + READ_LINE_PX;
  const root = document.documentElement;
  // At the very end of the page the last sections cannot rise to the line: the last heading in
  // the window is the one being read.
  const atEnd = window.scrollY + window.innerHeight >= root.scrollHeight - 2;
  const tops = new Map<HTMLElement, number>();
  for (const list of lists) {
    let pick: Entry | undefined = list.entries[0];
    for (const entry of list.entries) {
      let top = tops.get(entry.heading);
      if (top === undefined) {
        top = entry.heading.getBoundingClientRect().top;
        tops.set(entry.heading, top);
      }
      if (top <= (atEnd ? window.innerHeight - READ_LINE_PX : line)) pick = entry;
    }
    if (pick) list.show(pick.link);
  }
}

function schedule() {
  if (!frame) frame = requestAnimationFrame(update);
}

function listen() {
  addEventListener('scroll', schedule, { passive: true });
  addEventListener('resize', schedule, { passive: true });
  addEventListener('hashchange', schedule);
}

class ContentsElement extends HTMLElement {
  entries: Entry[] = [];
  #current: HTMLAnchorElement | null = null;

  connectedCallback() {
    this.entries = [...this.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].flatMap((link) => {
      const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
      return heading ? [{ link, heading }] : [];
    });
    if (lists.size === 0) listen();
    lists.add(this);
    // The first mark waits for a quiet moment: nothing on screen depends on it at load.
    const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1));
    idle(schedule);
  }

  disconnectedCallback() {
    lists.delete(this);
    if (lists.size === 0) {
      removeEventListener('scroll', schedule);
      removeEventListener('resize', schedule);
      removeEventListener('hashchange', schedule);
    }
  }

  show(link: HTMLAnchorElement) {
    if (link === this.#current) return;
    this.#current?.removeAttribute('aria-current');
    link.setAttribute('aria-current', 'true');
    this.#current = link;
  }
}

class MobileContentsElement extends ContentsElement {
  override connectedCallback() {
    super.connectedCallback();
    const details = this.querySelector('details');
    if (!details) return;
    const close = () => {
      details.open = false;
    };
    for (const a of details.querySelectorAll('a')) a.addEventListener('click', close);
    addEventListener('click', (e) => {
      if (details.open && !details.contains(e.target as Node)) close();
    });
    addEventListener('keydown', (e) => {
      if (e.key !== 'Escape' || !details.open) return;
      const hadFocus = details.contains(document.activeElement);
      close();
      if (hadFocus) details.querySelector('summary')?.focus();
    });
  }

  override show(link: HTMLAnchorElement) {
    super.show(link);
    const name = this.querySelector('.cc-contents-bar__current');
    if (name) name.textContent = link.textContent;
  }
}

/** Defines both contents elements (once, however many components ask). */
export function defineContents(): void {
  if (!customElements.get('cc-contents')) customElements.define('cc-contents', ContentsElement);
  if (!customElements.get('cc-mobile-contents'))
    customElements.define('cc-mobile-contents', MobileContentsElement);
}
