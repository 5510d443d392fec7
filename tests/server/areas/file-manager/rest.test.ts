import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_TYPES,
  type FileManagerItemRecord,
} from '../../../../server/areas/file-manager/model';
import { formatSize, seedFileManager } from '../../../../server/areas/file-manager/seed';
import { collator } from '../../../../server/template/sorting';
import type { TestApp } from '../../../support/app';
import { appWithStaff, type StaffClient } from '../../../support/apps';

const BASE = '/api/apps/file-manager';
const NOW = new Date('2026-06-01T12:00:00Z');
const seed = seedFileManager(NOW);
const named = (name: string) => seed.find((item) => item.name === name) as FileManagerItemRecord;
const byName = (items: FileManagerItemRecord[]) =>
  [...items].sort((a, b) => collator.compare(a.name, b.name));
const children = (folderId: string | null) => seed.filter((item) => item.folderId === folderId);

let app: TestApp;
let client: StaffClient;
beforeAll(async () => {
  ({ app, client } = await appWithStaff('DIRCETUR', NOW));
});
afterAll(() => app.stop());

describe('the seeded tree', () => {
  it('is the same on every seed, with every format and nested folders', () => {
    expect(seedFileManager(NOW)).toEqual(seed);
    expect(new Set(seed.map((item) => item.type))).toEqual(new Set(FILE_TYPES));
    const folders = new Set(seed.filter((i) => i.type === 'folder').map((i) => i.id));
    for (const item of seed) {
      if (item.folderId !== null) expect(folders.has(item.folderId), item.name).toBe(true);
    }
    expect(named('2026').folderId).toBe(named('Registros exportados').id);
  });

  it('dates every item before the store was made, changes after creation', () => {
    for (const item of seed) {
      expect(Date.parse(item.createdAt)).toBeLessThan(NOW.getTime());
      expect(Date.parse(item.modifiedAt)).toBeGreaterThanOrEqual(Date.parse(item.createdAt));
      expect(Date.parse(item.modifiedAt)).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('counts in a folder the files of all its sub-folders; files have no contents', () => {
    const filesUnder = (id: string): number =>
      children(id).reduce(
        (total, item) => total + (item.type === 'folder' ? filesUnder(item.id) : 1),
        0,
      );
    for (const item of seed) {
      if (item.type === 'folder') {
        const count = filesUnder(item.id);
        expect(item.contents).toBe(count === 1 ? '1 archivo' : `${count} archivos`);
      } else {
        expect(item.contents).toBeNull();
      }
      expect(item.size).toMatch(/^\d+(\.\d)? (B|KB|MB)$/);
    }
  });

  it('writes sizes as the template shows them', () => {
    expect(formatSize(850)).toBe('850 B');
    expect(formatSize(12_345)).toBe('12 KB');
    expect(formatSize(1_440_000)).toBe('1.4 MB');
  });
});

describe('GET file-manager', () => {
  it('answers the root without a folderId, or with "null": folders and files by name, no path', async () => {
    const root = {
      folders: byName(children(null).filter((i) => i.type === 'folder')),
      files: byName(children(null).filter((i) => i.type !== 'folder')),
      path: [],
    };
    for (const url of [BASE, `${BASE}?folderId=null`]) {
      const response = await client.get(url);
      expect(response.status, url).toBe(200);
      expect(response.body, url).toEqual(root);
    }
    expect(root.folders.map((f) => f.name)).toEqual([
      'Capacitaciones',
      'Normativa',
      'Operativos',
      'Registros exportados',
    ]);
  });

  it('answers a nested folder with the path from the root down to it', async () => {
    const folder = named('2026');
    const response = await client.get(`${BASE}?folderId=${folder.id}`);
    expect(response.status).toBe(200);
    expect(response.body.path).toEqual([named('Registros exportados'), folder]);
    expect(response.body.folders).toEqual([]);
    expect(response.body.files).toEqual(byName(children(folder.id)));
    expect(response.body.files).toHaveLength(5);
  });

  it('answers a top-level folder with sub-folders and files apart', async () => {
    const folder = named('Capacitaciones');
    const response = await client.get(`${BASE}?folderId=${folder.id}`);
    expect(response.body.path).toEqual([folder]);
    expect(response.body.folders.map((f: { name: string }) => f.name)).toEqual([
      'Atención al turista',
      'Primeros auxilios',
    ]);
    expect(response.body.files.map((f: { name: string }) => f.name)).toEqual([
      'Calendario de capacitaciones',
    ]);
  });

  it('is 404 for an id that names no folder, a file included', async () => {
    for (const id of ['unknown', named('Léame').id]) {
      const response = await client.get(`${BASE}?folderId=${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: 'NOT FOUND', message: 'Folder not found' });
    }
  });

  it('keeps anonymous callers out', async () => {
    expect((await app.request.get(BASE)).status).toBe(401);
  });
});
