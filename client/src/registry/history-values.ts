import { formatDate, formatDateTime } from '../i18n/dates';
import type { LanguageId } from '../i18n/languages';
import type { RegistryAreaConfig, ValueContext } from './area';

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
// An instant as the API writes it (ISO 8601 with its offset): "2026-11-27T03:00:00.000Z".
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A field's name in the area's words: `<areaKey>.fields.<field>`, else the field as it is. */
export function fieldLabel(config: RegistryAreaConfig, field: string, { t }: ValueContext) {
  return t(`${config.i18nKey}.fields.${field}`, { defaultValue: field });
}

/**
 * A value of an audit entry (before or after a change) as people read it: enum values, days and
 * instants (on Cusco's clock) in the user's language, lists joined, no value said so.
 */
export function formatValue(
  config: RegistryAreaConfig,
  field: string,
  value: unknown,
  context: ValueContext,
): string {
  const { t, language } = context;
  const own = config.formatValue?.(field, value, context);
  if (own !== undefined) return own;
  if (value === null || value === undefined || value === '') return t('registry.history.noValue');
  if (Array.isArray(value)) {
    if (value.length === 0) return t('registry.history.noValue');
    return value.map((item) => formatValue(config, field, item, context)).join(', ');
  }
  const enumName = config.enumFields?.[field];
  if (enumName && typeof value === 'string') {
    return t(`enums.${enumName}.${value}`, { defaultValue: value });
  }
  if (typeof value === 'boolean') return t(value ? 'registry.values.yes' : 'registry.values.no');
  if (typeof value === 'number') return value.toLocaleString(language);
  if (typeof value === 'string') {
    if (LOCAL_DATE.test(value)) return formatDate(value, language);
    return INSTANT.test(value) ? formatDateTime(value, language) : value;
  }
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, item]) => `${key}: ${formatValue(config, `${field}.${key}`, item, context)}`)
      .join(', ');
  }
  return String(value);
}

/** An audit entry's name for its record, in `language` where it was named in several. */
export function entryLabel(
  entry: {
    recordLabel: string;
    recordLabels?: Partial<Record<LanguageId, string | null>> | null;
  },
  language: LanguageId,
): string {
  return entry.recordLabels?.[language] || entry.recordLabel;
}

/** A value of a change, named as the record it links to when the server named it. */
export function changeValue(
  config: RegistryAreaConfig,
  field: string,
  value: unknown,
  name: string | null | undefined,
  context: ValueContext,
): string {
  return name ?? formatValue(config, field, value, context);
}
