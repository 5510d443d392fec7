import { expect, it } from 'vitest';
import { gql, rest, runContract, type Step } from '../../../support/contract';

const BASE = '/api/apps/file-manager';
const ITEM = 'id folderId name createdBy createdAt modifiedAt size type contents description';
const QUERY = `query($folderId: ID) { fileManager(folderId: $folderId) { folders { ${ITEM} } files { ${ITEM} } path { ${ITEM} } } }`;
type Listing = { folders: { id: string; name: string }[] };
const listing = async (api: Parameters<Step['graphql']>[0], folderId?: string) => {
  const data = await gql(api, QUERY, { folderId });
  return (data as { fileManager?: unknown }).fileManager ?? data;
};
const folderNamed = (result: unknown, name: string) =>
  (result as Listing).folders.find((folder) => folder.name === name)?.id ?? '';

const steps: Step[] = [
  {
    name: 'root',
    rest: async (api, vars) => {
      const root = await rest(api.get(`${BASE}?folderId=null`));
      vars.exports = folderNamed(root, 'Registros exportados');
      return root;
    },
    graphql: async (api, vars) => {
      const root = await listing(api);
      vars.exports = folderNamed(root, 'Registros exportados');
      return root;
    },
  },
  {
    name: 'a top-level folder',
    rest: async (api, vars) => {
      const folder = await rest(api.get(`${BASE}?folderId=${vars.exports}`));
      vars.archived = folderNamed(folder, 'Archivados');
      return folder;
    },
    graphql: async (api, vars) => {
      const folder = await listing(api, vars.exports);
      vars.archived = folderNamed(folder, 'Archivados');
      return folder;
    },
  },
  {
    name: 'a nested folder',
    rest: (api, vars) => rest(api.get(`${BASE}?folderId=${vars.archived}`)),
    graphql: (api, vars) => listing(api, vars.archived),
  },
  {
    name: 'unknown folder',
    rest: (api) => rest(api.get(`${BASE}?folderId=unknown`)),
    graphql: (api) => listing(api, 'unknown'),
  },
];

it('answers the same scenario identically through REST and GraphQL', async () => {
  const { rest: viaRest, graphql: viaGraphql } = await runContract(steps);
  expect(viaGraphql).toEqual(viaRest);
  expect(viaRest).toMatchObject({
    root: { path: [] },
    'a nested folder': { path: [{ id: '$exports' }, { id: '$archived' }], folders: [] },
    'unknown folder': { error: ['NOT_FOUND'] },
  });
});
