import type { TFunction } from 'i18next';
import type { RegistryArea } from '../../../generated/client';
import type { LanguageId } from '../i18n/languages';

/**
 * One registry as the kit sees it. Its names on each layer: the permission area and REST path
 * (`travel-agencies`), the `RegistryArea` of the audit trail (`travel_agencies`) and the key of
 * its texts (`travelAgencies`: `<i18nKey>.title`, `.fields.<graphqlField>`, `.conflict.<field>`,
 * `.empty`, `.none`, `.searchPlaceholder`, `.createTitle`, `.editTitle`).
 */
export interface RegistryAreaConfig {
  area: string;
  historyArea: RegistryArea;
  i18nKey: string;
  /** The order the history lists a record's fields in (others follow, as the server sent them). */
  fieldOrder?: readonly string[];
  /** Fields whose values are enum values: field → enum name (texts `enums.<Enum>.<VALUE>`). */
  enumFields?: Readonly<Record<string, string>>;
  /**
   * A field's value as text where the default does not do (e.g. language codes as names);
   * undefined: the default.
   */
  formatValue?: (field: string, value: unknown, context: ValueContext) => string | undefined;
}

export interface ValueContext {
  t: TFunction;
  language: LanguageId;
}

/** The options of a Select of enum values, labelled `enums.<Enum>.<VALUE>`. */
export function enumOptions<Value extends string>(
  t: TFunction,
  enumName: string,
  values: readonly Value[],
): { value: Value; label: string }[] {
  return values.map((value) => ({ value, label: t(`enums.${enumName}.${value as string}`) }));
}
