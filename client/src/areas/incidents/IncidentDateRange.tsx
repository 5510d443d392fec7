import { DatePicker } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { datePickerFormat, fromLocalDate, toLocalDate } from '../../i18n/dates';
import { useLanguage } from '../../i18n/useLanguage';

export interface IncidentDateRangeProps {
  /** YYYY-MM-DD or undefined, as the URL holds them. */
  from?: string;
  to?: string;
  onChange: (from: string | null, to: string | null) => void;
}

/** "Recibida entre": the days (Cusco's calendar) a case was received in, either end open. */
export function IncidentDateRange({ from, to, onChange }: IncidentDateRangeProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  return (
    <div className="registry-filter">
      <label htmlFor={id}>{t('incidents.fields.dates')}</label>
      <DatePicker.RangePicker
        id={{ start: id }}
        allowEmpty={[true, true]}
        format={datePickerFormat(language)}
        placeholder={[t('incidents.dates.from'), t('incidents.dates.to')]}
        value={[fromLocalDate(from), fromLocalDate(to)]}
        onChange={(days) => onChange(toLocalDate(days?.[0]), toLocalDate(days?.[1]))}
        style={{ width: '100%' }}
      />
    </div>
  );
}
