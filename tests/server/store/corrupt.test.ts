import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSeed, STORE_SCHEMA } from '../../../server/data';
import { StoreCorruptError } from '../../../server/store/errors';
import { lockFileFor, readOwner } from '../../../server/store/lock';
import { openLowdbStore } from '../../../server/store/lowdb';
import { recordingLogger } from '../../support/store-fixtures';
import { tempDirs } from '../../support/temp-dir';

const dirs = tempDirs('tsc-corrupt-');
afterEach(() => dirs.cleanup());

const meta = { schemaVersion: 1, seededAt: '2024-01-01T00:00:00.000Z' };
const complete = JSON.stringify(buildSeed(), null, 2);

const CASES: Record<string, string> = {
  empty: '',
  'only whitespace': ' \n',
  truncated: complete.slice(0, Math.floor(complete.length / 2)),
  null: 'null',
  garbage: '\u0000\u0001not json at all',
  array: '[]',
  'a number': '42',
  'a string': '"db"',
  'no meta': JSON.stringify({ emergencyContacts: [] }),
  'meta without schemaVersion': JSON.stringify({ meta: { seededAt: meta.seededAt } }),
  'a collection that is not a list': JSON.stringify({ meta, emergencyContacts: {} }),
  'an item without an id': JSON.stringify({ meta, emergencyContacts: [{ phone: '105' }] }),
  'the same id twice': JSON.stringify({ meta, emergencyContacts: [{ id: 'a' }, { id: 'a' }] }),
  'a newer schema': JSON.stringify({ ...buildSeed(), meta: { ...meta, schemaVersion: 99 } }),
};

describe('a corrupt store file', () => {
  for (const [name, text] of Object.entries(CASES)) {
    it(`is refused and left untouched: ${name}`, async () => {
      const dir = await dirs.make();
      const file = join(dir, 'db.json');
      await writeFile(file, text);
      const before = await readFile(file);

      const error = await openLowdbStore({
        file,
        ...STORE_SCHEMA,
        logger: recordingLogger(),
      }).catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(StoreCorruptError);
      const message = (error as Error).message;
      expect(message).toContain(file);
      expect(message).toContain('left untouched');
      expect(message).toContain('npm run db:reset');
      expect(message).toContain('backup');
      // Byte for byte: a deep equality walks a 400 KB buffer element by element, seconds of a
      // busy machine.
      expect(Buffer.compare(await readFile(file), before)).toBe(0);
      // Not renamed, no temp file, and the lock released.
      expect(await readdir(dir)).toEqual(['db.json']);
      expect(await readOwner(lockFileFor(file))).toEqual({ kind: 'missing' });
    });
  }
});
