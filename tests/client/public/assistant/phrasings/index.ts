import type { PublicLanguage } from '../../../../../shared/locales';
import { phrasings as de } from './de';
import { phrasings as en } from './en';
import { phrasings as es } from './es';
import { phrasings as fr } from './fr';
import { phrasings as it } from './it';
import { phrasings as ja } from './ja';
import { phrasings as ko } from './ko';
import { phrasings as pt } from './pt';
import { phrasings as tr } from './tr';
import type { Phrasings } from './types';
import { phrasings as zhHans } from './zh-Hans';

/** How visitors write, per language the page offers (test data). */
export const PHRASINGS: Record<PublicLanguage, Phrasings> = {
  es,
  en,
  pt,
  fr,
  de,
  it,
  ja,
  ko,
  'zh-Hans': zhHans,
  tr,
};
