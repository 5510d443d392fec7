import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openLocation } from '../../scripts/lib/store-location';
import { COLLECTIONS } from '../../server/areas';
import { buildSeed } from '../../server/data';
import { exportData } from '../../server/store/export';
import { createTestDatabase } from '../support/postgres';
import { runScript } from '../support/run-script';
import { makeEmergencyContact } from '../support/store-fixtures';
import { tempDirs } from '../support/temp-dir';

const dirs = tempDirs('tsc-copy-');
afterEach(() => dirs.cleanup());
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
});

async function database() {
  const made = await createTestDatabase();
  drops.push(made.drop);
  return made.url;
}

const contents = async (location: string) => {
  const store = await openLocation(location);
  const data = await exportData(store, COLLECTIONS, 'any');
  await store.close();
  return data;
};

describe('npm run db:copy', () => {
  it('copies a file into an empty database and back, every record checked', async () => {
    const dir = await dirs.make();
    const file = join(dir, 'db.json');
    // A store with changes of its own, not only the seed.
    const original = await openLocation(file);
    await original.emergencyContacts.insert(makeEmergencyContact('extra', { position: 42 }));
    await original.guides.update('guide-001', { phone: '984 000 111', email: null });
    await original.close();
    const url = await database();

    const there = await runScript('db-copy', [file, url]);
    expect(there.code, there.output).toBe(0);
    expect(there.output).toContain('every record copied and checked');
    expect(there.output).not.toContain(new URL(url).password);

    const back = join(dir, 'back.json');
    const returned = await runScript('db-copy', [url, back]);
    expect(returned.code, returned.output).toBe(0);
    expect(await contents(back)).toEqual(await contents(file));
    expect(await contents(url)).toEqual(await contents(file));
  });

  it('refuses a target that already holds a store, and changes nothing', async () => {
    const dir = await dirs.make();
    const file = join(dir, 'db.json');
    await (await openLocation(file)).close();
    const url = await database();
    const seeded = await openLocation(url, () => ({ ...buildSeed(), guides: [] }));
    await seeded.close();

    const { code, output } = await runScript('db-copy', [file, url]);
    expect(code).toBe(1);
    expect(output).toContain('already holds a store');
    expect((await contents(url)).guides).toEqual([]);
    const missing = await runScript('db-copy', [join(dir, 'nothing.json'), join(dir, 'x.json')]);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('holds no store');
  });
});

describe('npm run db:reset and db:migrate on PostgreSQL', () => {
  it('db:reset keeps the old data as a store file and seeds the database afresh', async () => {
    const dir = await dirs.make();
    const url = await database();
    const store = await openLocation(url);
    await store.emergencyContacts.insert(makeEmergencyContact('before-reset'));
    await store.close();

    const { code, output } = await runScript('db-reset', [], {
      DATABASE_URL: url,
      DB_FILE: join(dir, 'db.json'),
    });
    expect(code, output).toBe(0);
    const backup = /kept as (\S+\.json)/.exec(output)?.[1] ?? '';
    expect((await contents(backup)).emergencyContacts.map((item) => item.id)).toContain(
      'before-reset',
    );
    const after = await contents(url);
    expect(after.emergencyContacts.map((item) => item.id)).not.toContain('before-reset');
    expect(after.guides).toHaveLength(buildSeed().guides.length);
  });

  it('db:migrate prepares an empty database and says so', async () => {
    const url = await database();
    const { code, output } = await runScript('db-migrate', [], { DATABASE_URL: url });
    expect(code, output).toBe(0);
    expect(output).toContain('is up to date');
    expect((await contents(url)).guides).toHaveLength(buildSeed().guides.length);
    const wrong = await runScript('db-migrate', [], {
      DATABASE_URL: 'postgres://x:y@127.0.0.1:1/z',
    });
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain('nothing answers');
    expect(wrong.output).not.toMatch(/\n\s+at /);
  });
});
