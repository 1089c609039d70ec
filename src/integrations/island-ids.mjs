// @ts-check
/**
 * Makes the build independent of the folder it runs in. Astro gives each island a `uid` hashed
 * from the component's absolute source path, so two clones in different folders build different
 * HTML. The uid is not read in the browser (the island loader goes by component-url and props);
 * here each one is replaced by a hash of the island's own opening tag without it (component,
 * props, renderer, directive) and its place among the page's islands, which is the same wherever
 * the project lives.
 */
import { createHash } from 'node:crypto';

const ISLAND = /<astro-island uid="[^"]*"([^>]*)>/g;

/** @param {string} html */
export function stableIslandIds(html) {
  let n = 0;
  return html.replace(ISLAND, (_, rest) => {
    n += 1;
    const id = createHash('sha256').update(`${n}\n${rest}`).digest('base64url').slice(0, 10);
    return `<astro-island uid="${id}"${rest}>`;
  });
}
