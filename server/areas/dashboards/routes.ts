import type { RouteGroup } from '../../http/route-table';
import {
  getAnalyticsDashboard,
  getCryptoDashboard,
  getFinanceDashboard,
  getProjectDashboard,
} from './service';
import { toTemplateKeys } from './view';

const KEYS = "with the template's kebab-case keys (`this-year`, `new-issues`…)";

/**
 * The template's dashboards: GET /api/dashboards/analytics, crypto, finance and project, each
 * made for today's date in Cusco, with the template's kebab-case keys (`this-year`…).
 */
export const dashboardsRoutes: RouteGroup = {
  title: 'Dashboards',
  demo: true,
  mount: '/dashboards',
  routes: [
    {
      method: 'GET',
      path: '/analytics',
      summary: "Visits to the tourists' page, for today's date in Cusco.",
      auth: ['dashboards', 'read'],
      response: { gql: 'AnalyticsDashboard', note: KEYS },
      graphql: 'Query.analyticsDashboard',
      handler: async (req, res) => {
        res.json(toTemplateKeys(await getAnalyticsDashboard(req.ctx)));
      },
    },
    {
      method: 'GET',
      path: '/crypto',
      summary: "The template's crypto figures, for today's date.",
      auth: ['dashboards', 'read'],
      graphql: 'Query.cryptoDashboard',
      handler: async (req, res) => {
        res.json(toTemplateKeys(await getCryptoDashboard(req.ctx)));
      },
    },
    {
      method: 'GET',
      path: '/finance',
      summary: "The office's accounts, for today's date in Cusco.",
      auth: ['dashboards', 'read'],
      graphql: 'Query.financeDashboard',
      handler: async (req, res) => {
        res.json(toTemplateKeys(await getFinanceDashboard(req.ctx)));
      },
    },
    {
      method: 'GET',
      path: '/project',
      summary: "The registry work, for today's date in Cusco.",
      auth: ['dashboards', 'read'],
      response: { gql: 'ProjectDashboard', note: KEYS },
      graphql: 'Query.projectDashboard',
      handler: async (req, res) => {
        res.json(toTemplateKeys(await getProjectDashboard(req.ctx)));
      },
    },
  ],
};
