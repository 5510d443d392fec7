import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { LanguageId } from '../i18n/languages';

dayjs.extend(customParseFormat);

/** How calendar days are written and typed in each language of the product. */
export const DATE_FORMATS: Record<LanguageId, string> = {
  es: 'DD/MM/YYYY',
  en: 'MM/DD/YYYY',
  tr: 'DD.MM.YYYY',
};

const LOCAL_DATE = 'YYYY-MM-DD';

/** A DatePicker's value as the API's LocalDate (YYYY-MM-DD), or null. */
export function toLocalDate(value: Dayjs | null | undefined): string | null {
  return value?.isValid() ? value.format(LOCAL_DATE) : null;
}

/** An API LocalDate as a DatePicker's value (a calendar day, no time zone shift), or null. */
export function fromLocalDate(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const day = dayjs(value, LOCAL_DATE, true);
  return day.isValid() ? day : null;
}

/** An API LocalDate as people of `language` write it ("31/03/2027"). */
export function formatLocalDate(value: string | null | undefined, language: LanguageId): string {
  return fromLocalDate(value)?.format(DATE_FORMATS[language]) ?? '';
}
