import type { Resolvers } from '../../../generated/graphql';
import {
  activeAlerts,
  cancelAlert,
  createAlert,
  deleteAlert,
  getAlert,
  listAlerts,
  publishAlert,
  updateAlert,
} from './service';
import { alertArea, alertText, alertTexts } from './view';

export const alertsResolvers: Resolvers = {
  Query: {
    alerts: (_parent, { input }, ctx) => listAlerts(ctx, input),
    alert: (_parent, { id }, ctx) => getAlert(ctx, id),
    activeAlerts: (_parent, _args, ctx) => activeAlerts(ctx),
  },
  Mutation: {
    createAlert: (_parent, { input }, ctx) => createAlert(ctx, input),
    updateAlert: (_parent, { id, input }, ctx) => updateAlert(ctx, id, input),
    publishAlert: (_parent, { id }, ctx) => publishAlert(ctx, id),
    cancelAlert: (_parent, { id, reason }, ctx) => cancelAlert(ctx, id, reason),
    deleteAlert: (_parent, { id }, ctx) => deleteAlert(ctx, id),
  },
  Alert: {
    area: (alert) => alertArea(alert.area),
    texts: (alert) => alertTexts(alert),
    text: (alert, { lang }) => alertText(alert, lang ?? 'es'),
  },
};
