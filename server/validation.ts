import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { BadRequestError, type FieldErrors } from './errors';

/**
 * Checks a service's input against its schema: the parsed value, or a 400 BAD_REQUEST naming
 * each field and what is wrong with it (never echoing the value, which may be a password).
 * `root` names the input itself when it is missing or not an object (REST bodies name it, e.g.
 * `shortcut` in `{ shortcut: {...} }`).
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  root = 'input',
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || root;
    fields[key] ??= issue.message;
  }
  throw new BadRequestError('Invalid input', fields);
}

/**
 * Like `parseInput`, with every problem named under `name` (`cards.1.title` rather than
 * `1.title`): for a list or value that a body carries under that key.
 */
export function parseNamed<S extends z.ZodType>(
  schema: S,
  input: unknown,
  name: string,
): z.output<S> {
  const parsed = parseInput(z.object({ [name]: schema }), { [name]: input }, name);
  return parsed[name] as z.output<S>;
}

/** The message of a value of the wrong type: missing, null, or something else. */
export function typeError(expected: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined
      ? 'Required'
      : issue.input === null
        ? 'Cannot be null'
        : `Must be ${expected}`;
}

/**
 * An object schema whose absence (or a list, a string...) is reported as a field problem. Made
 * `.strict()`, a key it does not know is named ("Unknown field x"): the object's error map also
 * answers for its unknown keys, which must never read "Must be an object".
 */
export function inputObject<T extends z.ZodRawShape>(shape: T) {
  const wrongType = typeError('an object');
  return z.object(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? unknownFields(issue.keys) : wrongType(issue),
  });
}

function unknownFields(keys: readonly string[]): string {
  return `${keys.length === 1 ? 'Unknown field' : 'Unknown fields'} ${keys.join(', ')}`;
}

/** An update as `heldObject` parses it: what to change, and the read-only fields sent back. */
export interface HeldChange<C> {
  change: C;
  /** Read-only fields the client sent (with `assertKept`, they must match the record). */
  sentBack: Record<string, unknown>;
}

/**
 * The object of an update as a client holds it: the template's clients send a label or tag back
 * whole (`{ id, title, slug, color }`) with the fields they changed. `shape` holds what may
 * change; `readOnly` names the record's other fields (id, a derived slug, timestamps), accepted
 * and set apart in `sentBack` for `assertKept`; any other key is refused by name.
 */
export function heldObject<T extends z.ZodRawShape>(shape: T, readOnly: readonly string[]) {
  const echoed = Object.fromEntries(readOnly.map((key) => [key, z.unknown().optional()]));
  return inputObject(shape)
    .extend(echoed)
    .strict()
    .transform((value): HeldChange<z.output<z.ZodObject<T>>> => {
      const change: Record<string, unknown> = {};
      const sentBack: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) {
        if (!readOnly.includes(key)) change[key] = item;
        else if (item !== undefined) sentBack[key] = item;
      }
      return { change: change as z.output<z.ZodObject<T>>, sentBack };
    });
}

/**
 * Refuses read-only fields sent back with another value than the record's (`before`) or than
 * what the change makes it (`after`: a slug derived from the new title, as a client following
 * the template's rule computes it): 400 naming each under `root`. A different value is refused
 * rather than ignored: the client believes it changes something (or names another record), and
 * silently keeping the old value would hide that.
 */
export function assertKept(
  sentBack: Record<string, unknown>,
  before: object,
  after: object,
  root: string,
): void {
  const fields: FieldErrors = {};
  for (const [key, value] of Object.entries(sentBack)) {
    const kept = [before, after].some((record) =>
      isDeepStrictEqual((record as Record<string, unknown>)[key] ?? null, value ?? null),
    );
    if (!kept) fields[`${root}.${key}`] = 'Read-only: cannot be changed';
  }
  if (Object.keys(fields).length > 0) throw new BadRequestError('Invalid input', fields);
}

/** An id given by a client: a non-empty string of sane length (an unknown one is NOT_FOUND). */
export const idSchema = z
  .string({ error: typeError('a string') })
  .min(1, 'Required')
  .max(200, 'At most 200 characters');

/** A required text, trimmed, 1 to `max` characters. */
export function requiredText(max: number) {
  return z
    .string({ error: typeError('a string') })
    .trim()
    .min(1, 'Required')
    .max(max, `At most ${max} characters`);
}

/**
 * An optional text, trimmed: absent stays absent (not given), null or empty becomes null (no
 * value; on an update, the value is cleared).
 */
export function optionalText(max: number) {
  return z
    .string({ error: typeError('a string') })
    .trim()
    .max(max, `At most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));
}

export const MAX_LINK_LENGTH = 2048;

/**
 * An icon name as the shell's icon sets write them, `namespace:name` (e.g.
 * `heroicons_outline:map`).
 */
export const iconName = z
  .string({ error: typeError('a string') })
  .trim()
  .min(1, 'Required')
  .max(100, 'At most 100 characters')
  .regex(/^[a-z0-9_-]+:[a-z0-9_-]+$/i, 'An icon name such as heroicons_outline:map');

/** A link before its kind is known: no spaces, control characters or backslashes. */
export const linkText = z
  .string({ error: typeError('a string') })
  .trim()
  .min(1, 'Required')
  .max(MAX_LINK_LENGTH, `At most ${MAX_LINK_LENGTH} characters`)
  .refine(isCleanLink, 'No spaces, control characters or backslashes');

/** No spaces, control characters or backslashes: they have no place in a link. */
export function isCleanLink(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || char === '\\' || /\s/u.test(char)) {
      return false;
    }
  }
  return true;
}

/**
 * What is wrong with a link of the toolbar (shortcut, message, notification), or null. With
 * `useRouter` it is a path inside the application (`/admin/...`; `//host` would leave it);
 * otherwise an http(s) URL. Nothing else, so a `javascript:` or `data:` link can never be stored.
 */
export function linkProblem(link: string, useRouter: boolean): string | null {
  if (useRouter) return isAppPath(link) ? null : 'An in-app path starting with /';
  return isHttpUrl(link) ? null : 'An http(s) URL';
}

export function isAppPath(value: string): boolean {
  return /^\/(?![/\\])/.test(value);
}

export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** At most this many characters of an inline image (a data URL): about 75 KB of picture. */
export const MAX_DATA_URL_LENGTH = 100 * 1024;
const DATA_IMAGE = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * An image address: an http(s) URL, a path on this site, or (with `dataUrl`) an inline PNG,
 * JPEG or WebP data URL. Never `javascript:` or an SVG data URL, which can carry script.
 */
export function imageUrl({ dataUrl = false } = {}) {
  const max = dataUrl ? MAX_DATA_URL_LENGTH : MAX_LINK_LENGTH;
  return z
    .string({ error: typeError('a string') })
    .trim()
    .max(max, `At most ${max} characters`)
    .refine(
      (value) =>
        value === '' ||
        (value.length <= MAX_LINK_LENGTH &&
          isCleanLink(value) &&
          (isHttpUrl(value) || isAppPath(value))) ||
        (dataUrl && DATA_IMAGE.test(value)),
      dataUrl
        ? 'An http(s) URL, a path on this site, or a PNG, JPEG or WebP data URL'
        : 'An http(s) URL or a path on this site',
    )
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));
}

/** An instant: an ISO 8601 string with a time zone (REST) or a Date (the GraphQL scalar). */
export const dateTime = z
  .union([
    z.date({ error: typeError('a date') }),
    z.iso.datetime({ offset: true, error: 'An ISO 8601 date and time with a time zone' }),
  ])
  .transform((value, context) => {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) {
      context.addIssue({ code: 'custom', message: 'An ISO 8601 date and time with a time zone' });
      return z.NEVER;
    }
    return date.toISOString();
  });
