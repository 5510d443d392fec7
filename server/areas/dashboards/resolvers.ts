import type { Resolvers } from '../../../generated/graphql';
import {
  getAnalyticsDashboard,
  getCryptoDashboard,
  getFinanceDashboard,
  getProjectDashboard,
} from './service';

export const dashboardsResolvers: Resolvers = {
  Query: {
    analyticsDashboard: (_parent, _args, ctx) => getAnalyticsDashboard(ctx),
    cryptoDashboard: (_parent, _args, ctx) => getCryptoDashboard(ctx),
    financeDashboard: (_parent, _args, ctx) => getFinanceDashboard(ctx),
    projectDashboard: (_parent, _args, ctx) => getProjectDashboard(ctx),
  },
};
