import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ACCOUNT_ERRORS } from '../../../shared/accounts';
import { type Context, nowIso } from '../../context';
import { BadRequestError, NotFoundError } from '../../errors';
import { authorize, signedIn } from '../../security/authorize';
import { ROLES } from '../../security/permissions';
import { audit } from '../../security/security-log';
import type { Transaction } from '../../store/types';
import { idSchema, inputObject, parseInput, typeError } from '../../validation';
import { changedFields, recordUserChange } from './history';
import {
  type Account,
  DEFAULT_PRESENCE,
  ACCOUNT_STATUSES as STATUSES,
  toAccount,
  type UserRecord,
} from './model';
import { keepAnActiveAdmin, keepLoginsUnique, keepOfficerLink } from './rules';
import { accountFields } from './service';
import { endSessions } from './sessions';
import { temporaryPassword } from './temporary-password';

const role = z.enum(ROLES, { error: typeError(`one of ${ROLES.join(', ')}`) });
const status = z.enum(STATUSES, { error: typeError(`one of ${STATUSES.join(', ')}`) });

/** The officer of the police registry a POLICIA account belongs to; null: none. */
const officerId = idSchema.nullable();

const createSchema = inputObject({
  ...accountFields,
  role,
  status: status.nullish().transform((value) => value ?? 'ACTIVO'),
  officerId: officerId.optional().transform((value) => value ?? null),
});

/** Only the fields given change; none but the officer can be cleared. */
const updateSchema = inputObject({
  name: accountFields.name.optional(),
  username: accountFields.username.optional(),
  email: accountFields.email.optional(),
  role: role.optional(),
  status: status.optional(),
  // null unlinks: the one field of the account that can be cleared.
  officerId: officerId.optional(),
});

/** An account and the temporary password it was just given: shown once, never stored in clear. */
export interface AccountWithPassword {
  user: Account;
  temporaryPassword: string;
}

/** One staff account. ADMINISTRADOR. */
export async function getUser(ctx: Context, id: unknown): Promise<Account> {
  authorize(ctx, 'users', 'read');
  const user = await ctx.store.users.get(parseInput(idSchema, id, 'id'));
  if (!user) throw new NotFoundError('Account not found');
  return toAccount(user);
}

/**
 * Creates a staff account (ACTIVO unless told otherwise) with a generated temporary password
 * that it must change at its first sign-in. ADMINISTRADOR. 409 naming the username or email when
 * another account has it; a POLICIA account may be linked to an officer (see keepOfficerLink).
 */
export async function createUser(ctx: Context, input: unknown): Promise<AccountWithPassword> {
  authorize(ctx, 'users', 'create');
  const fields = parseInput(createSchema, input);
  const password = temporaryPassword(fields);
  const passwordHash = await ctx.auth.passwords.hash(password);
  const now = nowIso(ctx);
  const user: UserRecord = {
    id: randomUUID(),
    ...fields,
    avatar: null,
    presence: DEFAULT_PRESENCE,
    passwordHash,
    mustChangePassword: true,
    createdAt: now,
    updatedAt: now,
    lastSignInAt: null,
    // Made inactive by an ADMINISTRADOR: deactivated, not a sign-up waiting.
    deactivatedAt: fields.status === 'INACTIVO' ? now : null,
  };
  await ctx.store.transaction(async (tx) => {
    await keepLoginsUnique(tx.users, user, ctx.transport.language());
    await keepOfficerLink(tx, null, user, ctx.transport.language());
    await tx.users.insert(user);
    await recordUserChange(tx, ctx, null, user);
  });
  audit(ctx, { event: 'user.created', outcome: 'success', target: { userId: user.id } });
  return { user: toAccount(user), temporaryPassword: password };
}

/**
 * Changes an account's name, login names, role, status or officer. ADMINISTRADOR. Deactivating
 * it or changing its role ends its sessions at once; an account that stops being POLICIA loses
 * its officer unless the change names one (then 400). Nobody changes their own role or status
 * (400), and the last active ADMINISTRADOR keeps both (409). Activating a sign-up is status
 * ACTIVO with the role it should have.
 */
export async function updateUser(ctx: Context, id: unknown, input: unknown): Promise<Account> {
  authorize(ctx, 'users', 'update');
  const userId = parseInput(idSchema, id, 'id');
  const change = parseInput(updateSchema, input);
  const self = signedIn(ctx).id === userId;
  const now = nowIso(ctx);

  const result = await ctx.store.transaction(async (tx) => {
    const before = await findIn(tx, userId);
    const after: UserRecord = { ...before, ...definedFields(change), updatedAt: now };
    // An activated sign-up no longer waits, and is never dropped as one that waited too long.
    if (after.status === 'ACTIVO') after.signUpExpiresAt = null;
    // Deactivated by an ADMINISTRADOR, said so from then on; activated again, no longer.
    if (after.status === 'ACTIVO') after.deactivatedAt = null;
    else if (before.status === 'ACTIVO') after.deactivatedAt = now;
    if (after.role !== 'POLICIA' && change.officerId === undefined) after.officerId = null;
    if (self) refuseOwnAccessChange(before, after);
    await keepLoginsUnique(tx.users, after, ctx.transport.language());
    await keepOfficerLink(tx, before, after, ctx.transport.language());
    await keepAnActiveAdmin(tx.users, before, after);
    const fields = changedFields(before, after);
    if (fields.length === 0) return { user: before, fields, access: {} };
    await tx.users.update(userId, after);
    const deactivated = fields.includes('status') && after.status !== 'ACTIVO';
    if (deactivated || fields.includes('role')) {
      await endSessions(tx, { userId, now, reason: deactivated ? 'deactivated' : 'role-changed' });
    }
    await recordUserChange(tx, ctx, before, after);
    return { user: after, fields, access: accessChanges(before, after) };
  });
  if (result.fields.length > 0) {
    audit(ctx, {
      event: 'user.updated',
      outcome: 'success',
      target: { userId },
      details: { fields: result.fields, changes: result.access },
    });
  }
  return toAccount(result.user);
}

/**
 * Gives an account a new temporary password, answered this once: it must change it at its next
 * sign-in, its sessions end, and its pending reset links stop working. ADMINISTRADOR; one's own
 * password is changed with changePassword instead (400).
 */
export async function resetUserPassword(ctx: Context, id: unknown): Promise<AccountWithPassword> {
  authorize(ctx, 'users', 'update');
  const userId = parseInput(idSchema, id, 'id');
  if (signedIn(ctx).id === userId) {
    throw new BadRequestError(ACCOUNT_ERRORS.ownPassword, { id: ACCOUNT_ERRORS.ownAccount });
  }
  const target = await ctx.store.users.get(userId);
  if (!target) throw new NotFoundError('Account not found');
  const password = temporaryPassword(target);
  const passwordHash = await ctx.auth.passwords.hash(password);
  const now = nowIso(ctx);

  const user = await ctx.store.transaction(async (tx) => {
    const before = await findIn(tx, userId);
    const after: UserRecord = { ...before, passwordHash, mustChangePassword: true, updatedAt: now };
    await tx.users.update(userId, after);
    await endSessions(tx, { userId, now, reason: 'password-changed' });
    await tx.passwordResets.removeWhere({ userId });
    await recordUserChange(tx, ctx, before, after);
    return after;
  });
  // The sign-in failures of a forgotten password must not keep the new one out.
  await ctx.auth.throttle.forget(`user:${userId}`);
  audit(ctx, {
    event: 'user.password-changed',
    outcome: 'success',
    target: { userId },
    details: { by: 'administrator' },
  });
  return { user: toAccount(user), temporaryPassword: password };
}

/**
 * Removes an account with everything that is only its own (sessions, reset links, shortcuts,
 * messages, notifications, chats), and answers it as it was. ADMINISTRADOR. Not one's own
 * account (400), not the last active ADMINISTRADOR (409). The audit trail keeps its history.
 */
export async function deleteUser(ctx: Context, id: unknown): Promise<Account> {
  authorize(ctx, 'users', 'delete');
  const userId = parseInput(idSchema, id, 'id');
  if (signedIn(ctx).id === userId) {
    throw new BadRequestError(ACCOUNT_ERRORS.ownDelete, { id: ACCOUNT_ERRORS.ownAccount });
  }
  const removed = await ctx.store.transaction(async (tx) => {
    const before = await findIn(tx, userId);
    await keepAnActiveAdmin(tx.users, before, null);
    const chatIds = (await tx.chats.list({ where: { userId } })).map((chat) => chat.id);
    await tx.users.remove(userId);
    await tx.sessions.removeWhere({ userId });
    await tx.passwordResets.removeWhere({ userId });
    await tx.shortcuts.removeWhere({ userId });
    await tx.messages.removeWhere({ userId });
    await tx.notifications.removeWhere({ userId });
    await tx.chats.removeWhere({ userId });
    await tx.chatMessages.removeWhere({ chatId: { in: chatIds } });
    await recordUserChange(tx, ctx, before, null);
    return before;
  });
  audit(ctx, { event: 'user.deleted', outcome: 'success', target: { userId } });
  return toAccount(removed);
}

/** The account as a transaction sees it; 404 (nothing changed) when there is none. */
async function findIn(tx: Transaction, id: string): Promise<UserRecord> {
  const user = await tx.users.get(id);
  if (!user) throw new NotFoundError('Account not found');
  return user;
}

/** Who may sign in and as what, before and after: the security log keeps these values. */
function accessChanges(before: UserRecord, after: UserRecord) {
  const changes: Record<string, { from: string; to: string }> = {};
  if (before.status !== after.status) changes.status = { from: before.status, to: after.status };
  if (before.role !== after.role) changes.role = { from: before.role, to: after.role };
  return changes;
}

function refuseOwnAccessChange(before: UserRecord, after: UserRecord): void {
  const fields: Record<string, string> = {};
  if (after.status !== before.status) fields.status = ACCOUNT_ERRORS.ownStatus;
  if (after.role !== before.role) fields.role = ACCOUNT_ERRORS.ownRole;
  if (Object.keys(fields).length > 0) {
    throw new BadRequestError(ACCOUNT_ERRORS.ownRoleOrStatus, fields);
  }
}

function definedFields<T extends object>(change: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(change).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
