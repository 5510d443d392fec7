import type { DirectoryTarget } from '../../../generated/graphql';
import { gql, type RouteGroup, type RouteSpec } from '../../http/route-table';
import { singleFileUpload } from '../../http/upload';
import { clearDirectoryMark } from './listing-mark';
import {
  applyDirectoryImport,
  getDirectoryImport,
  listDirectoryImports,
  previewDirectoryImport,
  undoDirectoryImport,
} from './service';
import { DIRECTORY_TARGETS } from './targets';

const directoryUpload = singleFileUpload('file', {
  maxBytes: (req) => req.ctx.settings.directory.maxBytes,
  tooLarge: (max) => `The file is larger than ${max} bytes`,
});

/** Where each registry's file is uploaded: under the registry's own path. */
const PREVIEW_PATHS: Record<DirectoryTarget, string> = {
  TRAVEL_AGENCIES: '/travel-agencies/preview',
  LODGINGS: '/lodgings/preview',
};

const REGISTRY_NAMES: Record<DirectoryTarget, string> = {
  TRAVEL_AGENCIES: 'the agencies (matched by RUC)',
  LODGINGS: 'the lodgings (matched by RUC and certificate)',
};

/** Where a record of each registry has its directory mark cleared. */
const REGISTRY_PATHS: Record<DirectoryTarget, string> = {
  TRAVEL_AGENCIES: '/travel-agencies/:id/clear-mark',
  LODGINGS: '/lodgings/:id/clear-mark',
};

const RECORD_NOUNS: Record<DirectoryTarget, string> = {
  TRAVEL_AGENCIES: 'an agency',
  LODGINGS: 'a lodging',
};

function clearMarkRoute([target, path]: [DirectoryTarget, string]): RouteSpec {
  return {
    method: 'POST',
    path,
    summary: `Clears the “not in the directory” mark on ${RECORD_NOUNS[target]}, with the reason, kept in its history; answers the history entry. 409 for a record without the mark.`,
    auth: [DIRECTORY_TARGETS[target].area, 'update'],
    body: '`{ reason }`',
    graphql: 'Mutation.clearDirectoryMark',
    handler: async (req, res) => {
      res.json(await clearDirectoryMark(req.ctx, target, req.params.id, req.body));
    },
  };
}

function previewRoute([target, path]: [DirectoryTarget, string]): RouteSpec {
  return {
    method: 'POST',
    path,
    summary: `Reads a file of the national directory (UTF-8 or Latin-1, \`,\` or \`;\`) and answers what importing its region’s rows into ${REGISTRY_NAMES[target]} would do; kept as a preview to apply within 30 minutes. 400 for a file that is not a CSV of the directory, 413 for one too large.`,
    auth: ['directory-imports', 'create'],
    body: 'multipart/form-data: `file` (the CSV file)',
    response: gql('DirectoryImport', '201 Created'),
    upload: true,
    before: [directoryUpload],
    handler: async (req, res) => {
      const file = req.file && { name: req.file.originalname, bytes: req.file.buffer };
      res.status(201).json(await previewDirectoryImport(req.ctx, target, file));
    },
  };
}

/**
 * Imports of the national directory of qualified providers: a file uploaded answers a preview
 * (nothing changes), which staff then apply by its id.
 */
export const directoryRoutes: RouteGroup = {
  title: 'Directory imports',
  mount: '/admin/directory',
  routes: [
    ...(Object.entries(PREVIEW_PATHS) as [DirectoryTarget, string][]).map(previewRoute),
    ...(Object.entries(REGISTRY_PATHS) as [DirectoryTarget, string][]).map(clearMarkRoute),
    {
      method: 'GET',
      path: '/imports',
      summary:
        'The imports applied to a registry (`target`: TRAVEL_AGENCIES or LODGINGS), newest first.',
      auth: ['directory-imports', 'read'],
      query: '`target`',
      graphql: 'Query.directoryImports',
      handler: async (req, res) => {
        res.json(await listDirectoryImports(req.ctx, req.query.target));
      },
    },
    {
      method: 'GET',
      path: '/imports/:id',
      summary: 'An import: its preview until applied, then who applied it and its counts.',
      auth: ['directory-imports', 'read'],
      graphql: 'Query.directoryImport',
      handler: async (req, res) => {
        res.json(await getDirectoryImport(req.ctx, req.params.id));
      },
    },
    {
      method: 'POST',
      path: '/imports/:id/apply',
      summary:
        'Applies a preview in one transaction. 404 for an unknown or expired preview, 409 for one already applied. Marking more than a tenth of the registry as not in the directory needs `confirmMissing` (at least that count): 400 without it, nothing changed.',
      auth: ['directory-imports', 'update'],
      body: '`{ confirmMissing? }`',
      graphql: 'Mutation.applyDirectoryImport',
      handler: async (req, res) => {
        res.json(await applyDirectoryImport(req.ctx, req.params.id, req.body));
      },
    },
    {
      method: 'POST',
      path: '/imports/:id/undo',
      summary:
        'Undoes an applied import in one transaction (its creations removed, its changes and marks put back, in the records’ history). 409, naming them, when records it wrote were changed since, or when a later import stands.',
      auth: ['directory-imports', 'update'],
      graphql: 'Mutation.undoDirectoryImport',
      handler: async (req, res) => {
        res.json(await undoDirectoryImport(req.ctx, req.params.id));
      },
    },
  ],
};
