/**
 * The service worker: precaches the whole built site on the first visit (the list is written
 * into this file at build time by @serwist/build; see src/integrations/service-worker.ts), then
 * answers every page, script, style and search-index request from the cache, so the site and
 * its calculators work offline. Page addresses with settings in the query string
 * (/casting/?balance=12) are served from the same cached page. An address that is not one of
 * the site's pages goes to the network, and offline gets the site's own "not found" page rather
 * than the browser's "no internet" one.
 */
import { NetworkOnly, PrecacheFallbackPlugin, Serwist, type PrecacheEntry } from 'serwist';

// Replaced at build time by the list of files (with revisions) to precache.
const manifest = (self as unknown as { __SW_MANIFEST: (PrecacheEntry | string)[] }).__SW_MANIFEST;

const serwist = new Serwist({
  precacheEntries: manifest,
  precacheOptions: {
    cleanupOutdatedCaches: true,
    ignoreURLParametersMatching: [/.*/],
  },
  skipWaiting: true,
  clientsClaim: true,
  disableDevLogs: true,
});

// Precached pages answer first (the precache route); any other page address is asked of the
// network, and when the network fails, answered with the site's 404 page from the precache.
serwist.registerCapture(
  ({ request }) => request.mode === 'navigate',
  new NetworkOnly({
    plugins: [new PrecacheFallbackPlugin({ fallbackUrls: ['/404.html'], serwist })],
  }),
);

serwist.addEventListeners();
