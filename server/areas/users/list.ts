import { z } from 'zod';
import type { UserSortField } from '../../../generated/graphql';
import { authorize } from '../../auth/authorize';
import { ROLES } from '../../auth/permissions';
import type { Context } from '../../context';
import { inputObject, parseInput, typeError } from '../../validation';
import { foldText } from '../search/text';
import { type Account, ACCOUNT_STATUSES as STATUSES, toAccount, type UserRecord } from './model';

export const SORT_FIELDS = [
  'NAME',
  'USERNAME',
  'EMAIL',
  'ROLE',
  'STATUS',
  'LAST_SIGN_IN_AT',
  'CREATED_AT',
] as const satisfies readonly UserSortField[];

export const MAX_PAGE_SIZE = 100;

// Absent and null both mean "the default" (GraphQL sends null for a variable left empty).
const withDefault = <T extends z.ZodType>(schema: T, value: z.output<T>) =>
  schema.nullish().transform((given) => given ?? value);
const listOf = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: typeError('a list') }).nullish();

const listSchema = inputObject({
  page: withDefault(
    z
      .number({ error: typeError('a number') })
      .int('A whole number')
      .min(1, 'At least 1'),
    1,
  ),
  size: withDefault(
    z
      .number({ error: typeError('a number') })
      .int('A whole number')
      .min(1, 'At least 1')
      .max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE}`),
    10,
  ),
  search: z
    .string({ error: typeError('a string') })
    .max(200, 'At most 200 characters')
    .nullish(),
  role: listOf(z.enum(ROLES, { error: typeError(`one of ${ROLES.join(', ')}`) })),
  status: listOf(z.enum(STATUSES, { error: typeError(`one of ${STATUSES.join(', ')}`) })),
  sortBy: withDefault(
    z.enum(SORT_FIELDS, { error: typeError(`one of ${SORT_FIELDS.join(', ')}`) }),
    'NAME',
  ),
  order: withDefault(z.enum(['ASC', 'DESC'], { error: typeError('ASC or DESC') }), 'ASC'),
});

export interface UserPage {
  items: Account[];
  pageInfo: { page: number; size: number; total: number; lastPage: number };
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** How each sort field reads an account; null sorts last whatever the order. */
const SORT_VALUE: Record<(typeof SORT_FIELDS)[number], (user: UserRecord) => string | null> = {
  NAME: (user) => user.name,
  USERNAME: (user) => user.username,
  EMAIL: (user) => user.email,
  ROLE: (user) => user.role,
  STATUS: (user) => user.status,
  LAST_SIGN_IN_AT: (user) => user.lastSignInAt,
  CREATED_AT: (user) => user.createdAt,
};

/**
 * A page of the staff accounts. ADMINISTRADOR. `search` matches name, username or email
 * ignoring case and accents; `role` and `status` keep accounts with any of the values given;
 * ties in the sort fall back to the username, so pages never overlap. A page past the end is
 * empty, with the real total.
 */
export async function listUsers(ctx: Context, input: unknown): Promise<UserPage> {
  authorize(ctx, 'users', 'read');
  const query = parseInput(listSchema, input ?? {});
  const needle = foldText(query.search ?? '');
  const roles = query.role?.length ? new Set(query.role) : null;
  const statuses = query.status?.length ? new Set(query.status) : null;
  const users = await ctx.store.users.list(
    (user) =>
      (!roles || roles.has(user.role)) &&
      (!statuses || statuses.has(user.status)) &&
      (needle === '' ||
        [user.name, user.username, user.email].some((value) => foldText(value).includes(needle))),
  );

  const read = SORT_VALUE[query.sortBy];
  const direction = query.order === 'DESC' ? -1 : 1;
  users.sort((a, b) => {
    const [x, y] = [read(a), read(b)];
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      const order = collator.compare(x, y);
      if (order !== 0) return order * direction;
    }
    return a.username.localeCompare(b.username);
  });

  const { page, size } = query;
  const start = (page - 1) * size;
  return {
    items: users.slice(start, start + size).map(toAccount),
    pageInfo: {
      page,
      size,
      total: users.length,
      lastPage: Math.max(1, Math.ceil(users.length / size)),
    },
  };
}
