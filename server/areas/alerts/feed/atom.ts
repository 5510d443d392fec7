import { compareAlerts, isAlertActive } from '../../../../shared/alerts';
import type { AlertRecord } from '../model';
import { capCategories, capSent, capTime } from './cap';
import type { FeedSource } from './source';
import { feedWords } from './words';
import { element, xmlAttribute } from './xml';

export const ATOM_TYPE = 'application/atom+xml; charset=utf-8';

/** The feed stays under this many bytes, whatever the alerts hold: relays poll it often. */
export const MAX_FEED_BYTES = 100_000;
/**
 * A summary's length per language, in UTF-16 units as the limits count them: the start of the
 * description, enough to tell what happens; the whole message is the CAP one the entry links.
 */
export const SUMMARY_LENGTH = 160;

/** Where each alert's CAP message is served. */
export function capMessagePath(id: string): string {
  return `/alerts/${encodeURIComponent(id)}.xml`;
}

const shorten = (text: string, length: number) =>
  text.length <= length ? text : `${text.slice(0, length - 1).replace(/[\uD800-\uDBFF]$/, '')}…`;

/** Active alerts first, most severe first; then those over, the most recently ended first. */
function feedOrder(alerts: AlertRecord[], now: Date): AlertRecord[] {
  const byTime = (a: AlertRecord, b: AlertRecord) =>
    capSent(b).localeCompare(capSent(a)) || a.id.localeCompare(b.id);
  const active = alerts.filter((alert) => isAlertActive(alert, now));
  const over = alerts.filter((alert) => !isAlertActive(alert, now));
  return [
    ...active.sort((a, b) =>
      compareAlerts({ ...a, updatedAt: capSent(a) }, { ...b, updatedAt: capSent(b) }),
    ),
    ...over.sort(byTime),
  ];
}

function summary(alert: AlertRecord, now: Date): string {
  const over =
    alert.state === 'CANCELLED' ? 'cancelled' : isAlertActive(alert, now) ? null : 'expired';
  return (['en', 'es'] as const)
    .map((lang) => {
      const text = shorten(alert.texts[lang].description, SUMMARY_LENGTH);
      return over ? `${feedWords(lang)[over]}: ${text}` : text;
    })
    .join('\n\n');
}

function entry(alert: AlertRecord, source: FeedSource, now: Date): string {
  const href = `${source.siteUrl}${capMessagePath(alert.id)}`;
  const title = `${alert.texts.en.headline} / ${alert.texts.es.headline}`;
  const parts = [
    element('id', href),
    element('title', title),
    element('updated', capTime(capSent(alert))),
    `<link rel="alternate" type="application/cap+xml" href="${xmlAttribute(href)}"/>`,
    ...capCategories(alert.category).map((term) => `<category term="${xmlAttribute(term)}"/>`),
    `<contributor>${element('name', alert.source)}</contributor>`,
    element('summary', summary(alert, now)),
  ];
  return `<entry>${parts.join('')}</entry>`;
}

/**
 * The Atom 1.0 feed of `alerts` (the active ones and those ended lately, as the service picks
 * them), each entry linking its CAP message. It names the publisher as its author and each
 * alert's source as a contributor. Entries past MAX_FEED_BYTES are left out, those ended first:
 * with the limits of ALERT_LIMITS every active alert fits (tested).
 */
export function atomFeed(alerts: AlertRecord[], source: FeedSource, now: Date): string {
  const ordered = feedOrder(alerts, now);
  const latest = ordered.map(capSent).sort().at(-1) ?? now.toISOString();
  const self = `${source.siteUrl}/alerts.atom`;
  const [es, en] = [feedWords('es'), feedWords('en')];
  const head = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">',
    element('id', self),
    element('title', `${es.feedTitle} · ${en.feedTitle}`),
    element('subtitle', `${es.feedSubtitle} ${en.feedSubtitle}`),
    element('updated', capTime(latest)),
    `<author>${element('name', source.senderName)}${element('uri', `${source.siteUrl}/`)}</author>`,
    `<link rel="self" type="application/atom+xml" href="${xmlAttribute(self)}"/>`,
    `<link rel="alternate" type="text/html" href="${xmlAttribute(`${source.siteUrl}/`)}"/>`,
  ].join('');
  const tail = '</feed>\n';
  let bytes = Buffer.byteLength(head) + Buffer.byteLength(tail);
  const entries: string[] = [];
  for (const alert of ordered) {
    const made = entry(alert, source, now);
    const size = Buffer.byteLength(made);
    if (bytes + size >= MAX_FEED_BYTES) break;
    bytes += size;
    entries.push(made);
  }
  return `${head}${entries.join('')}${tail}`;
}
