import type { Job } from '../jobs';
import type { LiveTopic } from '../live/topic';
import { registryArea } from '../registry/area';
import type { RecordCaps } from '../security/record-caps';
import type { SettingsDeclaration } from '../settings';
import type { AnyCollection } from '../store/collection';
import { academyArea } from './academy/area';
import { activitiesArea } from './activities/area';
import { alertsArea } from './alerts/area';
import type { AreaDefinition } from './area';
import { assistantArea } from './assistant/area';
import { authArea } from './auth/area';
import { chatArea } from './chat/area';
import { contactsArea } from './contacts/area';
import { dashboardsArea } from './dashboards/area';
import { directoryArea } from './directory/area';
import { emergencyContactsArea } from './emergency-contacts/area';
import { fileManagerArea } from './file-manager/area';
import { guidesArea } from './guides/area';
import { helpCenterArea } from './help-center/area';
import { iconsArea } from './icons/area';
import { incidentsArea } from './incidents/area';
import { inventoryArea } from './inventory/area';
import { jurisdictionsArea } from './jurisdictions/area';
import { lodgingsArea } from './lodgings/area';
import { mailboxArea } from './mailbox/area';
import { messagesArea } from './messages/area';
import { navigationArea } from './navigation/area';
import { notesArea } from './notes/area';
import { notificationsArea } from './notifications/area';
import { overviewArea } from './overview/area';
import { policeArea } from './police/area';
import { policeOfficesArea } from './police-offices/area';
import { profileArea } from './profile/area';
import { pushSubscriptionsArea } from './push-subscriptions/area';
import { scrumboardArea } from './scrumboard/area';
import { createSearchArea } from './search/area';
import type { SearchProvider } from './search/model';
import { searchProviders } from './search/providers';
import { shortcutsArea } from './shortcuts/area';
import { tasksArea } from './tasks/area';
import { travelAgenciesArea } from './travel-agencies/area';
import { usersArea } from './users/area';
import { verificationArea } from './verification/area';

/**
 * Every area of the server, in REST mount order: the one place that mounts an area's resolvers,
 * routes, collections and seed. Template demo areas (not product) come first, each under its
 * prefix: one prefix test lets every other request pass, while their own requests (benchmarked
 * at thousands a second) skip matching every other area's routes.
 */
export const AREAS: readonly AreaDefinition[] = [
  inventoryArea,
  mailboxArea,
  contactsArea,
  academyArea,
  helpCenterArea,
  fileManagerArea,
  registryArea,
  overviewArea,
  authArea,
  emergencyContactsArea,
  assistantArea,
  profileArea,
  navigationArea,
  shortcutsArea,
  messagesArea,
  notificationsArea,
  pushSubscriptionsArea,
  createSearchArea(() => SEARCH_PROVIDERS),
  chatArea,
  usersArea,
  guidesArea,
  travelAgenciesArea,
  lodgingsArea,
  directoryArea,
  policeArea,
  jurisdictionsArea,
  policeOfficesArea,
  incidentsArea,
  alertsArea,
  tasksArea,
  notesArea,
  scrumboardArea,
  verificationArea,
  iconsArea,
  dashboardsArea,
  activitiesArea,
];

/** Everything the toolbar search looks in, as the areas declare it. */
export const SEARCH_PROVIDERS: readonly SearchProvider[] = searchProviders(AREAS);

/** What the areas read from the environment (server/config.ts checks it at start). */
export const SETTINGS: readonly SettingsDeclaration[] = AREAS.flatMap((area) =>
  area.settings ? [area.settings] : [],
);

/** The jobs of every area the server runs on its own (server/jobs.ts schedules them). */
export const JOBS: readonly Job[] = AREAS.flatMap((area) => area.jobs ?? []);

/** What signed-in clients refetch when it changes, as the areas declare it (live/hub.ts). */
export const LIVE_TOPICS: readonly LiveTopic[] = AREAS.flatMap((area) => area.live ?? []);

/** The areas' own paths outside /api, mounted before the client's pages. */
export const AREA_PATHS = AREAS.flatMap((area) => (area.paths ? [area.paths] : []));

/** How many records of each capped collection one account may create, as the areas declare. */
export const RECORD_CAPS: RecordCaps = Object.assign({}, ...AREAS.map((area) => area.caps ?? {}));

/** Everything the store holds, from every area. */
export const COLLECTIONS: readonly AnyCollection[] = AREAS.flatMap(
  (area) => area.collections ?? [],
);
