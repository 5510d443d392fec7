import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileManagerItemRecord } from '../../../../server/areas/file-manager/model';
import { seedFileManager } from '../../../../server/areas/file-manager/seed';
import type { TestApp } from '../../../support/app';
import { appWithStaff, type StaffClient } from '../../../support/apps';

const NOW = new Date('2026-06-01T12:00:00Z');
const seed = seedFileManager(NOW);
const named = (name: string) => seed.find((item) => item.name === name) as FileManagerItemRecord;
const ITEM = 'id folderId name createdBy createdAt modifiedAt size type contents description';
const QUERY = `query($folderId: ID) { fileManager(folderId: $folderId) { folders { ${ITEM} } files { ${ITEM} } path { ${ITEM} } } }`;

type Listing = {
  fileManager: {
    folders: FileManagerItemRecord[];
    files: FileManagerItemRecord[];
    path: FileManagerItemRecord[];
  };
};

let app: TestApp;
let client: StaffClient;
beforeAll(async () => {
  ({ app, client } = await appWithStaff('POLICIA', NOW));
});
afterAll(() => app.stop());

describe('fileManager', () => {
  it('answers the root without a folderId, with null and with "null"', async () => {
    const root = (await client.data(QUERY)) as Listing;
    expect(root.fileManager.path).toEqual([]);
    expect(root.fileManager.folders).toContainEqual(named('Normativa'));
    expect(root.fileManager.files).toContainEqual(named('Léame'));
    expect(await client.data(QUERY, { folderId: null })).toEqual(root);
    expect(await client.data(QUERY, { folderId: 'null' })).toEqual(root);
  });

  it('answers a nested folder with its path', async () => {
    const folder = named('Ordenanzas municipales');
    const data = (await client.data(QUERY, { folderId: folder.id })) as Listing;
    expect(data.fileManager.path).toEqual([named('Normativa'), folder]);
    expect(data.fileManager.files.map((file) => file.type)).toEqual(['PDF', 'PDF']);
  });

  it('is NOT_FOUND for an id that names no folder', async () => {
    expect((await client.refused(QUERY, { folderId: 'unknown' })).codes).toEqual(['NOT_FOUND']);
    expect((await client.refused(QUERY, { folderId: named('Léame').id })).codes).toEqual([
      'NOT_FOUND',
    ]);
  });
});
