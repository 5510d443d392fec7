import { type IncidentType, REPORT_LIMITS } from '../../../../shared/incident-report';
import type { Language } from '../i18n/i18n';
import type { DevicePosition } from '../location/position';
import type { FieldErrors, ReportInput } from './types';

/** The form as the tourist fills it: text as typed, turned into a report on sending. */
export interface Draft {
  type: IncidentType | '';
  /** A `datetime-local` value, in the device's time. */
  occurredAt: string;
  position: DevicePosition | null;
  province: string;
  district: string;
  description: string;
  items: { description: string; value: string; currency: string }[];
  account: string;
  name: string;
  nationality: string;
  document: string;
  email: string;
  phone: string;
  whatsapp: string;
}

/** An error the form shows: a key of `incidentReport.errors` and its values. */
export type DraftErrors = Record<string, { key: string; max?: number } | { text: string }>;

const pad = (value: number) => String(value).padStart(2, '0');

/** `now` as a `datetime-local` value in the device's time. */
export function localDateTime(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

/** A new report. "When" starts empty: the tourist says it (a default of now misdates a theft). */
export function emptyDraft(): Draft {
  return {
    type: '',
    occurredAt: '',
    position: null,
    province: '',
    district: '',
    description: '',
    items: [],
    account: '',
    name: '',
    nationality: '',
    document: '',
    email: '',
    phone: '',
    whatsapp: '',
  };
}

export const emptyItem = () => ({ description: '', value: '', currency: 'PEN' });

/**
 * What the form can tell before sending, by the input's paths (the server's `fields` use the
 * same): the server still decides, and what it says is shown the same way.
 */
export function checkDraft(draft: Draft): DraftErrors {
  const errors: DraftErrors = {};
  const required = (path: string, value: string, max: number) => {
    if (!value.trim()) errors[path] = { key: 'required' };
    else if (value.trim().length > max) errors[path] = { key: 'tooLong', max };
  };
  if (!draft.type) errors.type = { key: 'required' };
  if (!draft.occurredAt || Number.isNaN(new Date(draft.occurredAt).getTime())) {
    errors.occurredAt = { key: 'required' };
  }
  if (draft.province && !draft.district) errors['place.district'] = { key: 'district' };
  if (draft.description.trim().length > REPORT_LIMITS.place) {
    errors['place.description'] = { key: 'tooLong', max: REPORT_LIMITS.place };
  } else if (!draft.position && !draft.district && !draft.description.trim()) {
    errors['place.description'] = { key: 'place' };
  }
  draft.items.forEach((item, index) => {
    required(`items.${index}.description`, item.description, REPORT_LIMITS.item);
    const value = item.value.trim().replace(',', '.');
    if (value && !(Number(value) >= 0)) errors[`items.${index}.value`] = { key: 'value' };
    if (value && !/^[A-Za-z]{3}$/.test(item.currency.trim())) {
      errors[`items.${index}.currency`] = { key: 'currency' };
    }
  });
  required('account', draft.account, REPORT_LIMITS.account);
  required('reporter.name', draft.name, 120);
  required('reporter.nationality', draft.nationality, 60);
  if (draft.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.email.trim())) {
    errors['reporter.email'] = { key: 'email' };
  }
  return errors;
}

const orNull = (value: string) => value.trim() || null;

/** The report the server takes, from a checked draft. */
export function toReport(draft: Draft, deviceKey: string, language: Language): ReportInput {
  return {
    deviceKey,
    type: draft.type as IncidentType,
    occurredAt: new Date(draft.occurredAt).toISOString(),
    place: {
      position: draft.position
        ? {
            latitude: draft.position.latitude,
            longitude: draft.position.longitude,
            accuracy: draft.position.accuracy,
          }
        : null,
      province: draft.district ? draft.province : null,
      district: orNull(draft.district),
      description: orNull(draft.description),
    },
    items: draft.items.map((item) => {
      const value = item.value.trim().replace(',', '.');
      return {
        description: item.description.trim(),
        value: value ? Number(value) : null,
        currency: value ? item.currency.trim().toUpperCase() : null,
      };
    }),
    account: draft.account.trim(),
    reporter: {
      name: draft.name.trim(),
      nationality: draft.nationality.trim(),
      document: orNull(draft.document),
      email: orNull(draft.email),
      phone: orNull(draft.phone),
      whatsapp: orNull(draft.whatsapp),
    },
    language,
  };
}

/** A kept report back in the form (one the server refused, to correct and send again). */
export function toDraft(report: ReportInput): Draft {
  const position = report.place.position;
  return {
    type: report.type,
    occurredAt: localDateTime(new Date(report.occurredAt)),
    position: position ? { ...position, accuracy: position.accuracy ?? 0 } : null,
    province: report.place.province ?? '',
    district: report.place.district ?? '',
    description: report.place.description ?? '',
    items: report.items.map((item) => ({
      description: item.description,
      value: item.value === null ? '' : String(item.value),
      currency: item.currency ?? 'PEN',
    })),
    account: report.account,
    name: report.reporter.name,
    nationality: report.reporter.nationality,
    document: report.reporter.document ?? '',
    email: report.reporter.email ?? '',
    phone: report.reporter.phone ?? '',
    whatsapp: report.reporter.whatsapp ?? '',
  };
}

/** The server's errors, shown as it words them, beside the same fields. */
export function serverErrors(fields: FieldErrors): DraftErrors {
  return Object.fromEntries(Object.entries(fields).map(([path, text]) => [path, { text }]));
}
