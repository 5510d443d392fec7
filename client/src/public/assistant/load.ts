import { STORAGE_KEY } from './storage-key';

type ChatModule = typeof import('./Chat');

let loading: Promise<ChatModule> | null = null;

/** The conversation's code (matcher, topics, chat), fetched once when first needed. */
export function loadAssistant(): Promise<ChatModule> {
  loading ??= import('./Chat').catch((error: unknown) => {
    loading = null; // a failed fetch (offline) is tried again next time
    throw error;
  });
  return loading;
}

/** Whether this tab already holds a conversation (it reopens where it was). */
export function hasConversation(): boolean {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Fetches the assistant's code and topics once the page is idle, so that the assistant also
 * answers offline after a first visit. It waits for the service worker to control the page
 * (it caches what a controlled page requests), or goes ahead where there is none.
 */
export function prefetchAssistantWhenIdle(): void {
  const idle = (run: () => void) =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: 5000 })
      : setTimeout(run, 2000);
  const prefetch = () =>
    idle(() => {
      loadAssistant()
        .then((module) => module.prefetchTopics())
        .catch(() => {});
    });
  const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  if (!import.meta.env.PROD || !worker || worker.controller) {
    prefetch();
    return;
  }
  worker.addEventListener('controllerchange', prefetch, { once: true });
}
