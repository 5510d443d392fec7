import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MODE_CHANGE_ANIMATION_MS } from '../config/sizes';
import type { NavigationMode } from './types';

export interface NavigationPanelState {
  opened: boolean;
  mode: NavigationMode;
  /** The one aside item whose panel is open. */
  activeAsideId: string | null;
}

export type NavigationPanelAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'toggle' }
  | { type: 'setMode'; mode: NavigationMode; opened?: boolean }
  | { type: 'routeChanged' }
  | { type: 'openAside'; id: string }
  | { type: 'toggleAside'; id: string }
  | { type: 'closeAside' };

/** In over mode an open panel lies over the page with an overlay behind it. */
export const hasOverlay = (state: NavigationPanelState) => state.mode === 'over' && state.opened;

/**
 * The rules of spec §4 for the vertical navigation panel:
 * - in over mode the panel closes on a route change; in side mode the aside closes instead;
 * - one aside is open at a time;
 * - over → side removes the overlay (it exists only in over mode);
 * - side → over closes the aside and shows the overlay if the panel is open.
 */
export function navigationPanelReducer(
  state: NavigationPanelState,
  action: NavigationPanelAction,
): NavigationPanelState {
  switch (action.type) {
    case 'open':
      return state.opened ? state : { ...state, opened: true };
    case 'close':
      return state.opened ? { ...state, opened: false } : state;
    case 'toggle':
      return { ...state, opened: !state.opened };
    case 'setMode': {
      const opened = action.opened ?? state.opened;
      if (action.mode === state.mode) return opened === state.opened ? state : { ...state, opened };
      if (action.mode === 'over') return { mode: 'over', opened, activeAsideId: null };
      return { ...state, mode: 'side', opened };
    }
    case 'routeChanged':
      if (state.mode === 'over') return state.opened ? { ...state, opened: false } : state;
      return state.activeAsideId ? { ...state, activeAsideId: null } : state;
    case 'openAside':
      return { ...state, activeAsideId: action.id };
    case 'toggleAside':
      return { ...state, activeAsideId: state.activeAsideId === action.id ? null : action.id };
    case 'closeAside':
      return state.activeAsideId ? { ...state, activeAsideId: null } : state;
  }
}

export interface NavigationPanel extends NavigationPanelState {
  overlay: boolean;
  /** False for a moment after a mode change, so the panel does not animate into place. */
  animations: boolean;
  open: () => void;
  close: () => void;
  toggle: () => void;
  openAside: (id: string) => void;
  toggleAside: (id: string) => void;
  closeAside: () => void;
}

/**
 * The navigation panel's state for a layout. `mode` and `opened` are what the layout wants for the
 * current screen size (e.g. over and closed below md, side and open above); they are applied
 * whenever they change, and route changes are reported to the reducer.
 */
export function useNavigationPanel({
  mode,
  opened,
}: {
  mode: NavigationMode;
  opened: boolean;
}): NavigationPanel {
  const [state, dispatch] = useReducer(navigationPanelReducer, {
    mode,
    opened,
    activeAsideId: null,
  });
  const [animations, setAnimations] = useState(true);

  const wanted = useRef({ mode, opened });
  const animationTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (wanted.current.mode === mode && wanted.current.opened === opened) return;
    const modeChanged = wanted.current.mode !== mode;
    wanted.current = { mode, opened };
    dispatch({ type: 'setMode', mode, opened });
    if (!modeChanged) return;
    setAnimations(false);
    clearTimeout(animationTimer.current);
    animationTimer.current = setTimeout(() => setAnimations(true), MODE_CHANGE_ANIMATION_MS);
  }, [mode, opened]);
  useEffect(() => () => clearTimeout(animationTimer.current), []);

  const { pathname, search, hash } = useLocation();
  const route = `${pathname}${search}${hash}`;
  const lastRoute = useRef(route);
  useEffect(() => {
    if (lastRoute.current === route) return;
    lastRoute.current = route;
    dispatch({ type: 'routeChanged' });
  }, [route]);

  const open = useCallback(() => dispatch({ type: 'open' }), []);
  const close = useCallback(() => dispatch({ type: 'close' }), []);
  const toggle = useCallback(() => dispatch({ type: 'toggle' }), []);
  const openAside = useCallback((id: string) => dispatch({ type: 'openAside', id }), []);
  const toggleAside = useCallback((id: string) => dispatch({ type: 'toggleAside', id }), []);
  const closeAside = useCallback(() => dispatch({ type: 'closeAside' }), []);

  return useMemo(
    () => ({
      ...state,
      overlay: hasOverlay(state),
      animations,
      open,
      close,
      toggle,
      openAside,
      toggleAside,
      closeAside,
    }),
    [state, animations, open, close, toggle, openAside, toggleAside, closeAside],
  );
}
