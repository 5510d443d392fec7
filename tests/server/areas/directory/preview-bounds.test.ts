import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { directoryFile } from '../../../../scripts/lib/directory-file';
import { COLLECTIONS } from '../../../../server/areas';
import { removeExpiredPreviews } from '../../../../server/areas/directory/pending';
import { buildSeed } from '../../../../server/data';
import { openLowdbStore } from '../../../../server/store/lowdb';
import { createTestApp, jobContext, type TestApp } from '../../../support/app';
import { signInAs } from '../../../support/auth';
import { CONFIRM_ANY_MISSING, CUSCO_AGENCY } from '../../../support/directory-files';
import { tempDirs } from '../../../support/temp-dir';

const MINUTE = 60_000;
const PREVIEW_PATH = '/api/admin/directory/travel-agencies/preview';

/** The file of the attack as it was sent: a directory header, then lines of one field too many. */
function malformedFile(lines: number): Buffer {
  const body = Array.from({ length: lines }, () => '1,2,3,4,5,6\n').join('');
  return Buffer.from(`RUC,RAZON_SOCIAL,DEPARTAMENTO,PROVINCIA,DISTRITO\n${body}`);
}

function upload(app: TestApp, token: string, file: Buffer) {
  return app.request
    .post(PREVIEW_PATH)
    .set('authorization', `Bearer ${token}`)
    .attach('file', file, { filename: 'agencias.csv', contentType: 'text/csv' });
}

/** What the store keeps of an import, as the file store writes it again on every write. */
async function storedBytes(app: TestApp, id: string): Promise<number> {
  return JSON.stringify(await app.store.directoryImports.get(id)).length;
}

const dirs = tempDirs('tsc-directory-');
afterEach(() => dirs.cleanup());

// Each test reads and checks a file of 50,000 lines: 1.5-4 s on a 2-core machine, more beside
// other test files.
const FILE_OF_50_000_LINES = { timeout: 20_000 };

describe(
  'what an uploaded directory file can make the store keep (SECURITY 33)',
  FILE_OF_50_000_LINES,
  () => {
    it('keeps the first 100 of 50,000 malformed lines and counts the rest', async () => {
      const app = await createTestApp();
      const token = (await signInAs(app, 'DIRCETUR')).accessToken;
      const response = await upload(app, token, malformedFile(50_000));
      expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(201);
      const { rejected, rejectedCount } = response.body.preview;
      expect(rejectedCount).toBe(50_000);
      expect(rejected).toHaveLength(100);
      expect(rejected[0]).toMatchObject({ line: 2, problems: ['MALFORMED'] });
      expect(rejected[99]).toMatchObject({ line: 101, problems: ['MALFORMED'] });
      // Before: every line twice, 25 MB in the store file and a 6.3 MB answer.
      expect(await storedBytes(app, response.body.id)).toBeLessThan(40_000);
      expect(JSON.stringify(response.body).length).toBeLessThan(40_000);

      const applied = await app.request
        .post(`/api/admin/directory/imports/${response.body.id}/apply`)
        .set('authorization', `Bearer ${token}`)
        .send(CONFIRM_ANY_MISSING);
      expect(applied.body.applied).toMatchObject({ created: 0, rejected: 50_000 });
    });

    it('counts malformed lines against the row limit, storing nothing', async () => {
      const app = await createTestApp({ env: { DIRECTORY_MAX_ROWS: '1000' } });
      const token = (await signInAs(app, 'DIRCETUR')).accessToken;
      const malformed = await upload(app, token, malformedFile(5_000));
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe('The file has more than 1000 rows');
      const good = directoryFile([CUSCO_AGENCY]).toString('utf8');
      const mixed = Buffer.from(good + '1,2\r\n'.repeat(1_000));
      expect((await upload(app, token, mixed)).status).toBe(400);
      expect((await upload(app, token, malformedFile(1_000))).status).toBe(201);
      expect(await app.store.directoryImports.count()).toBe(1);
    });

    it('keeps three waiting previews per account, the newest, whoever else uploads', async () => {
      const app = await createTestApp();
      const dircetur = (await signInAs(app, 'DIRCETUR')).accessToken;
      const admin = (await signInAs(app, 'ADMINISTRADOR')).accessToken;
      const file = directoryFile([CUSCO_AGENCY]);
      const ids: string[] = [];
      for (let turn = 0; turn < 5; turn += 1) {
        ids.push((await upload(app, dircetur, file)).body.id);
        app.clock.advance(1_000);
      }
      const theirs = (await upload(app, admin, file)).body.id;
      const kept = await app.store.directoryImports.list({ orderBy: [{ field: 'createdAt' }] });
      expect(kept.map((one) => one.id)).toEqual([...ids.slice(2), theirs]);

      const superseded = await app.request
        .post(`/api/admin/directory/imports/${ids[0]}/apply`)
        .set('authorization', `Bearer ${dircetur}`)
        .send(CONFIRM_ANY_MISSING);
      expect(superseded.status).toBe(404);
      // An applied import is no longer waiting: it never counts, and stays as the import's record.
      const applied = await app.request
        .post(`/api/admin/directory/imports/${ids[4]}/apply`)
        .set('authorization', `Bearer ${dircetur}`)
        .send(CONFIRM_ANY_MISSING);
      expect(applied.status).toBe(200);
      for (let turn = 0; turn < 3; turn += 1) await upload(app, dircetur, file);
      expect(await app.store.directoryImports.get(ids[4] ?? '')).toMatchObject({ pendingBy: null });
      expect(await app.store.directoryImports.count({ pendingBy: { isNull: false } })).toBe(4);
    });

    it('removes previews past their time in a job, never an applied import', async () => {
      const app = await createTestApp();
      const token = (await signInAs(app, 'DIRCETUR')).accessToken;
      const file = directoryFile([CUSCO_AGENCY]);
      const applied = (await upload(app, token, file)).body.id;
      await app.request
        .post(`/api/admin/directory/imports/${applied}/apply`)
        .set('authorization', `Bearer ${token}`)
        .send(CONFIRM_ANY_MISSING);
      const early = (await upload(app, token, file)).body.id;
      app.clock.advance(20 * MINUTE);
      const again = (await signInAs(app, 'DIRCETUR')).accessToken;
      const late = (await upload(app, again, file)).body.id;

      expect(await removeExpiredPreviews(jobContext(app))).toBe(0);
      app.clock.advance(11 * MINUTE);
      expect(await removeExpiredPreviews(jobContext(app))).toBe(1);
      const left = await app.store.directoryImports.list({ orderBy: [{ field: 'createdAt' }] });
      expect(left.map((one) => one.id)).toEqual([applied, late]);
      expect(left.map((one) => one.id)).not.toContain(early);
    });
  },
);

// The file store writes its whole file on every write: its size is what each later write costs.
describe.runIf(process.env.TEST_STORE !== 'postgres')(
  'the store file after such a file',
  FILE_OF_50_000_LINES,
  () => {
    it('grows by kilobytes, not megabytes', async () => {
      const file = join(await dirs.make(), 'db.json');
      const store = await openLowdbStore({
        file,
        collections: COLLECTIONS,
        seed: () => buildSeed(),
      });
      try {
        const app = await createTestApp({ store });
        const token = (await signInAs(app, 'DIRCETUR')).accessToken;
        const before = (await stat(file)).size;
        expect((await upload(app, token, malformedFile(50_000))).status).toBe(201);
        await signInAs(app, 'POLICIA');
        expect((await stat(file)).size - before).toBeLessThan(60_000);
      } finally {
        await store.close();
      }
    });
  },
);
