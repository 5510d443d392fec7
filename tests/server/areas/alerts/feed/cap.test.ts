import { describe, expect, it } from 'vitest';
import {
  capMessage,
  capTime,
  REGION_POLYGON,
  ubigeoOf,
} from '../../../../../server/areas/alerts/feed/cap';
import { feedSourceOf } from '../../../../../server/areas/alerts/feed/source';
import type { AlertRecord } from '../../../../../server/areas/alerts/model';
import { CUSCO_BOUNDS, DISTRICTS_BY_PROVINCE } from '../../../../../shared/cusco';
import { PUBLIC_LANGUAGES } from '../../../../../shared/locales';
import { alertRecord, RAIL_TEXTS, SOURCE, textsAtLimits } from './factory';
import { capErrors } from './validate';

/** The text of every `<name>` element of `xml`, in order. */
const all = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);
const one = (xml: string, name: string) => all(xml, name)[0];

const FIRST_ID = 'alertas.turismo.cusco.pe-alert-a1b2c3-1';

/** Every state an alert's message is served in, each with another kind of area. */
const STATES = {
  'published (version 1), districts': alertRecord(),
  'updated (version 2), provinces': alertRecord({
    state: 'UPDATED',
    version: 2,
    area: { kind: 'PROVINCES', provinces: ['Urubamba', 'La Convención'] },
    updatedAt: '2026-11-29T15:00:00.000Z',
  }),
  'cancelled (version 3), the region': alertRecord({
    state: 'CANCELLED',
    version: 3,
    area: { kind: 'REGION' },
    cancelledAt: '2026-11-29T18:00:00.000Z',
    cancelReason: 'PeruRail reanudó el servicio',
    updatedAt: '2026-11-29T18:00:00.000Z',
  }),
  'expired, a circle': alertRecord({
    state: 'EXPIRED',
    area: { kind: 'CIRCLE', circle: { latitude: -13.1631, longitude: -72.545, radiusKm: 12.5 } },
    link: null,
  }),
  'in ten languages at the limits, with markup and control characters': alertRecord({
    state: 'UPDATED',
    version: 5,
    texts: textsAtLimits('<&"\'\u0001é'),
    source: 'SENAMHI & <PNP>',
    updatedAt: '2026-11-30T01:02:03.999Z',
  }),
} satisfies Record<string, AlertRecord>;

describe('the CAP 1.2 message of an alert', () => {
  it.each(Object.entries(STATES))('is valid against OASIS CAP 1.2 when %s', async (_, alert) => {
    expect(await capErrors(capMessage(alert, SOURCE))).toEqual([]);
  });

  it('is refused by the schema when it breaks it: the validation is real', async () => {
    const broken = capMessage(alertRecord(), SOURCE).replace('<status>Actual', '<status>Real');
    expect(await capErrors(broken)).toHaveLength(1);
  });

  it('says who sends it, when, and that it is a first alert, to the public', () => {
    const xml = capMessage(alertRecord(), SOURCE);
    expect(one(xml, 'identifier')).toBe(FIRST_ID);
    expect(one(xml, 'sender')).toBe('alertas.turismo.cusco.pe');
    // The publication's time, in Cusco's time, without fractions or "Z".
    expect(one(xml, 'sent')).toBe('2026-11-29T08:05:30-05:00');
    expect(one(xml, 'status')).toBe('Actual');
    expect(one(xml, 'msgType')).toBe('Alert');
    expect(one(xml, 'scope')).toBe('Public');
    expect(xml).not.toContain('<references>');
  });

  it('updates with a new identifier that references the first message', () => {
    const xml = capMessage(STATES['updated (version 2), provinces'], SOURCE);
    expect(one(xml, 'identifier')).toBe('alertas.turismo.cusco.pe-alert-a1b2c3-2');
    expect(one(xml, 'msgType')).toBe('Update');
    expect(one(xml, 'sent')).toBe('2026-11-29T10:00:00-05:00');
    expect(one(xml, 'references')).toBe(
      `alertas.turismo.cusco.pe,${FIRST_ID},2026-11-29T08:05:30-05:00`,
    );
  });

  it('cancels at the cancel time, with the reason as its note', () => {
    const xml = capMessage(STATES['cancelled (version 3), the region'], SOURCE);
    expect(one(xml, 'msgType')).toBe('Cancel');
    expect(one(xml, 'identifier')).toBe('alertas.turismo.cusco.pe-alert-a1b2c3-3');
    expect(one(xml, 'sent')).toBe('2026-11-29T13:00:00-05:00');
    expect(one(xml, 'note')).toBe('PeruRail reanudó el servicio');
    expect(one(xml, 'references')).toContain(FIRST_ID);
  });

  it('keeps its last message once expired: relays read the expiry in it', () => {
    const xml = capMessage(STATES['expired, a circle'], SOURCE);
    expect(one(xml, 'msgType')).toBe('Alert');
    expect(one(xml, 'expires')).toBe('2026-11-30T18:00:00-05:00');
  });

  it('has one info per language written, Spanish (es-PE) and English first', () => {
    const two = capMessage(alertRecord(), SOURCE);
    expect(all(two, 'language')).toEqual(['es-PE', 'en']);
    const ten = capMessage(
      STATES['in ten languages at the limits, with markup and control characters'],
      SOURCE,
    );
    expect(all(ten, 'language')).toEqual(['es-PE', ...PUBLIC_LANGUAGES.filter((l) => l !== 'es')]);
  });

  it('carries CAP words for the category, urgency, severity and certainty in every info', () => {
    const xml = capMessage(
      alertRecord({
        category: 'STRIKE_BLOCKADE',
        urgency: 'EXPECTED',
        severity: 'EXTREME',
        certainty: 'LIKELY',
      }),
      SOURCE,
    );
    expect(all(xml, 'category')).toEqual(['Safety', 'Transport', 'Safety', 'Transport']);
    expect(all(xml, 'event')).toEqual(['Paro o bloqueo de vías', 'Strike or road blockade']);
    expect(all(xml, 'urgency')).toEqual(['Expected', 'Expected']);
    expect(all(xml, 'severity')).toEqual(['Extreme', 'Extreme']);
    expect(all(xml, 'certainty')).toEqual(['Likely', 'Likely']);
    expect(all(capMessage(alertRecord({ category: 'WEATHER' }), SOURCE), 'category')).toContain(
      'Met',
    );
    expect(all(capMessage(alertRecord({ category: 'EARTHQUAKE' }), SOURCE), 'category')).toContain(
      'Geo',
    );
  });

  it('republishes in the source’s name: the publisher first, never the source alone', () => {
    const xml = capMessage(alertRecord({ source: 'SENAMHI' }), SOURCE);
    expect(all(xml, 'senderName')).toEqual([
      'Turismo Seguro Cusco (DIRCETUR / PNP), según SENAMHI',
      'Turismo Seguro Cusco (DIRCETUR / PNP), according to SENAMHI',
    ]);
  });

  it('has each language’s texts, the onset and expiry, and the alert’s link else the site', () => {
    const xml = capMessage(alertRecord(), SOURCE);
    expect(all(xml, 'headline')).toEqual([RAIL_TEXTS.es.headline, RAIL_TEXTS.en.headline]);
    expect(all(xml, 'description')).toEqual([RAIL_TEXTS.es.description, RAIL_TEXTS.en.description]);
    expect(all(xml, 'instruction')).toEqual([RAIL_TEXTS.es.instruction, RAIL_TEXTS.en.instruction]);
    expect(one(xml, 'onset')).toBe('2026-11-29T08:00:00-05:00');
    expect(one(xml, 'web')).toBe('https://www.perurail.com/avisos?tren=31&amp;fecha=2026-11-29');
    const linkless = capMessage(alertRecord({ link: null }), SOURCE);
    expect(one(linkless, 'web')).toBe('https://alertas.turismo.cusco.pe/');
  });

  it('describes the area in words, with the region’s box or the circle, and UBIGEO codes', () => {
    const districts = capMessage(alertRecord(), SOURCE);
    expect(one(districts, 'areaDesc')).toBe(
      'Región Cusco, Perú: distritos de Ollantaytambo (Urubamba), Machupicchu (Urubamba)',
    );
    expect(one(districts, 'polygon')).toBe(REGION_POLYGON);
    expect(all(districts, 'value')).toEqual(['081306', '081304', '081306', '081304']);

    const provinces = capMessage(STATES['updated (version 2), provinces'], SOURCE);
    expect(all(provinces, 'areaDesc')[1]).toBe(
      'Cusco region, Peru: provinces of Urubamba, La Convención',
    );
    expect(all(provinces, 'value')).toEqual(['0813', '0809', '0813', '0809']);

    const region = capMessage(STATES['cancelled (version 3), the region'], SOURCE);
    expect(all(region, 'areaDesc')).toEqual(['Región Cusco, Perú', 'Cusco region, Peru']);
    expect(region).not.toContain('<geocode>');

    const circle = capMessage(STATES['expired, a circle'], SOURCE);
    expect(one(circle, 'circle')).toBe('-13.1631,-72.545 12.5');
    expect(circle).not.toContain('<polygon>');
  });

  it('draws the region as its closed bounding box', () => {
    const points = REGION_POLYGON.split(' ');
    expect(points).toHaveLength(5);
    expect(points[0]).toBe(points[4]);
    const { south, north, west, east } = CUSCO_BOUNDS;
    expect(new Set(points)).toEqual(
      new Set([`${south},${west}`, `${north},${west}`, `${north},${east}`, `${south},${east}`]),
    );
  });

  it('escapes markup and drops control characters of staff’s texts', () => {
    const xml = capMessage(
      alertRecord({
        texts: {
          ...RAIL_TEXTS,
          en: { ...RAIL_TEXTS.en, headline: 'A <b>&</b> "q"\u0007 \u0000end' },
        },
      }),
      SOURCE,
    );
    expect(all(xml, 'headline')[1]).toBe('A &lt;b&gt;&amp;&lt;/b&gt; "q" end');
  });
});

describe('UBIGEO codes', () => {
  it('follow INEI’s numbering of the provinces and districts', () => {
    expect(ubigeoOf('Cusco')).toBe('0801');
    expect(ubigeoOf('Cusco', 'Cusco')).toBe('080101');
    expect(ubigeoOf('Cusco', 'Wanchaq')).toBe('080108');
    expect(ubigeoOf('Canchis', 'Sicuani')).toBe('080601');
    expect(ubigeoOf('La Convención', 'Santa Ana')).toBe('080901');
    expect(ubigeoOf('La Convención', 'Pichari')).toBe('080910');
    expect(ubigeoOf('Urubamba')).toBe('0813');
    expect(ubigeoOf('Urubamba', 'Machupicchu')).toBe('081304');
    expect(ubigeoOf('Urubamba', 'Ollantaytambo')).toBe('081306');
    expect(Object.keys(DISTRICTS_BY_PROVINCE)).toHaveLength(13);
  });

  it('are none for a place outside the list', () => {
    expect(ubigeoOf('Arequipa')).toBeNull();
    expect(ubigeoOf('Urubamba', 'Pisac')).toBeNull();
  });
});

describe('CAP times and the sender', () => {
  it('are Cusco’s local time with its offset, to the second', () => {
    expect(capTime('2026-01-01T03:59:59.999Z')).toBe('2025-12-31T22:59:59-05:00');
  });

  it('name the site by its public address, else the request’s', () => {
    expect(feedSourceOf('https://turismo.cusco.gob.pe/', 'http://10.0.0.5:4000')).toEqual({
      sender: 'turismo.cusco.gob.pe',
      senderName: 'Turismo Seguro Cusco (DIRCETUR / PNP)',
      siteUrl: 'https://turismo.cusco.gob.pe',
    });
    expect(feedSourceOf(undefined, 'http://localhost:4000')).toMatchObject({
      sender: 'localhost:4000',
      siteUrl: 'http://localhost:4000',
    });
  });
});
