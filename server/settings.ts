import type { z } from 'zod';

/**
 * What each area reads from the environment, by area name. An area adds its own by declaration
 * merging (as store/types.ts's Collections), so `ctx.settings.<area>` is typed without this file
 * knowing any area.
 */
// biome-ignore lint/suspicious/noEmptyInterface: the areas merge their settings into it
export interface Settings {}

/** How an area reads its settings: its variables, checked with the configuration's own. */
export interface SettingsDeclaration {
  readonly name: keyof Settings;
  readonly env: z.ZodRawShape;
  /** The settings from the checked variables; what is wrong is pushed to `problems`. */
  read(values: Record<string, unknown>, problems: string[]): unknown;
}

/** Declares an area's settings, typing `read`'s values by the variables' schemas. */
export function declareSettings<K extends keyof Settings, Shape extends z.ZodRawShape>(
  name: K,
  env: Shape,
  read: (values: z.infer<z.ZodObject<Shape>>, problems: string[]) => Settings[K],
): SettingsDeclaration {
  return { name, env, read: read as SettingsDeclaration['read'] };
}
