/*
 * Service worker of the tourists' page (served at /sw.js, scope /): after one visit, the page and
 * its emergency numbers show with the network off.
 *
 * - `/`, `/api/public/emergency-contacts`, `/api/public/police-offices`, the assistant's topics
 *   (`/api/public/assistant`), the page's dictionaries (`/i18n/public/*.json`) and the icons: network first with a short
 *   timeout, then the cache (fresh numbers online, instant offline).
 * - The active alerts (`/api/public/alerts?lang=…`): network first too, one copy per language,
 *   kept with the page in its language; the answer says when the server read them, so the page
 *   can say "as of" offline (and hides those past their expiry by the phone's clock).
 * - `/assets/*` requested by the public page: cache first (Vite's names carry a content hash).
 * - Nothing else: the staff application, the playground, GraphQL and the rest of the API never go
 *   near the cache, even though scope `/` makes their pages clients of this worker.
 *
 * Vite does not process this file, so it cannot know the hashed asset names: on install it
 * fetches `/` and caches the scripts and styles that page references; chunks loaded later are
 * cached when the page requests them (it requests the assistant's and the report form's when
 * idle, so that they open offline too). When a fresh `/` references other assets (a new build),
 * the assets it no longer references are dropped.
 *
 * The page is rendered in the visitor's language (their cookie): a copy is kept with the dictionary
 * of its language, and kept again when the visitor picks another language (a message from the
 * page), so that the page opens offline in the language last chosen, even one chosen before this
 * worker controlled the page.
 *
 * The staff application subscribes to Web Push through this same worker (one worker per origin:
 * a second one would take the staff pages from this one): `push` shows a new case with the
 * server's words (its code and kind, nothing personal), `notificationclick` opens it in a staff
 * tab already open, or in a new one.
 *
 * Bump VERSION when this file's behaviour changes: activate deletes every older cache.
 */
const VERSION = 'v7';
const PREFIX = 'turismo-seguro-public-';
const CACHE = `${PREFIX}${VERSION}`;
const NETWORK_TIMEOUT_MS = 3000;

const PAGE = '/';
const CONTACTS = '/api/public/emergency-contacts';
const POLICE_OFFICES = '/api/public/police-offices';
const ASSISTANT = '/api/public/assistant';
const ALERTS = '/api/public/alerts';
const NETWORK_FIRST = new Set([
  PAGE,
  CONTACTS,
  POLICE_OFFICES,
  ASSISTANT,
  '/favicon.svg',
  '/manifest.webmanifest',
]);

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(PREFIX) && name !== CACHE)
          .map((name) => caches.delete(name)),
      );
      // Control the page that registered us now, so the first visit already leaves a copy.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'language-chosen') event.waitUntil(keepPage());
});

self.addEventListener('push', (event) => {
  const message = pushMessage(event);
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      data: { url: message.url },
      icon: '/favicon.svg',
      lang: 'es',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = staffPath(event.notification.data?.url);
  event.waitUntil(openStaffPage(url));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  const path = url.pathname === '/index.html' ? PAGE : url.pathname;
  if (path === PAGE && request.mode === 'navigate') {
    event.respondWith(networkFirst(event, PAGE, keepWhatPageNeeds));
  } else if ((NETWORK_FIRST.has(path) || isDictionary(path)) && path !== PAGE && !url.search) {
    event.respondWith(
      fromPublicPage(event).then((ours) => (ours ? networkFirst(event, path) : fetch(request))),
    );
  } else if (path === ALERTS && /^(\?lang=[A-Za-z-]+)?$/.test(url.search)) {
    event.respondWith(
      fromPublicPage(event).then((ours) =>
        ours ? networkFirst(event, `${ALERTS}${url.search}`) : fetch(request),
      ),
    );
  } else if (path.startsWith('/assets/')) {
    event.respondWith(asset(event));
  }
});

/** A language's dictionary for the page: only the languages the visitor uses are fetched. */
function isDictionary(path) {
  return /^\/i18n\/public\/[A-Za-z-]+\.json$/.test(path);
}

async function precache() {
  const cache = await caches.open(CACHE);
  await Promise.all(
    [...NETWORK_FIRST].filter((path) => path !== PAGE).map((path) => store(cache, path)),
  );
  await keepPage();
}

/** Fetches the page as the server renders it for this visitor now and keeps it with its needs. */
async function keepPage() {
  const cache = await caches.open(CACHE);
  const page = await fetch(PAGE, { cache: 'no-cache' }).catch(() => null);
  if (!page?.ok) return;
  await cache.put(PAGE, page.clone());
  await keepWhatPageNeeds(page);
}

/** Fetches and caches one URL; a failure leaves the previous copy in place. */
async function store(cache, path) {
  try {
    const response = await fetch(path, { cache: 'no-cache' });
    if (response.ok) await cache.put(path, response);
  } catch {
    // Offline during install: the next online visit fills the gap.
  }
}

/**
 * Network first: a good answer is returned at once and cached in the background under `key`;
 * when the network fails, answers with a server error, or is slower than the timeout, the cached
 * copy is returned instead (the late network answer still refreshes the cache).
 */
async function networkFirst(event, key, onFresh) {
  const cache = await caches.open(CACHE);
  const network = fetch(event.request).then((response) => {
    if (response.ok) {
      const copy = response.clone();
      const fresh = onFresh ? response.clone() : null;
      event.waitUntil(
        cache
          .put(key, copy)
          .then(() => fresh && onFresh(fresh))
          .catch(() => {}),
      );
    }
    return response;
  });
  const timeout = new Promise((resolve) => setTimeout(resolve, NETWORK_TIMEOUT_MS, null));
  const first = await Promise.race([network.catch(() => null), timeout]);
  if (first && first.status < 500) return first;
  const cached = await cache.match(key);
  return cached ?? first ?? network;
}

/** Cache first for the hashed files of the public page; other pages' assets pass through. */
async function asset(event) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok && (await fromPublicPage(event))) {
    event.waitUntil(cache.put(event.request, response.clone()).catch(() => {}));
  }
  return response;
}

async function fromPublicPage(event) {
  const client = event.clientId ? await self.clients.get(event.clientId) : null;
  if (!client) return false;
  const path = new URL(client.url).pathname;
  return path === PAGE || path === '/index.html';
}

/** The scripts, styles and preloads a copy of `/` references, as same-origin /assets/ paths. */
function assetPaths(html) {
  const paths = new Set();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)"/g)) paths.add(match[1]);
  return paths;
}

/** The language a copy of `/` was rendered in (`<html lang="ja" …>`). */
function pageLanguage(html) {
  return /<html lang="([A-Za-z-]+)"/.exec(html)?.[1] ?? null;
}

/**
 * Caches what a fresh page needs offline: the dictionary and the alerts of its language (the
 * report form reads the whole dictionary) and the assets it references, dropping those of older
 * builds.
 */
async function keepWhatPageNeeds(pageResponse) {
  const html = await pageResponse.text();
  const cache = await caches.open(CACHE);
  const lang = pageLanguage(html);
  await Promise.all([
    lang ? store(cache, `/i18n/public/${lang}.json`) : null,
    lang ? store(cache, `${ALERTS}?lang=${lang}`) : null,
    refreshAssets(cache, assetPaths(html)),
  ]);
}

/** Caches the assets a fresh page references and drops those of older builds. */
async function refreshAssets(cache, wanted) {
  if (wanted.size === 0) return;
  const cachedAssets = (await cache.keys()).filter((req) =>
    new URL(req.url).pathname.startsWith('/assets/'),
  );
  const cachedPaths = new Set(cachedAssets.map((req) => new URL(req.url).pathname));
  const changed = [...wanted].some((path) => !cachedPaths.has(path));
  if (!changed) return;
  // A new build: what the new page does not reference belongs to the old one.
  await Promise.all(
    cachedAssets
      .filter((req) => !wanted.has(new URL(req.url).pathname))
      .map((req) => cache.delete(req)),
  );
  await Promise.all(
    [...wanted].filter((path) => !cachedPaths.has(path)).map((path) => store(cache, path)),
  );
}

/** The server's push as it sent it ({ title, body, url, tag }), or null when unreadable. */
function pushMessage(event) {
  try {
    const message = event.data?.json();
    return message && typeof message.title === 'string' ? message : null;
  } catch {
    return null;
  }
}

/** Only a path of the staff application is opened: a push names nothing else. */
function staffPath(url) {
  return typeof url === 'string' && url.startsWith('/admin/') ? url : '/admin/inicio';
}

/** Shows `path` in a staff tab of this site when one is open, else in a new window. */
async function openStaffPage(path) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const staff = windows.find((client) => new URL(client.url).pathname.startsWith('/admin'));
  if (staff) {
    const shown = await staff.navigate(path).catch(() => null);
    await (shown ?? staff).focus();
    return;
  }
  await self.clients.openWindow(path);
}
