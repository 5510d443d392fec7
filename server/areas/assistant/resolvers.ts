import type { Resolvers } from '../../../generated/graphql';
import { listAssistantTopics, updateAssistantTopic } from './service';

export const assistantResolvers: Resolvers = {
  Query: {
    assistantTopics: (_parent, _args, ctx) => listAssistantTopics(ctx),
  },
  Mutation: {
    updateAssistantTopic: (_parent, { id, input }, ctx) => updateAssistantTopic(ctx, id, input),
  },
};
