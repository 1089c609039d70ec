/**
 * The service worker: precaches the whole built site on the first visit (the list is written
 * into this file at build time by @serwist/build; see src/integrations/service-worker.ts), then
 * answers every page, script, style and search-index request from the cache, so the site and
 * its calculators work offline. Page addresses with settings in the query string
 * (/casting/?balance=12) are served from the same cached page.
 */
import { Serwist, type PrecacheEntry } from 'serwist';

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

serwist.addEventListeners();
