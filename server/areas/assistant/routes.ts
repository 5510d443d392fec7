import { Router } from 'express';
import { listAssistantTopics, listAssistantTopicsForAdmin, updateAssistantTopic } from './service';
import { toTopic } from './view';

/**
 * GET /api/public/assistant: `{ topics }`, every language, so that the page can switch language
 * offline. Under /api/admin/assistant-topics the administration's: GET the list, PATCH /:id the
 * fields to change (the GraphQL input's shape).
 */
export function assistantRoutes(): Router {
  const router = Router();
  router.get('/public/assistant', async (req, res) => {
    const topics = await listAssistantTopics(req.ctx);
    res.json({ topics: topics.map(toTopic) });
  });
  const ADMIN = '/admin/assistant-topics';
  router.get(ADMIN, async (req, res) => {
    res.json((await listAssistantTopicsForAdmin(req.ctx)).map(toTopic));
  });
  router.patch(`${ADMIN}/:id`, async (req, res) => {
    res.json(toTopic(await updateAssistantTopic(req.ctx, req.params.id, req.body)));
  });
  return router;
}
