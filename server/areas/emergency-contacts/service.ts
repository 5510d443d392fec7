import { randomUUID } from 'node:crypto';
import type { AuditAction } from '../../../generated/graphql';
import { dialTarget } from '../../../shared/dial';
import { authorize } from '../../auth/authorize';
import { type Context, nowIso } from '../../context';
import { BadRequestError, NotFoundError } from '../../errors';
import { appendAudit, changesBetween, logChange } from '../../registry/audit-trail';
import type { AuditEntryRecord, FieldChangeRecord } from '../../registry/audit-trail-model';
import type { Data } from '../../store/types';
import { idSchema, parseInput } from '../../validation';
import {
  createSchema,
  MAX_EMERGENCY_CONTACTS,
  NOT_DIALLABLE,
  orderSchema,
  updateSchema,
} from './input';
import type { EmergencyContactRecord } from './model';

/** The public page's numbers in display order, hidden ones left out. Public: no sign-in needed. */
export async function listEmergencyContacts(ctx: Context): Promise<EmergencyContactRecord[]> {
  authorize(ctx, 'emergency-contacts', 'read');
  const contacts = await ctx.store.emergencyContacts.list();
  return inOrder(contacts.map(withDefaults).filter((contact) => !contact.hidden));
}

/**
 * Every number, hidden ones included, in display order: the administration's list. Only those
 * who may change the numbers see the hidden ones.
 */
export async function listAllEmergencyContacts(ctx: Context): Promise<EmergencyContactRecord[]> {
  authorize(ctx, 'emergency-contacts', 'update');
  return inOrder((await ctx.store.emergencyContacts.list()).map(withDefaults));
}

/**
 * Adds a number at the end of the list, visible. Its dial target is derived from the number;
 * 400 when no phone can dial it, when a name is missing or too long, or when the list is full.
 */
export async function createEmergencyContact(
  ctx: Context,
  input: unknown,
): Promise<EmergencyContactRecord> {
  authorize(ctx, 'emergency-contacts', 'create');
  const { names, phone } = parseInput(createSchema, input);
  const dial = derivedDial(phone);
  return write(ctx, (data, audit) => {
    if (data.emergencyContacts.length >= MAX_EMERGENCY_CONTACTS) {
      throw new BadRequestError(`At most ${MAX_EMERGENCY_CONTACTS} numbers`, {
        input: `At most ${MAX_EMERGENCY_CONTACTS} numbers; delete one first`,
      });
    }
    const now = nowIso(ctx);
    const position = Math.max(0, ...data.emergencyContacts.map((contact) => contact.position)) + 1;
    const contact: EmergencyContactRecord = {
      id: randomUUID(),
      names,
      phone,
      dial,
      position,
      hidden: false,
      createdAt: now,
      updatedAt: now,
    };
    data.emergencyContacts.push(contact);
    audit(contact, 'CREATE', changesBetween(null, contact));
    return contact;
  });
}

/**
 * Changes the given names, number or visibility of a number; the dial target follows the
 * number. A change that changes nothing writes nothing. 404 for an unknown id.
 */
export async function updateEmergencyContact(
  ctx: Context,
  id: unknown,
  input: unknown,
): Promise<EmergencyContactRecord> {
  authorize(ctx, 'emergency-contacts', 'update');
  const contactId = parseInput(idSchema, id, 'id');
  const change = parseInput(updateSchema, input);
  return write(ctx, (data, audit) => {
    const index = indexOf(data, contactId);
    const before = withDefaults(data.emergencyContacts[index] as EmergencyContactRecord);
    const phone = change.phone ?? before.phone;
    const after = { ...before, ...change, phone, dial: derivedDial(phone) };
    const changes = changesBetween(before, after);
    if (changes.length === 0) return before;
    after.updatedAt = nowIso(ctx);
    data.emergencyContacts[index] = after;
    audit(after, 'UPDATE', changes);
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
  return write(ctx, (data, audit) => {
    const index = indexOf(data, contactId);
    const before = withDefaults(data.emergencyContacts[index] as EmergencyContactRecord);
    data.emergencyContacts.splice(index, 1);
    audit(before, 'DELETE', changesBetween(before, null));
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
  return write(ctx, (data, audit) => {
    const known = new Set(data.emergencyContacts.map((contact) => contact.id));
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
    const reordered = order.map((id, index) => {
      const before = withDefaults(
        data.emergencyContacts.find((c) => c.id === id) as EmergencyContactRecord,
      );
      if (before.position === index + 1) return before;
      const after = { ...before, position: index + 1, updatedAt: now };
      audit(after, 'UPDATE', changesBetween(before, after));
      return after;
    });
    data.emergencyContacts.splice(0, data.emergencyContacts.length, ...reordered);
    return reordered;
  });
}

/** The dial target of a number the input schema accepted (which checked that it has one). */
function derivedDial(phone: string): string {
  const dial = dialTarget(phone);
  if (dial === null) throw new BadRequestError('Invalid input', { phone: NOT_DIALLABLE });
  return dial;
}

/** A record as written by any version of the store: one written before `hidden` is visible. */
function withDefaults(contact: EmergencyContactRecord): EmergencyContactRecord {
  return { ...contact, hidden: contact.hidden === true };
}

function inOrder(contacts: EmergencyContactRecord[]): EmergencyContactRecord[] {
  return contacts.sort((a, b) => a.position - b.position);
}

function indexOf(data: Data, id: string): number {
  const index = data.emergencyContacts.findIndex((contact) => contact.id === id);
  if (index < 0) throw new NotFoundError('Emergency contact not found');
  return index;
}

type Audit = (
  contact: EmergencyContactRecord,
  action: AuditAction,
  changes: FieldChangeRecord[],
) => void;

/**
 * Runs `change` in one transaction with the audit entries it appends (both saved or neither),
 * then writes the audit log's line for each once saved (SECURITY 14).
 */
async function write<R>(ctx: Context, change: (data: Data, audit: Audit) => R): Promise<R> {
  const { result, entries } = await ctx.store.transaction((data) => {
    const entries: AuditEntryRecord[] = [];
    const result = change(data, (contact, action, changes) => {
      entries.push(
        appendAudit(data, ctx, {
          area: 'emergency_contacts',
          recordId: contact.id,
          recordLabel: contact.names.es,
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
