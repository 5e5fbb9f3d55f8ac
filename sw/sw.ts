/// <reference lib="webworker" />
// Pali's service worker: precaches the whole app (shell, every screen, all built-in content, in
// English and in the languages the phone's person reads: language-caches.ts) so every route opens
// with no signal, and serves navigations from the cached shell. It never caches API or auth
// responses: Dexie is the offline store for data. The only thing it keeps from another origin is
// the city guide's map tiles a person has seen.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { DEFAULT_MAP_TILE_URL, tileUrlPattern } from '../src/core/places/map-tiles';
import { splitManifest } from '../src/core/language-files';
import { keepLanguagesOnRequest } from './language-caches';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const BACKEND_PATHS = [/^\/auth\/v1\//, /^\/rest\/v1\//, /^\/storage\/v1\//, /^\/realtime\/v1\//, /^\/functions\/v1\//];

const { everyInstall, languageFiles } = splitManifest(self.__WB_MANIFEST, self.location.origin);
precacheAndRoute(everyInstall);
cleanupOutdatedCaches();

// The other languages' strings and content, each kept once a page asks for it.
keepLanguagesOnRequest(languageFiles);

// Client-side routes all render from index.html; backend paths always go to the network.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: BACKEND_PATHS }));

// Map tiles: a tile does not change often, so the copy seen before is used first (no signal needed
// to see the streets around a place again). Bounded, so a phone's storage is not eaten: about 300
// tiles (a few megabytes) for 30 days, and dropped first when storage runs short. Only good
// answers are kept: 200, or opaque (status 0, whose status cannot be read). The map asks with CORS,
// so its tiles arrive as real 200s, which the browser counts at their true size, not the megabytes
// it charges an opaque response against the storage Pali's own data needs.
const TILE_PATTERN = tileUrlPattern(import.meta.env.VITE_MAP_TILE_URL || DEFAULT_MAP_TILE_URL, self.location.origin);
if (TILE_PATTERN) {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && TILE_PATTERN.test(url.href),
    new CacheFirst({
      cacheName: 'pali-map-tiles',
      plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
    }),
  );
}

// The letter reader's OCR and pdf.js files (/ocr/<version>/, about 9 MB for one device): not in the
// precache, so installing Pali stays light; kept here the first time they are fetched (the letter
// screen fetches them in idle time, prepareOcrForOffline) so photos and PDFs can be read with no
// signal afterwards. The Chinese data (1.7 MB) is fetched up front only for a person who reads Pali
// in Chinese; anyone else's phone fetches it, and keeps it here like the rest, the first time a
// page turns out to be Chinese. Each version has its own folder, so cache-first never serves a
// stale file; the entry cap (two versions of the fourteen files, pdf.js's and tesseract.js's main
// modules among them) lets an old version's files age out.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/ocr/'),
  new CacheFirst({
    cacheName: 'pali-ocr',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 28, purgeOnQuotaError: true })],
  }),
);

// The first install takes control at once so the page that installed it works offline right away.
// Later versions wait for the person to choose "Reload to update" (a SKIP_WAITING message), so a
// page is never swapped to new code underneath them.
clientsClaim();
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
