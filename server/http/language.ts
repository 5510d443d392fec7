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
 * Spanish: the language of the messages written for people, on REST and GraphQL alike.
 */
export function acceptedLanguage(req: Request): Language {
  const accepted = req.acceptsLanguages(...LANGUAGES);
  return isLanguage(accepted) ? accepted : DEFAULT_LANGUAGE;
}
