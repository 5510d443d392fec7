import type { Resolvers } from '../../generated/graphql';
import { recordHistory } from './audit-trail';
import { provinces } from './geography';

export const registryResolvers: Resolvers = {
  Query: {
    recordHistory: (_parent, { area, id }, ctx) => recordHistory(ctx, area, id),
    provinces: () => provinces(),
  },
  // Entries written before undoing existed carry no flag: they undid nothing.
  AuditDirectoryImport: { undone: (parent) => parent.undone ?? false },
};
