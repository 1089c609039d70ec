/**
 * Whether a page's first paint could show something other than its built HTML: the address
 * carries state (a shared link) or the site has saved something in this browser (any key with
 * the site's prefix, or storage that cannot be read). One check, run once per page by a small
 * script in the head before anything paints (Head.astro), which marks the page with RESTORE_ATTR:
 * - islands marked WAIT_ATTR (`useWaitMark`, ui/useHydrated.ts) stay hidden on a marked page until they show
 *   the saved or linked state, so a default number is never painted (issue 32, point 2);
 * - the `client:intent` directive hydrates at once on a marked page (intent-directive.ts).
 */
import { SAVED_KEY_PREFIX } from './saved-keys';

/** Set on <html> when the first render may differ from the built HTML. */
export const RESTORE_ATTR = 'data-cc-restore';
/** Set on an island's root while it still shows the built defaults. */
export const WAIT_ATTR = 'data-cc-wait';

/**
 * The check, as plain ES5 source: it runs inline in the head (no module, no bundler), and tests
 * run the same source. (search, storage getter, key prefix) → boolean.
 */
export const MAY_DIFFER_CHECK =
  'function(search,storage,prefix){if(search.length>1)return true;' +
  'try{var s=storage();for(var i=0;i<s.length;i++){var k=s.key(i);' +
  'if(k&&k.indexOf(prefix)===0)return true}return false}catch(e){return true}}';

/** The head script: marks the page when its first render may differ from the built HTML. */
export function restoreScript(): string {
  return (
    `if((${MAY_DIFFER_CHECK})(location.search,function(){return localStorage},` +
    `${JSON.stringify(SAVED_KEY_PREFIX)}))document.documentElement.setAttribute(` +
    `${JSON.stringify(RESTORE_ATTR)},'')`
  );
}
