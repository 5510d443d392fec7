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
};

export const ANTD_LOCALES = { es: esES, en: enUS, tr: trTR } satisfies Record<LanguageId, unknown>;
