import { REPORT_LIMITS } from '../../../../shared/incident-report';
import { useI18n } from '../i18n/useI18n';
import { type Draft, type DraftErrors, emptyItem } from './draft';
import { Field } from './Field';
import { NAMESPACE } from './texts';

export interface ItemFieldsProps {
  items: Draft['items'];
  errors: DraftErrors;
  onChange(items: Draft['items']): void;
}

/** What was lost or taken: each item with an approximate value and its currency. */
export function ItemFields({ items, errors, onChange }: ItemFieldsProps) {
  const { t } = useI18n();
  const w = (key: string, values?: Record<string, unknown>) => t(key, { ns: NAMESPACE, ...values });
  const change = (index: number, patch: Partial<Draft['items'][number]>) =>
    onChange(items.map((item, at) => (at === index ? { ...item, ...patch } : item)));

  return (
    <fieldset className="report-group">
      <legend>{w('form.items')}</legend>
      {items.map((item, index) => {
        const number = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity but their place.
          <fieldset className="report-item" key={index}>
            <legend>{w('form.itemNumber', { number })}</legend>
            <Field label={w('form.itemDescription')} error={errors[`items.${index}.description`]}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  maxLength={REPORT_LIMITS.item}
                  value={item.description}
                  onInput={(event) => change(index, { description: event.currentTarget.value })}
                />
              )}
            </Field>
            <div className="report-row">
              <Field label={w('form.itemValue')} error={errors[`items.${index}.value`]}>
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    inputMode="decimal"
                    value={item.value}
                    onInput={(event) => change(index, { value: event.currentTarget.value })}
                  />
                )}
              </Field>
              <Field label={w('form.itemCurrency')} error={errors[`items.${index}.currency`]}>
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    list="report-currencies"
                    maxLength={3}
                    autoCapitalize="characters"
                    value={item.currency}
                    onInput={(event) => change(index, { currency: event.currentTarget.value })}
                  />
                )}
              </Field>
            </div>
            <button
              type="button"
              className="report-link"
              onClick={() => onChange(items.filter((_, at) => at !== index))}
            >
              {w('form.removeItem', { number })}
            </button>
          </fieldset>
        );
      })}
      <datalist id="report-currencies">
        {['PEN', 'USD', 'EUR', 'GBP', 'TRY', 'CAD', 'AUD', 'BRL', 'ARS', 'CLP'].map((code) => (
          <option key={code} value={code} />
        ))}
      </datalist>
      {items.length < REPORT_LIMITS.items && (
        <button
          type="button"
          className="report-secondary"
          onClick={() => onChange([...items, emptyItem()])}
        >
          {w('form.addItem')}
        </button>
      )}
    </fieldset>
  );
}
