import { Router } from 'express';
import { listFolder } from './service';

/** Where the REST adapter mounts these routes (under /api). */
export const FILE_MANAGER_PATH = '/apps/file-manager';

/**
 * The template's file-manager path, mounted at /api/apps/file-manager: GET ?folderId answers
 * `{ folders, files, path }`; no folderId or "null" is the root; an unknown folder is 404.
 */
export function fileManagerRoutes(): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    res.json(await listFolder(req.ctx, req.query.folderId));
  });
  return router;
}
