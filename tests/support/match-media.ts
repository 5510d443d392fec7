import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Listener = (event: { matches: boolean; media: string }) => void;

/**
 * A window.matchMedia that answers `(min-width: Npx)`, `(max-width: Npx)` and
 * `(prefers-color-scheme: dark)` from a width and a scheme the test changes, telling listeners.
 */
export function stubMatchMedia(
  initial: { width?: number; dark?: boolean; reducedMotion?: boolean } = {},
) {
  const state = {
    width: initial.width ?? 1280,
    dark: initial.dark ?? false,
    reducedMotion: initial.reducedMotion ?? false,
  };
  const lists: { query: string; listeners: Set<Listener>; last: boolean }[] = [];
  const evaluate = (query: string) => {
    const min = query.match(/min-width:\s*(\d+(?:\.\d+)?)px/);
    const max = query.match(/max-width:\s*(\d+(?:\.\d+)?)px/);
    if (min || max) {
      return (!min || state.width >= Number(min[1])) && (!max || state.width <= Number(max[1]));
    }
    if (query.includes('prefers-color-scheme: dark')) return state.dark;
    if (query.includes('prefers-color-scheme: light')) return !state.dark;
    if (query.includes('prefers-reduced-motion: reduce')) return state.reducedMotion;
    return false;
  };
  const matchMedia = vi.fn((query: string) => {
    const entry = { query, listeners: new Set<Listener>(), last: evaluate(query) };
    lists.push(entry);
    return {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    };
  });
  vi.stubGlobal('matchMedia', matchMedia);
  const notify = () =>
    act(() => {
      for (const entry of lists) {
        const matches = evaluate(entry.query);
        if (matches === entry.last) continue;
        entry.last = matches;
        for (const listener of entry.listeners) listener({ matches, media: entry.query });
      }
    });
  return {
    setWidth(width: number) {
      state.width = width;
      notify();
    },
    setDark(dark: boolean) {
      state.dark = dark;
      notify();
    },
    setReducedMotion(reducedMotion: boolean) {
      state.reducedMotion = reducedMotion;
      notify();
    },
  };
}
