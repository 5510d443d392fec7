import { describe, expect, it } from 'vitest';
import { atomFeed, MAX_FEED_BYTES } from '../../../../../server/areas/alerts/feed/atom';
import type { AlertRecord } from '../../../../../server/areas/alerts/model';
import { ALERT_LIMITS } from '../../../../../shared/alerts';
import { alertRecord, RAIL_TEXTS, SOURCE, textsAtLimits } from './factory';
import { wellFormedErrors } from './validate';

const NOW = new Date('2026-11-29T20:00:00.000Z');
/** The most alerts active at once the service allows (ALERTS_MAX_ACTIVE's default). */
const ALERTS_MAX_ACTIVE = 20;

const entries = (xml: string) =>
  [...xml.matchAll(/<entry>(.*?)<\/entry>/gs)].map((m) => m[1] ?? '');
const text = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];
const entryIds = (xml: string) => entries(xml).map((entry) => text(entry, 'id'));
const capHref = (id: string) => `https://alertas.turismo.cusco.pe/alerts/${id}.xml`;

const railway = alertRecord({ id: 'rail' });
const strike = alertRecord({
  id: 'strike',
  category: 'STRIKE_BLOCKADE',
  severity: 'EXTREME',
  state: 'UPDATED',
  version: 2,
  updatedAt: '2026-11-29T16:00:00.000Z',
});
const cancelled = alertRecord({
  id: 'road',
  category: 'ROAD',
  state: 'CANCELLED',
  version: 2,
  cancelledAt: '2026-11-29T17:00:00.000Z',
  cancelReason: 'Vía despejada',
  updatedAt: '2026-11-29T17:00:00.000Z',
});
const expired = alertRecord({
  id: 'rain',
  category: 'WEATHER',
  state: 'EXPIRED',
  expires: '2026-11-29T12:00:00.000Z',
  publishedAt: '2026-11-28T12:00:00.000Z',
  updatedAt: '2026-11-28T12:00:00.000Z',
});

describe('the Atom feed of alerts', () => {
  it('is well formed and lists exactly the alerts given: active ones first, most severe first', async () => {
    const xml = atomFeed([cancelled, railway, expired, strike], SOURCE, NOW);
    expect(await wellFormedErrors(xml)).toEqual([]);
    expect(entryIds(xml)).toEqual(['strike', 'rail', 'road', 'rain'].map(capHref));
  });

  it('names the publisher as its author, its own address and the latest change', () => {
    const xml = atomFeed([railway, strike], SOURCE, NOW);
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(text(xml, 'id')).toBe('https://alertas.turismo.cusco.pe/alerts.atom');
    expect(xml).toContain('<author><name>Turismo Seguro Cusco (DIRCETUR / PNP)</name>');
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://alertas.turismo.cusco.pe/alerts.atom"/>',
    );
    expect(text(xml, 'title')).toBe(
      'Turismo Seguro Cusco: alertas para turistas · Turismo Seguro Cusco: alerts for tourists',
    );
    expect(text(xml, 'subtitle')).toContain('not a channel of SENAMHI, IGP or INDECI');
    // The strike's update, the latest of the two.
    expect(text(xml, 'updated')).toBe('2026-11-29T11:00:00-05:00');
  });

  it('gives each entry both headlines, its time, a summary and the link to its CAP message', () => {
    const [entry] = entries(atomFeed([railway], SOURCE, NOW));
    expect(text(entry ?? '', 'title')).toBe(
      `${RAIL_TEXTS.en.headline} / ${RAIL_TEXTS.es.headline}`,
    );
    expect(text(entry ?? '', 'updated')).toBe('2026-11-29T08:05:30-05:00');
    expect(entry).toContain(
      `<link rel="alternate" type="application/cap+xml" href="${capHref('rail')}"/>`,
    );
    expect(entry).toContain('<contributor><name>PeruRail</name></contributor>');
    expect(entry).toContain('<category term="Transport"/>');
    expect(text(entry ?? '', 'summary')).toBe(
      `${RAIL_TEXTS.en.description}\n\n${RAIL_TEXTS.es.description}`,
    );
  });

  it('says which alerts are over', () => {
    const [road, rain] = entries(atomFeed([cancelled, expired], SOURCE, NOW));
    expect(text(road ?? '', 'summary')).toMatch(/^Cancelled: .*\n\nCancelada: /s);
    expect(text(rain ?? '', 'summary')).toMatch(/^Expired: .*\n\nVencida: /s);
  });

  it('is dated now when it lists nothing', async () => {
    const xml = atomFeed([], SOURCE, NOW);
    expect(await wellFormedErrors(xml)).toEqual([]);
    expect(entries(xml)).toEqual([]);
    expect(text(xml, 'updated')).toBe('2026-11-29T15:00:00-05:00');
  });

  it('escapes markup, quotes and drops control characters in the texts', async () => {
    const nasty = 'Paro <b>"total"</b> & \'bloqueo\'\u0001\u001f\uFFFF';
    const alert = alertRecord({
      id: 'nasty',
      source: 'PNP & <SENAMHI>',
      texts: {
        es: { ...RAIL_TEXTS.es, headline: nasty, description: nasty },
        en: { ...RAIL_TEXTS.en, headline: nasty, description: nasty },
      },
    });
    const xml = atomFeed([alert], SOURCE, NOW);
    expect(await wellFormedErrors(xml)).toEqual([]);
    const escaped = 'Paro &lt;b&gt;"total"&lt;/b&gt; &amp; \'bloqueo\'';
    expect(xml).toContain(`<title>${escaped} / ${escaped}</title>`);
    expect(xml).toContain('<contributor><name>PNP &amp; &lt;SENAMHI&gt;</name></contributor>');
    for (const char of ['\u0001', '\u001f', '\uFFFF']) expect(xml).not.toContain(char);
  });

  describe('stays under 100 KB in the worst case', () => {
    /** ALERTS_MAX_ACTIVE alerts at every limit in ten languages, and two days of ended ones. */
    function worstCase(unit: string): { active: AlertRecord[]; over: AlertRecord[] } {
      const at = (i: number) => ({
        texts: textsAtLimits(unit),
        source: unit.repeat(Math.floor(ALERT_LIMITS.source / unit.length)),
        link: `https://example.pe/?${'&'.repeat(ALERT_LIMITS.link - 20)}`,
        area: {
          kind: 'DISTRICTS' as const,
          districts: Array.from({ length: ALERT_LIMITS.places }, () => ({
            province: 'Urubamba',
            district: 'Ollantaytambo',
          })),
        },
        id: `alert-${String(i).padStart(4, '0')}-${'x'.repeat(40)}`,
      });
      const active = Array.from({ length: ALERTS_MAX_ACTIVE }, (_, i) =>
        alertRecord({ ...at(i), state: 'UPDATED', version: 99 }),
      );
      // One ended every ten minutes for 48 hours.
      const over = Array.from({ length: 288 }, (_, i) =>
        alertRecord({
          ...at(1000 + i),
          state: 'CANCELLED',
          version: 99,
          cancelledAt: new Date(NOW.getTime() - i * 600_000).toISOString(),
        }),
      );
      return { active, over };
    }

    it.each([
      ['"&" (five bytes each, escaped)', '&'],
      ['emoji (four bytes per two units)', '🚂'],
      ['Japanese (three bytes each)', '鉄'],
    ])('of texts made of %s, keeping every active alert', async (_, unit) => {
      const { active, over } = worstCase(unit);
      const xml = atomFeed([...over, ...active], SOURCE, NOW);
      expect(Buffer.byteLength(xml)).toBeLessThan(MAX_FEED_BYTES);
      expect(await wellFormedErrors(xml)).toEqual([]);
      const ids = entryIds(xml);
      expect(ids.slice(0, active.length)).toEqual(active.map((alert) => capHref(alert.id)));
      // The most recently ended come next, as many as fit.
      expect(ids.slice(active.length)).toEqual(
        over.slice(0, ids.length - active.length).map((alert) => capHref(alert.id)),
      );
    });
  });
});
