/// <reference lib="webworker" />
/**
 * The service worker: the shell and every route chunk precached, so an installed app opens in a
 * dead zone; navigations fall back to the shell; images, listing pictures included, cached as
 * they are seen. A prerendered page's address is answered with its own precached HTML
 * (/services → /services/index.html); any other navigation gets the empty shell. API answers are
 * never cached: the Dexie mirror is the one offline copy of the data.
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { LISTING_IMAGE_BUCKET } from '../lib/listingImage';
import { replayOutbox } from '../data/outbox/replayOutbox';
import { listenForReminderPushes } from './reminderNotifications';
import { RETRY_PARAM } from '../lib/loadChunk';
import { OUTBOX_REPLAY_MESSAGE, OUTBOX_SYNC_TAG, SKIP_WAITING_MESSAGE } from '../lib/swMessages';

const LISTING_IMAGES_PATH = `/storage/v1/object/public/${LISTING_IMAGE_BUCKET}/`;

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST, {
  // A page retrying a part that failed to load asks for it as `…js?retry=…` (lib/loadChunk.ts).
  ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, new RegExp(`^${RETRY_PARAM}$`)],
  // Workbox tries /services.html and /services/index.html only for /services/; pages live in folders.
  urlManipulation: ({ url }) =>
    url.pathname.endsWith('/') ? [] : [new URL(`${url.pathname}/index.html`, url.origin)],
});
cleanupOutdatedCaches();

// Build files and machine files are always read fresh from the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/shell.html'), {
    denylist: [/^\/builds\//, /^\/sitemap\.xml$/, /^\/robots\.txt$/],
  }),
);

registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: 'vethub-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 }),
    ],
  }),
);

// Listing pictures from the project's storage: a path never gets other bytes (a new picture gets
// a new path), so the cached copy is always right and listings keep their pictures offline.
// Pages load them with CORS, so the cache holds readable 200s, not padded opaque answers.
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' && url.pathname.startsWith(LISTING_IMAGES_PATH),
  new CacheFirst({
    cacheName: 'vethub-listing-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: 300,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// The reference file (crosswalk, occupations): a hashed address never gets other bytes, and
// only the newest version is kept. A device that clears its data reloads it from here.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/reference-'),
  new CacheFirst({
    cacheName: 'vethub-reference',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 1, purgeOnQuotaError: true }),
    ],
  }),
);

// The ZIP centroids file (near me), fetched on first use: kept the same way, so near me works
// offline once a device has used it.
registerRoute(
  ({ url }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/zip-centroids-'),
  new CacheFirst({
    cacheName: 'vethub-zip-centroids',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 1, purgeOnQuotaError: true }),
    ],
  }),
);

// A new version waits until the visitor chooses "Reload", so a half-filled form is never lost.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING_MESSAGE)
    void self.skipWaiting();
});
clientsClaim();
listenForReminderPushes();

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      // An open tab has the visitor's session: it sends everything.
      if (windows.length > 0) {
        for (const client of windows) client.postMessage({ type: OUTBOX_REPLAY_MESSAGE });
        return;
      }
      return replayOutbox();
    }),
  );
});
