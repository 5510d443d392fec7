import type { RouteGroup } from '../../http/route-table';
import { listFolder } from './service';

/** Where the REST adapter mounts these routes (under /api). */
export const FILE_MANAGER_PATH = '/apps/file-manager';

/**
 * The template's file-manager path, mounted at /api/apps/file-manager: GET ?folderId answers
 * `{ folders, files, path }`; no folderId or "null" is the root; an unknown folder is 404.
 */
export const fileManagerRoutes: RouteGroup = {
  title: 'File manager',
  demo: true,
  mount: FILE_MANAGER_PATH,
  routes: [
    {
      method: 'GET',
      path: '/',
      summary:
        'A folder: its folders, its files and the path of folders down to it from the root (no `folderId` or "null"); 404 for an unknown folder.',
      auth: ['file-manager', 'read'],
      query: '`folderId` (optional)',
      graphql: 'Query.fileManager',
      handler: async (req, res) => {
        res.json(await listFolder(req.ctx, req.query.folderId));
      },
    },
  ],
};
