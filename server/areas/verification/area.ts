import type { AreaDefinition } from '../area';
import { verificationResolvers } from './resolvers';
import { verificationRoutes } from './routes';

export const verificationArea: AreaDefinition = {
  name: 'verification',
  resolvers: verificationResolvers,
  routes: verificationRoutes,
};
