import type { NotificationEventKind } from '../../../generated/graphql';
import { caseLink } from '../../../shared/incident-links';
import type { Context } from '../../context';
import type { Transaction } from '../../store/types';
import { deliverNotification } from '../notifications/deliver';
import type { IncidentEventRecord, IncidentPlaceRecord, IncidentRecord } from './model';

/** The kinds of notification a case gives. */
type IncidentEventKind = Extract<NotificationEventKind, `INCIDENT_${string}`>;

const PLACE_LENGTH = 80;

/**
 * The place in a few words: the tourist's (shortened), the district, else the position; a dash
 * once the tourist's words and position are erased and no district was given.
 */
export function placeWords({
  description,
  district,
  province,
  position,
}: IncidentPlaceRecord): string {
  const words = description ?? district ?? province;
  if (words) return words.length > PLACE_LENGTH ? `${words.slice(0, PLACE_LENGTH - 1)}…` : words;
  return position ? `${position.latitude}, ${position.longitude}` : '—';
}

const ACTIVE_POLICIA = { role: 'POLICIA', status: 'ACTIVO' } as const;

/**
 * The accounts told of a case arriving at a jurisdiction: active POLICIA accounts linked to an
 * active officer of it. When the jurisdiction has none, every active POLICIA account: a report
 * must never go unnoticed.
 */
async function jurisdictionRecipients(tx: Transaction, jurisdictionId: string): Promise<string[]> {
  const officers = await tx.police.list({ where: { jurisdictionId, status: 'ACTIVO' } });
  const linked =
    officers.length > 0
      ? await tx.users.list({
          where: { ...ACTIVE_POLICIA, officerId: { in: officers.map((officer) => officer.id) } },
        })
      : [];
  const accounts = linked.length > 0 ? linked : await tx.users.list({ where: ACTIVE_POLICIA });
  return accounts.map((account) => account.id);
}

/** The active POLICIA accounts of one officer. */
async function officerRecipients(tx: Transaction, officerId: string): Promise<string[]> {
  const accounts = await tx.users.list({ where: { ...ACTIVE_POLICIA, officerId } });
  return accounts.map((account) => account.id);
}

async function notify(
  ctx: Context,
  tx: Transaction,
  record: IncidentRecord,
  kind: IncidentEventKind,
  recipients: readonly string[],
  more: Readonly<Record<string, string>> = {},
): Promise<void> {
  if (recipients.length === 0) return;
  const jurisdiction = await tx.jurisdictions.get(record.jurisdictionId);
  await deliverNotification(ctx, tx, recipients, {
    event: {
      kind,
      params: {
        code: record.code,
        type: record.type,
        place: placeWords(record.place),
        jurisdiction: jurisdiction?.name ?? '',
        ...more,
      },
    },
    link: caseLink(record.id),
  });
}

/**
 * Tells the tourism police of the case's jurisdiction of a new report (its own transaction);
 * answers the accounts told.
 */
export async function notifyReported(
  ctx: Context,
  tx: Transaction,
  record: IncidentRecord,
): Promise<string[]> {
  const recipients = await jurisdictionRecipients(tx, record.jurisdictionId);
  await notify(ctx, tx, record, 'INCIDENT_REPORTED', recipients);
  return recipients;
}

/**
 * Tells of what an officer's change did to a case (in the change's transaction): a new
 * jurisdiction's police of the re-route, an assigned officer's account of the assignment (not
 * also of the re-route). Never the member of staff who made the change.
 */
export async function notifyWorked(
  ctx: Context,
  tx: Transaction,
  after: IncidentRecord,
  events: readonly IncidentEventRecord[],
  actorId: string,
): Promise<void> {
  const assigneeId = events.find((event) => event.kind === 'ASSIGNED')?.assigneeId ?? null;
  const assigned = assigneeId ? await officerRecipients(tx, assigneeId) : [];
  const routed = events.some((event) => event.kind === 'ROUTED')
    ? await jurisdictionRecipients(tx, after.jurisdictionId)
    : [];
  const others = (ids: readonly string[]) => ids.filter((id) => id !== actorId);
  await notify(ctx, tx, after, 'INCIDENT_ASSIGNED', others(assigned));
  await notify(
    ctx,
    tx,
    after,
    'INCIDENT_ROUTED',
    others(routed).filter((id) => !assigned.includes(id)),
  );
}

/**
 * Warns that a case nobody works on will be closed as abandoned on `closesOn` (a day of Cusco's
 * calendar), in the warning's transaction: the accounts of the officer in charge, else the
 * tourism police of its jurisdiction, as for a new report.
 */
export async function notifyAbandoning(
  ctx: Context,
  tx: Transaction,
  record: IncidentRecord,
  closesOn: string,
): Promise<void> {
  const assigned = record.assigneeId ? await officerRecipients(tx, record.assigneeId) : [];
  const recipients =
    assigned.length > 0 ? assigned : await jurisdictionRecipients(tx, record.jurisdictionId);
  await notify(ctx, tx, record, 'INCIDENT_ABANDONING', recipients, { closesOn });
}
