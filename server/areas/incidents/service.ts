import { z } from 'zod';
import type { Incident, IncidentPage, IncidentSortField } from '../../../generated/graphql';
import { addDays, cuscoInstant } from '../../../shared/dates';
import { type Context, nowIso } from '../../context';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { appendAudit, changesBetween } from '../../registry/audit-trail';
import { type ListRules, listQuery, pageInfo, parseListQuery } from '../../registry/list';
import { authorize, signedIn } from '../../security/authorize';
import type { Transaction } from '../../store/types';
import { idSchema, parseInput } from '../../validation';
import { updateSchema } from './input';
import {
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
  type IncidentEventRecord,
  type IncidentRecord,
  NEXT_STATUSES,
} from './model';
import { notifyWorked } from './recipients';
import { namesFor, toIncident } from './view';

type IncidentFilter = 'status' | 'type' | 'jurisdictionId' | 'from' | 'to';

const LIST_RULES: ListRules<IncidentRecord, IncidentSortField, IncidentFilter> = {
  sort: {
    CREATED_AT: [{ field: 'createdAt' }],
    OCCURRED_AT: [{ field: 'occurredAt' }],
    UPDATED_AT: [{ field: 'updatedAt' }],
    STATUS: [{ field: 'status' }, { field: 'createdAt' }],
    CODE: [{ field: 'code' }],
  },
  filters: {
    status: (values) => ({ status: { in: values as IncidentRecord['status'][] } }),
    type: (values) => ({ type: { in: values as IncidentRecord['type'][] } }),
    jurisdictionId: (values) => ({ jurisdictionId: { in: [...values] } }),
    // Days of Cusco's calendar, as the staff application shows every instant.
    from: ([day]) => ({ createdAt: { gte: cuscoInstant(day ?? '') } }),
    to: ([day]) => ({ createdAt: { lt: cuscoInstant(addDays(day ?? '', 1)) } }),
  },
  defaultSort: 'CREATED_AT',
};

const day = z.iso.date('A date as YYYY-MM-DD');

const FILTER_VALUES = {
  status: z.enum(INCIDENT_STATUSES, `One of ${INCIDENT_STATUSES.join(', ')}`),
  type: z.enum(INCIDENT_TYPES, `One of ${INCIDENT_TYPES.join(', ')}`),
  jurisdictionId: idSchema,
  from: day,
  to: day,
};

/** A list request checked: its filters, search, sort (newest first unless asked) and page. */
function parseIncidentsQuery(input: unknown) {
  const given = (input ?? {}) as Record<string, unknown>;
  const rules = LIST_RULES as ListRules<unknown, IncidentSortField, IncidentFilter>;
  return parseListQuery(rules, { order: 'DESC', ...given }, FILTER_VALUES);
}

/** A page of cases, newest first unless asked otherwise. POLICIA and ADMINISTRADOR. */
export async function listIncidents(ctx: Context, input: unknown): Promise<IncidentPage> {
  authorize(ctx, 'incidents', 'read');
  const query = parseIncidentsQuery(input);
  const page = await ctx.store.incidents.find(listQuery(LIST_RULES, query));
  const names = await namesFor(ctx, page.items);
  return {
    items: page.items.map((record) => toIncident(record, names)),
    pageInfo: pageInfo(query, page.total),
  };
}

/**
 * Every case a list request matches, in its order, without paging: the CSV export. The stored
 * records, for the export to pick its columns from. POLICIA and ADMINISTRADOR.
 */
export async function allIncidents(ctx: Context, input: unknown): Promise<IncidentRecord[]> {
  authorize(ctx, 'incidents', 'read');
  return ctx.store.incidents.list(listQuery(LIST_RULES, parseIncidentsQuery(input), false));
}

/** One case. POLICIA and ADMINISTRADOR. */
export async function getIncident(ctx: Context, id: unknown): Promise<Incident> {
  authorize(ctx, 'incidents', 'read');
  const record = await ctx.store.incidents.get(parseInput(idSchema, id, 'id'));
  if (!record) throw new NotFoundError('Case not found');
  return toIncident(record, await namesFor(ctx, [record]));
}

/**
 * Works a case: a next status allowed by the workflow (NEXT_STATUSES), a note for the tourist,
 * an officer, another jurisdiction. Each change is an event of the case and an entry of the
 * audit trail, saved together with the notifications of a re-route or an assignment. A closed
 * case changes no more (409).
 */
export async function updateIncident(ctx: Context, id: unknown, input: unknown): Promise<Incident> {
  authorize(ctx, 'incidents', 'update');
  const caseId = parseInput(idSchema, id, 'id');
  const change = parseInput(updateSchema, input);
  const userId = signedIn(ctx).id;
  const record = await ctx.store.transaction(async (tx) => {
    const before = await tx.incidents.get(caseId);
    if (!before) throw new NotFoundError('Case not found');
    if (before.status === 'CERRADO') throw new ConflictError('A closed case cannot change');
    const now = nowIso(ctx);
    const events = await eventsOf(tx, before, change, now, userId);
    if (events.length === 0) return before;
    const last = events[events.length - 1] as IncidentEventRecord;
    const after: IncidentRecord = {
      ...before,
      status: last.status,
      assigneeId: change.assigneeId !== undefined ? change.assigneeId : before.assigneeId,
      jurisdictionId: change.jurisdictionId ?? before.jurisdictionId,
      routing: change.jurisdictionId !== undefined ? 'OFFICER' : before.routing,
      history: [...before.history, ...events],
      closedAt: last.status === 'CERRADO' ? now : before.closedAt,
      updatedAt: now,
    };
    await tx.incidents.update(caseId, after);
    await appendAudit(tx, ctx, {
      area: 'incidents',
      recordId: caseId,
      recordLabel: before.code,
      action: 'UPDATE',
      changes: changesBetween(audited(before), audited(after)),
    });
    await notifyWorked(ctx, tx, after, events, userId);
    return after;
  });
  return toIncident(record, await namesFor(ctx, [record]));
}

/** What the audit trail keeps of a case's change: the workflow's fields, never personal data. */
export function audited(record: IncidentRecord) {
  const { status, assigneeId, jurisdictionId, closedAt } = record;
  const notes = record.history.filter((event) => event.note !== null).length;
  return { status, assigneeId, jurisdictionId, closedAt, notes };
}

/** The events a change makes, checked: 400 naming the field for what the workflow refuses. */
async function eventsOf(
  tx: Transaction,
  before: IncidentRecord,
  change: z.output<typeof updateSchema>,
  at: string,
  byUserId: string,
): Promise<IncidentEventRecord[]> {
  const events: IncidentEventRecord[] = [];
  let status = before.status;
  if (change.jurisdictionId !== undefined && change.jurisdictionId !== before.jurisdictionId) {
    if (!(await tx.jurisdictions.get(change.jurisdictionId))) {
      throw new BadRequestError('Invalid input', { jurisdictionId: 'No such jurisdiction' });
    }
    events.push({
      at,
      kind: 'ROUTED',
      status,
      note: null,
      byUserId,
      jurisdictionId: change.jurisdictionId,
    });
  }
  if (change.assigneeId !== undefined && change.assigneeId !== before.assigneeId) {
    if (change.assigneeId !== null && !(await tx.police.get(change.assigneeId))) {
      throw new BadRequestError('Invalid input', { assigneeId: 'No such officer' });
    }
    events.push({
      at,
      kind: 'ASSIGNED',
      status,
      note: null,
      byUserId,
      assigneeId: change.assigneeId,
    });
  }
  const note = change.note ?? null;
  if (change.status !== undefined && change.status !== before.status) {
    if (!NEXT_STATUSES[before.status].includes(change.status)) {
      throw new BadRequestError('Invalid input', {
        status: `Cannot go from ${before.status} to ${change.status}`,
      });
    }
    status = change.status;
    events.push({ at, kind: 'STATUS', status, note, byUserId });
  } else if (note !== null) {
    events.push({ at, kind: 'NOTE', status, note, byUserId });
  }
  return events;
}
