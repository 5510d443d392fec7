import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Whether this browser has the Popover API (Chrome 114, Safari 17, Firefox 125 and later). */
export function popoverSupported(): boolean {
  return typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;
}

export interface PopoverState {
  /** False in the server's HTML and while hydrating: the markup then works without scripts. */
  scripted: boolean;
  /** Scripts run and the browser has the Popover API: the element is shown with showPopover(). */
  native: boolean;
}

/**
 * A panel that opens from the server's HTML alone (a `popover` element and `popovertarget`
 * buttons) and that scripts take over once they run. Then React state decides, and the browser's
 * own changes (a tap outside, Escape) are reported back through `onChange`. Where the browser
 * lacks the API, scripts show and hide the panel with `hidden` instead.
 */
export function usePopover(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onChange: (open: boolean) => void,
): PopoverState {
  const [scripted, setScripted] = useState(false);
  const native = scripted && popoverSupported();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // Before the first painted frame of the scripted page: a panel the visitor opened while the
  // scripts were still loading stays open (the state adopts it in the same update).
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && popoverSupported() && element.matches(':popover-open')) {
      onChangeRef.current(true);
    }
    setScripted(true);
  }, [ref]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !native) return;
    const shown = element.matches(':popover-open');
    if (open && !shown) element.showPopover();
    else if (!open && shown) element.hidePopover();
  }, [ref, open, native]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !native) return;
    const onToggle = (event: Event) => {
      onChangeRef.current((event as ToggleEvent).newState === 'open');
    };
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, [ref, native]);

  return { scripted, native };
}
