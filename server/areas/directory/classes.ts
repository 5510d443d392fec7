import type {
  AgencyClassification,
  LodgingCategory,
  LodgingClass,
} from '../../../generated/graphql';
import { foldCaseAndAccents } from '../../../shared/fold-text';

/**
 * The directory's CLASE and CATEGORIA, written by people in many ways ("HOTEL", "Apart-Hotel",
 * "3 Estrellas", "***"), read as the registries' values; null when a text says none of them.
 */

const LODGING_CLASSES: [RegExp, LodgingClass][] = [
  [/\bapart ?hotel\b/, 'APART_HOTEL'],
  [/\bhotel\b/, 'HOTEL'],
  [/\bhostal\b/, 'HOSTAL'],
  [/\balbergue\b/, 'ALBERGUE'],
  [/\beco ?lodge\b/, 'ECOLODGE'],
];

export function lodgingClassOf(text: string | null): LodgingClass | null {
  if (!text) return null;
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

export function lodgingCategoryOf(text: string | null): LodgingCategory | null {
  if (!text) return null;
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

export function agencyClassificationOf(text: string | null): AgencyClassification | null {
  if (!text) return null;
  const words = foldCaseAndAccents(text);
  if (words.includes('operador')) return 'OPERADOR_TURISMO';
  if (words.includes('mayorista')) return 'MAYORISTA';
  if (words.includes('minorista')) return 'MINORISTA';
  return null;
}
