import type { TFunction } from 'i18next';
import {
  eventTextValues,
  NOTIFICATION_EVENT_TEXTS,
} from '../../../../../shared/notification-events';
import { formatDate } from '../../../i18n/dates';
import type { LanguageId } from '../../../i18n/languages';
import type { FeedItem } from './feed';

/** What an item says: plain text from an event, or the title and HTML description it came with. */
export type FeedText =
  | { title: string | null; html: string | null }
  | { title: string; text: string };

/**
 * A notification the server wrote, in the reader's language, from its event (the dictionaries'
 * `shell.toolbar.notifications.events.<KIND>`), as plain text. An item without an event, or of
 * a kind this client does not know yet, keeps the title and description it came with.
 */
export function feedText(item: FeedItem, t: TFunction, language: LanguageId): FeedText {
  const fallback = { title: item.title ?? null, html: item.description ?? null };
  if (!item.event) return fallback;
  const base = `${NOTIFICATION_EVENT_TEXTS}.${item.event.kind}`;
  const replace = eventTextValues(item.event.params, {
    label: (key) => t(key),
    day: (value) => formatDate(value, language) || value,
  });
  const title = t(`${base}.title`, { replace, defaultValue: '' });
  const text = t(`${base}.description`, { replace, defaultValue: '' });
  return title ? { title, text } : fallback;
}
