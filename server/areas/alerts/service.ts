import { randomUUID } from 'node:crypto';
import type { AuditAction } from '../../../generated/graphql';
import { ACTIVE_ALERT_STATES, compareAlerts, isAlertActive } from '../../../shared/alerts';
import { type Context, nowIso } from '../../context';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { appendAudit, changesBetween, logChange, SERVER_ACTOR } from '../../registry/audit-trail';
import type { AuditEntryRecord } from '../../registry/audit-trail-model';
import { type ListRules, listQuery, pageInfo, parseListQuery } from '../../registry/list';
import { authorize } from '../../security/authorize';
import { ownerWithinCap } from '../../security/record-caps';
import type { Transaction } from '../../store/types';
import { idSchema, parseInput } from '../../validation';
import { alertSchema, checkExpiry, FILTER_VALUES, reasonSchema } from './input';
import type { AlertRecord } from './model';

const HOUR_MS = 3_600_000;
/** How long an ended alert stays in the feed, so relays learn that it ended. */
export const FEED_ENDED_MS = 48 * HOUR_MS;

type AlertFilter = keyof typeof FILTER_VALUES;

const LIST_RULES: ListRules<AlertRecord, 'UPDATED_AT', AlertFilter> = {
  sort: { UPDATED_AT: [{ field: 'updatedAt' }] },
  filters: {
    states: (values) => ({ state: { in: values as AlertRecord['state'][] } }),
    category: (values) => ({ category: { in: values as AlertRecord['category'][] } }),
  },
  defaultSort: 'UPDATED_AT',
};

const ACTIVE_STATES = ACTIVE_ALERT_STATES as readonly AlertRecord['state'][];

/** A page of alerts in every state, newest change first. Staff. */
export async function listAlerts(ctx: Context, input: unknown) {
  authorize(ctx, 'alerts', 'read');
  const given = (input ?? {}) as Record<string, unknown>;
  const rules = LIST_RULES as ListRules<unknown, 'UPDATED_AT', AlertFilter>;
  // The SDL's default page holds 20; newest change first is the list's one order.
  const query = parseListQuery(rules, { size: 20, ...given, order: 'DESC' }, FILTER_VALUES);
  const page = await ctx.store.alerts.find(listQuery(LIST_RULES, query));
  return { items: page.items, pageInfo: pageInfo(query, page.total) };
}

/** One alert in any state. Staff; 404 for an unknown id. */
export async function getAlert(ctx: Context, id: unknown): Promise<AlertRecord> {
  authorize(ctx, 'alerts', 'read');
  const alert = await ctx.store.alerts.get(parseInput(idSchema, id, 'id'));
  if (!alert) throw new NotFoundError('Alert not found');
  return alert;
}

/** Writes a draft (version 0), which tourists do not see. Staff; 400 naming what is wrong. */
export async function createAlert(ctx: Context, input: unknown): Promise<AlertRecord> {
  authorize(ctx, 'alerts', 'create');
  const given = parseInput(alertSchema, input);
  checkExpiry(given, new Date(ctx.clock()));
  return write(ctx, async (tx, audit) => {
    const createdBy = await ownerWithinCap(ctx, tx, 'alerts');
    const now = nowIso(ctx);
    const alert = await tx.alerts.insert({
      id: randomUUID(),
      state: 'DRAFT',
      ...given,
      version: 0,
      publishedAt: null,
      cancelledAt: null,
      cancelReason: null,
      createdBy,
      createdAt: now,
      updatedAt: now,
    });
    await audit(alert, 'CREATE', null);
    return alert;
  });
}

/**
 * Changes an alert, given whole: a draft stays a draft; a published or updated one becomes
 * UPDATED with the next version, which tourists see at once. A change that changes nothing
 * writes nothing. 409 once it is cancelled or expired (an ended alert is history: a new one is
 * written instead); 400 for an active alert's expiry already past (it is cancelled instead).
 */
export async function updateAlert(ctx: Context, id: unknown, input: unknown): Promise<AlertRecord> {
  authorize(ctx, 'alerts', 'update');
  const alertId = parseInput(idSchema, id, 'id');
  const given = parseInput(alertSchema, input);
  const now = new Date(ctx.clock());
  checkExpiry(given, now);
  return write(ctx, async (tx, audit) => {
    const before = await existing(tx, alertId);
    refuseEnded(before, now, 'changed');
    const draft = before.state === 'DRAFT';
    if (!draft && Date.parse(given.expires) <= now.getTime()) {
      throw new BadRequestError('Invalid input', {
        expires: 'Already past: cancel the alert to end it now',
      });
    }
    const edited: AlertRecord = { ...before, ...given };
    if (changesBetween(before, edited).length === 0) return before;
    const after: AlertRecord = {
      ...edited,
      state: draft ? 'DRAFT' : 'UPDATED',
      version: draft ? before.version : before.version + 1,
      updatedAt: nowIso(ctx),
    };
    if (!isAlertActive(before, now) && isAlertActive(after, now)) {
      await checkRoom(ctx, tx, after.id);
    }
    await tx.alerts.update(alertId, after);
    await audit(after, 'UPDATE', before);
    return after;
  });
}

/**
 * Publishes a draft: version 1, tourists see it from now until it expires. 409 for an alert
 * already published or ended, or when ALERTS_MAX_ACTIVE alerts are active already; 400 when
 * its expiry is already past.
 */
export async function publishAlert(ctx: Context, id: unknown): Promise<AlertRecord> {
  authorize(ctx, 'alerts', 'update');
  const alertId = parseInput(idSchema, id, 'id');
  return write(ctx, async (tx, audit) => {
    const before = await existing(tx, alertId);
    if (before.state !== 'DRAFT') {
      throw new ConflictError(`Only a draft is published; this alert is ${before.state}`);
    }
    const now = nowIso(ctx);
    if (before.expires <= now) {
      throw new BadRequestError('Its expiry is already past: change it before publishing', {
        expires: 'Already past: set a later expiry before publishing',
      });
    }
    await checkRoom(ctx, tx, alertId);
    const after: AlertRecord = {
      ...before,
      state: 'PUBLISHED',
      version: 1,
      publishedAt: now,
      updatedAt: now,
    };
    await tx.alerts.update(alertId, after);
    await audit(after, 'UPDATE', before);
    return after;
  });
}

/**
 * Ends an active alert before its expiry, with the reason staff give (1 to 300 characters):
 * CANCELLED, the next version, kept in the history. 409 for a draft (deleted instead) or an
 * alert already ended.
 */
export async function cancelAlert(
  ctx: Context,
  id: unknown,
  reason: unknown,
): Promise<AlertRecord> {
  authorize(ctx, 'alerts', 'update');
  const alertId = parseInput(idSchema, id, 'id');
  const cancelReason = parseInput(reasonSchema, reason, 'reason');
  return write(ctx, async (tx, audit) => {
    const before = await existing(tx, alertId);
    if (before.state === 'DRAFT') {
      throw new ConflictError('A draft was never published: delete it instead of cancelling it');
    }
    const now = nowIso(ctx);
    refuseEnded(before, new Date(ctx.clock()), 'cancelled');
    const after: AlertRecord = {
      ...before,
      state: 'CANCELLED',
      version: before.version + 1,
      cancelledAt: now,
      cancelReason,
      updatedAt: now,
    };
    await tx.alerts.update(alertId, after);
    await audit(after, 'UPDATE', before);
    return after;
  });
}

/** Deletes a draft; answers its id. 409 for an alert ever published: it is cancelled instead. */
export async function deleteAlert(ctx: Context, id: unknown): Promise<string> {
  authorize(ctx, 'alerts', 'delete');
  const alertId = parseInput(idSchema, id, 'id');
  return write(ctx, async (tx, audit) => {
    const before = await existing(tx, alertId);
    if (before.state !== 'DRAFT') {
      throw new ConflictError(
        `Only a draft is deleted; this alert is ${before.state}: cancel it instead`,
      );
    }
    await tx.alerts.remove(alertId);
    await audit(before, 'DELETE', before);
    return alertId;
  });
}

/** The alerts tourists see now (`ctx.clock`), most severe first. Public. */
export async function activeAlerts(ctx: Context): Promise<AlertRecord[]> {
  authorize(ctx, 'public-alerts', 'read');
  const now = nowIso(ctx);
  const alerts = await ctx.store.alerts.list({
    where: { state: { in: ACTIVE_STATES }, expires: { gt: now } },
  });
  return alerts.toSorted(compareAlerts);
}

/**
 * What a relay's feed lists: the active alerts and those cancelled or expired (or past their
 * expiry) within the last 48 hours, so that it learns of the end; newest change first. Public.
 */
export async function feedAlerts(ctx: Context): Promise<AlertRecord[]> {
  authorize(ctx, 'public-alerts', 'read');
  const now = ctx.clock();
  const since = new Date(now - FEED_ENDED_MS).toISOString();
  const alerts = await ctx.store.alerts.list({
    where: {
      or: [
        { state: { in: ACTIVE_STATES } },
        { state: 'CANCELLED', updatedAt: { gte: since } },
        { state: 'EXPIRED', expires: { gte: since } },
      ],
    },
  });
  return alerts
    .filter((alert) => Date.parse(lastChange(alert, now)) >= now - FEED_ENDED_MS)
    .toSorted(
      (a, b) =>
        Date.parse(lastChange(b, now)) - Date.parse(lastChange(a, now)) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}

/**
 * One alert that was ever published, in whatever state it is now: the CAP message of one alert.
 * Public; 404 for a draft as for an unknown id.
 */
export async function publishedAlert(ctx: Context, id: unknown): Promise<AlertRecord> {
  authorize(ctx, 'public-alerts', 'read');
  const alert = await ctx.store.alerts.get(parseInput(idSchema, id, 'id'));
  if (!alert || alert.state === 'DRAFT') throw new NotFoundError('Alert not found');
  return alert;
}

/**
 * The expiry job: each published or updated alert past its expiry becomes EXPIRED, in the audit
 * trail as the server's doing. Safe on several instances at once: each alert is read again in
 * its transaction and written only while still active, so none is expired (or audited) twice.
 * Answers how many expired.
 */
export async function expireAlerts(ctx: Context): Promise<number> {
  const now = nowIso(ctx);
  const due = await ctx.store.alerts.list({
    where: { state: { in: ACTIVE_STATES }, expires: { lte: now } },
  });
  let expired = 0;
  for (const { id } of due) {
    const entry = await ctx.store.transaction(async (tx) => {
      const before = await tx.alerts.get(id);
      // Expired, cancelled or renewed meanwhile (another instance, a member of staff).
      if (!before || !ACTIVE_STATES.includes(before.state) || before.expires > now) return null;
      const after: AlertRecord = { ...before, state: 'EXPIRED', updatedAt: now };
      await tx.alerts.update(id, { state: after.state, updatedAt: now });
      return appendAudit(tx, ctx, auditInput(after, 'UPDATE', before), SERVER_ACTOR);
    });
    if (entry) {
      expired += 1;
      logChange(ctx, entry);
    }
  }
  return expired;
}

/** When an alert last changed for a relay: a past expiry is a change of its own. */
function lastChange(alert: AlertRecord, now: number): string {
  const pastExpiry =
    alert.state === 'EXPIRED' ||
    (ACTIVE_STATES.includes(alert.state) && Date.parse(alert.expires) <= now);
  return pastExpiry ? alert.expires : alert.updatedAt;
}

/** 409 for an alert that has ended: cancelled, expired, or active past its expiry. */
function refuseEnded(alert: AlertRecord, now: Date, verb: 'changed' | 'cancelled'): void {
  if (alert.state === 'CANCELLED') {
    throw new ConflictError(`This alert was cancelled and cannot be ${verb}: write a new one`);
  }
  if (alert.state === 'EXPIRED' || (alert.state !== 'DRAFT' && !isAlertActive(alert, now))) {
    throw new ConflictError(
      `This alert expired at ${alert.expires} and cannot be ${verb}: write a new one`,
    );
  }
}

/** 409 when making one more alert active would pass ALERTS_MAX_ACTIVE. */
async function checkRoom(ctx: Context, tx: Transaction, exceptId: string): Promise<void> {
  const max = ctx.settings.alerts.maxActive;
  const active = await tx.alerts.count({
    state: { in: ACTIVE_STATES },
    expires: { gt: nowIso(ctx) },
    id: { ne: exceptId },
  });
  if (active >= max) {
    throw new ConflictError(
      `At most ${max} alerts can be active at once: cancel one, or wait until one expires`,
    );
  }
}

async function existing(tx: Transaction, id: string): Promise<AlertRecord> {
  const alert = await tx.alerts.get(id);
  if (!alert) throw new NotFoundError('Alert not found');
  return alert;
}

/** The audit entry of a change: `other` is the version before (CREATE: none; DELETE: the one gone). */
function auditInput(alert: AlertRecord, action: AuditAction, other: AlertRecord | null) {
  const [before, after] = action === 'DELETE' ? [other, null] : [other, alert];
  return {
    area: 'alerts' as const,
    recordId: alert.id,
    recordLabel: alert.texts.es.headline,
    action,
    changes: changesBetween(before, after),
  };
}

type Audit = (alert: AlertRecord, action: AuditAction, before: AlertRecord | null) => Promise<void>;

/**
 * Runs `change` in one transaction with the audit entries it appends (both saved or neither),
 * then writes the audit log's line for each once saved (SECURITY 14).
 */
async function write<R>(
  ctx: Context,
  change: (tx: Transaction, audit: Audit) => Promise<R>,
): Promise<R> {
  const { result, entries } = await ctx.store.transaction(async (tx) => {
    const entries: AuditEntryRecord[] = [];
    const result = await change(tx, async (alert, action, before) => {
      entries.push(await appendAudit(tx, ctx, auditInput(alert, action, before)));
    });
    return { result, entries };
  });
  for (const entry of entries) logChange(ctx, entry);
  return result;
}
