/** The eleven layouts of the staff shell (spec §2 Layouts). */
export const LAYOUTS = [
  'empty',
  'centered',
  'enterprise',
  'material',
  'modern',
  'classic',
  'classy',
  'compact',
  'dense',
  'futuristic',
  'thin',
] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/**
 * The layouts a person may choose and keep. Empty has no menu, toolbar, settings or sign-out:
 * kept as a choice it would leave nobody a way back, so only a page (its route) asks for it.
 */
export const CHOOSABLE_LAYOUTS = LAYOUTS.filter(
  (name): name is Exclude<LayoutName, 'empty'> => name !== 'empty',
);
export type ChoosableLayout = (typeof CHOOSABLE_LAYOUTS)[number];

/** `auto` follows the system's `prefers-color-scheme`. */
export const SCHEMES = ['auto', 'dark', 'light'] as const;
export type Scheme = (typeof SCHEMES)[number];

/** The colour themes (spec §9); each becomes antd design tokens in themes.ts. */
export const THEMES = [
  'theme-default',
  'theme-brand',
  'theme-teal',
  'theme-rose',
  'theme-purple',
  'theme-amber',
] as const;
export type ThemeName = (typeof THEMES)[number];

export interface ShellConfig {
  layout: ChoosableLayout;
  scheme: Scheme;
  theme: ThemeName;
}

/** Spec §9: layout compact, scheme light, theme theme-rose. */
export const DEFAULT_SHELL_CONFIG: ShellConfig = {
  layout: 'compact',
  scheme: 'light',
  theme: 'theme-rose',
};

export const SHELL_CONFIG_STORAGE_KEY = 'shell.config';

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const isLayoutName = isOneOf(LAYOUTS);
export const isChoosableLayout = isOneOf(CHOOSABLE_LAYOUTS);
export const isScheme = isOneOf(SCHEMES);
export const isThemeName = isOneOf(THEMES);

/**
 * The saved choice, field by field: a value that is missing or no longer known (an old build, a
 * hand-edited storage) falls back to its default instead of discarding the rest.
 */
export function readShellConfig(storage: Storage | undefined = globalThis.localStorage) {
  let saved: Partial<Record<keyof ShellConfig, unknown>> = {};
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SHELL_CONFIG_STORAGE_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') saved = parsed;
  } catch {
    // Unreadable JSON: start from the defaults.
  }
  return {
    // An `empty` saved before it stopped being a choice falls back too, giving the menu back.
    layout: isChoosableLayout(saved.layout) ? saved.layout : DEFAULT_SHELL_CONFIG.layout,
    scheme: isScheme(saved.scheme) ? saved.scheme : DEFAULT_SHELL_CONFIG.scheme,
    theme: isThemeName(saved.theme) ? saved.theme : DEFAULT_SHELL_CONFIG.theme,
  } satisfies ShellConfig;
}

export function writeShellConfig(
  config: ShellConfig,
  storage: Storage | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(SHELL_CONFIG_STORAGE_KEY, JSON.stringify(config));
  } catch {
    // Private browsing or a full storage: the choice lasts for this visit only.
  }
}
