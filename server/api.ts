import { Router } from 'express';
import { assistantRoutes } from './areas/assistant/routes';
import { authRoutes } from './areas/auth/routes';
import { chatRoutes } from './areas/chat/routes';
import { emergencyContactsRoutes } from './areas/emergency-contacts/routes';
import { guidesRoutes } from './areas/guides/routes';
import { jurisdictionsRoutes } from './areas/jurisdictions/routes';
import { lodgingsRoutes } from './areas/lodgings/routes';
import { messagesRoutes } from './areas/messages/routes';
import { navigationRoutes } from './areas/navigation/routes';
import { notificationsRoutes } from './areas/notifications/routes';
import { policeRoutes } from './areas/police/routes';
import { profileRoutes } from './areas/profile/routes';
import { searchRoutes } from './areas/search/routes';
import { shortcutsRoutes } from './areas/shortcuts/routes';
import { travelAgenciesRoutes } from './areas/travel-agencies/routes';
import { usersRoutes } from './areas/users/routes';
import { verificationRoutes } from './areas/verification/routes';

/** The REST adapter: every area's routes, mounted under /api. */
export function apiRoutes(): Router {
  const router = Router();
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
  router.use(verificationRoutes());
  return router;
}
