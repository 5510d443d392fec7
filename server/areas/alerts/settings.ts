import { z } from 'zod';
import { declareSettings } from '../../settings';

/** How many alerts this deployment shows tourists at once. */
export interface AlertsSettings {
  /** ALERTS_MAX_ACTIVE: alerts published or updated and not expired, at most, at one time. */
  maxActive: number;
}

declare module '../../settings' {
  interface Settings {
    alerts: AlertsSettings;
  }
}

/**
 * Twenty alerts already fill a phone's screen many times over: more would bury the one that
 * matters. Raised by ALERTS_MAX_ACTIVE where a disaster calls for it.
 */
export const DEFAULT_MAX_ACTIVE_ALERTS = 20;

export const alertsSettings = declareSettings(
  'alerts',
  {
    ALERTS_MAX_ACTIVE: z.coerce.number().int().min(1).max(200).default(DEFAULT_MAX_ACTIVE_ALERTS),
  },
  (values) => ({ maxActive: values.ALERTS_MAX_ACTIVE }),
);
