import type {
  AgencyClassification,
  LodgingCategory,
  LodgingClass,
} from '../../../generated/graphql';
import { foldCaseAndAccents } from '../../../shared/fold-text';

/**
 * The directory's CLASE and CATEGORIA, written by people in many ways ("HOTEL", "Apart-Hotel",
 * "3 Estrellas", "***"), read as the registries' values; null when the texts say none of them.
 * Each reader takes both columns: files put a classification in either or in both ("Agencia de
 * Viajes y Turismo" + "Minorista", or "Agencia de Viajes y Turismo Minorista" in one), and the
 * first text that says one is read.
 */

type Text = string | null | undefined;

function firstOf<T>(texts: readonly Text[], read: (text: string) => T | null): T | null {
  for (const text of texts) {
    const value = text ? read(text) : null;
    if (value !== null) return value;
  }
  return null;
}

const LODGING_CLASSES: [RegExp, LodgingClass][] = [
  [/\bapart ?hotel\b/, 'APART_HOTEL'],
  [/\bhotel\b/, 'HOTEL'],
  [/\bhostal\b/, 'HOSTAL'],
  [/\balbergue\b/, 'ALBERGUE'],
  [/\beco ?lodge\b/, 'ECOLODGE'],
];

export function lodgingClassOf(...texts: Text[]): LodgingClass | null {
  return firstOf(texts, lodgingClassIn);
}

function lodgingClassIn(text: string): LodgingClass | null {
  const words = foldCaseAndAccents(text).replace(/[-_]/g, ' ');
  return LODGING_CLASSES.find(([pattern]) => pattern.test(words))?.[1] ?? null;
}

const CATEGORIES: LodgingCategory[] = [
  'SIN_CATEGORIA',
  'UNA_ESTRELLA',
  'DOS_ESTRELLAS',
  'TRES_ESTRELLAS',
  'CUATRO_ESTRELLAS',
  'CINCO_ESTRELLAS',
];
const STAR_WORDS = ['', 'una', 'dos', 'tres', 'cuatro', 'cinco'];

export function lodgingCategoryOf(...texts: Text[]): LodgingCategory | null {
  return firstOf(texts, lodgingCategoryIn);
}

function lodgingCategoryIn(text: string): LodgingCategory | null {
  const words = foldCaseAndAccents(text);
  if (/^\*{1,5}$/.test(words)) return CATEGORIES[words.length] ?? null;
  const stars = /\b([1-5])\s*estrellas?\b/.exec(words)?.[1];
  if (stars) return CATEGORIES[Number(stars)] ?? null;
  const named = STAR_WORDS.findIndex(
    (word, index) => index > 0 && words.startsWith(`${word} estrella`),
  );
  if (named > 0) return CATEGORIES[named] ?? null;
  if (/\b(sin categor|no categoriz|s\/c\b)/.test(words)) return 'SIN_CATEGORIA';
  return null;
}

/** Both columns read as one text: "Agencia de Viajes y Turismo" + "Minorista" is a minorista. */
export function agencyClassificationOf(...texts: Text[]): AgencyClassification | null {
  const words = foldCaseAndAccents(texts.filter(Boolean).join(' '));
  if (words.includes('operador')) return 'OPERADOR_TURISMO';
  if (words.includes('mayorista')) return 'MAYORISTA';
  if (words.includes('minorista')) return 'MINORISTA';
  return null;
}
