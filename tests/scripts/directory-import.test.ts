import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { directoryFile } from '../../scripts/lib/directory-file';
import { STORE_SCHEMA } from '../../server/data';
import { openLowdbStore } from '../../server/store/lowdb';
import type { Data } from '../../server/store/types';
import { CUSCO_AGENCY } from '../support/directory-files';
import { runScript } from '../support/run-script';
import { recordingLogger } from '../support/store-fixtures';
import { tempDirs } from '../support/temp-dir';

const dirs = tempDirs('tsc-directory-import-');
afterEach(() => dirs.cleanup());

const read = async (file: string): Promise<Data> => JSON.parse(await readFile(file, 'utf8'));

/** A seeded store file, closed again, and a directory file beside it with one new agency. */
async function setUp() {
  const dir = await dirs.make();
  const db = join(dir, 'db.json');
  const store = await openLowdbStore({ file: db, ...STORE_SCHEMA, logger: recordingLogger() });
  await store.close();
  const csv = join(dir, 'agencias.csv');
  await writeFile(csv, directoryFile([{ ...CUSCO_AGENCY, CLASE: 'Operador de turismo' }]));
  return { db, csv, env: { DB_FILE: db, NODE_ENV: 'development' } };
}

describe('npm run directory:import', () => {
  it('says what would change with --dry-run and changes nothing', async () => {
    const { db, csv, env } = await setUp();
    const before = await read(db);
    const { code, output } = await runScript('directory-import', [csv, '--dry-run'], env);
    expect(code, output).toBe(0);
    expect(output).toMatch(/into travel agencies/);
    expect(output).toMatch(/new records:\s+1\n/);
    expect(output).toMatch(/no longer listed:\s+\d+ \(marked, never deleted\)/);
    expect(output).toContain('--dry-run, nothing was changed.');
    expect(await read(db)).toEqual(before);
  });

  it('applies in one transaction, audited as the operator’s, and finds nothing the second time', async () => {
    const { db, csv, env } = await setUp();
    const first = await runScript('directory-import', [csv], env);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/applied: 1 created/);
    const data = await read(db);
    const agency = data.travelAgencies.find((one) => one.ruc === CUSCO_AGENCY.RUC);
    expect(agency).toMatchObject({ directoryCutoff: '2026-10-15', expiresOn: null });
    expect(data.directoryImports).toEqual([
      expect.objectContaining({
        fileName: 'agencias.csv',
        appliedBy: { id: 'operator', name: 'Operador del servidor (directory:import)' },
        applied: expect.objectContaining({ created: 1 }),
      }),
    ]);
    expect(data.auditTrail.filter((entry) => entry.recordId === agency?.id)).toEqual([
      expect.objectContaining({
        action: 'CREATE',
        actor: expect.objectContaining({ id: 'operator' }),
      }),
    ]);
    const again = await runScript('directory-import', [csv, '--dry-run'], env);
    expect(again.output).toMatch(/new records:\s+0\n\s+records changed:\s+0\n/);
  });

  it('imports into the lodgings with --lodgings', async () => {
    const { db, csv, env } = await setUp();
    const hostal = { ...CUSCO_AGENCY, CLASE: 'Hostal', CATEGORIA: '2 estrellas' };
    await writeFile(csv, directoryFile([hostal]));
    const run = await runScript('directory-import', [csv, '--lodgings'], env);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(/into lodgings/);
    const data = await read(db);
    expect(data.lodgings.find((one) => one.ruc === CUSCO_AGENCY.RUC)).toMatchObject({
      certificateNumber: 'CUS-AV-0420',
      lodgingClass: 'HOSTAL',
      category: 'DOS_ESTRELLAS',
      rooms: null,
    });
    expect(data.travelAgencies.some((one) => one.ruc === CUSCO_AGENCY.RUC)).toBe(false);
    expect(data.directoryImports).toEqual([expect.objectContaining({ target: 'LODGINGS' })]);
  });

  it('refuses what is not a directory file, and a wrong call', async () => {
    const { db, env } = await setUp();
    const wrong = await runScript('directory-import', [db], env);
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain('directory:import: Not a file of the national directory');
    const usage = await runScript('directory-import', ['--force'], env);
    expect(usage.code).toBe(1);
    expect(usage.output).toContain(
      'Usage: npm run directory:import -- <file.csv> [--lodgings] [--dry-run]',
    );
  });
});
