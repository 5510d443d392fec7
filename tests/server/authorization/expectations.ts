/**
 * SECURITY 5: who gets into each GraphQL root field and each REST route. The matrix test
 * (matrix.test.ts) calls every one of them as each caller below and compares; a field or route
 * without an entry here fails that test, so nothing new goes out unreviewed.
 *
 * "Gets in" means the answer is not UNAUTHENTICATED, TOKEN_EXPIRED or FORBIDDEN. Public
 * operations are called with input they refuse (400), so the matrix changes nothing.
 */
export type Caller = 'anonymous' | 'expired' | 'ADMINISTRADOR' | 'DIRCETUR' | 'POLICIA';

export const CALLERS: readonly Caller[] = [
  'anonymous',
  'expired',
  'ADMINISTRADOR',
  'DIRCETUR',
  'POLICIA',
];
/** Public: no sign-in needed (a stale token is ignored). */
const EVERYONE = CALLERS;
const STAFF: readonly Caller[] = ['ADMINISTRADOR', 'DIRCETUR', 'POLICIA'];
const ADMIN: readonly Caller[] = ['ADMINISTRADOR'];

const TOURISM: readonly Caller[] = ['ADMINISTRADOR', 'DIRCETUR'];
const POLICE: readonly Caller[] = ['ADMINISTRADOR', 'POLICIA'];

/**
 * A registry's GraphQL fields (`guides`, `guide`, `createGuide`, …) and REST routes
 * (/api/admin/<path>…): read by `readers`, changed by `writers`. Unknown ids, so nothing changes.
 */
function registry(
  names: { list: string; one: string; type: string },
  path: string,
  readers: readonly Caller[],
  writers: readonly Caller[],
  createArgs?: string,
) {
  const graphql: Record<string, Expectation> = {
    [`Query.${names.list}`]: { allowed: readers },
    [`Query.${names.one}`]: { allowed: readers },
    [`Mutation.create${names.type}`]: { allowed: writers, args: createArgs },
    [`Mutation.update${names.type}`]: { allowed: writers },
    [`Mutation.delete${names.type}`]: { allowed: writers },
  };
  const base = `/api/admin/${path}`;
  const rest: Record<string, Expectation> = {
    [`GET ${base}`]: { allowed: readers },
    [`GET ${base}/export`]: { allowed: readers },
    [`GET ${base}/:id`]: { allowed: readers, url: `${base}/unknown` },
    // A record's history: for those who change the registry.
    [`GET ${base}/:id/history`]: { allowed: writers, url: `${base}/unknown/history` },
    [`POST ${base}`]: { allowed: writers, body: {} },
    [`PATCH ${base}/:id`]: { allowed: writers, url: `${base}/unknown`, body: {} },
    [`DELETE ${base}/:id`]: { allowed: writers, url: `${base}/unknown` },
  };
  return { graphql, rest };
}

const REGISTRIES = [
  // Dates must parse as LocalDate to reach the service, which then refuses the rest.
  registry(
    { list: 'guides', one: 'guide', type: 'Guide' },
    'guides',
    STAFF,
    TOURISM,
    '(input: { firstNames: "", lastNames: "", documentType: DNI, documentNumber: "", licenseNumber: "", languages: [], licenseIssuedOn: "2026-01-01", licenseExpiresOn: "2026-01-01" })',
  ),
  registry(
    { list: 'travelAgencies', one: 'travelAgency', type: 'TravelAgency' },
    'travel-agencies',
    STAFF,
    TOURISM,
    '(input: { businessName: "", tradeName: "", ruc: "", classification: MINORISTA, address: "", district: "", province: "", certificateNumber: "", registeredOn: "2026-01-01", expiresOn: "2026-01-01" })',
  ),
  registry({ list: 'lodgings', one: 'lodging', type: 'Lodging' }, 'lodgings', STAFF, TOURISM),
  registry(
    { list: 'policeOfficers', one: 'policeOfficer', type: 'PoliceOfficer' },
    'police',
    POLICE,
    POLICE,
  ),
  registry(
    { list: 'jurisdictions', one: 'jurisdiction', type: 'Jurisdiction' },
    'jurisdictions',
    POLICE,
    POLICE,
  ),
];

/**
 * The template's REST paths of one demo area, all open to staff: `{ path: methods }` under
 * `base`. Bodies are empty and `?id` names nothing, so the matrix changes nothing (a POST that
 * takes no body, such as a new product, adds to the matrix's own store).
 */
function templateArea(base: string, paths: Record<string, string | string[]>) {
  const entries: Record<string, Expectation> = {};
  for (const [path, methods] of Object.entries(paths)) {
    for (const method of [methods].flat()) {
      entries[`${method} ${base}/${path}`] = {
        allowed: STAFF,
        ...(method === 'GET' ? {} : { body: {} }),
        ...(method === 'DELETE' || (method === 'GET' && !path.endsWith('s'))
          ? { url: `${base}/${path}?id=unknown` }
          : {}),
      };
    }
  }
  return entries;
}

export interface Expectation {
  allowed: readonly Caller[];
  /** GraphQL: the arguments to call with, e.g. `(email: "")`. Generated when absent. */
  args?: string;
  /** REST: the JSON body to send. */
  body?: Record<string, unknown>;
  /** REST: the URL to call when the path has parameters. */
  url?: string;
}

/**
 * Who reads a record's history (`recordHistory(area:)`), by registry: the roles that change it.
 * A DIRCETUR never reads an officer's or an account's history, a POLICIA never a guide's.
 */
export const RECORD_HISTORY: Record<string, readonly Caller[]> = {
  users: ADMIN,
  guides: TOURISM,
  travel_agencies: TOURISM,
  lodgings: TOURISM,
  police: POLICE,
  jurisdictions: POLICE,
  emergency_contacts: ADMIN,
  assistant: ADMIN,
  // The audit trail of a case keeps its workflow only (no personal data): the police work it.
  incidents: POLICE,
  // Every member of staff writes and publishes alerts, so every one reads how one changed.
  alerts: STAFF,
};

/** An alert input GraphQL accepts and the service refuses: no texts, an empty source. */
const REFUSED_ALERT =
  '{ category: OTHER, severity: MINOR, urgency: UNKNOWN, certainty: UNKNOWN, area: { kind: REGION }, onset: "2026-01-01T00:00:00Z", expires: "2026-01-02T00:00:00Z", texts: [], source: "" }';

/** Root fields, as `Query.name` / `Mutation.name`. */
export const GRAPHQL: Record<string, Expectation> = {
  'Query.serverInfo': { allowed: EVERYONE },
  // The carné format the guide forms check against: whoever reads guides.
  'Query.guideLicenseFormat': { allowed: STAFF },
  'Query.emergencyContacts': { allowed: EVERYONE },
  // The tourists' page: public, read-only (a query under 3 characters is refused, 400).
  'Query.verifyProvider': { allowed: EVERYONE, args: '(query: "")' },
  'Query.policeOffices': { allowed: EVERYONE },
  // A tourist's report and its follow-up are public (generated input is refused, 400); the
  // cases are the tourism police's.
  'Mutation.reportIncident': { allowed: EVERYONE },
  'Query.incidentFollowUp': { allowed: EVERYONE, args: '(token: "")' },
  'Query.incidentFollowUpByCode': { allowed: EVERYONE, args: '(code: "", secret: "")' },
  'Query.incidents': { allowed: POLICE },
  'Query.incident': { allowed: POLICE },
  'Query.incidentOverview': { allowed: POLICE },
  'Mutation.updateIncident': { allowed: POLICE },
  // Alerts: written and published by every member of staff; the active ones are public. Input
  // the service refuses (no texts) and unknown ids, so nothing changes.
  'Query.alerts': { allowed: STAFF },
  'Query.alert': { allowed: STAFF },
  'Query.activeAlerts': { allowed: EVERYONE },
  'Mutation.createAlert': { allowed: STAFF, args: `(input: ${REFUSED_ALERT})` },
  'Mutation.updateAlert': { allowed: STAFF, args: `(id: "unknown", input: ${REFUSED_ALERT})` },
  'Mutation.publishAlert': { allowed: STAFF },
  'Mutation.cancelAlert': { allowed: STAFF },
  'Mutation.deleteAlert': { allowed: STAFF },
  // Imports of the national directory: tourism staff (unknown ids, so nothing changes).
  'Query.directoryImport': { allowed: TOURISM },
  'Query.directoryImports': { allowed: TOURISM },
  'Mutation.applyDirectoryImport': { allowed: TOURISM },
  'Mutation.undoDirectoryImport': { allowed: TOURISM },
  // Those who update the agencies and lodgings (the registry's writers).
  'Mutation.clearDirectoryMark': {
    allowed: TOURISM,
    args: '(target: TRAVEL_AGENCIES, id: "unknown", reason: "prueba")',
  },
  // The public numbers are changed by an ADMINISTRADOR only. Generated arguments are refused
  // (an undialable phone "x", an unknown id, an order that names no number), so nothing changes.
  'Query.adminEmergencyContacts': { allowed: ADMIN },
  'Mutation.createEmergencyContact': { allowed: ADMIN },
  'Mutation.updateEmergencyContact': { allowed: ADMIN },
  'Mutation.deleteEmergencyContact': { allowed: ADMIN },
  'Mutation.reorderEmergencyContacts': { allowed: ADMIN },
  // The assistant's topics: read by the public page, edited by an ADMINISTRADOR (an unknown
  // number to call is refused, so nothing changes).
  'Query.assistantTopics': { allowed: EVERYONE },
  'Mutation.updateAssistantTopic': {
    allowed: ADMIN,
    args: '(id: EMERGENCY, input: { callContactIds: ["none"] })',
  },
  'Query.me': { allowed: STAFF },
  'Mutation.signIn': { allowed: EVERYONE, args: '(login: "", password: "")' },
  'Mutation.unlockSession': { allowed: EVERYONE, args: '(login: "", password: "")' },
  'Mutation.refreshToken': { allowed: EVERYONE, args: '(refreshToken: "")' },
  'Mutation.signOut': { allowed: EVERYONE, args: '(refreshToken: "")' },
  'Mutation.signUp': {
    allowed: EVERYONE,
    args: '(input: { name: "", username: "", email: "", password: "" })',
  },
  'Mutation.forgotPassword': { allowed: EVERYONE, args: '(email: "")' },
  'Mutation.resetPassword': { allowed: EVERYONE, args: '(token: "", password: "")' },
  // The shell: every member of staff, each on their own items.
  'Mutation.updateProfile': { allowed: STAFF, args: '(input: { name: "" })' },
  // A wrong current password: refused (400) without changing anything.
  'Mutation.changePassword': {
    allowed: STAFF,
    args: '(currentPassword: "not-the-password", newPassword: "Otra-Clave-Larga-2026")',
  },
  // Usuarios: ADMINISTRADOR only. Ids that do not exist and input refused, so nothing changes.
  'Query.users': { allowed: ADMIN },
  'Query.user': { allowed: ADMIN },
  'Mutation.createUser': {
    allowed: ADMIN,
    args: '(input: { name: "", username: "", email: "", role: POLICIA })',
  },
  'Mutation.updateUser': { allowed: ADMIN, args: '(id: "nobody", input: {})' },
  'Mutation.resetUserPassword': { allowed: ADMIN, args: '(id: "nobody")' },
  'Mutation.deleteUser': { allowed: ADMIN, args: '(id: "nobody")' },
  'Query.navigation': { allowed: STAFF },
  'Query.shortcuts': { allowed: STAFF },
  'Mutation.createShortcut': { allowed: STAFF },
  'Mutation.updateShortcut': { allowed: STAFF },
  'Mutation.deleteShortcut': { allowed: STAFF },
  'Query.messages': { allowed: STAFF },
  'Mutation.createMessage': { allowed: STAFF, args: '(input: { link: "javascript:alert(1)" })' },
  'Mutation.updateMessage': { allowed: STAFF },
  'Mutation.deleteMessage': { allowed: STAFF },
  'Mutation.markAllMessagesAsRead': { allowed: STAFF },
  'Mutation.toggleMessageReadStatus': { allowed: STAFF },
  'Query.notifications': { allowed: STAFF },
  'Mutation.createNotification': {
    allowed: STAFF,
    args: '(input: { link: "javascript:alert(1)" })',
  },
  'Mutation.updateNotification': { allowed: STAFF },
  'Mutation.deleteNotification': { allowed: STAFF },
  'Mutation.markAllNotificationsAsRead': { allowed: STAFF },
  'Mutation.toggleNotificationReadStatus': { allowed: STAFF },
  'Query.pushSubscriptionStatus': { allowed: POLICE },
  'Mutation.createPushSubscription': { allowed: POLICE },
  'Mutation.deletePushSubscription': { allowed: POLICE },
  'Query.search': { allowed: STAFF },
  'Query.chats': { allowed: STAFF },
  'Query.chat': { allowed: STAFF },
  'Mutation.sendChatMessage': { allowed: STAFF },
  'Mutation.markChatAsRead': { allowed: STAFF },
  'Query.chatContacts': { allowed: STAFF },
  'Query.chatContact': { allowed: STAFF },
  'Query.chatProfile': { allowed: STAFF },
  'Mutation.updateChat': { allowed: STAFF },
  // The registries.
  ...Object.assign({}, ...REGISTRIES.map((entry) => entry.graphql)),
  // Each registry's own callers: RECORD_HISTORY below.
  'Query.recordHistory': { allowed: TOURISM, args: '(area: guides, id: "unknown")' },
  'Query.overview': { allowed: STAFF },
  'Query.provinces': { allowed: EVERYONE },
  // Template demo areas: every member of staff. Unknown ids and refused input, so nothing changes.
  'Query.tasks': { allowed: STAFF },
  'Query.task': { allowed: STAFF },
  'Query.searchTasks': { allowed: STAFF },
  'Query.taskTags': { allowed: STAFF },
  'Mutation.createTask': { allowed: STAFF, args: '(input: { type: null })' },
  'Mutation.updateTask': { allowed: STAFF },
  'Mutation.deleteTask': { allowed: STAFF },
  'Mutation.reorderTasks': { allowed: STAFF },
  'Mutation.createTaskTag': { allowed: STAFF, args: '(input: { title: "" })' },
  'Mutation.updateTaskTag': { allowed: STAFF },
  'Mutation.deleteTaskTag': { allowed: STAFF },
  'Query.notes': { allowed: STAFF },
  'Query.note': { allowed: STAFF },
  'Query.noteLabels': { allowed: STAFF },
  'Mutation.createNote': { allowed: STAFF, args: '(input: { labels: ["none"] })' },
  'Mutation.updateNote': { allowed: STAFF },
  'Mutation.deleteNote': { allowed: STAFF },
  'Mutation.addNoteTask': { allowed: STAFF },
  'Mutation.createNoteLabel': { allowed: STAFF, args: '(title: "")' },
  'Mutation.updateNoteLabel': { allowed: STAFF },
  'Mutation.deleteNoteLabel': { allowed: STAFF },
  'Query.boards': { allowed: STAFF },
  'Query.board': { allowed: STAFF },
  'Query.boardLabels': { allowed: STAFF },
  'Mutation.createBoardList': { allowed: STAFF },
  'Mutation.updateBoardList': { allowed: STAFF },
  'Mutation.deleteBoardList': { allowed: STAFF },
  'Mutation.updateBoardLists': { allowed: STAFF },
  'Mutation.createBoardCard': { allowed: STAFF },
  'Mutation.updateBoardCard': { allowed: STAFF },
  'Mutation.deleteBoardCard': { allowed: STAFF },
  'Mutation.updateBoardCards': { allowed: STAFF },
  'Mutation.reorderBoardCards': { allowed: STAFF },
  'Mutation.createBoardLabel': { allowed: STAFF },
  'Mutation.updateBoardLabel': { allowed: STAFF },
  'Mutation.deleteBoardLabel': { allowed: STAFF },
  // (createProduct takes no input: it adds a product to the matrix's own store.)
  'Query.inventoryCategories': { allowed: STAFF },
  'Query.inventoryBrands': { allowed: STAFF },
  'Query.inventoryVendors': { allowed: STAFF },
  'Query.inventoryTags': { allowed: STAFF },
  'Query.products': { allowed: STAFF },
  'Query.product': { allowed: STAFF },
  'Mutation.createProduct': { allowed: STAFF },
  'Mutation.updateProduct': { allowed: STAFF },
  'Mutation.deleteProduct': { allowed: STAFF },
  'Mutation.createInventoryTag': { allowed: STAFF, args: '(input: { title: "" })' },
  'Mutation.updateInventoryTag': { allowed: STAFF },
  'Mutation.deleteInventoryTag': { allowed: STAFF },
  'Query.mailboxSettings': { allowed: STAFF },
  'Query.mailFolders': { allowed: STAFF },
  'Query.mailFilters': { allowed: STAFF },
  'Query.mailLabels': { allowed: STAFF },
  'Query.mails': { allowed: STAFF },
  'Query.mail': { allowed: STAFF },
  'Mutation.updateMailboxSettings': { allowed: STAFF },
  'Mutation.createMailLabel': { allowed: STAFF, args: '(input: { title: "" })' },
  'Mutation.updateMailLabel': { allowed: STAFF },
  'Mutation.deleteMailLabel': { allowed: STAFF },
  'Mutation.updateMail': { allowed: STAFF },
  'Query.contacts': { allowed: STAFF },
  'Query.contact': { allowed: STAFF },
  'Query.countries': { allowed: STAFF },
  'Query.contactTags': { allowed: STAFF },
  'Mutation.createContact': { allowed: STAFF },
  'Mutation.updateContact': { allowed: STAFF },
  'Mutation.deleteContact': { allowed: STAFF },
  'Mutation.updateContactAvatar': { allowed: STAFF },
  'Mutation.createContactTag': { allowed: STAFF, args: '(input: { title: "" })' },
  'Mutation.updateContactTag': { allowed: STAFF },
  'Mutation.deleteContactTag': { allowed: STAFF },
  'Query.academyCategories': { allowed: STAFF },
  'Query.academyCourses': { allowed: STAFF },
  'Query.academyCourse': { allowed: STAFF },
  'Query.helpCenterFaqs': { allowed: STAFF },
  'Query.helpCenterGuides': { allowed: STAFF },
  'Query.helpCenterGuide': { allowed: STAFF },
  'Query.fileManager': { allowed: STAFF },
  'Query.analyticsDashboard': { allowed: STAFF },
  'Query.cryptoDashboard': { allowed: STAFF },
  'Query.financeDashboard': { allowed: STAFF },
  'Query.projectDashboard': { allowed: STAFF },
  'Query.activities': { allowed: STAFF },
  // Reference data served from the icon packages: public.
  'Query.iconSet': { allowed: EVERYONE },
};

/** Routes, as `METHOD /path` exactly as registered in Express. */
export const REST: Record<string, Expectation> = {
  'GET /api/admin/guides/license-format': { allowed: STAFF },
  // The sign-in family, refresh and sign-out.
  'POST /api/auth/sign-in': { allowed: EVERYONE, body: {} },
  'POST /api/auth/unlock-session': { allowed: EVERYONE, body: {} },
  'POST /api/auth/sign-in-with-token': { allowed: EVERYONE, body: {} },
  'POST /api/auth/login': { allowed: EVERYONE, body: {} },
  'POST /api/auth/refresh': { allowed: EVERYONE, body: { refreshToken: 1 } },
  'POST /api/auth/sign-out': { allowed: EVERYONE, body: { refreshToken: 1 } },
  'POST /api/auth/sign-up': { allowed: EVERYONE, body: {} },
  'POST /api/auth/forgot-password': { allowed: EVERYONE, body: {} },
  'POST /api/auth/reset-password': { allowed: EVERYONE, body: {} },
  // The shell: every member of staff, each on their own items. Bodies the services refuse,
  // so the matrix changes nothing (mark-all-as-read aside, which only marks).
  'POST /api/auth/change-password': {
    allowed: STAFF,
    body: { currentPassword: 'not-the-password', newPassword: 'Otra-Clave-Larga-2026' },
  },
  'GET /api/common/user': { allowed: STAFF },
  'PATCH /api/common/user': { allowed: STAFF, body: { user: { name: '' } } },
  'GET /api/common/navigation': { allowed: STAFF },
  'GET /api/common/shortcuts': { allowed: STAFF },
  'POST /api/common/shortcuts': { allowed: STAFF, body: {} },
  'PATCH /api/common/shortcuts': { allowed: STAFF, body: {} },
  'DELETE /api/common/shortcuts': { allowed: STAFF },
  'GET /api/common/messages': { allowed: STAFF },
  'POST /api/common/messages': { allowed: STAFF, body: {} },
  'PATCH /api/common/messages': { allowed: STAFF, body: {} },
  'DELETE /api/common/messages': { allowed: STAFF },
  'GET /api/common/messages/mark-all-as-read': { allowed: STAFF },
  'POST /api/common/messages/toggle-read-status': { allowed: STAFF, body: {} },
  'GET /api/common/notifications': { allowed: STAFF },
  'POST /api/common/notifications': { allowed: STAFF, body: {} },
  'PATCH /api/common/notifications': { allowed: STAFF, body: {} },
  'DELETE /api/common/notifications': { allowed: STAFF },
  'GET /api/common/notifications/mark-all-as-read': { allowed: STAFF },
  'POST /api/common/notifications/toggle-read-status': { allowed: STAFF, body: {} },
  'POST /api/common/search': { allowed: STAFF, body: { query: 'guia' } },
  'GET /api/apps/chat/chats': { allowed: STAFF },
  'GET /api/apps/chat/chat': { allowed: STAFF },
  'PATCH /api/apps/chat/chat': { allowed: STAFF, body: {} },
  'GET /api/apps/chat/contacts': { allowed: STAFF },
  'GET /api/apps/chat/contact': { allowed: STAFF, url: '/api/apps/chat/contact?id=unknown' },
  'GET /api/apps/chat/profile': { allowed: STAFF },
  // Template demo areas: every member of staff; unknown ids and refused bodies.
  'GET /api/apps/tasks/tags': { allowed: STAFF },
  'POST /api/apps/tasks/tag': { allowed: STAFF, body: {} },
  'PATCH /api/apps/tasks/tag': { allowed: STAFF, body: {} },
  'DELETE /api/apps/tasks/tag': { allowed: STAFF },
  'GET /api/apps/tasks/all': { allowed: STAFF },
  'GET /api/apps/tasks/search': { allowed: STAFF },
  'PATCH /api/apps/tasks/order': { allowed: STAFF, body: {} },
  'GET /api/apps/tasks/task': { allowed: STAFF },
  'POST /api/apps/tasks/task': { allowed: STAFF, body: { type: 'x' } },
  'PATCH /api/apps/tasks/task': { allowed: STAFF, body: {} },
  'DELETE /api/apps/tasks/task': { allowed: STAFF },
  'GET /api/apps/notes/labels': { allowed: STAFF },
  'POST /api/apps/notes/labels': { allowed: STAFF, body: {} },
  'PATCH /api/apps/notes/labels': { allowed: STAFF, body: {} },
  'DELETE /api/apps/notes/labels': { allowed: STAFF },
  'POST /api/apps/notes/tasks': { allowed: STAFF, body: {} },
  'GET /api/apps/notes/all': { allowed: STAFF },
  'POST /api/apps/notes': { allowed: STAFF, body: { note: [] } },
  'PATCH /api/apps/notes': { allowed: STAFF, body: {} },
  'DELETE /api/apps/notes': { allowed: STAFF },
  'GET /api/apps/scrumboard/boards': { allowed: STAFF },
  'GET /api/apps/scrumboard/board': { allowed: STAFF },
  'POST /api/apps/scrumboard/board/list': { allowed: STAFF, body: {} },
  'PATCH /api/apps/scrumboard/board/list': { allowed: STAFF, body: {} },
  'DELETE /api/apps/scrumboard/board/list': { allowed: STAFF },
  'PATCH /api/apps/scrumboard/board/lists': { allowed: STAFF, body: {} },
  'PUT /api/apps/scrumboard/board/card': { allowed: STAFF, body: {} },
  'PATCH /api/apps/scrumboard/board/card': { allowed: STAFF, body: {} },
  'DELETE /api/apps/scrumboard/board/card': { allowed: STAFF },
  'PATCH /api/apps/scrumboard/board/cards': { allowed: STAFF, body: {} },
  'PATCH /api/apps/scrumboard/board/card/positions': { allowed: STAFF, body: {} },
  'GET /api/apps/scrumboard/board/labels': { allowed: STAFF },
  'PUT /api/apps/scrumboard/board/label': { allowed: STAFF, body: {} },
  'PATCH /api/apps/scrumboard/board/label': { allowed: STAFF, body: {} },
  'DELETE /api/apps/scrumboard/board/label': { allowed: STAFF },
  // The registries.
  ...Object.assign({}, ...REGISTRIES.map((entry) => entry.rest)),
  // Usuarios: ADMINISTRADOR only, on ids that do not exist and input refused.
  'GET /api/admin/users': { allowed: ADMIN },
  'GET /api/admin/users/export': { allowed: ADMIN },
  'POST /api/admin/users': { allowed: ADMIN, body: {} },
  'GET /api/admin/users/:id': { allowed: ADMIN, url: '/api/admin/users/nobody' },
  'PATCH /api/admin/users/:id': { allowed: ADMIN, url: '/api/admin/users/nobody', body: {} },
  'DELETE /api/admin/users/:id': { allowed: ADMIN, url: '/api/admin/users/nobody' },
  'POST /api/admin/users/:id/reset-password': {
    allowed: ADMIN,
    url: '/api/admin/users/nobody/reset-password',
  },
  // The public page's data.
  'GET /api/public/emergency-contacts': { allowed: EVERYONE },
  'GET /api/public/verify': { allowed: EVERYONE },
  'GET /api/public/police-offices': { allowed: EVERYONE },
  'POST /api/public/incidents': { allowed: EVERYONE, body: {} },
  'POST /api/public/incidents/follow-up': { allowed: EVERYONE, body: {} },
  'POST /api/public/incidents/follow-up/by-code': { allowed: EVERYONE, body: {} },
  'GET /api/admin/incidents': { allowed: POLICE },
  'GET /api/admin/incidents/overview': { allowed: POLICE },
  'GET /api/admin/incidents/export': { allowed: POLICE },
  'GET /api/admin/incidents/:id': { allowed: POLICE, url: '/api/admin/incidents/unknown' },
  'PATCH /api/admin/incidents/:id': {
    allowed: POLICE,
    url: '/api/admin/incidents/unknown',
    body: {},
  },
  // Push to this browser: officers and administrators, their own devices only.
  'GET /api/push-subscriptions': { allowed: POLICE },
  'POST /api/push-subscriptions': { allowed: POLICE, body: {} },
  'DELETE /api/push-subscriptions': { allowed: POLICE, body: {} },
  // Alerts: every member of staff; refused bodies and unknown ids. The active ones are public.
  'GET /api/public/alerts': { allowed: EVERYONE },
  'GET /api/alerts': { allowed: STAFF },
  'POST /api/alerts': { allowed: STAFF, body: {} },
  'GET /api/alerts/:id': { allowed: STAFF, url: '/api/alerts/unknown' },
  'PUT /api/alerts/:id': { allowed: STAFF, url: '/api/alerts/unknown', body: {} },
  'DELETE /api/alerts/:id': { allowed: STAFF, url: '/api/alerts/unknown' },
  'POST /api/alerts/:id/publish': { allowed: STAFF, url: '/api/alerts/unknown/publish' },
  'POST /api/alerts/:id/cancel': { allowed: STAFF, url: '/api/alerts/unknown/cancel', body: {} },
  // A preview without a file is refused (400); unknown ids (404).
  'POST /api/admin/directory/travel-agencies/preview': { allowed: TOURISM, body: {} },
  'POST /api/admin/directory/lodgings/preview': { allowed: TOURISM, body: {} },
  'GET /api/admin/directory/imports': {
    allowed: TOURISM,
    url: '/api/admin/directory/imports?target=TRAVEL_AGENCIES',
  },
  'GET /api/admin/directory/imports/:id': {
    allowed: TOURISM,
    url: '/api/admin/directory/imports/unknown',
  },
  'POST /api/admin/directory/imports/:id/apply': {
    allowed: TOURISM,
    url: '/api/admin/directory/imports/unknown/apply',
    body: {},
  },
  'POST /api/admin/directory/imports/:id/undo': {
    allowed: TOURISM,
    url: '/api/admin/directory/imports/unknown/undo',
    body: {},
  },
  'POST /api/admin/directory/travel-agencies/:id/clear-mark': {
    allowed: TOURISM,
    url: '/api/admin/directory/travel-agencies/unknown/clear-mark',
    body: { reason: 'prueba' },
  },
  'POST /api/admin/directory/lodgings/:id/clear-mark': {
    allowed: TOURISM,
    url: '/api/admin/directory/lodgings/unknown/clear-mark',
    body: { reason: 'prueba' },
  },
  // Their administration: bodies and ids the service refuses (400, 404).
  'GET /api/admin/emergency-contacts': { allowed: ADMIN },
  'POST /api/admin/emergency-contacts': { allowed: ADMIN, body: {} },
  'PUT /api/admin/emergency-contacts/order': { allowed: ADMIN, body: { ids: [] } },
  'PATCH /api/admin/emergency-contacts/:id': {
    allowed: ADMIN,
    url: '/api/admin/emergency-contacts/none',
    body: {},
  },
  'DELETE /api/admin/emergency-contacts/:id': {
    allowed: ADMIN,
    url: '/api/admin/emergency-contacts/none',
  },
  // Template demo areas: every member of staff; refused bodies and unknown ids.
  ...templateArea('/api/apps/ecommerce/inventory', {
    categories: 'GET',
    brands: 'GET',
    vendors: 'GET',
    tags: 'GET',
    products: 'GET',
    product: ['GET', 'POST', 'PATCH', 'DELETE'],
    tag: ['POST', 'PATCH', 'DELETE'],
  }),
  ...templateArea('/api/apps/mailbox', {
    settings: ['GET', 'PATCH'],
    folders: 'GET',
    filters: 'GET',
    labels: 'GET',
    label: ['POST', 'PATCH', 'DELETE'],
    mails: 'GET',
    mail: ['GET', 'PATCH'],
  }),
  ...templateArea('/api/apps/contacts', {
    all: 'GET',
    search: 'GET',
    contact: ['GET', 'POST', 'PATCH', 'DELETE'],
    countries: 'GET',
    tags: 'GET',
    tag: ['POST', 'PATCH', 'DELETE'],
    avatar: 'POST',
  }),
  ...templateArea('/api/apps/academy', {
    categories: 'GET',
    courses: 'GET',
    'courses/course': 'GET',
  }),
  ...templateArea('/api/apps/help-center', { faqs: 'GET', guides: 'GET', guide: 'GET' }),
  'GET /api/apps/file-manager': { allowed: STAFF, url: '/api/apps/file-manager?folderId=unknown' },
  'GET /api/dashboards/analytics': { allowed: STAFF },
  'GET /api/dashboards/crypto': { allowed: STAFF },
  'GET /api/dashboards/finance': { allowed: STAFF },
  'GET /api/dashboards/project': { allowed: STAFF },
  'GET /api/pages/activities': { allowed: STAFF },
  // Reference data served from the icon packages: public.
  ...Object.fromEntries(
    [
      'feather',
      'heroicons-outline',
      'heroicons-solid',
      'heroicons-mini',
      'material-solid',
      'material-outline',
      'material-twotone',
    ].map((set) => [`GET /api/ui/icons/${set}`, { allowed: EVERYONE }]),
  ),
  'GET /api/public/assistant': { allowed: EVERYONE },
  'GET /api/admin/assistant-topics': { allowed: ADMIN },
  'PATCH /api/admin/assistant-topics/:id': {
    allowed: ADMIN,
    url: '/api/admin/assistant-topics/NONE',
    body: {},
  },
  // Pages: the HTML shells carry no data; the staff application signs in from there.
  'GET /': { allowed: EVERYONE },
  'GET /manifest.webmanifest': { allowed: EVERYONE },
  'GET /index.html': { allowed: EVERYONE },
  'GET /playground': { allowed: EVERYONE },
  'GET /graphql': { allowed: EVERYONE },
  // The REST reference: public documentation, no data.
  'GET /docs/api': { allowed: EVERYONE },
  'GET /docs/api.md': { allowed: EVERYONE },
  // The alerts' CAP feed, for any relay: the active alerts only, as the public page shows them.
  'GET /alerts.atom': { allowed: EVERYONE },
  'GET /alerts/:id.xml': { allowed: EVERYONE, url: '/alerts/unknown.xml' },
  'GET /*splat': { allowed: EVERYONE, url: '/admin/usuarios' },
};
