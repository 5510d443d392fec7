import type {
  AlertArea as AlertAreaView,
  AlertText as AlertTextView,
} from '../../../generated/graphql';
import type { AlertText, PublicAlert } from '../../../shared/alerts';
import { fallbacksOf, LOCALES, type PublicLanguage } from '../../../shared/locales';
import type { Context } from '../../context';
import type { AlertRecord } from './model';
import { activeAlerts } from './service';

/** An alert's texts as a list: Spanish and English first, then the others in LOCALES order. */
export function alertTexts(record: Pick<AlertRecord, 'texts'>): AlertTextView[] {
  const texts = record.texts as Partial<Record<PublicLanguage, AlertText>>;
  return LOCALES.flatMap(({ code }) => {
    const text = texts[code];
    return text ? [{ language: code, ...text }] : [];
  });
}

/** The texts in `lang`, else English, else Spanish; `language` says which it is. */
export function alertText(record: Pick<AlertRecord, 'texts'>, lang: PublicLanguage): AlertTextView {
  const texts = record.texts as Partial<Record<PublicLanguage, AlertText>>;
  for (const candidate of fallbacksOf(lang)) {
    const text = texts[candidate];
    if (text) return { language: candidate, ...text };
  }
  return { language: 'es', ...record.texts.es };
}

/** The area with every field the GraphQL type has: the lists empty and the circle null unless its kind. */
export function alertArea(area: AlertRecord['area']): AlertAreaView {
  return {
    kind: area.kind,
    provinces: area.kind === 'PROVINCES' ? [...area.provinces] : [],
    districts: area.kind === 'DISTRICTS' ? area.districts.map((place) => ({ ...place })) : [],
    circle: area.kind === 'CIRCLE' ? { ...area.circle } : null,
  };
}

/** One alert as the staff REST paths answer it: the GraphQL `Alert` type's fields. */
export function toAlert(record: AlertRecord) {
  const { createdBy: _createdBy, texts: _texts, ...rest } = record;
  return { ...rest, area: alertArea(record.area), texts: alertTexts(record) };
}

/** An active alert as the public page receives it, in `lang` or its fallback (`lang` says which). */
export function toPublicAlert(record: AlertRecord, lang: PublicLanguage): PublicAlert {
  const text = alertText(record, lang);
  return {
    id: record.id,
    category: record.category,
    severity: record.severity,
    urgency: record.urgency,
    certainty: record.certainty,
    area: record.area,
    onset: record.onset,
    expires: record.expires,
    state: record.state === 'UPDATED' ? 'UPDATED' : 'PUBLISHED',
    lang: text.language,
    headline: text.headline,
    description: text.description,
    instruction: text.instruction,
    source: record.source,
    link: record.link,
    // Only a publish, an update (or the cancel, which ends it) changes a published alert.
    updatedAt: record.updatedAt,
  };
}

/** The alerts tourists see now, in `lang`: `GET /api/public/alerts` and the page's inline data. */
export async function publicAlerts(ctx: Context, lang: PublicLanguage): Promise<PublicAlert[]> {
  return (await activeAlerts(ctx)).map((record) => toPublicAlert(record, lang));
}
