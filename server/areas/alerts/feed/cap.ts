import type { AlertArea, AlertCategory, AlertText } from '../../../../shared/alerts';
import { CUSCO_BOUNDS, DISTRICTS_BY_PROVINCE, isProvince } from '../../../../shared/cusco';
import { PUBLIC_LANGUAGES, type PublicLanguage } from '../../../../shared/locales';
import type { AlertRecord } from '../model';
import type { FeedSource } from './source';
import { type FeedWords, feedWords, fill } from './words';
import { element, xmlText } from './xml';

export const CAP_NAMESPACE = 'urn:oasis:names:tc:emergency:cap:1.2';
export const CAP_TYPE = 'application/cap+xml; charset=utf-8';

/** Cusco's offset from UTC all year: Peru keeps no daylight saving time. */
const CUSCO_OFFSET_HOURS = -5;

/**
 * An instant in CAP's form, in Cusco's time: `2026-11-29T10:00:00-05:00`. CAP's schema refuses
 * "Z" and fractions of a second; the offset tells a relay the local hour tourists see.
 */
export function capTime(iso: string): string {
  const local = new Date(Date.parse(iso) + CUSCO_OFFSET_HOURS * 3_600_000);
  return `${local.toISOString().slice(0, 19)}-0${-CUSCO_OFFSET_HOURS}:00`;
}

/** CAP's categories of ours: a strike or blockade is a public-safety matter that cuts transport. */
const CAP_CATEGORIES: Record<AlertCategory, readonly string[]> = {
  STRIKE_BLOCKADE: ['Safety', 'Transport'],
  RAILWAY: ['Transport'],
  ROAD: ['Transport'],
  WEATHER: ['Met'],
  EARTHQUAKE: ['Geo'],
  HEALTH: ['Health'],
  SECURITY: ['Security'],
  OTHER: ['Other'],
};

export function capCategories(category: AlertCategory): readonly string[] {
  return CAP_CATEGORIES[category];
}

/** CAP spells its values with a capital first: IMMEDIATE is "Immediate". */
const capWord = (value: string) => value.charAt(0) + value.slice(1).toLowerCase();

/**
 * The `language` of each `info`, in RFC 3066 tags. Spanish is `es-PE`: staff in Cusco write it,
 * with Peru's words and places, and a relay choosing a voice or a spelling checker should know.
 * The other texts are translations for visitors from anywhere, written for no one country: the
 * language alone (`zh-Hans` is a tag RFC 3066's registry holds).
 */
const capLanguage = (lang: PublicLanguage) => (lang === 'es' ? 'es-PE' : lang);

/** Spanish and English first, then the page's other languages in its order. */
export function writtenLanguages(alert: AlertRecord): PublicLanguage[] {
  const order: PublicLanguage[] = [
    'es',
    'en',
    ...PUBLIC_LANGUAGES.filter((l) => l !== 'es' && l !== 'en'),
  ];
  return order.filter((lang) => alert.texts[lang] !== undefined);
}

/** CAP's `msgType`: the first publication alerts, later versions update, the cancel cancels. */
export function capMessageType(alert: AlertRecord): 'Alert' | 'Update' | 'Cancel' {
  if (alert.state === 'CANCELLED') return 'Cancel';
  return alert.version <= 1 ? 'Alert' : 'Update';
}

/**
 * When this version was sent: the first publication, the cancel, or the latest update. The
 * record keeps no time per version, so earlier versions' times are not known here.
 */
export function capSent(alert: AlertRecord): string {
  if (alert.state === 'CANCELLED' && alert.cancelledAt) return alert.cancelledAt;
  if (alert.version <= 1 && alert.publishedAt) return alert.publishedAt;
  return alert.updatedAt;
}

/** An identifier without spaces, commas, `<` or `&`, as CAP requires of `sender` and `identifier`. */
const capToken = (value: string) => value.replace(/[^\w.:-]/g, '-');

/** The identifier of one version of an alert: stable, and new with each update or the cancel. */
export function capIdentifier(
  alert: Pick<AlertRecord, 'id'>,
  version: number,
  source: FeedSource,
): string {
  return capToken(`${source.sender}-alert-${alert.id}-${version}`);
}

/**
 * CAP's `references` of an update or a cancel: the first message (`sender,identifier,sent`),
 * whose time is the publication's. The versions between are not named: their send times are
 * not kept, and a reference with a made-up time would point at no message.
 */
function capReferences(alert: AlertRecord, source: FeedSource): string | null {
  if (alert.version <= 1 && alert.state !== 'CANCELLED') return null;
  if (!alert.publishedAt) return null;
  return [
    capToken(source.sender),
    capIdentifier(alert, 1, source),
    capTime(alert.publishedAt),
  ].join(',');
}

/**
 * INEI's UBIGEO codes, from the order `shared/cusco.ts` lists provinces and districts in (INEI's
 * own): Cusco is department 08, a province `08pp`, a district `08ppdd`.
 */
export function ubigeoOf(province: string, district?: string): string | null {
  if (!isProvince(province)) return null;
  const provinces = Object.keys(DISTRICTS_BY_PROVINCE);
  const code = `08${String(provinces.indexOf(province) + 1).padStart(2, '0')}`;
  if (district === undefined) return code;
  const index = (DISTRICTS_BY_PROVINCE[province] as readonly string[]).indexOf(district);
  return index < 0 ? null : `${code}${String(index + 1).padStart(2, '0')}`;
}

/**
 * The region as a closed polygon: its bounding box (shared/cusco.ts), corners as "lat,lon",
 * the first repeated last. A box, not the border: it holds the whole region and some of its
 * neighbours, which `areaDesc` and the geocodes narrow down.
 */
export const REGION_POLYGON = (() => {
  const { south, north, west, east } = CUSCO_BOUNDS;
  return [
    [south, west],
    [north, west],
    [north, east],
    [south, east],
    [south, west],
  ]
    .map(([lat, lon]) => `${lat},${lon}`)
    .join(' ');
})();

function areaDescription(area: AlertArea, words: FeedWords): string {
  switch (area.kind) {
    case 'REGION':
      return words.region;
    case 'PROVINCES':
      return fill(words.provinces, { places: area.provinces.join(', ') });
    case 'DISTRICTS':
      return fill(words.districts, {
        places: area.districts.map((d) => `${d.district} (${d.province})`).join(', '),
      });
    case 'CIRCLE':
      return fill(words.circle, {
        radius: String(area.circle.radiusKm),
        latitude: String(area.circle.latitude),
        longitude: String(area.circle.longitude),
      });
  }
}

function geocodes(area: AlertArea): string[] {
  const codes =
    area.kind === 'PROVINCES'
      ? area.provinces.map((province) => ubigeoOf(province))
      : area.kind === 'DISTRICTS'
        ? area.districts.map((d) => ubigeoOf(d.province, d.district))
        : [];
  return [...new Set(codes.filter((code): code is string => code !== null))];
}

function capArea(area: AlertArea, words: FeedWords): string {
  const shape =
    area.kind === 'CIRCLE'
      ? element(
          'circle',
          `${area.circle.latitude},${area.circle.longitude} ${area.circle.radiusKm}`,
        )
      : element('polygon', REGION_POLYGON);
  const codes = geocodes(area).map(
    (code) => `<geocode>${element('valueName', 'UBIGEO')}${element('value', code)}</geocode>`,
  );
  return `<area>${element('areaDesc', areaDescription(area, words))}${shape}${codes.join('')}</area>`;
}

function capInfo(
  alert: AlertRecord,
  lang: PublicLanguage,
  text: AlertText,
  source: FeedSource,
): string {
  const words = feedWords(lang);
  const parts = [
    element('language', capLanguage(lang)),
    ...capCategories(alert.category).map((category) => element('category', category)),
    element('event', words.event[alert.category]),
    element('urgency', capWord(alert.urgency)),
    element('severity', capWord(alert.severity)),
    element('certainty', capWord(alert.certainty)),
    element('onset', capTime(alert.onset)),
    element('expires', capTime(alert.expires)),
    element(
      'senderName',
      fill(words.according, { publisher: source.senderName, source: alert.source }),
    ),
    element('headline', text.headline),
    element('description', text.description),
    element('instruction', text.instruction),
    element('web', alert.link ?? `${source.siteUrl}/`),
    capArea(alert.area, words),
  ];
  return `<info>${parts.join('')}</info>`;
}

/** The alert's current version as a CAP 1.2 message: one `info` per language it is written in. */
export function capMessage(alert: AlertRecord, source: FeedSource): string {
  const references = capReferences(alert, source);
  const note = alert.state === 'CANCELLED' && alert.cancelReason ? alert.cancelReason : null;
  const parts = [
    element('identifier', capIdentifier(alert, alert.version, source)),
    element('sender', capToken(source.sender)),
    element('sent', capTime(capSent(alert))),
    element('status', 'Actual'),
    element('msgType', capMessageType(alert)),
    element('scope', 'Public'),
    note === null ? '' : element('note', note),
    references === null ? '' : element('references', references),
    ...writtenLanguages(alert).map((lang) =>
      capInfo(alert, lang, alert.texts[lang] as AlertText, source),
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<alert xmlns="${xmlText(CAP_NAMESPACE)}">${parts.join('')}</alert>\n`;
}
