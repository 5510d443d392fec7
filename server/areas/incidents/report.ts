import type { IncidentFollowUp, IncidentReceipt, PoliceOffice } from '../../../generated/graphql';
import { cuscoDate, cuscoInstant } from '../../../shared/dates';
import { groupFollowSecret } from '../../../shared/follow-secret';
import { type Context, nowIso } from '../../context';
import { NotFoundError, UnavailableError } from '../../errors';
import { incidentReports } from '../../metrics/registry';
import { authorize } from '../../security/authorize';
import { hashFollowToken } from '../../security/follow-tokens';
import { audit, throttled } from '../../security/security-log';
import { timeOrderedId } from '../../store/ids';
import type { Transaction } from '../../store/types';
import { parseInput } from '../../validation';
import { toOffice } from '../police-offices/service';
import { announceCase } from './announce';
import { followCodeSchema, followTokenSchema, type ReportInput, reportSchema } from './input';
import type { IncidentRecord } from './model';
import { notifyReported } from './recipients';
import { type Route, routeReport } from './routing';
import { removedOffice, toFollowUp } from './view';

/** The one key of the count of new reports from every address together. */
const ALL_REPORTS = 'all';

/**
 * Files a tourist's report (public): throttled per address before any work, routed to the
 * tourism police of the place, who are notified, acknowledged only once stored. The device's
 * key makes it idempotent: a report sent again because its answer was lost answers the first
 * case, with the same code and follow-up token, and notifies nobody again. New reports from
 * every address together are capped per hour (INCIDENT_REPORTS_MAX_PER_HOUR), so a flood from
 * many addresses cannot bury the real ones; a report already filed is still answered.
 */
export async function reportIncident(ctx: Context, input: unknown): Promise<IncidentReceipt> {
  authorize(ctx, 'incidents', 'create');
  const report = parseInput(reportSchema, input);
  await ctx.auth.incidentLimits.reports.consume(ctx.transport.ip);

  const known = await ctx.store.incidents.findOne({ deviceKey: report.deviceKey });
  if (known) return receipt(ctx, known, await officeOf(ctx, known.jurisdictionId));
  await throttled(ctx, 'incident.reports-capped', () =>
    ctx.auth.incidentLimits.allReports.consume(ALL_REPORTS),
  );

  const offices = (await ctx.store.jurisdictions.list()).map(toOffice);
  const route = routeReport(report.place, offices, new Date(ctx.clock()));
  if (!route) {
    throw new UnavailableError(
      'No tourism police office is registered to receive reports; call 105 or go to the nearest police station',
    );
  }
  const { record, told } = await ctx.store.transaction(async (tx) => {
    // Two sends of one report racing: the second finds the first inside the transaction.
    const again = await tx.incidents.findOne({ deviceKey: report.deviceKey });
    if (again) return { record: again, told: null };
    const made = await newCase(ctx, tx, report, route);
    await tx.incidents.insert(made);
    // Saved with the case: the police hear of every case stored, and only once.
    return { record: made, told: await notifyReported(ctx, tx, made) };
  });
  if (told) {
    announceCase(ctx, record, told);
    incidentReports.inc({ type: record.type });
    audit(ctx, {
      event: 'incident.reported',
      outcome: 'success',
      target: { incidentId: record.id, code: record.code },
      details: {
        jurisdictionId: record.jurisdictionId,
        routing: record.routing,
        closedJurisdictionId: record.closedJurisdictionId ?? null,
      },
    });
  }
  const office =
    record.jurisdictionId === route.office.jurisdictionId
      ? route.office
      : await officeOf(ctx, record.jurisdictionId);
  return receipt(ctx, record, office);
}

/** The public follow-up of a case, by its private token: nothing at all for a wrong one. */
export async function followIncident(ctx: Context, token: unknown): Promise<IncidentFollowUp> {
  authorize(ctx, 'incident-follow-up', 'read');
  const given = parseInput(followTokenSchema, token, 'token');
  await ctx.auth.incidentLimits.followUps.consume(ctx.transport.ip);
  const record = await ctx.store.incidents.findOne({ followTokenHash: hashFollowToken(given) });
  if (!record) throw new NotFoundError('No case has this follow-up link');
  return toFollowUp(record, await officeOf(ctx, record.jurisdictionId));
}

/**
 * The same follow-up by the case code and the short secret printed with it (typed from paper):
 * throttled like the link before any work, and one answer for a wrong code or a wrong secret.
 */
export async function followIncidentByCode(
  ctx: Context,
  input: unknown,
): Promise<IncidentFollowUp> {
  authorize(ctx, 'incident-follow-up', 'read');
  const { code, secret } = parseInput(followCodeSchema, input);
  await ctx.auth.incidentLimits.followUps.consume(ctx.transport.ip);
  const record = await ctx.store.incidents.findOne({ code });
  if (!record || !ctx.auth.followTokens.secretMatches(record.id, secret)) {
    throw new NotFoundError('No case has this code and secret');
  }
  return toFollowUp(record, await officeOf(ctx, record.jurisdictionId));
}

async function newCase(
  ctx: Context,
  tx: Transaction,
  report: ReportInput,
  route: Route,
): Promise<IncidentRecord> {
  const now = nowIso(ctx);
  const id = timeOrderedId();
  return {
    id,
    code: await nextCode(tx, now),
    deviceKey: report.deviceKey,
    followTokenHash: hashFollowToken(ctx.auth.followTokens.tokenFor(id)),
    type: report.type,
    occurredAt: report.occurredAt,
    place: report.place,
    items: report.items,
    account: report.account,
    reporter: report.reporter,
    language: report.language,
    status: 'RECIBIDO',
    jurisdictionId: route.office.jurisdictionId,
    routing: route.routing,
    closedJurisdictionId: route.closedOffice?.jurisdictionId ?? null,
    assigneeId: null,
    history: [{ at: now, kind: 'REPORTED', status: 'RECIBIDO', note: null, byUserId: null }],
    createdAt: now,
    updatedAt: now,
    closedAt: null,
    personalDataErasedAt: null,
  };
}

/**
 * The next case code of the year (Cusco's calendar): CUS-2026-000123. Counted inside the write
 * transaction, which runs alone, and guarded by the code's unique index.
 */
async function nextCode(tx: Transaction, now: string): Promise<string> {
  const year = Number(cuscoDate(new Date(now)).slice(0, 4));
  const start = cuscoInstant(`${year}-01-01`);
  const end = cuscoInstant(`${year + 1}-01-01`);
  const before = await tx.incidents.count({ createdAt: { gte: start, lt: end } });
  return `CUS-${year}-${String(before + 1).padStart(6, '0')}`;
}

/** The case's office as the staff see it too: a deleted one still answers (see removedOffice). */
async function officeOf(ctx: Context, jurisdictionId: string): Promise<PoliceOffice> {
  const jurisdiction = await ctx.store.jurisdictions.get(jurisdictionId);
  return jurisdiction ? toOffice(jurisdiction) : removedOffice(jurisdictionId);
}

function receipt(ctx: Context, record: IncidentRecord, office: PoliceOffice): IncidentReceipt {
  return {
    code: record.code,
    followToken: ctx.auth.followTokens.tokenFor(record.id),
    followSecret: groupFollowSecret(ctx.auth.followTokens.secretFor(record.id)),
    status: record.status,
    office,
    createdAt: record.createdAt,
  };
}
