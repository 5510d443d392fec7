import { readFileSync } from 'node:fs';
import type es from '../../client/public/i18n/public/es.json';
import { PUBLIC_LANGUAGES, type PublicLanguage } from '../../shared/locales';

/** A language's dictionary for the tourists' page; every language has the Spanish one's keys. */
export type Dictionary = typeof es;

/** The tourists' page's words in every language it offers, for finding what a person reads. */
export const DICTIONARIES = Object.fromEntries(
  PUBLIC_LANGUAGES.map((lang) => [
    lang,
    JSON.parse(readFileSync(`client/public/i18n/public/${lang}.json`, 'utf8')) as Dictionary,
  ]),
) as Record<PublicLanguage, Dictionary>;

/** The assistant's topics as seeded, per language: what a visitor reads before any edit. */
export const SEEDED_TOPICS = Object.fromEntries(
  PUBLIC_LANGUAGES.map((lang) => [
    lang,
    JSON.parse(readFileSync(`server/areas/assistant/seed-texts/${lang}.json`, 'utf8')) as Record<
      string,
      { label: string; answer: string }
    >,
  ]),
) as Record<PublicLanguage, Record<'FALLBACK', { label: string; answer: string }>>;
