import { useSyncExternalStore } from 'react';

/** Kept per browser: an officer's phone may chime while the desk's computer stays silent. */
const KEY = 'tsc-new-case-sound';
const listeners = new Set<() => void>();

function readEnabled(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
}

/** Whether a new case chimes in this browser (on unless turned off). */
export function useCaseSound(): [boolean, (on: boolean) => void] {
  const enabled = useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, readEnabled);
  return [enabled, setCaseSound];
}

export function setCaseSound(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Storage refused (private mode): the choice lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

export function caseSoundEnabled(): boolean {
  return readEnabled();
}

let context: AudioContext | null = null;

/**
 * Two short tones, made here rather than loaded: nothing to download, and nothing when the
 * browser has no Web Audio or has not been touched yet (autoplay rules; then the toast shows).
 */
export function playCaseChime(): void {
  try {
    context ??= new AudioContext();
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 1320],
    ] as const) {
      const tone = context.createOscillator();
      const gain = context.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
      tone.connect(gain).connect(context.destination);
      tone.start(start + offset);
      tone.stop(start + offset + 0.17);
    }
  } catch {
    // No sound here: the toast and the announcement still tell.
  }
}
