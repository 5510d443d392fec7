import { loadPageAndSpanishWords } from '../i18n/i18n';
import { prefetchWhenIdle } from '../idle';

type SpeakModule = typeof import('./SpeakCard');

let speak: Promise<SpeakModule> | null = null;

/** The card's code and words (Spanish and the page's language), once; a failure is tried again. */
export function loadSpeak(): Promise<SpeakModule> {
  speak ??= Promise.all([import('./SpeakCard'), loadPageAndSpanishWords()])
    .then(([module]) => module)
    .catch((error: unknown) => {
      speak = null;
      throw error;
    });
  return speak;
}

/** Fetches the card once the page is idle, so that it opens with the network off later. */
export function prefetchSpeakWhenIdle(): void {
  prefetchWhenIdle(() => {
    loadSpeak().catch(() => {});
  });
}
