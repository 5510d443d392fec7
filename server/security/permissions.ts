import type { RegistryArea, Role } from '../../generated/graphql';

/**
 * Who may do what: one table, area × action → roles, read by `authorize` on every operation
 * (GraphQL and REST alike) and by `User.permissions`, so the client hides exactly what the
 * server refuses. `'public'` needs no sign-in. Area names are the kebab-case plurals used on
 * every layer; the navigation rules of the specification (§6) follow from the `read` column.
 */
export const ROLES = ['ADMINISTRADOR', 'DIRCETUR', 'POLICIA'] as const satisfies readonly Role[];

export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

export type Rule = readonly Role[] | 'public';

const STAFF: readonly Role[] = ROLES;
const ADMIN: readonly Role[] = ['ADMINISTRADOR'];
const TOURISM: readonly Role[] = ['ADMINISTRADOR', 'DIRCETUR'];
const POLICE: readonly Role[] = ['ADMINISTRADOR', 'POLICIA'];
const NOBODY: readonly Role[] = [];

const every = (rule: Rule) => ({ read: rule, create: rule, update: rule, delete: rule });

export const PERMISSIONS = {
  // Product registries.
  users: every(ADMIN),
  // The police check a guide's carné in the street: they read the tourism registries.
  guides: { ...every(TOURISM), read: STAFF },
  'travel-agencies': { ...every(TOURISM), read: STAFF },
  lodgings: { ...every(TOURISM), read: STAFF },
  police: every(POLICE),
  jurisdictions: every(POLICE),
  // Tourists file reports without an account; the tourism police work them. Never deleted.
  incidents: { read: POLICE, create: 'public', update: POLICE, delete: NOBODY },
  // A case's follow-up page, by its private token: no personal data.
  'incident-follow-up': { read: 'public', create: NOBODY, update: NOBODY, delete: NOBODY },
  'emergency-contacts': { read: 'public', create: ADMIN, update: ADMIN, delete: ADMIN },
  // The assistant's topics are a fixed set: read by anybody, edited by an ADMINISTRADOR.
  assistant: { read: 'public', create: NOBODY, update: ADMIN, delete: NOBODY },
  // The tourists' page: public facts of the registries and the police offices, read-only.
  verification: { read: 'public', create: NOBODY, update: NOBODY, delete: NOBODY },
  'police-offices': { read: 'public', create: NOBODY, update: NOBODY, delete: NOBODY },
  // Staff who meet the tourists write and publish alerts; tourists and relays read the active ones.
  alerts: every(STAFF),
  'public-alerts': { read: 'public', create: NOBODY, update: NOBODY, delete: NOBODY },
  // Imports of the national directory into the agencies registry: preview, apply, read.
  'directory-imports': { read: TOURISM, create: TOURISM, update: TOURISM, delete: NOBODY },
  // Web Push of new cases to a phone: for those told of them.
  'push-subscriptions': { read: POLICE, create: POLICE, update: NOBODY, delete: POLICE },
  // The signed-in user's own account (me).
  profile: every(STAFF),
  // The shell: every member of staff, each on their own items.
  navigation: every(STAFF),
  shortcuts: every(STAFF),
  messages: every(STAFF),
  notifications: every(STAFF),
  search: every(STAFF),
  chat: every(STAFF),
  // Template demo areas (not product): every member of staff.
  academy: every(STAFF),
  activities: every(STAFF),
  contacts: every(STAFF),
  dashboards: every(STAFF),
  'file-manager': every(STAFF),
  'help-center': every(STAFF),
  inventory: every(STAFF),
  mailbox: every(STAFF),
  notes: every(STAFF),
  scrumboard: every(STAFF),
  tasks: every(STAFF),
  // Reference data served from code: read by anyone, changed by nobody.
  icons: { read: 'public', create: NOBODY, update: NOBODY, delete: NOBODY },
} as const satisfies Record<string, Record<Action, Rule>>;

export type Area = keyof typeof PERMISSIONS;
export const AREAS = Object.keys(PERMISSIONS) as Area[];

/** The rule for one area and action. */
export function ruleFor(area: Area, action: Action): Rule {
  return PERMISSIONS[area][action];
}

/** Whether `role` (null: not signed in) may do `action` in `area`. */
export function can(role: Role | null, area: Area, action: Action): boolean {
  const rule = ruleFor(area, action);
  if (rule === 'public') return true;
  return role !== null && rule.includes(role);
}

/**
 * A record's history (the audit trail, written only by its registry's own changes) is read by
 * whoever may change that registry: those who edit need to see what changed and by whom, and
 * nobody else learns more than the record shows. So it has no rule of its own; the area's
 * `update` rule answers, and `User.permissions` needs no entry of its own either.
 */
export const HISTORY_ACTION = 'update' satisfies Action;

/** The permission area of a registry as the audit trail names it (`travel_agencies`). */
export function areaOfHistory(area: RegistryArea): Area {
  return area.replace(/_/g, '-') as Area;
}

/** Everything `role` may do, as `area:action`, in table order (for `User.permissions`). */
export function permissionsFor(role: Role): string[] {
  return AREAS.flatMap((area) =>
    ACTIONS.filter((action) => can(role, area, action)).map((action) => `${area}:${action}`),
  );
}
