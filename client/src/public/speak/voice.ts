/** Peru's Spanish first, then Latin America's, then any Spanish the phone has. */
const PREFERRED = [/^es[-_]PE$/i, /^es[-_](419|US|MX|CO|CL|AR|EC|BO)$/i, /^es\b/i];

/** Slower than the default: an operator on a noisy line, a phone on speaker. */
export const SPEAKING_RATE = 0.85;

/** The Spanish voice to speak with, or null when the phone has none. */
export function spanishVoice(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  for (const pattern of PREFERRED) {
    const found =
      voices.find((voice) => pattern.test(voice.lang) && voice.localService) ??
      voices.find((voice) => pattern.test(voice.lang));
    if (found) return found;
  }
  return null;
}

/**
 * The phone's voices once it has listed them: some browsers list none until `voiceschanged`
 * fires, others never fire it; after `waitMs` the list is taken as it is.
 */
export function loadVoices(
  synth: SpeechSynthesis | undefined = globalThis.speechSynthesis,
  waitMs = 1500,
): Promise<SpeechSynthesisVoice[]> {
  if (!synth) return Promise.resolve([]);
  const now = synth.getVoices();
  if (now.length > 0) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      synth.removeEventListener?.('voiceschanged', done);
      clearTimeout(timer);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(done, waitMs);
    synth.addEventListener?.('voiceschanged', done);
  });
}

/** Says `text` in Spanish with `voice`; resolves when it ends, is stopped or fails. */
export function speak(
  text: string,
  voice: SpeechSynthesisVoice,
  synth: SpeechSynthesis = globalThis.speechSynthesis,
): Promise<void> {
  return new Promise((resolve) => {
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.rate = SPEAKING_RATE;
    utterance.onend = () => resolve();
    utterance.onerror = () => resolve();
    synth.speak(utterance);
  });
}
