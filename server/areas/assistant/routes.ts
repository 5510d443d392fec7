import { gql, type RouteGroup } from '../../http/route-table';
import { listAssistantTopics, listAssistantTopicsForAdmin, updateAssistantTopic } from './service';
import { toTopic } from './view';

const ADMIN = '/admin/assistant-topics';

/**
 * GET /api/public/assistant: `{ topics }`, every language, so that the page can switch language
 * offline. Under /api/admin/assistant-topics the administration's: GET the list, PATCH /:id the
 * fields to change (the GraphQL input's shape).
 */
export const assistantRoutes: RouteGroup = {
  title: 'Assistant',
  routes: [
    {
      method: 'GET',
      path: '/public/assistant',
      summary: "The assistant's topics in chip order, every language.",
      auth: ['assistant', 'read'],
      response: gql('[AssistantTopic]', 'as `{ topics }`'),
      graphql: 'Query.assistantTopics',
      handler: async (req, res) => {
        const topics = await listAssistantTopics(req.ctx);
        res.json({ topics: topics.map(toTopic) });
      },
    },
    {
      method: 'GET',
      path: ADMIN,
      summary: 'The same topics, for the administration.',
      auth: ['assistant', 'update'],
      graphql: 'Query.assistantTopics',
      handler: async (req, res) => {
        res.json((await listAssistantTopicsForAdmin(req.ctx)).map(toTopic));
      },
    },
    {
      method: 'PATCH',
      path: `${ADMIN}/:id`,
      summary: 'Changes the fields given of one topic (`:id` an AssistantTopicId).',
      auth: ['assistant', 'update'],
      body: gql('UpdateAssistantTopicInput'),
      graphql: 'Mutation.updateAssistantTopic',
      handler: async (req, res) => {
        res.json(toTopic(await updateAssistantTopic(req.ctx, req.params.id, req.body)));
      },
    },
  ],
};
