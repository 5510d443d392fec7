import { prefetchWhenIdle } from '../idle';
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

/** Fetches the assistant's code and topics once the page is idle (see prefetchWhenIdle). */
export function prefetchAssistantWhenIdle(): void {
  prefetchWhenIdle(() => {
    loadAssistant()
      .then((module) => module.prefetchTopics())
      .catch(() => {});
  });
}
