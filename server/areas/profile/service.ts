import { z } from 'zod';
import type { Presence } from '../../../generated/graphql';
import { type Context, nowIso } from '../../context';
import { BadRequestError, NotFoundError } from '../../errors';
import { authorize, signedIn } from '../../security/authorize';
import { audit } from '../../security/security-log';
import { imageUrl, inputObject, parseInput, requiredText, typeError } from '../../validation';
import { type Account, toAccount, type UserRecord } from '../users/model';
import { getOwnAccount } from '../users/service';

export const PRESENCES = ['online', 'away', 'busy', 'not_visible'] as const satisfies Presence[];
export const MAX_NAME_LENGTH = 100;

const profileSchema = inputObject({
  name: requiredText(MAX_NAME_LENGTH).optional(),
  /** null or empty removes the picture (the client shows initials). */
  avatar: imageUrl({ dataUrl: true }),
  presence: z.enum(PRESENCES, { error: typeError(`one of ${PRESENCES.join(', ')}`) }).optional(),
});

/**
 * Fields of the account that the profile shows but never changes: access is an ADMINISTRADOR's
 * business (Usuarios), and the login names are fixed. Sending one back unchanged (a client may
 * send the whole user) is fine; asking to change one is a 400 naming it.
 */
const FIXED = ['id', 'username', 'email', 'role', 'status'] as const;

/** The signed-in user's own account (GraphQL `me`, REST GET /common/user). */
export function getProfile(ctx: Context): Promise<Account> {
  return getOwnAccount(ctx);
}

/**
 * Changes the signed-in user's own name, avatar or presence. Role, account status, username,
 * email and id cannot change here: asking to is refused with a 400 naming the field.
 */
export async function updateProfile(ctx: Context, input: unknown): Promise<Account> {
  authorize(ctx, 'profile', 'update');
  const { id } = signedIn(ctx);
  const current = await ctx.store.users.get(id);
  if (!current) throw new NotFoundError('Account not found');
  refuseFixedFields(input, current);
  const change = parseInput(profileSchema, input, 'user');
  const changed = (Object.keys(change) as (keyof typeof change)[]).filter(
    (key) => change[key] !== undefined && change[key] !== current[key],
  );
  if (changed.length === 0) return toAccount(current);
  const updated = await ctx.store.users.update(id, {
    ...change,
    updatedAt: nowIso(ctx),
  });
  if (!updated) throw new NotFoundError('Account not found');
  audit(ctx, {
    event: 'profile.updated',
    outcome: 'success',
    target: { userId: id },
    details: { fields: changed },
  });
  return toAccount(updated);
}

function refuseFixedFields(input: unknown, current: UserRecord): void {
  if (typeof input !== 'object' || input === null) return;
  const given = input as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const key of FIXED) {
    if (Object.hasOwn(given, key) && given[key] !== current[key]) {
      fields[key] =
        key === 'role' || key === 'status'
          ? 'Cannot be changed in the profile; an ADMINISTRADOR changes it in Usuarios'
          : 'Cannot be changed';
    }
  }
  if (Object.keys(fields).length > 0) {
    throw new BadRequestError('These fields cannot be changed in the profile', fields);
  }
}
