import type { PublicAlert } from '../../shared/alerts';
import type { PublicLanguage } from '../../shared/locales';

/**
 * Alerts as the public page receives them, most severe first (the server's order): a strike in
 * every province, the railway to Machu Picchu cut, rain in Canchis. Written in Spanish and
 * English only, as staff write most of them; `inLanguage` picks the texts a page in `lang` gets.
 */
const WRITTEN = [
  {
    id: 'strike',
    category: 'STRIKE_BLOCKADE',
    severity: 'EXTREME',
    area: { kind: 'REGION' },
    updatedAt: '2026-11-28T13:05:00.000Z',
    expires: '2026-11-30T05:00:00.000Z',
    source: 'PNP – Policía de Turismo',
    link: 'https://www.gob.pe/pnp',
    es: {
      headline: 'Paro regional: vías bloqueadas',
      description: 'Paro de 48 horas con bloqueos en las salidas de la ciudad.',
      instruction: 'No viaje por carretera; quédese en su alojamiento.',
    },
    en: {
      headline: 'Regional strike: roads blocked',
      description: 'A 48-hour strike with blockades on the roads out of the city.',
      instruction: 'Do not travel by road; stay at your lodging.',
    },
  },
  {
    id: 'railway',
    category: 'RAILWAY',
    severity: 'SEVERE',
    area: { kind: 'PROVINCES', provinces: ['Urubamba'] },
    updatedAt: '2026-11-28T14:40:00.000Z',
    expires: '2026-11-29T17:00:00.000Z',
    source: 'PeruRail',
    link: null,
    es: {
      headline: 'Trenes a Machu Picchu suspendidos',
      description: 'Un derrumbe cortó la vía férrea cerca del km 104.',
      instruction: 'Consulte a su operador antes de ir a la estación.',
    },
    en: {
      headline: 'Trains to Machu Picchu suspended',
      description: 'A landslide cut the railway near km 104.',
      instruction: 'Ask your operator before going to the station.',
    },
  },
  {
    id: 'rain',
    category: 'WEATHER',
    severity: 'MINOR',
    area: { kind: 'PROVINCES', provinces: ['Canchis'] },
    updatedAt: '2026-11-27T20:00:00.000Z',
    expires: '2026-11-29T12:00:00.000Z',
    source: 'SENAMHI',
    link: null,
    es: {
      headline: 'Lluvias fuertes en Canchis',
      description: 'Lluvias de moderada a fuerte intensidad.',
      instruction: 'Lleve ropa impermeable.',
    },
    en: {
      headline: 'Heavy rain in Canchis',
      description: 'Moderate to heavy rain.',
      instruction: 'Bring rain gear.',
    },
  },
] as const;

/** The alerts as `GET /api/public/alerts?lang=…` gives them to a page in `lang`. */
export function publicAlertsIn(lang: PublicLanguage): PublicAlert[] {
  const textLang = lang === 'es' ? 'es' : 'en';
  return WRITTEN.map(({ es, en, area, ...alert }) => ({
    ...alert,
    area: structuredClone(area) as PublicAlert['area'],
    urgency: 'EXPECTED',
    certainty: 'OBSERVED',
    onset: '2026-11-27T12:00:00.000Z',
    state: 'PUBLISHED',
    lang: textLang,
    ...(textLang === 'es' ? es : en),
  }));
}

/** Before the first alert expires: the rain, at 07:00 in Cusco on 29 November. */
export const BEFORE_EXPIRY = Date.parse('2026-11-29T11:00:00.000Z');
/** When the rain alert expires. */
export const RAIN_EXPIRES = Date.parse('2026-11-29T12:00:00.000Z');
