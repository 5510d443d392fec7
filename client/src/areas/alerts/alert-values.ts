import dayjs, { type Dayjs } from 'dayjs';
import type {
  AlertAreaKind,
  AlertCategory,
  AlertCertainty,
  AlertInput,
  AlertRowFragment,
  AlertSeverity,
  AlertUrgency,
  Language,
} from '../../../../generated/client';
import { ALERT_LIMITS, type AlertText } from '../../../../shared/alerts';
import { cuscoDateTime, cuscoInstant, DAY_MS } from '../../../../shared/dates';
import {
  isPublicLanguage,
  PUBLIC_LANGUAGES,
  type PublicLanguage,
  REQUIRED_LANGUAGES,
} from '../../../../shared/locales';

/** The form's values as antd holds them: times as dayjs on Cusco's wall clock. */
export interface AlertFormValues {
  category: AlertCategory;
  severity: AlertSeverity;
  urgency: AlertUrgency;
  certainty: AlertCertainty;
  areaKind: AlertAreaKind;
  provinces: string[];
  districts: { province?: string; district?: string }[];
  latitude?: number | null;
  longitude?: number | null;
  radiusKm?: number | null;
  onset: Dayjs | null;
  expires: Dayjs | null;
  /** The languages written besides Spanish and English, in the order they were added. */
  extraLanguages: PublicLanguage[];
  texts: Partial<Record<PublicLanguage, Partial<AlertText>>>;
  source: string;
  link?: string | null;
}

const WALL_CLOCK = 'YYYY-MM-DD HH:mm';

/**
 * An instant as a date picker's value: a dayjs whose own fields read Cusco's clock, whatever
 * zone the device is in (the picker shows those fields as they are).
 */
export function toWallClock(iso: string): Dayjs {
  return dayjs(cuscoDateTime(new Date(iso)), WALL_CLOCK);
}

/** A picker's value, read as Cusco's clock, as the instant it names (ISO 8601, UTC). */
export function fromWallClock(value: Dayjs): string {
  return cuscoInstant(value.format('YYYY-MM-DD'), value.format('HH:mm'));
}

/** GraphQL spells zh-Hans zh_Hans: its names allow no hyphen. */
export const toGraphQLLanguage = (lang: PublicLanguage) =>
  (lang === 'zh-Hans' ? 'zh_Hans' : lang) as Language;
export const fromGraphQLLanguage = (lang: Language): PublicLanguage | null => {
  const code = lang === 'zh_Hans' ? 'zh-Hans' : lang;
  return isPublicLanguage(code) ? code : null;
};

/** The languages a form writes in: Spanish and English, then those added. */
export const writtenLanguages = (values: Pick<AlertFormValues, 'extraLanguages'>) => [
  ...REQUIRED_LANGUAGES,
  ...(values.extraLanguages ?? []).filter((lang) => !isRequired(lang)),
];

export const isRequired = (lang: PublicLanguage) =>
  (REQUIRED_LANGUAGES as readonly string[]).includes(lang);

/** The public languages not yet written, in the page's order. */
export const addableLanguages = (values: Pick<AlertFormValues, 'extraLanguages'>) =>
  PUBLIC_LANGUAGES.filter((lang) => !writtenLanguages(values).includes(lang));

/** A new alert: nothing chosen but the whole region, no times yet. */
export const NEW_ALERT: Partial<AlertFormValues> = {
  areaKind: 'REGION',
  provinces: [],
  districts: [{}],
  onset: null,
  expires: null,
  extraLanguages: [],
  texts: {},
  source: '',
  link: '',
};

/** A listed alert as the form's starting values. */
export function formValuesOf(alert: AlertRowFragment): AlertFormValues {
  const texts: AlertFormValues['texts'] = {};
  const extraLanguages: PublicLanguage[] = [];
  for (const text of alert.texts) {
    const lang = fromGraphQLLanguage(text.language);
    if (!lang) continue;
    texts[lang] = {
      headline: text.headline,
      description: text.description,
      instruction: text.instruction,
    };
    if (!isRequired(lang)) extraLanguages.push(lang);
  }
  const circle = alert.area.circle;
  return {
    category: alert.category,
    severity: alert.severity,
    urgency: alert.urgency,
    certainty: alert.certainty,
    areaKind: alert.area.kind,
    provinces: [...alert.area.provinces],
    districts:
      alert.area.districts.length > 0
        ? alert.area.districts.map(({ province, district }) => ({ province, district }))
        : [{}],
    latitude: circle?.latitude ?? null,
    longitude: circle?.longitude ?? null,
    radiusKm: circle?.radiusKm ?? null,
    onset: toWallClock(alert.onset),
    expires: toWallClock(alert.expires),
    extraLanguages,
    texts,
    source: alert.source,
    link: alert.link ?? '',
  };
}

const trimmed = (value: string | null | undefined) => value?.trim() ?? '';

function areaInputOf(values: AlertFormValues): AlertInput['area'] {
  switch (values.areaKind) {
    case 'PROVINCES':
      return { kind: 'PROVINCES', provinces: values.provinces };
    case 'DISTRICTS':
      return {
        kind: 'DISTRICTS',
        districts: values.districts.map((row) => ({
          province: row.province ?? '',
          district: row.district ?? '',
        })),
      };
    case 'CIRCLE':
      return {
        kind: 'CIRCLE',
        circle: {
          latitude: values.latitude ?? Number.NaN,
          longitude: values.longitude ?? Number.NaN,
          radiusKm: values.radiusKm ?? Number.NaN,
        },
      };
    default:
      return { kind: 'REGION' };
  }
}

/** The form's values as the API's input: trimmed texts, Spanish and English first. */
export function alertInputOf(values: AlertFormValues): AlertInput {
  const link = trimmed(values.link);
  return {
    category: values.category,
    severity: values.severity,
    urgency: values.urgency,
    certainty: values.certainty,
    area: areaInputOf(values),
    onset: values.onset ? fromWallClock(values.onset) : '',
    expires: values.expires ? fromWallClock(values.expires) : '',
    texts: writtenLanguages(values).map((lang) => {
      const text = values.texts?.[lang] ?? {};
      return {
        language: toGraphQLLanguage(lang),
        headline: trimmed(text.headline),
        description: trimmed(text.description),
        instruction: trimmed(text.instruction),
      };
    }),
    source: trimmed(values.source),
    link: link === '' ? null : link,
  };
}

/**
 * The latest expiry the server accepts: 14 days after the onset, or after now for an alert that
 * has begun (a renewal).
 */
export function latestExpiry(onset: string, now: Date): string {
  const from = Math.max(Date.parse(onset), now.getTime());
  return new Date(from + ALERT_LIMITS.daysAhead * DAY_MS).toISOString();
}

/** The problem of an expiry, as the form says it (an i18n key), or null. */
export function expiryProblem(
  onset: string | null,
  expires: string,
  now: Date,
): 'alerts.validation.expiryBeforeOnset' | 'alerts.validation.expiryTooLate' | null {
  if (!onset) return null;
  if (Date.parse(expires) <= Date.parse(onset)) return 'alerts.validation.expiryBeforeOnset';
  if (Date.parse(expires) > Date.parse(latestExpiry(onset, now))) {
    return 'alerts.validation.expiryTooLate';
  }
  return null;
}

/** A link the server accepts: an https address. */
export const isHttpsLink = (value: string) => /^https:\/\/[^\s/]+\S*$/i.test(value.trim());

/**
 * A server field key (`texts.1.headline`, `area.circle.latitude`, `area.provinces.3`) as the
 * form's field, given the languages in the order they were sent.
 */
export function formFieldOf(key: string, sent: readonly PublicLanguage[]): string {
  const parts = key.split('.');
  if (parts[0] === 'texts' && parts[1] !== undefined) {
    const lang = /^\d+$/.test(parts[1]) ? sent[Number(parts[1])] : parts[1];
    if (lang && parts[2]) return ['texts', lang, parts[2]].join('.');
  }
  if (parts[0] === 'area') {
    if (parts[1] === 'circle' && parts[2]) return parts[2];
    if (parts[1] === 'provinces') return 'provinces';
    if (parts[1] === 'districts') return parts.slice(1).join('.');
    return 'areaKind';
  }
  return key;
}
