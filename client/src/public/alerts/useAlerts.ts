import { useEffect, useRef, useState } from 'react';
import type { Language } from '../i18n/i18n';
import {
  type AlertsData,
  fetchAlerts,
  newer,
  type PublicAlert,
  readStoredAlerts,
  storeAlerts,
} from './alerts';
import { unexpired, untilNextExpiry } from './clock';

/** A copy read longer ago than this came from a cache (the service worker's, offline). */
const FRESH_MS = 2 * 60 * 1000;

const NONE: PublicAlert[] = [];

const isOld = (data: AlertsData, now: number) => now - Date.parse(data.fetchedAt) > FRESH_MS;
/** The clock is looked at again at least this often: a phone's clock can be moved by hand. */
const RECHECK_MS = 60 * 1000;

export interface AlertsView {
  /** The alerts in force by the phone's clock, most severe first. */
  alerts: PublicAlert[];
  /** When the server read them (ISO); null when the page has none at all. */
  fetchedAt: string | null;
  /**
   * The alerts may be old (no network, the last request failed, or an old copy answered it): the
   * page says "as of".
   */
  stale: boolean;
  /** The phone's clock as last read; null until the page is hydrated. */
  now: number | null;
}

/**
 * The active alerts: the server's copy inlined in the page first (so the first render matches
 * its HTML), then, unless that copy is a moment old, a fresh one from the API in the page's
 * language (again when the language changes); offline, the newest copy the device has. Whatever
 * the copy, an alert past its expiry by the phone's clock is dropped at once, and when the clock
 * passes it.
 */
export function useAlerts(inline: AlertsData | null, lang: Language): AlertsView {
  const [data, setData] = useState<AlertsData | null>(inline);
  const [stale, setStale] = useState(false);
  const [now, setNow] = useState<number | null>(null);
  // The browser says it has no network: whatever copy shows, it is "as of" when it was read.
  const [offline, setOffline] = useState(false);
  // Each return of the network asks again.
  const [reconnected, setReconnected] = useState(0);
  useEffect(() => {
    const update = () => setOffline(navigator.onLine === false);
    const back = () => {
      update();
      setReconnected((count) => count + 1);
    };
    update();
    window.addEventListener('offline', update);
    window.addEventListener('online', back);
    return () => {
      window.removeEventListener('offline', update);
      window.removeEventListener('online', back);
    };
  }, []);

  // The page's language: the inline copy is in it.
  const pageLanguage = useRef(lang).current;
  useEffect(() => {
    if (inline && inline === newer(inline, readStoredAlerts())) storeAlerts(inline);
  }, [inline]);
  useEffect(() => {
    // A page rendered a moment ago holds the alerts as they are: no second request for them.
    // A kept or cached page, or another language, asks for fresh ones.
    if (reconnected === 0 && inline && lang === pageLanguage && !isOld(inline, Date.now())) return;
    let active = true;
    fetchAlerts(lang).then(
      (fresh) => {
        if (!active) return;
        storeAlerts(fresh);
        setData(fresh);
        setStale(isOld(fresh, Date.now()));
      },
      () => {
        if (!active) return;
        setData((current) => newer(current, readStoredAlerts()));
        setStale(true);
      },
    );
    return () => {
      active = false;
    };
  }, [inline, lang, pageLanguage, reconnected]);

  const shown = data?.alerts ?? NONE;
  // The phone's clock, read once hydrated and whenever the tab is seen again.
  useEffect(() => {
    const look = () => setNow(Date.now());
    look();
    document.addEventListener('visibilitychange', look);
    return () => document.removeEventListener('visibilitychange', look);
  }, []);
  // ...and again when the next alert expires (or after a minute, whichever comes first).
  useEffect(() => {
    if (now === null) return;
    const wait = untilNextExpiry(shown, now) ?? RECHECK_MS;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait, RECHECK_MS) + 50);
    return () => clearTimeout(timer);
  }, [shown, now]);

  return {
    // Until hydrated, exactly what the server rendered.
    alerts: now === null ? shown : unexpired(shown, now),
    fetchedAt: data?.fetchedAt ?? null,
    stale: stale || offline,
    now,
  };
}
