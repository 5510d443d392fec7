import type { z } from 'zod';

/**
 * A row's values as the registry's own field rules take them (the rules its forms and API
 * apply: a phone, an http(s) address, lengths, codes), written as those rules write them. A
 * value they refuse is left out, as an empty column is: it never reaches a record, and a record
 * keeps what it holds.
 */
export function byFieldRules(
  rules: z.ZodObject,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const taken: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    const rule = rules.shape[field];
    if (!rule) {
      taken[field] = value;
      continue;
    }
    const read = rule.safeParse(value);
    if (read.success && read.data !== null && read.data !== undefined) taken[field] = read.data;
  }
  return taken;
}
