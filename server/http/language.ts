import type { Request } from 'express';
import {
  HOME_LANGUAGE,
  isPublicLanguage,
  isStaffLanguage,
  negotiatePublicLanguage,
  PUBLIC_LANGUAGES,
  type PublicLanguage,
  STAFF_LANGUAGES,
  type StaffLanguage,
} from '../../shared/locales';
import { BadRequestError } from '../errors';

export { PUBLIC_LANGUAGES, type PublicLanguage };

/** The languages the server writes staff texts in (messages, mail, exports). */
export const LANGUAGES = STAFF_LANGUAGES;
export type Language = StaffLanguage;
export const DEFAULT_LANGUAGE: Language = HOME_LANGUAGE;

export const isLanguage = isStaffLanguage;

/** A staff `lang` query parameter: absent means Spanish; anything but es, en or tr is a 400. */
export function parseLanguage(value: unknown): Language {
  return parseOneOf(LANGUAGES, isStaffLanguage, value);
}

/** A tourists' `lang` query parameter: absent means Spanish; one of the page's ten, else a 400. */
export function parsePublicLanguage(value: unknown): PublicLanguage {
  return parseOneOf(PUBLIC_LANGUAGES, isPublicLanguage, value);
}

function parseOneOf<L extends string>(
  languages: readonly L[],
  isOne: (value: unknown) => value is L,
  value: unknown,
): L | typeof HOME_LANGUAGE {
  if (value === undefined || value === '') return HOME_LANGUAGE;
  if (isOne(value)) return value;
  throw new BadRequestError('Unsupported language', { lang: `one of ${languages.join(', ')}` });
}

/**
 * The language a request's `Accept-Language` prefers among es, en and tr (`en-US` is en), else
 * Spanish: the language of what the server writes for a staff caller (messages, mail), on REST
 * and GraphQL alike. The staff client sends its own language in it.
 */
export function acceptedLanguage(req: Request): Language {
  const accepted = req.acceptsLanguages(...LANGUAGES);
  return isStaffLanguage(accepted) ? accepted : DEFAULT_LANGUAGE;
}

/** The visitor's choice of language; the public page's script writes the same cookie on a switch. */
export const LANGUAGE_COOKIE = 'lang';

/**
 * The public page's language: `?lang=` (its picker without scripts), else the choice kept in
 * the cookie, else the best of the browser's languages (English for any other foreign one),
 * else Spanish. `chosenNow` says it came from `?lang=`, a choice to keep in the cookie.
 */
export function requestLanguage(req: Request): { lang: PublicLanguage; chosenNow: boolean } {
  const asked = req.query.lang;
  if (isPublicLanguage(asked)) return { lang: asked, chosenNow: true };
  const kept = (req.cookies as Record<string, unknown> | undefined)?.[LANGUAGE_COOKIE];
  if (isPublicLanguage(kept)) return { lang: kept, chosenNow: false };
  return { lang: negotiatePublicLanguage(req.get('accept-language')), chosenNow: false };
}
