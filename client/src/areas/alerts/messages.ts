import type { MessageRule } from '../../registry/field-errors';

/**
 * The alert service's own field messages (stable English) → i18n keys, tried before the
 * registries' shared ones; the form's own checks answer the same texts.
 */
export const ALERT_MESSAGES: readonly MessageRule[] = [
  ['An https address', 'alerts.validation.https'],
  [/https/i, 'alerts.validation.https'],
  [/after the onset/i, 'alerts.validation.expiryBeforeOnset'],
  [/at most (?<days>\d+) days/i, 'alerts.validation.expiryTooLate'],
  [/Spanish and English/i, 'alerts.validation.languagesRequired'],
  [/inside the Cusco region|outside the Cusco region/i, 'alerts.validation.outsideRegion'],
  [/active alerts/i, 'alerts.validation.tooManyActive'],
];
