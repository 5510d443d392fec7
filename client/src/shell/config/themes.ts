import { theme as antdTheme, type ThemeConfig } from 'antd';
import { theme as baseTheme, LIGHT_SCHEME_TOKENS, legibleTagTokens } from '../../theme';
import type { ThemeName } from './shellConfig';

export type ResolvedScheme = 'light' | 'dark';

/**
 * The primary colour of each theme, per scheme: on a dark background the lighter shade keeps
 * enough contrast for links and selected menu items.
 */
export const THEME_COLORS: Record<ThemeName, Record<ResolvedScheme, string>> = {
  'theme-default': { light: '#4f46e5', dark: '#818cf8' },
  'theme-brand': { light: '#0b5d8c', dark: '#38a3dc' },
  'theme-teal': { light: '#0f766e', dark: '#2dd4bf' },
  'theme-rose': { light: '#be123c', dark: '#fb7185' },
  'theme-purple': { light: '#7e22ce', dark: '#c084fc' },
  'theme-amber': { light: '#b45309', dark: '#f59e0b' },
};

/**
 * Text on a primary background: white on the light scheme's deep shades, near-black on the dark
 * scheme's light tints (as Material's dark themes do), so buttons and selected items stay legible.
 */
const ON_PRIMARY: Record<ResolvedScheme, string> = { light: '#ffffff', dark: '#0b1120' };

/** antd's colour shades on the light scheme, from which the tags take a darker text. */
const LIGHT_PALETTE = antdTheme.getDesignToken();

/** Background of the dark navigation panels, the same in both schemes. */
export const NAVIGATION_DARK_BG = '#0f172a';

/** The antd theme for a colour theme and a scheme: the product's base tokens with its colours. */
export function buildAntdTheme(
  name: ThemeName,
  scheme: ResolvedScheme,
  { motion = true }: { motion?: boolean } = {},
): ThemeConfig {
  const primary = THEME_COLORS[name][scheme];
  const dark = scheme === 'dark';
  return {
    ...baseTheme,
    algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      ...baseTheme.token,
      ...(dark ? {} : LIGHT_SCHEME_TOKENS),
      colorPrimary: primary,
      colorLink: primary,
      colorInfo: primary,
      // Without motion menus, drawers and modals appear in place: for people who asked their
      // system for less motion, and nothing moves under a pointer mid-click.
      motion,
    },
    components: {
      ...baseTheme.components,
      Layout: {
        ...baseTheme.components?.Layout,
        headerBg: dark ? '#141414' : '#ffffff',
        siderBg: dark ? '#020617' : NAVIGATION_DARK_BG,
        bodyBg: dark ? '#000000' : '#f1f5f9',
        footerBg: 'transparent',
        headerPadding: '0 16px',
      },
      Button: { ...baseTheme.components?.Button, primaryColor: ON_PRIMARY[scheme] },
      ...(dark ? {} : { Tag: legibleTagTokens(LIGHT_PALETTE) }),
      Menu: {
        ...baseTheme.components?.Menu,
        darkItemSelectedColor: ON_PRIMARY[scheme],
        darkItemBg: 'transparent',
        darkSubMenuItemBg: 'transparent',
        darkPopupBg: dark ? '#020617' : NAVIGATION_DARK_BG,
        darkItemSelectedBg: primary,
      },
    },
  };
}
