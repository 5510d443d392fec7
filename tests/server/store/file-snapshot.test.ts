import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../../server/areas';
import { buildSeed } from '../../../server/data';
import { readCommittedFile } from '../../../server/store/file-snapshot';
import { openLowdbStore } from '../../../server/store/lowdb';
import { makeEmergencyContact, recordingLogger } from '../../support/store-fixtures';
import { tempDirs } from '../../support/temp-dir';

const dirs = tempDirs('tsc-file-snapshot-');
afterEach(() => dirs.cleanup());

// Twenty durable writes of the seeded file (each flushed to disk) against reads as fast as they
// go: 1.5-4 s on a busy 2-core machine.
describe('readCommittedFile (backups of a running file store)', { timeout: 20_000 }, () => {
  it('reads whole commits, without the lock, while the owner writes', async () => {
    const file = join(await dirs.make(), 'db.json');
    const seed = buildSeed();
    const store = await openLowdbStore({
      file,
      collections: COLLECTIONS,
      seed: () => seed,
      logger: recordingLogger(),
    });
    const base = seed.emergencyContacts.length;
    let writing = true;
    const writer = (async () => {
      for (let index = 0; index < 20; index += 1) {
        await store.emergencyContacts.insert(makeEmergencyContact(`snapshot-${index}`));
      }
      writing = false;
    })();
    const counts: number[] = [];
    while (writing) {
      // Each read decodes (a half-written file would not) and never goes back in time.
      const read = await readCommittedFile(file, COLLECTIONS, seed);
      counts.push((read?.data.emergencyContacts.length ?? 0) - base);
    }
    await writer;
    await store.close();
    expect(counts.length).toBeGreaterThan(1);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect((await readCommittedFile(file, COLLECTIONS, seed))?.data.emergencyContacts).toHaveLength(
      base + 20,
    );
    expect(await readCommittedFile(join(file, '..', 'none.json'), COLLECTIONS, seed)).toBeNull();
  });
});
