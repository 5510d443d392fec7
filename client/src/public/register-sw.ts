/**
 * Registers the service worker that keeps the page and its numbers available offline
 * (client/public/sw.js). Not in development: a cached page would hide Vite's hot updates.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => {
      // No offline copy this time (private mode, blocked storage): the page works online.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Asks the service worker to keep the page again, now in the language just chosen: the copy it
 * holds is in the language the page was first rendered in. Waits for a worker still installing.
 */
export function keepOfflineCopy(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ type: 'language-chosen' }))
    .catch(() => {});
}
