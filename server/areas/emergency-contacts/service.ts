import { randomUUID } from 'node:crypto';
import type { AuditAction } from '../../../generated/graphql';
import { dialTarget, whatsappLink } from '../../../shared/dial';
import { type Context, nowIso } from '../../context';
import { BadRequestError, NotFoundError } from '../../errors';
import { editedText, newText } from '../../localized';
import { appendAudit, changesBetween, logChange } from '../../registry/audit-trail';
import type { AuditEntryRecord, FieldChangeRecord } from '../../registry/audit-trail-model';
import { authorize } from '../../security/authorize';
import type { OrderBy } from '../../store/query';
import type { Transaction } from '../../store/types';
import { idSchema, parseInput } from '../../validation';
import {
  createSchema,
  MAX_EMERGENCY_CONTACTS,
  NO_WHATSAPP_FOR_SHORT_CODE,
  NOT_DIALLABLE,
  orderSchema,
  updateSchema,
} from './input';
import { inferKind } from './kind';
import type { EmergencyContactRecord } from './model';

/** The public page's numbers in display order, hidden ones left out. Public: no sign-in needed. */
export async function listEmergencyContacts(ctx: Context): Promise<EmergencyContactRecord[]> {
  authorize(ctx, 'emergency-contacts', 'read');
  // `ne: true` also keeps a number stored before `hidden` existed.
  const contacts = await ctx.store.emergencyContacts.list({
    where: { hidden: { ne: true } },
    orderBy: IN_ORDER,
  });
  return contacts.map(withDefaults);
}

/**
 * Every number, hidden ones included, in display order: the administration's list. Only those
 * who may change the numbers see the hidden ones.
 */
export async function listAllEmergencyContacts(ctx: Context): Promise<EmergencyContactRecord[]> {
  authorize(ctx, 'emergency-contacts', 'update');
  return (await ctx.store.emergencyContacts.list({ orderBy: IN_ORDER })).map(withDefaults);
}

/**
 * Adds a number at the end of the list, visible. Its dial target is derived from the number, its
 * kind inferred when not given; 400 when no phone can dial it, when WhatsApp is asked for a short
 * code, when a name is missing or too long, or when the list is full.
 */
export async function createEmergencyContact(
  ctx: Context,
  input: unknown,
): Promise<EmergencyContactRecord> {
  authorize(ctx, 'emergency-contacts', 'create');
  const { names: givenNames, phone, ...rest } = parseInput(createSchema, input);
  const names = newText(givenNames);
  const dial = derivedDial(phone);
  const whatsapp = checkedWhatsapp(rest.whatsapp ?? false, dial);
  const kind = rest.kind ?? inferKind({ names, dial });
  return write(ctx, async (tx, audit) => {
    if ((await tx.emergencyContacts.count()) >= MAX_EMERGENCY_CONTACTS) {
      throw new BadRequestError(`At most ${MAX_EMERGENCY_CONTACTS} numbers`, {
        input: `At most ${MAX_EMERGENCY_CONTACTS} numbers; delete one first`,
      });
    }
    const now = nowIso(ctx);
    const last = await tx.emergencyContacts.findOne({}, [{ field: 'position', descending: true }]);
    const contact = await tx.emergencyContacts.insert({
      id: randomUUID(),
      names,
      phone,
      dial,
      kind,
      whatsapp,
      position: Math.max(0, last?.position ?? 0) + 1,
      hidden: false,
      createdAt: now,
      updatedAt: now,
    });
    await audit(contact, 'CREATE', changesBetween(null, contact));
    return contact;
  });
}

/**
 * Changes the given names, number, kind, WhatsApp or visibility of a number; the dial target
 * follows the number. A change that changes nothing writes nothing. 404 for an unknown id; 400
 * when the number would be a short code on WhatsApp.
 */
export async function updateEmergencyContact(
  ctx: Context,
  id: unknown,
  input: unknown,
): Promise<EmergencyContactRecord> {
  authorize(ctx, 'emergency-contacts', 'update');
  const contactId = parseInput(idSchema, id, 'id');
  const change = parseInput(updateSchema, input);
  return write(ctx, async (tx, audit) => {
    const before = await existing(tx, contactId);
    const phone = change.phone ?? before.phone;
    const dial = derivedDial(phone);
    const whatsapp = checkedWhatsapp(change.whatsapp ?? before.whatsapp, dial);
    const names = editedText(before.names, change.names);
    const after = { ...before, ...change, names, phone, dial, whatsapp };
    const changes = changesBetween(before, after);
    if (changes.length === 0) return before;
    after.updatedAt = nowIso(ctx);
    await tx.emergencyContacts.update(contactId, after);
    await audit(after, 'UPDATE', changes);
    return after;
  });
}

/** Removes a number and answers it; 404 for an unknown id. The others keep their order. */
export async function deleteEmergencyContact(
  ctx: Context,
  id: unknown,
): Promise<EmergencyContactRecord> {
  authorize(ctx, 'emergency-contacts', 'delete');
  const contactId = parseInput(idSchema, id, 'id');
  return write(ctx, async (tx, audit) => {
    const before = await existing(tx, contactId);
    await tx.emergencyContacts.remove(contactId);
    await audit(before, 'DELETE', changesBetween(before, null));
    return before;
  });
}

/**
 * Puts the numbers in the order of `ids`, positions 1..n. `ids` must name every number exactly
 * once (400 otherwise, changing nothing), so that an order made from a stale list is refused.
 * Each number that moves gets an audit entry for its position.
 */
export async function reorderEmergencyContacts(
  ctx: Context,
  ids: unknown,
): Promise<EmergencyContactRecord[]> {
  authorize(ctx, 'emergency-contacts', 'update');
  const order = parseInput(orderSchema, ids, 'ids');
  return write(ctx, async (tx, audit) => {
    // The list is short (MAX_EMERGENCY_CONTACTS): every number is read to check the order.
    const known = new Map(
      (await tx.emergencyContacts.list()).map((contact) => [contact.id, withDefaults(contact)]),
    );
    const given = new Set(order);
    if (
      given.size !== order.length ||
      given.size !== known.size ||
      order.some((id) => !known.has(id))
    ) {
      throw new BadRequestError('The order must name every number once', {
        ids: 'Must name every number exactly once',
      });
    }
    const now = nowIso(ctx);
    const reordered: EmergencyContactRecord[] = [];
    for (const [index, id] of order.entries()) {
      const before = known.get(id) as EmergencyContactRecord;
      if (before.position === index + 1) {
        reordered.push(before);
        continue;
      }
      const after = { ...before, position: index + 1, updatedAt: now };
      await tx.emergencyContacts.update(id, { position: after.position, updatedAt: now });
      await audit(after, 'UPDATE', changesBetween(before, after));
      reordered.push(after);
    }
    return reordered;
  });
}

/** The dial target of a number the input schema accepted (which checked that it has one). */
function derivedDial(phone: string): string {
  const dial = dialTarget(phone);
  if (dial === null) throw new BadRequestError('Invalid input', { phone: NOT_DIALLABLE });
  return dial;
}

/** `whatsapp` when the dial target can have it: a short code cannot (400 naming `whatsapp`). */
function checkedWhatsapp(whatsapp: boolean, dial: string): boolean {
  if (whatsapp && whatsappLink(dial) === null) {
    throw new BadRequestError('Invalid input', { whatsapp: NO_WHATSAPP_FOR_SHORT_CODE });
  }
  return whatsapp;
}

/** A record as written by any version of the store: one written before `hidden` is visible. */
function withDefaults(contact: EmergencyContactRecord): EmergencyContactRecord {
  return { ...contact, hidden: contact.hidden === true };
}

const IN_ORDER: OrderBy<EmergencyContactRecord>[] = [{ field: 'position' }];

async function existing(tx: Transaction, id: string): Promise<EmergencyContactRecord> {
  const contact = await tx.emergencyContacts.get(id);
  if (!contact) throw new NotFoundError('Emergency contact not found');
  return withDefaults(contact);
}

type Audit = (
  contact: EmergencyContactRecord,
  action: AuditAction,
  changes: FieldChangeRecord[],
) => Promise<void>;

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
    const result = await change(tx, async (contact, action, changes) => {
      entries.push(
        await appendAudit(tx, ctx, {
          area: 'emergency_contacts',
          recordId: contact.id,
          recordLabel: contact.names.es,
          recordLabels: contact.names,
          action,
          changes,
        }),
      );
    });
    return { result, entries };
  });
  for (const entry of entries) logChange(ctx, entry);
  return result;
}
