import type { Resolvers } from '../../../generated/graphql';
import { getCourse, listCategories, listCourses } from './service';

export const academyResolvers: Resolvers = {
  Query: {
    academyCategories: (_parent, _args, ctx) => listCategories(ctx),
    academyCourses: (_parent, _args, ctx) => listCourses(ctx),
    academyCourse: (_parent, { id }, ctx) => getCourse(ctx, id),
  },
};
