import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ShellConfigProvider,
  useShellConfig,
} from '../../../client/src/shell/config/ShellConfigProvider';
import {
  DEFAULT_SHELL_CONFIG,
  readShellConfig,
  SHELL_CONFIG_STORAGE_KEY,
} from '../../../client/src/shell/config/shellConfig';
import { buildAntdTheme, THEME_COLORS } from '../../../client/src/shell/config/themes';
import { stubMatchMedia } from '../../support/match-media';
import { initShellI18n } from '../../support/staff-i18n';

await initShellI18n();

let config: ReturnType<typeof useShellConfig>;
function Probe() {
  config = useShellConfig();
  return <output aria-label="esquema">{config.scheme}</output>;
}

const renderProvider = () =>
  render(
    <ShellConfigProvider>
      <Probe />
    </ShellConfigProvider>,
  );

beforeEach(() => localStorage.clear());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.className = '';
});

describe('shell configuration', () => {
  it('starts with layout compact, scheme light and theme-rose', () => {
    stubMatchMedia();
    renderProvider();
    expect(config.config).toEqual({ layout: 'compact', scheme: 'light', theme: 'theme-rose' });
    expect(document.body.classList.contains('light')).toBe(true);
    expect(document.body.classList.contains('theme-rose')).toBe(true);
  });

  it('saves the theme, scheme and layout and finds them again on the next visit', () => {
    stubMatchMedia();
    renderProvider();
    act(() => {
      config.setTheme('theme-teal');
      config.setScheme('dark');
      config.setLayout('thin');
    });
    expect(JSON.parse(localStorage.getItem(SHELL_CONFIG_STORAGE_KEY) ?? '{}')).toEqual({
      layout: 'thin',
      scheme: 'dark',
      theme: 'theme-teal',
    });
    expect(document.body.classList.contains('theme-teal')).toBe(true);
    expect(document.body.classList.contains('theme-rose')).toBe(false);

    cleanup();
    renderProvider();
    expect(config.config).toEqual({ layout: 'thin', scheme: 'dark', theme: 'theme-teal' });
    expect(config.antdTheme.token?.colorPrimary).toBe(THEME_COLORS['theme-teal'].dark);
  });

  it('ignores a saved value it does not know, keeping the others', () => {
    localStorage.setItem(
      SHELL_CONFIG_STORAGE_KEY,
      JSON.stringify({ layout: 'sideways', scheme: 'dark', theme: 'theme-neon' }),
    );
    expect(readShellConfig()).toEqual({ ...DEFAULT_SHELL_CONFIG, scheme: 'dark' });
    localStorage.setItem(SHELL_CONFIG_STORAGE_KEY, '{not json');
    expect(readShellConfig()).toEqual(DEFAULT_SHELL_CONFIG);
  });

  it('drops an empty layout saved before it stopped being a choice, keeping the rest', () => {
    localStorage.setItem(
      SHELL_CONFIG_STORAGE_KEY,
      JSON.stringify({ layout: 'empty', scheme: 'dark', theme: 'theme-teal' }),
    );
    expect(readShellConfig()).toEqual({ layout: 'compact', scheme: 'dark', theme: 'theme-teal' });
  });

  it('in auto follows the system scheme, live', () => {
    const media = stubMatchMedia({ dark: false });
    renderProvider();
    act(() => config.setScheme('auto'));
    expect(screen.getByRole('status', { name: 'esquema' }).textContent).toBe('light');

    media.setDark(true);
    expect(screen.getByRole('status', { name: 'esquema' }).textContent).toBe('dark');
    expect(document.body.classList.contains('dark')).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');

    media.setDark(false);
    expect(document.body.classList.contains('light')).toBe(true);
    expect(document.body.classList.contains('dark')).toBe(false);
  });

  it('turns antd motion off while the system asks for reduced motion, live', () => {
    const media = stubMatchMedia({ reducedMotion: true });
    renderProvider();
    expect(config.antdTheme.token?.motion).toBe(false);
    media.setReducedMotion(false);
    expect(config.antdTheme.token?.motion).toBe(true);
  });

  it('ignores the system scheme when one is chosen', () => {
    const media = stubMatchMedia({ dark: true });
    renderProvider();
    expect(config.scheme).toBe('light');
    media.setDark(false);
    act(() => config.setScheme('dark'));
    expect(config.scheme).toBe('dark');
  });

  it('gives antd the dark algorithm for the dark scheme and each theme its colour', () => {
    const light = buildAntdTheme('theme-amber', 'light');
    const dark = buildAntdTheme('theme-amber', 'dark');
    expect(light.token?.colorPrimary).toBe(THEME_COLORS['theme-amber'].light);
    expect(dark.algorithm).not.toBe(light.algorithm);
    expect(new Set(Object.values(THEME_COLORS).map((colors) => colors.light)).size).toBe(6);
  });
});
