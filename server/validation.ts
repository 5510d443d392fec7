import type { z } from 'zod';
import { BadRequestError, type FieldErrors } from './errors';

/**
 * Checks a service's input against its schema: the parsed value, or a 400 BAD_REQUEST naming
 * each field and what is wrong with it (never echoing the value, which may be a password).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'input';
    fields[key] ??= issue.message;
  }
  throw new BadRequestError('Invalid input', fields);
}
