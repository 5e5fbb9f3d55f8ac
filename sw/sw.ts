/// <reference lib="webworker" />
// Pali's service worker: precaches the whole app (shell, every screen, all built-in content and
// the three languages) so every route opens with no signal, and serves navigations from the
// cached shell. It never caches API or auth responses: Dexie is the offline store for data.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const BACKEND_PATHS = [/^\/auth\/v1\//, /^\/rest\/v1\//, /^\/storage\/v1\//, /^\/realtime\/v1\//, /^\/functions\/v1\//];

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client-side routes all render from index.html; backend paths always go to the network.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: BACKEND_PATHS }));

// The first install takes control at once so the page that installed it works offline right away.
// Later versions wait for the person to choose "Reload to update" (a SKIP_WAITING message), so a
// page is never swapped to new code underneath them.
clientsClaim();
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
