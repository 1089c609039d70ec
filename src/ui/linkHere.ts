/**
 * The address a Copy link button gives: the page's address (which the calculator's store keeps
 * equal to what is on screen) with the anchor of the heading the calculator sits under, so the
 * link opens at the calculator rather than at the top of the page.
 */

/** The id of the last heading with an id (h2–h4 in the page's content) before `el`, or null. */
export function headingAbove(el: Element): string | null {
  let found: string | null = null;
  for (const h of el.ownerDocument.querySelectorAll('main h2[id], main h3[id], main h4[id]')) {
    // DOCUMENT_POSITION_PRECEDING (2): h comes before el.
    if (el.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_PRECEDING) found = h.id;
    else break;
  }
  return found;
}

/** The page's address with the anchor of the heading above `el` (or none when there is none). */
export function linkHere(el: Element | null | undefined): string {
  const { origin, pathname, search } = window.location;
  const id = el ? headingAbove(el) : null;
  return `${origin}${pathname}${search}${id ? `#${encodeURIComponent(id)}` : ''}`;
}
