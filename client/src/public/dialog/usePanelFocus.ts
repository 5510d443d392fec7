import { type RefObject, useEffect, useRef } from 'react';

export interface PanelFocusOptions {
  open: boolean;
  panelRef: RefObject<HTMLElement | null>;
  onClose(): void;
  /** Where focus goes back when the element that opened the panel is gone (or never got focus). */
  fallbackRef: RefObject<HTMLElement | null>;
  /** A modal panel keeps Tab inside and answers Escape wherever focus is. */
  modal?: boolean;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Dialog keyboard behaviour: focus moves into the panel when it opens, Escape closes it, and
 * focus returns to whatever opened it (the floating button, or a button inside the other panel).
 */
export function usePanelFocus({ open, panelRef, onClose, fallbackRef, modal }: PanelFocusOptions) {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      const panel = panelRef.current;
      if (!panel || event.defaultPrevented) return;
      const active = document.activeElement;
      if (event.key === 'Escape') {
        const ours =
          modal || panel.contains(active) || active === document.body || active === opener;
        if (!ours) return;
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab' && modal) {
        keepTabInside(event, panel);
      }
    };
    // The modal panel listens first (capture), so one Escape closes only the panel on top.
    document.addEventListener('keydown', onKeyDown, modal);

    return () => {
      document.removeEventListener('keydown', onKeyDown, modal);
      const active = document.activeElement;
      const lost = !active || active === document.body || panelRef.current?.contains(active);
      // When the visitor clicked something else to close it, focus stays where they put it.
      if (!lost) return;
      const target = opener?.isConnected && opener !== document.body ? opener : fallbackRef.current;
      target?.focus();
    };
  }, [open, modal, panelRef, fallbackRef]);
}

function keepTabInside(event: KeyboardEvent, panel: HTMLElement) {
  const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.offsetParent !== null || element === document.activeElement,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
