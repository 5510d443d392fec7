import type { Resolvers } from '../../../generated/graphql';
import { police } from '../police/service';
import { jurisdictions, officerCount } from './service';

export const jurisdictionsResolvers: Resolvers = {
  Query: {
    jurisdictions: (_parent, { input }, ctx) => jurisdictions.list(ctx, input),
    jurisdiction: (_parent, { id }, ctx) => jurisdictions.get(ctx, id),
  },
  Mutation: {
    createJurisdiction: (_parent, { input }, ctx) => jurisdictions.create(ctx, input),
    updateJurisdiction: (_parent, { id, input }, ctx) => jurisdictions.update(ctx, id, input),
    deleteJurisdiction: (_parent, { id }, ctx) => jurisdictions.remove(ctx, id),
  },
  Jurisdiction: {
    responsibleOfficer: (jurisdiction, _args, ctx) =>
      jurisdiction.responsibleOfficerId
        ? police.find(ctx, jurisdiction.responsibleOfficerId)
        : null,
    officerCount: (jurisdiction, _args, ctx) => officerCount(ctx, jurisdiction.id),
  },
  // An officer's area is a jurisdiction: resolved here, so the police area needs not know them.
  PoliceOfficer: {
    jurisdiction: (officer, _args, ctx) =>
      officer.jurisdictionId ? jurisdictions.find(ctx, officer.jurisdictionId) : null,
  },
};
