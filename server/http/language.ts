import type { Request } from 'express';
import { BadRequestError } from '../errors';

export const LANGUAGES = ['es', 'en', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A `lang` query parameter: absent means Spanish; anything but es, en or tr is a 400. */
export function parseLanguage(value: unknown): Language {
  if (value === undefined || value === '') return DEFAULT_LANGUAGE;
  if (isLanguage(value)) return value;
  throw new BadRequestError('Unsupported language', { lang: `one of ${LANGUAGES.join(', ')}` });
}

/**
 * The language a request's `Accept-Language` prefers among es, en and tr (`en-US` is en), else
 * Spanish: the language of what the server writes for an API caller (messages, mail), on REST
 * and GraphQL alike. The staff client sends its own language in it.
 */
export function acceptedLanguage(req: Request): Language {
  const accepted = req.acceptsLanguages(...LANGUAGES);
  return isLanguage(accepted) ? accepted : DEFAULT_LANGUAGE;
}

/** The visitor's choice of language; the public page's script writes the same cookie on a switch. */
export const LANGUAGE_COOKIE = 'lang';

/**
 * The public page's language: `?lang=` (its switcher without scripts), else the choice kept in
 * the cookie, else the browser's languages, else Spanish. `chosenNow` says it came from
 * `?lang=`, a choice to keep in the cookie.
 */
export function requestLanguage(req: Request): { lang: Language; chosenNow: boolean } {
  const asked = req.query.lang;
  if (isLanguage(asked)) return { lang: asked, chosenNow: true };
  const kept = (req.cookies as Record<string, unknown> | undefined)?.[LANGUAGE_COOKIE];
  if (isLanguage(kept)) return { lang: kept, chosenNow: false };
  return { lang: acceptedLanguage(req), chosenNow: false };
}
