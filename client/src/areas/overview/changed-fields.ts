import type { TFunction } from 'i18next';
import type { RegistryArea } from '../../../../generated/client';
import type { LanguageId } from '../../i18n/languages';

/** How many changed fields an entry names before it says "and N more". */
const NAMED = 3;

/** The key of a registry's texts: the audit trail's name in camel case (`travelAgencies`). */
const textsOf = (area: RegistryArea) => area.replace(/_(\w)/g, (_, letter) => letter.toUpperCase());

/**
 * The fields an update changed, as people read them in `language` ("Teléfono y Correo"), at
 * most NAMED and then how many more; null when a field has no name in the dictionaries (the
 * entry then says only how many fields changed).
 */
export function changedFieldNames(
  area: RegistryArea,
  fields: readonly string[],
  t: TFunction,
  exists: (key: string) => boolean,
  language: LanguageId,
): string | null {
  const keys = fields.map((field) => `${textsOf(area)}.fields.${field}`);
  if (keys.length === 0 || !keys.every(exists)) return null;
  const named = keys.slice(0, keys.length > NAMED + 1 ? NAMED : keys.length).map((key) => t(key));
  const rest = keys.length - named.length;
  const words = rest > 0 ? [...named, t('overview.changes.moreFields', { count: rest })] : named;
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(words);
}
