import type { FeedSource } from '../../../../../server/areas/alerts/feed/source';
import type { AlertRecord } from '../../../../../server/areas/alerts/model';
import { ALERT_LIMITS, type AlertText, type AlertTexts } from '../../../../../shared/alerts';
import { PUBLIC_LANGUAGES, type PublicLanguage } from '../../../../../shared/locales';

export const SOURCE: FeedSource = {
  sender: 'alertas.turismo.cusco.pe',
  senderName: 'Turismo Seguro Cusco (DIRCETUR / PNP)',
  siteUrl: 'https://alertas.turismo.cusco.pe',
};

/** The Spanish and English texts of a railway cut. */
export const RAIL_TEXTS: AlertTexts = {
  es: {
    headline: 'Tren a Machu Picchu suspendido entre Ollantaytambo y Aguas Calientes',
    description: 'PeruRail suspende sus trenes por un derrumbe en el km 88.',
    instruction: 'No viaje a la estación; consulte a su agencia.',
  },
  en: {
    headline: 'Train to Machu Picchu suspended between Ollantaytambo and Aguas Calientes',
    description: 'PeruRail has suspended its trains after a landslide at km 88.',
    instruction: 'Do not travel to the station; ask your agency.',
  },
};

/** A published railway alert (version 1) for two districts, with `changes` applied. */
export function alertRecord(changes: Partial<AlertRecord> = {}): AlertRecord {
  return {
    id: 'a1b2c3',
    state: 'PUBLISHED',
    category: 'RAILWAY',
    severity: 'SEVERE',
    urgency: 'IMMEDIATE',
    certainty: 'OBSERVED',
    area: {
      kind: 'DISTRICTS',
      districts: [
        { province: 'Urubamba', district: 'Ollantaytambo' },
        { province: 'Urubamba', district: 'Machupicchu' },
      ],
    },
    onset: '2026-11-29T13:00:00.000Z',
    expires: '2026-11-30T23:00:00.000Z',
    texts: RAIL_TEXTS,
    source: 'PeruRail',
    link: 'https://www.perurail.com/avisos?tren=31&fecha=2026-11-29',
    version: 1,
    publishedAt: '2026-11-29T13:05:30.250Z',
    cancelledAt: null,
    cancelReason: null,
    createdBy: 'user-1',
    createdAt: '2026-11-29T12:50:00.000Z',
    updatedAt: '2026-11-29T13:05:30.250Z',
    ...changes,
  };
}

/** `unit` repeated to `length` UTF-16 units (a surrogate pair counts two). */
const filled = (unit: string, length: number) => unit.repeat(Math.floor(length / unit.length));

/** One language's texts at the limits of ALERT_LIMITS, made of `unit`. */
export function textAtLimits(unit: string): AlertText {
  return {
    headline: filled(unit, ALERT_LIMITS.headline),
    description: filled(unit, ALERT_LIMITS.description),
    instruction: filled(unit, ALERT_LIMITS.instruction),
  };
}

/** Texts in all ten languages, each at the limits. */
export function textsAtLimits(unit: string): AlertTexts {
  return Object.fromEntries(
    PUBLIC_LANGUAGES.map((lang: PublicLanguage) => [lang, textAtLimits(unit)]),
  ) as AlertTexts;
}
