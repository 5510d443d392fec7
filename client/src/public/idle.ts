/**
 * Runs `prefetch` once the page is idle, so that code it loads on demand also works offline after
 * a first visit. It waits for the service worker to control the page (the worker caches what a
 * controlled page requests), or goes ahead where there is none (development, old browsers).
 */
export function prefetchWhenIdle(prefetch: () => void): void {
  const idle = (run: () => void) =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: 5000 })
      : setTimeout(run, 2000);
  const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  if (!import.meta.env.PROD || !worker || worker.controller) {
    idle(prefetch);
    return;
  }
  worker.addEventListener('controllerchange', () => idle(prefetch), { once: true });
}
