import type { NotificationEventKind } from '../../../generated/graphql';
import {
  eventTextValues,
  NOTIFICATION_EVENT_ICONS,
  NOTIFICATION_EVENT_TEXTS,
  spanishDay,
} from '../../../shared/notification-events';
import { type Context, nowIso } from '../../context';
import { escapeHtml } from '../../highlight';
import { translate } from '../../i18n';
import { capLimit } from '../../security/record-caps';
import { timeOrderedId } from '../../store/ids';
import type { Where } from '../../store/query';
import type { Transaction } from '../../store/types';
import type { NotificationEventRecord, NotificationRecord } from './model';

/** A notification the server writes: what happened (its kind gives its icon), and the in-app path it opens. */
export interface SystemNotification {
  event: NotificationEventRecord;
  link: string;
}

/**
 * Kinds anybody can cause without signing in (a tourist's report, an account request), so a flood
 * of them is possible: each recipient keeps a share of them per hour.
 */
const FLOODABLE: readonly NotificationEventKind[] = ['INCIDENT_REPORTED', 'ACCOUNT_REQUESTED'];
const HOUR_MS = 3_600_000;

/**
 * Gives each recipient (account ids) the notification, inside the caller's transaction: saved
 * with the change it tells of, or not at all. Title and description are written in Spanish for
 * clients that show only those (the template's; the description as escaped HTML); the staff
 * application writes the event in its reader's language instead. A system notification is never
 * refused: room is made for it (makeRoom).
 */
export async function deliverNotification(
  ctx: Context,
  tx: Transaction,
  recipients: Iterable<string>,
  { event, link }: SystemNotification,
): Promise<void> {
  const { title, description } = spanishTexts(event);
  const time = nowIso(ctx);
  const hourAgo = new Date(ctx.clock() - HOUR_MS).toISOString();
  for (const userId of new Set(recipients)) {
    const share = FLOODABLE.includes(event.kind)
      ? {
          where: { userId, eventKind: { in: FLOODABLE }, time: { gte: hourAgo } },
          max: ctx.auth.notificationsPerHour,
        }
      : null;
    await makeRoom(tx, userId, capLimit(ctx, 'notifications'), share);
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
      eventKind: event.kind,
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

/** The floodable notifications a recipient got in the last hour, and how many they keep. */
interface HourlyShare {
  where: Where<NotificationRecord>;
  max: number;
}

/**
 * Removes what keeps `userId` from holding one more notification. Past the hour's share of
 * floodable ones (NOTIFICATIONS_MAX_PER_HOUR), the oldest of that hour go, read ones first: a
 * flood keeps its newest and leaves everything else alone. Otherwise, at the cap
 * (the area's record cap), the oldest read one goes; with none read, the oldest of the
 * hour's floodable ones, and only then the oldest of all: what came before a flood stays until
 * it is read.
 */
async function makeRoom(
  tx: Transaction,
  userId: string,
  cap: number,
  share: HourlyShare | null,
): Promise<void> {
  if (share) {
    const beyond = (await tx.notifications.count(share.where)) - share.max + 1;
    if (beyond > 0) {
      await removeOldest(tx, [{ ...share.where, read: true }, share.where], beyond);
      return;
    }
  }
  const excess = (await tx.notifications.count({ userId })) - cap + 1;
  if (excess <= 0) return;
  await removeOldest(
    tx,
    [{ userId, read: true }, ...(share ? [share.where] : []), { userId }],
    excess,
  );
}

/** Removes the `count` oldest notifications, taken from each of `scopes` in turn. */
async function removeOldest(
  tx: Transaction,
  scopes: readonly Where<NotificationRecord>[],
  count: number,
): Promise<void> {
  const chosen = new Set<string>();
  for (const where of scopes) {
    if (chosen.size >= count) break;
    // Scopes overlap: `count` of each leaves enough besides those already chosen.
    const oldest = await tx.notifications.list({
      where,
      orderBy: [{ field: 'time' }],
      limit: count,
    });
    for (const item of oldest) {
      if (chosen.size < count) chosen.add(item.id);
    }
  }
  if (chosen.size > 0) await tx.notifications.removeWhere({ id: { in: [...chosen] } });
}
