import { useCallback, useSyncExternalStore } from 'react';
import { type Breakpoint, minWidth } from './sizes';

function mediaQueryList(query: string) {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : undefined;
}

/** Whether a media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string, fallback = false) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query)?.matches ?? fallback,
    () => fallback,
  );
}

/** Whether the viewport is at least as wide as a breakpoint of spec §9. */
export function useScreenAtLeast(breakpoint: Breakpoint) {
  return useMediaQuery(minWidth(breakpoint), true);
}
