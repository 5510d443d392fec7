import type { ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import trTR from 'antd/locale/tr_TR';
import type { LanguageId } from '../i18n/languages';

/** The default "rose" theme of the product, as antd design tokens. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#be123c',
    colorLink: '#be123c',
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerHeight: 64, siderBg: '#0f172a', headerBg: '#ffffff' },
    Menu: { itemHeight: 48 },
  },
};

/**
 * antd's default error red and grey secondary text fall short of WCAG AA contrast on white; on
 * the dark scheme antd's own shades already pass, and these would not.
 */
export const LIGHT_SCHEME_TOKENS: ThemeConfig['token'] = {
  colorError: '#c8102e',
  colorTextSecondary: '#4b5d6d',
  colorTextDescription: '#4b5d6d',
  // Placeholders (1.83:1 at antd's default) and the background of avatar initials: 4.8:1.
  colorTextPlaceholder: '#6b7280',
};

/** antd's tag colours (`<Tag color="green">`). */
const TAG_COLORS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

/**
 * A coloured tag writes its text in shade 7 of its colour on shade 1: about 3.3:1 for green,
 * orange or cyan, 2.8:1 for gold. Shade 9 keeps the colour and reads at 5:1 or more; on the dark
 * scheme antd's own shades already pass. A status tag (`color="warning"`, `"success"`,
 * `"processing"`) writes in the status colour itself (1.9:1 for warning): shade 9 of its hue too.
 */
export function legibleTagTokens(
  palette: Readonly<Record<`${(typeof TAG_COLORS)[number]}9`, string>>,
): Record<string, string> {
  return {
    ...Object.fromEntries(TAG_COLORS.map((color) => [`${color}7`, palette[`${color}9`]])),
    colorWarning: palette.gold9,
    colorSuccess: palette.green9,
    colorInfo: palette.blue9,
  };
}

export const ANTD_LOCALES = { es: esES, en: enUS, tr: trTR } satisfies Record<LanguageId, unknown>;
