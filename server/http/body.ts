import type { Request } from 'express';
import { BadRequestError, type FieldErrors } from '../errors';

type Fields<R extends string, O extends string> = { [K in R]: string } & { [K in O]?: string };

/**
 * The string fields of a JSON body: each required one present and a string, each optional one
 * absent, null or a string. 400 naming every wrong field otherwise (the service then checks
 * lengths and formats), so a number, an object or a missing body is never a 500.
 */
export function bodyStrings<R extends string, O extends string = never>(
  req: Request,
  required: readonly R[],
  optional: readonly O[] = [],
): Fields<R, O> {
  const body: unknown = req.body ?? {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequestError('The body must be a JSON object');
  }
  const values = body as Record<string, unknown>;
  const fields: FieldErrors = {};
  const result: Record<string, string> = {};
  for (const key of [...required, ...optional]) {
    const value = values[key];
    if (typeof value === 'string') result[key] = value;
    else if (value === undefined || value === null) {
      if ((required as readonly string[]).includes(key)) fields[key] = 'Required';
    } else fields[key] = 'Must be a string';
  }
  if (Object.keys(fields).length > 0) throw new BadRequestError('Invalid input', fields);
  return result as Fields<R, O>;
}

/**
 * One field of a JSON body, unchecked (undefined when the body is not an object): for services
 * that take `unknown` input, so that they check the caller's access before the input.
 */
export function bodyField(req: Request, key: string): unknown {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  return Object.hasOwn(body, key) ? (body as Record<string, unknown>)[key] : undefined;
}

/** A field of an object found in a body (e.g. the `id` inside `{ list: {...} }`), else undefined. */
export function nestedField(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}
