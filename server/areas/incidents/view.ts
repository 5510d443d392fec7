import type {
  Incident,
  IncidentFollowUp,
  IncidentUpdate,
  PoliceOffice,
} from '../../../generated/graphql';
import type { Context } from '../../context';
import { officerName } from '../police/service';
import { toOffice } from '../police-offices/service';
import type { IncidentRecord } from './model';

/** The offices, officers and accounts a list of cases names, fetched once for all of them. */
export interface Names {
  office(jurisdictionId: string): PoliceOffice;
  officer(id: string | null | undefined): string | null;
  user(id: string | null | undefined): string | null;
}

/** Looks up what `cases` name: their jurisdictions, officers and the staff who acted on them. */
export async function namesFor(ctx: Context, cases: readonly IncidentRecord[]): Promise<Names> {
  const officerIds = new Set<string>();
  const userIds = new Set<string>();
  const jurisdictionIds = new Set<string>();
  for (const one of cases) {
    jurisdictionIds.add(one.jurisdictionId);
    if (one.closedJurisdictionId) jurisdictionIds.add(one.closedJurisdictionId);
    if (one.assigneeId) officerIds.add(one.assigneeId);
    for (const event of one.history) {
      if (event.byUserId) userIds.add(event.byUserId);
      if (event.assigneeId) officerIds.add(event.assigneeId);
      if (event.jurisdictionId) jurisdictionIds.add(event.jurisdictionId);
    }
  }
  const [jurisdictions, officers, users] = await Promise.all([
    ctx.store.jurisdictions.list({ where: { id: { in: [...jurisdictionIds] } } }),
    officerIds.size > 0
      ? ctx.store.police.list({ where: { id: { in: [...officerIds] } } })
      : Promise.resolve([]),
    userIds.size > 0
      ? ctx.store.users.list({ where: { id: { in: [...userIds] } } })
      : Promise.resolve([]),
  ]);
  const offices = new Map(jurisdictions.map((one) => [one.id, toOffice(one)]));
  const officerNames = new Map(officers.map((one) => [one.id, officerName(one)]));
  const userNames = new Map(users.map((one) => [one.id, one.name]));
  return {
    office: (id) => offices.get(id) ?? removedOffice(id),
    officer: (id) => (id ? (officerNames.get(id) ?? null) : null),
    user: (id) => (id ? (userNames.get(id) ?? null) : null),
  };
}

/**
 * A jurisdiction deleted since the case was routed to it (only data from before deleting one
 * with cases was refused): named by its id, reachable by none.
 */
export function removedOffice(jurisdictionId: string): PoliceOffice {
  return {
    jurisdictionId,
    jurisdiction: '',
    province: '',
    districts: [],
    station: '',
    address: '',
    phone: '',
    dial: '',
    latitude: 0,
    longitude: 0,
    touristZones: [],
  };
}

/** A case as the police read it (personal data included: POLICIA and ADMINISTRADOR only). */
export function toIncident(record: IncidentRecord, names: Names): Incident {
  return {
    id: record.id,
    code: record.code,
    type: record.type,
    status: record.status,
    occurredAt: record.occurredAt,
    place: record.place,
    items: record.items,
    account: record.account,
    reporter: record.reporter,
    language: record.language,
    office: names.office(record.jurisdictionId),
    routing: record.routing,
    closedOffice:
      record.routing === 'CLOSED_OFFICE' && record.closedJurisdictionId
        ? names.office(record.closedJurisdictionId)
        : null,
    assigneeId: record.assigneeId,
    assigneeName: names.officer(record.assigneeId),
    history: record.history.map((event) => ({
      at: event.at,
      kind: event.kind,
      status: event.status,
      note: event.note,
      byName: names.user(event.byUserId),
      assigneeName: event.kind === 'ASSIGNED' ? names.officer(event.assigneeId) : null,
      jurisdictionName: event.jurisdictionId
        ? names.office(event.jurisdictionId).jurisdiction || null
        : null,
    })),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    closedAt: record.closedAt,
    personalDataErasedAt: record.personalDataErasedAt,
  };
}

/** The events the tourist sees even without a note: the report and each change of status. */
const FOLLOWED_KINDS: ReadonlySet<IncidentRecord['history'][number]['kind']> = new Set([
  'REPORTED',
  'STATUS',
  'ABANDONED',
]);

/**
 * What the tourist's follow-up page shows: the status, the office and the notes written for
 * them. Built field by field from what is public, so personal data cannot slip in.
 */
export function toFollowUp(record: IncidentRecord, office: PoliceOffice): IncidentFollowUp {
  const updates: IncidentUpdate[] = record.history
    .filter((event) => FOLLOWED_KINDS.has(event.kind) || event.note)
    .map((event) => ({ at: event.at, status: event.status, note: event.note }));
  return {
    code: record.code,
    type: record.type,
    status: record.status,
    occurredAt: record.occurredAt,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    language: record.language,
    office,
    updates,
  };
}
