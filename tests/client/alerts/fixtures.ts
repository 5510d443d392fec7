import {
  type AlertRowFragment,
  AlertsListDocument,
  type AlertsListQueryVariables,
} from '../../../generated/client';
import { listMocks } from '../../support/list-mocks';

type Row = AlertRowFragment & { __typename: 'Alert' };

const text = (language: 'es' | 'en' | 'ja', headline: string, instruction: string) => ({
  __typename: 'AlertText' as const,
  language,
  headline,
  description: `${headline}.`,
  instruction,
});

/** A published railway alert for Urubamba, written in Spanish and English. */
export const railCut: Row = {
  __typename: 'Alert',
  id: 'alert-1',
  state: 'PUBLISHED',
  category: 'RAILWAY',
  severity: 'SEVERE',
  urgency: 'IMMEDIATE',
  certainty: 'OBSERVED',
  area: {
    __typename: 'AlertArea',
    kind: 'PROVINCES',
    provinces: ['Urubamba'],
    districts: [],
    circle: null,
  } as Row['area'],
  // 08:00 on 20 November to 18:00 on 23 November, Cusco time.
  onset: '2026-11-20T13:00:00.000Z',
  expires: '2026-11-23T23:00:00.000Z',
  texts: [
    text('es', 'Tren a Machu Picchu suspendido', 'No viaje a Ollantaytambo hoy.'),
    text('en', 'Train to Machu Picchu suspended', 'Do not travel to Ollantaytambo today.'),
  ],
  source: 'PeruRail',
  link: 'https://www.perurail.com',
  version: 1,
  publishedAt: '2026-11-20T13:05:00.000Z',
  cancelledAt: null,
  cancelReason: null,
  updatedAt: '2026-11-20T14:30:00.000Z',
};

/** A draft about a strike in the whole region. */
export const strikeDraft: Row = {
  ...railCut,
  id: 'alert-2',
  state: 'DRAFT',
  category: 'STRIKE_BLOCKADE',
  severity: 'MODERATE',
  urgency: 'EXPECTED',
  certainty: 'LIKELY',
  area: { ...railCut.area, kind: 'REGION', provinces: [] },
  texts: [
    text('es', 'Paro regional el jueves', 'Evite viajar por carretera.'),
    text('en', 'Regional strike on Thursday', 'Avoid road travel.'),
  ],
  source: 'PNP – Policía de Turismo',
  link: null,
  version: 0,
  publishedAt: null,
};

/** The list's input as the page first sends it: the active alerts and the drafts. */
export const DEFAULT_INPUT: AlertsListQueryVariables['input'] = {
  page: 1,
  size: 10,
  states: ['DRAFT', 'PUBLISHED', 'UPDATED'],
};

export const listed = listMocks<AlertsListQueryVariables['input'], AlertRowFragment>({
  query: AlertsListDocument,
  field: 'alerts',
  typename: 'AlertPage',
  maxUsageCount: 5,
});
