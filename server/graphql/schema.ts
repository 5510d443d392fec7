import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DateTimeResolver,
  JSONObjectResolver,
  JSONResolver,
  LocalDateResolver,
} from 'graphql-scalars';
import type { Resolvers } from '../../generated/graphql';
import { academyResolvers } from '../areas/academy/resolvers';
import { activitiesResolvers } from '../areas/activities/resolvers';
import { assistantResolvers } from '../areas/assistant/resolvers';
import { authResolvers } from '../areas/auth/resolvers';
import { chatResolvers } from '../areas/chat/resolvers';
import { contactsResolvers } from '../areas/contacts/resolvers';
import { dashboardsResolvers } from '../areas/dashboards/resolvers';
import { emergencyContactsResolvers } from '../areas/emergency-contacts/resolvers';
import { fileManagerResolvers } from '../areas/file-manager/resolvers';
import { guidesResolvers } from '../areas/guides/resolvers';
import { helpCenterResolvers } from '../areas/help-center/resolvers';
import { iconsResolvers } from '../areas/icons/resolvers';
import { inventoryResolvers } from '../areas/inventory/resolvers';
import { jurisdictionsResolvers } from '../areas/jurisdictions/resolvers';
import { lodgingsResolvers } from '../areas/lodgings/resolvers';
import { mailboxResolvers } from '../areas/mailbox/resolvers';
import { messagesResolvers } from '../areas/messages/resolvers';
import { navigationResolvers } from '../areas/navigation/resolvers';
import { notesResolvers } from '../areas/notes/resolvers';
import { notificationsResolvers } from '../areas/notifications/resolvers';
import { policeResolvers } from '../areas/police/resolvers';
import { policeOfficesResolvers } from '../areas/police-offices/resolvers';
import { profileResolvers } from '../areas/profile/resolvers';
import { scrumboardResolvers } from '../areas/scrumboard/resolvers';
import { searchResolvers } from '../areas/search/resolvers';
import { shortcutsResolvers } from '../areas/shortcuts/resolvers';
import { tasksResolvers } from '../areas/tasks/resolvers';
import { travelAgenciesResolvers } from '../areas/travel-agencies/resolvers';
import { usersResolvers } from '../areas/users/resolvers';
import { verificationResolvers } from '../areas/verification/resolvers';
import { registryResolvers } from '../registry/resolvers';
import { version } from '../version';

const SCHEMA_DIR = fileURLToPath(new URL('../../schema', import.meta.url));

/** The SDL of every area, base first (it declares the roots the others extend). */
export function loadTypeDefs(dir = SCHEMA_DIR): string[] {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)));
  return files.map((file) => readFileSync(join(dir, file), 'utf8'));
}

const baseResolvers: Resolvers = {
  DateTime: DateTimeResolver,
  JSONObject: JSONObjectResolver,
  JSON: JSONResolver,
  LocalDate: LocalDateResolver,
  Query: {
    serverInfo: () => ({ version, time: new Date().toISOString() }),
  },
};

/** One resolver map per area; Apollo merges them. */
export const resolvers: Resolvers[] = [
  baseResolvers,
  authResolvers,
  usersResolvers,
  emergencyContactsResolvers,
  assistantResolvers,
  profileResolvers,
  navigationResolvers,
  shortcutsResolvers,
  messagesResolvers,
  notificationsResolvers,
  searchResolvers,
  chatResolvers,
  registryResolvers,
  guidesResolvers,
  travelAgenciesResolvers,
  lodgingsResolvers,
  policeResolvers,
  jurisdictionsResolvers,
  policeOfficesResolvers,
  tasksResolvers,
  notesResolvers,
  scrumboardResolvers,
  inventoryResolvers,
  mailboxResolvers,
  contactsResolvers,
  academyResolvers,
  helpCenterResolvers,
  fileManagerResolvers,
  verificationResolvers,
  iconsResolvers,
  dashboardsResolvers,
  activitiesResolvers,
];
