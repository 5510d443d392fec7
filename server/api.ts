import { Router } from 'express';
import { ACADEMY_PATH, academyRoutes } from './areas/academy/routes';
import { activitiesRoutes } from './areas/activities/routes';
import { assistantRoutes } from './areas/assistant/routes';
import { authRoutes } from './areas/auth/routes';
import { chatRoutes } from './areas/chat/routes';
import { CONTACTS_PATH, contactsRoutes } from './areas/contacts/routes';
import { dashboardsRoutes } from './areas/dashboards/routes';
import { emergencyContactsRoutes } from './areas/emergency-contacts/routes';
import { FILE_MANAGER_PATH, fileManagerRoutes } from './areas/file-manager/routes';
import { guidesRoutes } from './areas/guides/routes';
import { HELP_CENTER_PATH, helpCenterRoutes } from './areas/help-center/routes';
import { iconsRoutes } from './areas/icons/routes';
import { INVENTORY_PATH, inventoryRoutes } from './areas/inventory/routes';
import { jurisdictionsRoutes } from './areas/jurisdictions/routes';
import { lodgingsRoutes } from './areas/lodgings/routes';
import { MAILBOX_PATH, mailboxRoutes } from './areas/mailbox/routes';
import { messagesRoutes } from './areas/messages/routes';
import { navigationRoutes } from './areas/navigation/routes';
import { notesRoutes } from './areas/notes/routes';
import { notificationsRoutes } from './areas/notifications/routes';
import { policeRoutes } from './areas/police/routes';
import { profileRoutes } from './areas/profile/routes';
import { scrumboardRoutes } from './areas/scrumboard/routes';
import { searchRoutes } from './areas/search/routes';
import { shortcutsRoutes } from './areas/shortcuts/routes';
import { tasksRoutes } from './areas/tasks/routes';
import { travelAgenciesRoutes } from './areas/travel-agencies/routes';
import { usersRoutes } from './areas/users/routes';
import { verificationRoutes } from './areas/verification/routes';

/** The REST adapter: every area's routes, mounted under /api. */
export function apiRoutes(): Router {
  const router = Router();
  // Template demo areas (not product), on the template's documented paths. Mounted first and
  // under their prefix: one prefix test lets every other request pass, while their own
  // requests (benchmarked at thousands a second) skip matching every other area's routes.
  router.use(INVENTORY_PATH, inventoryRoutes());
  router.use(MAILBOX_PATH, mailboxRoutes());
  router.use(CONTACTS_PATH, contactsRoutes());
  router.use(ACADEMY_PATH, academyRoutes());
  router.use(HELP_CENTER_PATH, helpCenterRoutes());
  router.use(FILE_MANAGER_PATH, fileManagerRoutes());
  router.use(authRoutes());
  router.use(emergencyContactsRoutes());
  router.use(assistantRoutes());
  router.use(profileRoutes());
  router.use(navigationRoutes());
  router.use(shortcutsRoutes());
  router.use(messagesRoutes());
  router.use(notificationsRoutes());
  router.use(searchRoutes());
  router.use(chatRoutes());
  router.use(usersRoutes());
  router.use(guidesRoutes());
  router.use(travelAgenciesRoutes());
  router.use(lodgingsRoutes());
  router.use(policeRoutes());
  router.use(jurisdictionsRoutes());
  router.use(tasksRoutes());
  router.use(notesRoutes());
  router.use(scrumboardRoutes());
  router.use(verificationRoutes());
  router.use(iconsRoutes());
  router.use(dashboardsRoutes());
  router.use(activitiesRoutes());
  return router;
}
