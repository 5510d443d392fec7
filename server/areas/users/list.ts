import { z } from 'zod';
import type { UserSortField } from '../../../generated/graphql';
import { authorize } from '../../auth/authorize';
import { ROLES } from '../../auth/permissions';
import type { Context } from '../../context';
import { type ListRules, listCriteria, pageInfo, parseListQuery } from '../../registry/list';
import { typeError } from '../../validation';
import { type Account, ACCOUNT_STATUSES as STATUSES, toAccount, type UserRecord } from './model';

type UserFilter = 'role' | 'status';

/**
 * How Usuarios searches, sorts and filters, by the registries' shared list rules: accounts that
 * never signed in have no LAST_SIGN_IN_AT and come last in either order.
 */
const USER_LIST: ListRules<UserRecord, UserSortField, UserFilter> = {
  search: (user) => [user.name, user.username, user.email],
  sort: {
    NAME: (user) => user.name,
    USERNAME: (user) => user.username,
    EMAIL: (user) => user.email,
    ROLE: (user) => user.role,
    STATUS: (user) => user.status,
    LAST_SIGN_IN_AT: (user) => user.lastSignInAt,
    CREATED_AT: (user) => user.createdAt,
  },
  filters: {
    role: (user, values) => values.includes(user.role),
    status: (user, values) => values.includes(user.status),
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
  const found = await ctx.store.users.query({
    ...listCriteria(USER_LIST, query),
    offset: paged ? (query.page - 1) * query.size : 0,
    limit: paged ? query.size : undefined,
  });
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
