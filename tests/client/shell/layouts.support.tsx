import { act } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import en from '../../../client/public/i18n/en.json';
import es from '../../../client/public/i18n/es.json';
import tr from '../../../client/public/i18n/tr.json';

// Shared by the shell's test files (layouts, navigation, config, loading bar, tables): i18n and
// a controllable matchMedia.

/** i18next as the staff application runs it, with the real dictionaries loaded up front. */
export async function initShellI18n() {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: 'es',
      fallbackLng: 'es',
      resources: { es: { translation: es }, en: { translation: en }, tr: { translation: tr } },
      interpolation: { escapeValue: false },
    });
  }
  await i18next.changeLanguage('es');
  return i18next;
}

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
