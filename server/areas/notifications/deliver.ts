import {
  eventTextValues,
  NOTIFICATION_EVENT_ICONS,
  NOTIFICATION_EVENT_TEXTS,
  spanishDay,
} from '../../../shared/notification-events';
import { type Context, nowIso } from '../../context';
import { escapeHtml } from '../../highlight';
import { translate } from '../../i18n';
import { timeOrderedId } from '../../store/ids';
import type { Transaction } from '../../store/types';
import type { NotificationEventRecord } from './model';

/** A notification the server writes: what happened (its kind gives its icon), and the in-app path it opens. */
export interface SystemNotification {
  event: NotificationEventRecord;
  link: string;
}

/**
 * Gives each recipient (account ids) the notification, inside the caller's transaction: saved
 * with the change it tells of, or not at all. Title and description are written in Spanish for
 * clients that show only those (the template's; the description as escaped HTML); the staff
 * application writes the event in its reader's language instead. A system notification is never
 * refused: a recipient holding as many as the cap (RECORD_CAPS.notifications) loses their oldest
 * read notification, else their oldest one.
 */
export async function deliverNotification(
  ctx: Context,
  tx: Transaction,
  recipients: Iterable<string>,
  { event, link }: SystemNotification,
): Promise<void> {
  const { title, description } = spanishTexts(event);
  const time = nowIso(ctx);
  for (const userId of new Set(recipients)) {
    await makeRoom(tx, userId, ctx.caps.notifications);
    await tx.notifications.insert({
      id: timeOrderedId(),
      userId,
      icon: NOTIFICATION_EVENT_ICONS[event.kind],
      image: null,
      title,
      description,
      time,
      link,
      useRouter: true,
      read: false,
      seen: false,
      event,
    });
  }
}

/** The Spanish title and description (escaped HTML) of an event, for clients that show only those. */
function spanishTexts(event: NotificationEventRecord): { title: string; description: string } {
  const values = eventTextValues(event.params, {
    label: (key) => translate('es', key),
    day: spanishDay,
  });
  const text = (part: string) =>
    translate('es', `${NOTIFICATION_EVENT_TEXTS}.${event.kind}.${part}`, values);
  return { title: text('title'), description: escapeHtml(text('description')) };
}

/**
 * Gives the notifications the server wrote about `link` new values for some of their params,
 * their Spanish texts written again, inside the caller's transaction: what a notification
 * copied of a record (a case's place) goes when the record's own copy is erased. Answers how
 * many changed.
 */
export async function reviseNotifications(
  tx: Transaction,
  link: string,
  params: Readonly<Record<string, string>>,
): Promise<number> {
  let revised = 0;
  for (const item of await tx.notifications.list({ where: { link } })) {
    if (!item.event) continue;
    const event = { ...item.event, params: { ...item.event.params, ...params } };
    await tx.notifications.update(item.id, { event, ...spanishTexts(event) });
    revised += 1;
  }
  return revised;
}

/** Removes what keeps `userId` from holding one more notification under `cap`. */
async function makeRoom(tx: Transaction, userId: string, cap: number): Promise<void> {
  const excess = (await tx.notifications.count({ userId })) - cap + 1;
  if (excess <= 0) return;
  // What the reader has already read goes first, oldest first; only then what they have not.
  const oldest = { orderBy: [{ field: 'time' as const }], limit: excess };
  const read = await tx.notifications.list({ where: { userId, read: true }, ...oldest });
  const unread =
    read.length < excess
      ? await tx.notifications.list({
          where: { userId, read: false },
          ...oldest,
          limit: excess - read.length,
        })
      : [];
  const ids = [...read, ...unread].map((item) => item.id);
  await tx.notifications.removeWhere({ id: { in: ids } });
}
