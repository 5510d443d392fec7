import type { PublicAlert } from '../../../../shared/alerts';
import { cuscoDate, cuscoDateTime } from '../../../../shared/dates';

/**
 * The alerts still in force at `now` by the phone's clock: one past its expiry is hidden at once,
 * offline too, whatever copy (the page's, the device's, the service worker's) brought it.
 */
export function unexpired(alerts: readonly PublicAlert[], now: number): PublicAlert[] {
  return alerts.filter((alert) => Date.parse(alert.expires) > now);
}

/** Milliseconds from `now` until the next of these alerts expires; null when none will. */
export function untilNextExpiry(alerts: readonly PublicAlert[], now: number): number | null {
  let next: number | null = null;
  for (const alert of alerts) {
    const expires = Date.parse(alert.expires);
    if (expires > now && (next === null || expires < next)) next = expires;
  }
  return next === null ? null : next - now;
}

/**
 * An instant on Cusco's clock (UTC-5 all year, whatever the phone's zone): "14:05", or
 * "2026-11-28 14:05" when it is not the same day as `reference` in Cusco. Built by hand, not by
 * Intl, so the server's rendering and the browser's read the same characters.
 */
export function cuscoClock(instant: string, reference: string | number): string {
  const at = new Date(instant);
  const same = cuscoDate(at) === cuscoDate(new Date(reference));
  const text = cuscoDateTime(at);
  return same ? text.slice(11) : text;
}
