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

/** The visitor's choice of language; the public page's script writes the same cookie on a switch. */
export const LANGUAGE_COOKIE = 'lang';

/**
 * The language a request asks for: `?lang=` (the public page's switcher without scripts), else
 * the choice kept in the cookie, else the browser's languages (`Accept-Language`), else Spanish.
 * `chosenNow` says it came from `?lang=`, a choice to keep in the cookie.
 */
export function requestLanguage(req: Request): { lang: Language; chosenNow: boolean } {
  const asked = req.query.lang;
  if (isLanguage(asked)) return { lang: asked, chosenNow: true };
  const kept = (req.cookies as Record<string, unknown> | undefined)?.[LANGUAGE_COOKIE];
  if (isLanguage(kept)) return { lang: kept, chosenNow: false };
  const accepted = req.acceptsLanguages(...LANGUAGES);
  return { lang: isLanguage(accepted) ? accepted : DEFAULT_LANGUAGE, chosenNow: false };
}
