/** Spec §9 breakpoints, in CSS pixels (min-width of each range). */
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1440 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** Width of the vertical navigation for each appearance (spec §9). */
export const NAVIGATION_WIDTH = { default: 280, compact: 112, dense: 80, thin: 80 } as const;

/** Header heights: 64 px, 80 px in the layouts with a taller header. */
export const HEADER_HEIGHT = { regular: 64, tall: 80 } as const;

/** Minimum height of a menu item, taller when it has a subtitle. */
export const MENU_ITEM_HEIGHT = { regular: 48, withSubtitle: 56 } as const;

/** Spec §9: the overlay fades in 300 ms; animations come back 500 ms after a mode change. */
export const OVERLAY_FADE_MS = 300;
export const MODE_CHANGE_ANIMATION_MS = 500;

export const minWidth = (breakpoint: Breakpoint) => `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
