import type { Router } from 'express';
import { academyRoutes } from './areas/academy/routes';
import { activitiesRoutes } from './areas/activities/routes';
import { assistantRoutes } from './areas/assistant/routes';
import { authRoutes } from './areas/auth/routes';
import { chatRoutes } from './areas/chat/routes';
import { contactsRoutes } from './areas/contacts/routes';
import { dashboardsRoutes } from './areas/dashboards/routes';
import { emergencyContactsRoutes } from './areas/emergency-contacts/routes';
import { fileManagerRoutes } from './areas/file-manager/routes';
import { guidesRoutes } from './areas/guides/routes';
import { helpCenterRoutes } from './areas/help-center/routes';
import { iconsRoutes } from './areas/icons/routes';
import { inventoryRoutes } from './areas/inventory/routes';
import { jurisdictionsRoutes } from './areas/jurisdictions/routes';
import { lodgingsRoutes } from './areas/lodgings/routes';
import { mailboxRoutes } from './areas/mailbox/routes';
import { messagesRoutes } from './areas/messages/routes';
import { navigationRoutes } from './areas/navigation/routes';
import { notesRoutes } from './areas/notes/routes';
import { notificationsRoutes } from './areas/notifications/routes';
import { policeRoutes } from './areas/police/routes';
import { policeOfficesRoutes } from './areas/police-offices/routes';
import { profileRoutes } from './areas/profile/routes';
import { scrumboardRoutes } from './areas/scrumboard/routes';
import { searchRoutes } from './areas/search/routes';
import { shortcutsRoutes } from './areas/shortcuts/routes';
import { tasksRoutes } from './areas/tasks/routes';
import { travelAgenciesRoutes } from './areas/travel-agencies/routes';
import { usersRoutes } from './areas/users/routes';
import { verificationRoutes } from './areas/verification/routes';
import { buildApiRouter, type RouteGroup } from './http/route-table';

/**
 * The REST adapter's one route table (see http/route-table.ts), in mount order; docs/api.md is
 * generated from it. Template demo areas (not product) come first, each under its prefix: one
 * prefix test lets every other request pass, while their own requests (benchmarked at thousands
 * a second) skip matching every other area's routes.
 */
export const API_ROUTES: readonly RouteGroup[] = [
  inventoryRoutes,
  mailboxRoutes,
  contactsRoutes,
  academyRoutes,
  helpCenterRoutes,
  fileManagerRoutes,
  authRoutes,
  emergencyContactsRoutes,
  assistantRoutes,
  profileRoutes,
  navigationRoutes,
  shortcutsRoutes,
  messagesRoutes,
  notificationsRoutes,
  searchRoutes,
  chatRoutes,
  usersRoutes,
  guidesRoutes,
  travelAgenciesRoutes,
  lodgingsRoutes,
  policeRoutes,
  jurisdictionsRoutes,
  policeOfficesRoutes,
  tasksRoutes,
  notesRoutes,
  scrumboardRoutes,
  verificationRoutes,
  iconsRoutes,
  dashboardsRoutes,
  activitiesRoutes,
];

/** The REST adapter: every area's routes, mounted under /api. */
export function apiRoutes(): Router {
  return buildApiRouter(API_ROUTES);
}
