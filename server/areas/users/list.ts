import { z } from 'zod';
import type { UserSortField } from '../../../generated/graphql';
import type { Context } from '../../context';
import { type ListRules, listQuery, pageInfo, parseListQuery } from '../../registry/list';
import { authorize } from '../../security/authorize';
import { ROLES } from '../../security/permissions';
import { typeError } from '../../validation';
import { type Account, ACCOUNT_STATUSES as STATUSES, toAccount, type UserRecord } from './model';

type UserFilter = 'role' | 'status';

/**
 * How Usuarios sorts and filters, by the registries' shared list rules (the search box looks in
 * the collection's searchable fields): accounts that never signed in have no LAST_SIGN_IN_AT and
 * come last in either order.
 */
const USER_LIST: ListRules<UserRecord, UserSortField, UserFilter> = {
  sort: {
    NAME: [{ field: 'name' }],
    USERNAME: [{ field: 'username' }],
    EMAIL: [{ field: 'email' }],
    ROLE: [{ field: 'role' }],
    STATUS: [{ field: 'status' }],
    LAST_SIGN_IN_AT: [{ field: 'lastSignInAt' }],
    CREATED_AT: [{ field: 'createdAt' }],
  },
  filters: {
    role: (values) => ({ role: { in: values as UserRecord['role'][] } }),
    status: (values) => ({ status: { in: values as UserRecord['status'][] } }),
  },
  defaultSort: 'NAME',
};

const FILTER_VALUES: Record<UserFilter, z.ZodType<string>> = {
  role: z.enum(ROLES, { error: typeError(`one of ${ROLES.join(', ')}`) }),
  status: z.enum(STATUSES, { error: typeError(`one of ${STATUSES.join(', ')}`) }),
};

export interface UserPage {
  items: Account[];
  pageInfo: ReturnType<typeof pageInfo>;
}

/** The accounts of a list request, in order: one page, or all of them (the CSV export). */
async function matching(ctx: Context, input: unknown, paged: boolean): Promise<UserPage> {
  const query = parseListQuery(
    USER_LIST as ListRules<unknown, UserSortField, UserFilter>,
    input,
    FILTER_VALUES,
  );
  const found = await ctx.store.users.find(listQuery(USER_LIST, query, paged));
  return { items: found.items.map(toAccount), pageInfo: pageInfo(query, found.total) };
}

/**
 * A page of the staff accounts. ADMINISTRADOR. `search` matches name, username or email
 * ignoring case and accents; `role` and `status` keep accounts with any of the values given;
 * ties in the sort are broken by id, so pages never overlap. A page past the end is empty, with
 * the real total.
 */
export async function listUsers(ctx: Context, input: unknown): Promise<UserPage> {
  authorize(ctx, 'users', 'read');
  return matching(ctx, input, true);
}

/** Every account the list input matches, in its order (the CSV export). ADMINISTRADOR. */
export async function allUsers(ctx: Context, input: unknown): Promise<Account[]> {
  authorize(ctx, 'users', 'read');
  return (await matching(ctx, input, false)).items;
}
