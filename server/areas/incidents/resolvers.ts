import type { Resolvers } from '../../../generated/graphql';
import { incidentOverview } from './overview';
import { followIncident, followIncidentByCode, reportIncident } from './report';
import { getIncident, listIncidents, updateIncident } from './service';

export const incidentsResolvers: Resolvers = {
  Query: {
    incidentFollowUp: (_parent, { token }, ctx) => followIncident(ctx, token),
    incidentFollowUpByCode: (_parent, args, ctx) => followIncidentByCode(ctx, args),
    incidents: (_parent, { input }, ctx) => listIncidents(ctx, input),
    incident: (_parent, { id }, ctx) => getIncident(ctx, id),
    incidentOverview: (_parent, args, ctx) => incidentOverview(ctx, args),
  },
  Mutation: {
    reportIncident: (_parent, { input }, ctx) => reportIncident(ctx, input),
    updateIncident: (_parent, { id, input }, ctx) => updateIncident(ctx, id, input),
  },
};
