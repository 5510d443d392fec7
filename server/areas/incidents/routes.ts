import { bodyField } from '../../http/body';
import { gql, type RouteGroup } from '../../http/route-table';
import { cuscoToday } from '../../registry/dates';
import { exportIncidents } from './export';
import { incidentOverview } from './overview';
import { followIncident, followIncidentByCode, reportIncident } from './report';
import { getIncident, listIncidents, updateIncident } from './service';

/**
 * A tourist's report and its follow-up (public, under /api/public), and the cases as the
 * tourism police work them (/api/admin/incidents). The follow-up token travels in a body, never
 * in a URL that logs and browser histories keep.
 */
export const incidentsRoutes: RouteGroup = {
  title: 'Incident reports',
  routes: [
    {
      method: 'POST',
      path: '/public/incidents',
      summary:
        'Files a tourist’s report; the same `deviceKey` again answers the first case. Throttled per address, and new reports from every address together per hour (429).',
      auth: ['incidents', 'create'],
      body: gql('ReportIncidentInput'),
      response: gql('IncidentReceipt'),
      graphql: 'Mutation.reportIncident',
      handler: async (req, res) => {
        res.status(201).json(await reportIncident(req.ctx, req.body));
      },
    },
    {
      method: 'POST',
      path: '/public/incidents/follow-up',
      summary:
        'A case’s follow-up by its private token: status, office and notes, no personal data. 404 for a wrong token.',
      auth: ['incident-follow-up', 'read'],
      body: '`{ token }`',
      response: gql('IncidentFollowUp'),
      graphql: 'Query.incidentFollowUp',
      handler: async (req, res) => {
        res.json(await followIncident(req.ctx, bodyField(req, 'token')));
      },
    },
    {
      method: 'POST',
      path: '/public/incidents/follow-up/by-code',
      summary:
        'The same follow-up by the case code and the short secret printed on the receipt. 404 when either is wrong; throttled with the follow-up by link.',
      auth: ['incident-follow-up', 'read'],
      body: '`{ code, secret }`',
      response: gql('IncidentFollowUp'),
      graphql: 'Query.incidentFollowUpByCode',
      handler: async (req, res) => {
        res.json(await followIncidentByCode(req.ctx, req.body));
      },
    },
    {
      method: 'GET',
      path: '/admin/incidents',
      summary: 'One page of the cases, searched, filtered and sorted (newest first).',
      auth: ['incidents', 'read'],
      query: gql(
        'IncidentsListInput',
        'its fields as query parameters; lists repeated or comma-separated',
      ),
      graphql: 'Query.incidents',
      handler: async (req, res) => {
        res.json(await listIncidents(req.ctx, req.query));
      },
    },
    // Before /admin/incidents/:id, which would take "overview" and "export" for ids.
    {
      method: 'GET',
      path: '/admin/incidents/overview',
      summary:
        'Open cases by status and the oldest not yet taken up (`oldest`: 1-20, default 5), for the landing page.',
      auth: ['incidents', 'read'],
      query: '`oldest`',
      graphql: 'Query.incidentOverview',
      handler: async (req, res) => {
        res.json(await incidentOverview(req.ctx, req.query));
      },
    },
    {
      method: 'GET',
      path: '/admin/incidents/export',
      summary:
        'The whole filtered list as a CSV file (headers in `lang`: es, en or tr), without the reporter’s personal data.',
      auth: ['incidents', 'read'],
      query: gql('IncidentsListInput', 'its filters and sort as query parameters, plus `lang`'),
      response: 'text/csv attachment `denuncias-YYYY-MM-DD.csv`',
      handler: async (req, res) => {
        const { lang, ...query } = req.query;
        const csv = await exportIncidents(req.ctx, query, lang);
        res
          .type('text/csv; charset=utf-8')
          .attachment(`denuncias-${cuscoToday(req.ctx.clock())}.csv`)
          .send(csv);
      },
    },
    {
      method: 'GET',
      path: '/admin/incidents/:id',
      summary: 'One case with its history.',
      auth: ['incidents', 'read'],
      graphql: 'Query.incident',
      handler: async (req, res) => {
        res.json(await getIncident(req.ctx, req.params.id));
      },
    },
    {
      method: 'PATCH',
      path: '/admin/incidents/:id',
      summary:
        'Moves a case on (status with a note for the tourist), assigns an officer or routes it elsewhere.',
      auth: ['incidents', 'update'],
      body: gql('UpdateIncidentInput'),
      graphql: 'Mutation.updateIncident',
      handler: async (req, res) => {
        res.json(await updateIncident(req.ctx, req.params.id, req.body));
      },
    },
  ],
};
