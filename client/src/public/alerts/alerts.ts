import {
  ALERT_AREA_KINDS,
  ALERT_CATEGORIES,
  ALERT_SEVERITIES,
  type PublicAlert,
} from '../../../../shared/alerts';
import { isPublicLanguage } from '../../../../shared/locales';
import type { Language } from '../i18n/i18n';

export type { PublicAlert };

/** The alerts as the server gives them, and when it read them (the page says "as of" offline). */
export interface AlertsData {
  alerts: PublicAlert[];
  /** ISO 8601 instant. */
  fetchedAt: string;
}

export const ALERTS_ELEMENT_ID = 'public-alerts';
export const ALERTS_URL = '/api/public/alerts';
export const ALERTS_STORAGE_KEY = 'turismo-seguro.alerts';
/** Alerts are worth waiting for less than numbers: the copy at hand shows meanwhile. */
const FETCH_TIMEOUT_MS = 6000;

export const alertsUrl = (lang: Language) => `${ALERTS_URL}?lang=${encodeURIComponent(lang)}`;

const isText = (value: unknown): value is string => typeof value === 'string';
const isInstant = (value: unknown) => isText(value) && !Number.isNaN(Date.parse(value));

function isAlert(value: unknown): value is PublicAlert {
  if (!value || typeof value !== 'object') return false;
  const a = value as Partial<PublicAlert>;
  return (
    isText(a.id) &&
    (ALERT_CATEGORIES as readonly unknown[]).includes(a.category) &&
    (ALERT_SEVERITIES as readonly unknown[]).includes(a.severity) &&
    !!a.area &&
    (ALERT_AREA_KINDS as readonly unknown[]).includes(a.area.kind) &&
    isInstant(a.expires) &&
    isInstant(a.updatedAt) &&
    isPublicLanguage(a.lang) &&
    isText(a.headline) &&
    isText(a.description) &&
    isText(a.instruction) &&
    isText(a.source) &&
    (a.link === null || a.link === undefined || isText(a.link))
  );
}

/**
 * Keeps only well-formed alerts, in the server's order (most severe first); null when the data is
 * not an answer of `GET /api/public/alerts` at all (an old copy, an error page).
 */
export function parseAlerts(data: unknown): AlertsData | null {
  if (!data || typeof data !== 'object') return null;
  const { alerts, fetchedAt } = data as Partial<Record<keyof AlertsData, unknown>>;
  if (!Array.isArray(alerts) || !isInstant(fetchedAt)) return null;
  return { alerts: alerts.filter(isAlert), fetchedAt: fetchedAt as string };
}

/** What the server wrote beside the page (`<script type="application/json">`), if anything. */
export function readInlineAlerts(doc: Document = document): AlertsData | null {
  const text = doc.getElementById(ALERTS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return parseAlerts(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The alerts now, in `lang`; the service worker answers with its copy when offline. */
export async function fetchAlerts(lang: Language): Promise<AlertsData> {
  const url = alertsUrl(lang);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FETCH_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    const data = parseAlerts(await response.json());
    if (!data) throw new Error(`GET ${url}: not alerts`);
    return data;
  } finally {
    clearTimeout(timer);
  }
}

export function readStoredAlerts(): AlertsData | null {
  try {
    const text = localStorage.getItem(ALERTS_STORAGE_KEY);
    return text ? parseAlerts(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

export function storeAlerts(data: AlertsData): void {
  try {
    localStorage.setItem(ALERTS_STORAGE_KEY, JSON.stringify(data));
  } catch {
    // Storage full or blocked: the service worker's copy still covers the offline case.
  }
}

/** The newer of two copies (by when the server read them); the first on a tie. */
export function newer(a: AlertsData | null, b: AlertsData | null): AlertsData | null {
  if (!a || !b) return a ?? b;
  return Date.parse(b.fetchedAt) > Date.parse(a.fetchedAt) ? b : a;
}
