import type { ThemeConfig } from 'antd';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import {
  type ChoosableLayout,
  readShellConfig,
  type Scheme,
  type ShellConfig,
  THEMES,
  type ThemeName,
  writeShellConfig,
} from './shellConfig';
import { buildAntdTheme, type ResolvedScheme } from './themes';
import { useMediaQuery } from './useMediaQuery';

export interface ShellConfigValue {
  /** What the person chose (saved in localStorage). */
  config: ShellConfig;
  /** The scheme in effect: `auto` resolved against `prefers-color-scheme`, live. */
  scheme: ResolvedScheme;
  /** The antd theme for the chosen colours and the scheme in effect. */
  antdTheme: ThemeConfig;
  setLayout: (layout: ChoosableLayout) => void;
  setScheme: (scheme: Scheme) => void;
  setTheme: (theme: ThemeName) => void;
}

const ShellConfigContext = createContext<ShellConfigValue | null>(null);

/**
 * Holds the shell's layout, scheme and theme, saves them, gives antd its theme and puts the
 * classes on the page (`light`/`dark` and the theme's class on <body>, spec §2).
 */
export function ShellConfigProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<ShellConfig>(() => readShellConfig());
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const scheme: ResolvedScheme =
    config.scheme === 'auto' ? (systemDark ? 'dark' : 'light') : config.scheme;

  useEffect(() => writeShellConfig(config), [config]);

  useEffect(() => {
    const { body, documentElement } = document;
    body.classList.remove('light', 'dark', ...THEMES);
    body.classList.add(scheme, config.theme);
    documentElement.style.colorScheme = scheme;
  }, [scheme, config.theme]);

  const value = useMemo<ShellConfigValue>(
    () => ({
      config,
      scheme,
      antdTheme: buildAntdTheme(config.theme, scheme, { motion: !reducedMotion }),
      setLayout: (layout) => setConfig((current) => ({ ...current, layout })),
      setScheme: (next) => setConfig((current) => ({ ...current, scheme: next })),
      setTheme: (theme) => setConfig((current) => ({ ...current, theme })),
    }),
    [config, scheme, reducedMotion],
  );
  return <ShellConfigContext.Provider value={value}>{children}</ShellConfigContext.Provider>;
}

/** The shell configuration; only inside a ShellConfigProvider. */
export function useShellConfig(): ShellConfigValue {
  const value = useContext(ShellConfigContext);
  if (!value) throw new Error('useShellConfig needs a <ShellConfigProvider> above it');
  return value;
}
