import { useState } from 'react';
import { districtsOf, PROVINCES } from '../../../../shared/cusco';
import { REPORT_LIMITS } from '../../../../shared/incident-report';
import { useI18n } from '../i18n/useI18n';
import { readPosition } from '../location/position';
import type { Draft, DraftErrors } from './draft';
import { Field } from './Field';
import { NAMESPACE } from './texts';

export interface PlaceFieldsProps {
  draft: Draft;
  errors: DraftErrors;
  onChange(change: Partial<Draft>): void;
}

/** Where it happened: the device's position (with its accuracy), a district, words. */
export function PlaceFields({ draft, errors, onChange }: PlaceFieldsProps) {
  const { t } = useI18n();
  const w = (key: string, values?: Record<string, unknown>) => t(key, { ns: NAMESPACE, ...values });
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle');

  const locate = async () => {
    setLocating('busy');
    const outcome = await readPosition();
    if (outcome.kind === 'position') {
      onChange({ position: outcome.position });
      setLocating('idle');
    } else setLocating('failed');
  };

  return (
    <fieldset className="report-group">
      <legend>{w('form.where')}</legend>
      <p className="report-hint">{w('form.whereHint')}</p>
      <div className="report-position" aria-live="polite">
        {draft.position ? (
          <>
            <p>{w('form.positionSaved', { metres: Math.round(draft.position.accuracy) })}</p>
            <button
              type="button"
              className="report-secondary"
              onClick={() => onChange({ position: null })}
            >
              {w('form.positionRemove')}
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className="report-secondary"
              onClick={locate}
              disabled={locating === 'busy'}
            >
              {locating === 'busy' ? w('form.locating') : w('form.usePosition')}
            </button>
            {locating === 'failed' && <p className="report-error">{w('form.positionFailed')}</p>}
          </>
        )}
      </div>
      <Field label={w('form.province')} error={errors['place.province']}>
        {(control) => (
          <select
            {...control}
            value={draft.province}
            onChange={(event) => onChange({ province: event.currentTarget.value, district: '' })}
          >
            <option value="">{w('form.choose')}</option>
            {PROVINCES.map((province) => (
              <option key={province} value={province}>
                {province}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={w('form.district')} error={errors['place.district']}>
        {(control) => (
          <select
            {...control}
            value={draft.district}
            disabled={!draft.province}
            onChange={(event) => onChange({ district: event.currentTarget.value })}
          >
            <option value="">{w('form.choose')}</option>
            {districtsOf(draft.province).map((district) => (
              <option key={district} value={district}>
                {district}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={w('form.placeWords')}
        hint={w('form.placeHint')}
        error={errors['place.description']}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={REPORT_LIMITS.place}
            value={draft.description}
            onInput={(event) => onChange({ description: event.currentTarget.value })}
          />
        )}
      </Field>
    </fieldset>
  );
}
