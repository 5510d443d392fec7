import { describe, expect, it, vi } from 'vitest';
import { loadVoices, spanishVoice } from '../../../../client/src/public/speak/voice';

const voice = (lang: string, name = lang, localService = true) =>
  ({ lang, name, localService, default: false, voiceURI: name }) as SpeechSynthesisVoice;

describe('the voice that reads the Spanish text', () => {
  it('is Peru’s Spanish first, then Latin America’s, then any Spanish', () => {
    const spain = voice('es-ES');
    const mexico = voice('es-MX');
    const peru = voice('es-PE');
    expect(spanishVoice([voice('en-US'), spain, mexico, peru])).toBe(peru);
    expect(spanishVoice([voice('en-US'), spain, mexico])).toBe(mexico);
    expect(spanishVoice([voice('en-US'), voice('es_419', 'Android'), spain])?.name).toBe('Android');
    expect(spanishVoice([voice('en-US'), spain])).toBe(spain);
  });

  it('prefers a voice on the phone, which speaks with the network off', () => {
    const online = voice('es-US', 'online', false);
    const local = voice('es-US', 'local', true);
    expect(spanishVoice([online, local])).toBe(local);
  });

  it('is none when the phone has no Spanish voice', () => {
    expect(spanishVoice([voice('en-US'), voice('pt-BR'), voice('ja-JP')])).toBeNull();
    expect(spanishVoice([])).toBeNull();
  });

  it('waits for a browser that lists its voices late, and not for ever', async () => {
    vi.useFakeTimers();
    try {
      const listeners: (() => void)[] = [];
      let voices: SpeechSynthesisVoice[] = [];
      const synth = {
        getVoices: () => voices,
        addEventListener: (_: string, listener: () => void) => listeners.push(listener),
        removeEventListener: () => {},
      } as unknown as SpeechSynthesis;
      const late = loadVoices(synth);
      voices = [voice('es-PE')];
      for (const listener of listeners) listener();
      expect((await late).map((found) => found.lang)).toEqual(['es-PE']);

      voices = [];
      const never = loadVoices(synth, 1500);
      await vi.advanceTimersByTimeAsync(1500);
      expect(await never).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
