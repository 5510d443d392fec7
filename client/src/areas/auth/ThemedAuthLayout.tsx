import { ConfigProvider, type ThemeConfig, theme } from 'antd';
import type { ComponentProps } from 'react';
import { LIGHT_SCHEME_TOKENS } from '../../theme';
import { AuthLayout } from './AuthLayout';

/**
 * Light whatever the shell's scheme, as the layout around it (auth.css), in the service's own
 * blue (the public page's), so that links never read as errors.
 */
const AUTH_THEME: ThemeConfig = {
  algorithm: theme.defaultAlgorithm,
  token: { ...LIGHT_SCHEME_TOKENS, colorPrimary: '#0b4a6f', colorLink: '#0b4a6f' },
};

/** The sign-in family's layout for the pages built with antd's forms and results. */
export function ThemedAuthLayout(props: ComponentProps<typeof AuthLayout>) {
  return (
    <ConfigProvider theme={AUTH_THEME}>
      <AuthLayout {...props} />
    </ConfigProvider>
  );
}
