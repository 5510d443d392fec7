import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORE_SCHEMA } from '../../../server/data';
import { tempFileFor, writeFileDurably } from '../../../server/store/durable-file';
import { lockFileFor, readOwner } from '../../../server/store/lock';
import { openLowdbStore } from '../../../server/store/lowdb';
import type { Store } from '../../../server/store/types';
import {
  controlledWriter,
  makeEmergencyContact,
  recordingLogger,
} from '../../support/store-fixtures';
import { tempDirs } from '../../support/temp-dir';

const dirs = tempDirs('tsc-commit-');
afterEach(() => dirs.cleanup());

async function openWith(writer: ReturnType<typeof controlledWriter>) {
  const file = join(await dirs.make(), 'db.json');
  const logger = recordingLogger();
  const store = await openLowdbStore({
    file,
    ...STORE_SCHEMA,
    logger,
    writeText: writer.writeText,
  });
  writer.calls = 0; // the seed's first write does not count
  return { file, logger, store };
}

const insert = (store: Store, id: string) =>
  store.emergencyContacts.insert(makeEmergencyContact(id));

/** Settles a promise into a record the test can inspect later, without awaiting it now. */
function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; error?: unknown } = { settled: false };
  promise.then(
    () => Object.assign(state, { settled: true }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

async function fileIds(file: string): Promise<string[]> {
  const data = JSON.parse(await readFile(file, 'utf8'));
  return data.emergencyContacts.map((item: { id: string }) => item.id);
}

// A durable write (fsync) on a busy 2-core machine can take over a second, vi.waitFor's default.
const SETTLED = { timeout: 10_000 } as const;

describe('group commit', { timeout: 30_000 }, () => {
  it('writes many concurrent changes in far fewer file writes', async () => {
    const writer = controlledWriter();
    const { file, store } = await openWith(writer);
    const ids = Array.from({ length: 200 }, (_, index) => `batch-${index}`);
    await Promise.all(ids.map((id) => insert(store, id)));
    expect(writer.calls).toBeGreaterThan(0);
    expect(writer.calls).toBeLessThanOrEqual(ids.length / 20);
    expect(await fileIds(file)).toEqual(expect.arrayContaining(ids));
    await store.close();
  });

  it('sends the changes that arrive during a write together in the next one', async () => {
    const writer = controlledWriter();
    const { file, store } = await openWith(writer);
    writer.hold();
    const first = insert(store, 'first');
    await vi.waitFor(() => expect(writer.held).toHaveLength(1), SETTLED);
    const later = Array.from({ length: 50 }, (_, index) => insert(store, `later-${index}`));
    writer.held[0]?.release();
    await vi.waitFor(() => expect(writer.held).toHaveLength(2), SETTLED);
    writer.held[1]?.release();
    await Promise.all([first, ...later]);
    expect(writer.calls).toBe(2);
    expect(await fileIds(file)).toContain('later-49');
    await store.close();
  });

  it('acknowledges a writer once its own write is durable, without waiting for later ones', async () => {
    const writer = controlledWriter();
    const { file, store } = await openWith(writer);
    writer.hold();
    const first = track(insert(store, 'first'));
    await vi.waitFor(() => expect(writer.held).toHaveLength(1), SETTLED);
    const second = track(insert(store, 'second'));
    writer.held[0]?.release();
    await vi.waitFor(() => expect(first.settled).toBe(true), SETTLED);
    expect(first.error).toBeUndefined();
    expect(await fileIds(file)).toContain('first');

    // The second write has started and is still held: the first writer did not wait for it.
    await vi.waitFor(() => expect(writer.held).toHaveLength(2), SETTLED);
    expect(second.settled).toBe(false);
    expect(await fileIds(file)).not.toContain('second');
    writer.held[1]?.release();
    await vi.waitFor(() => expect(second.settled).toBe(true), SETTLED);
    expect(await fileIds(file)).toContain('second');
    await store.close();
  });
});

describe('a failed write', () => {
  it('rejects its callers, restores the last durable state and logs it', async () => {
    const writer = controlledWriter();
    const { file, logger, store } = await openWith(writer);
    await insert(store, 'kept');
    writer.hold();
    const failed = [insert(store, 'lost-a'), insert(store, 'lost-b')];
    await vi.waitFor(() => expect(writer.held).toHaveLength(1), SETTLED);
    const queued = insert(store, 'queued-behind');
    writer.held[0]?.fail(new Error('EIO: disk failed'));
    for (const promise of [...failed, queued]) await expect(promise).rejects.toThrow('EIO');

    const onDisk = JSON.parse(await readFile(file, 'utf8'));
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
    expect(await store.emergencyContacts.list()).toEqual(onDisk.emergencyContacts.sort(byId));
    expect(onDisk.emergencyContacts.map((item: { id: string }) => item.id)).toContain('kept');
    expect(await store.emergencyContacts.get('lost-a')).toBeNull();
    expect(await store.emergencyContacts.get('queued-behind')).toBeNull();
    expect(logger.entries.filter((entry) => entry.level === 'error')).toHaveLength(1);

    // The store goes on working.
    writer.hold(false);
    await insert(store, 'after');
    expect(await fileIds(file)).toContain('after');
    await store.close();
  });

  it('leaves the previous file intact when the process dies between temp file and rename', async () => {
    let tempText = '';
    const crashBeforeRename = (file: string, text: string | Buffer) =>
      writeFileDurably(file, text, {
        async beforeRename() {
          tempText = await readFile(tempFileFor(file), 'utf8');
          throw new Error('simulated crash before rename');
        },
      });
    const writer = controlledWriter(crashBeforeRename);
    const file = join(await dirs.make(), 'db.json');
    await openLowdbStore({ file, ...STORE_SCHEMA, logger: recordingLogger() }).then((s) =>
      s.close(),
    );
    const before = await readFile(file, 'utf8');

    const store = await openLowdbStore({
      file,
      ...STORE_SCHEMA,
      logger: recordingLogger(),
      writeText: writer.writeText,
    });
    await expect(insert(store, 'never-renamed')).rejects.toThrow('simulated crash');
    expect(tempText).toContain('never-renamed');
    expect(await readFile(file, 'utf8')).toBe(before);
    expect(await store.emergencyContacts.get('never-renamed')).toBeNull();
    await store.close();

    const reopened = await openLowdbStore({ file, ...STORE_SCHEMA, logger: recordingLogger() });
    expect(await reopened.emergencyContacts.get('never-renamed')).toBeNull();
    await reopened.close();
  });

  it('is not confused by a temp file a crash left behind', async () => {
    const file = join(await dirs.make(), 'db.json');
    await openLowdbStore({ file, ...STORE_SCHEMA, logger: recordingLogger() }).then((s) =>
      s.close(),
    );
    const text = await readFile(file, 'utf8');
    await writeFile(tempFileFor(file), text.slice(0, 40));
    const store = await openLowdbStore({ file, ...STORE_SCHEMA, logger: recordingLogger() });
    await insert(store, 'after-crash');
    await store.close();
    expect(await fileIds(file)).toContain('after-crash');
    expect((await readdir(join(file, '..'))).sort()).toEqual(['db.json']);
  });
});

describe('close', () => {
  it('flushes the write in flight and the pending one, then releases the lock', async () => {
    const writer = controlledWriter();
    const { file, store } = await openWith(writer);
    writer.hold();
    const inFlight = insert(store, 'in-flight');
    await vi.waitFor(() => expect(writer.held).toHaveLength(1), SETTLED);
    const pending = insert(store, 'pending');
    const closed = track(store.close());
    await expect(insert(store, 'too-late')).rejects.toThrow('closed');

    writer.held[0]?.release();
    await vi.waitFor(() => expect(writer.held).toHaveLength(2), SETTLED);
    expect(closed.settled).toBe(false);
    expect(await readOwner(lockFileFor(file))).toMatchObject({ kind: 'owner' });
    writer.held[1]?.release();
    await Promise.all([inFlight, pending]);
    await vi.waitFor(() => expect(closed.settled).toBe(true), SETTLED);
    expect(closed.error).toBeUndefined();

    const ids = await fileIds(file);
    expect(ids).toEqual(expect.arrayContaining(['in-flight', 'pending']));
    expect(ids).not.toContain('too-late');
    expect(await readOwner(lockFileFor(file))).toEqual({ kind: 'missing' });
  });

  it('rejects when its last write fails, and still releases the lock', async () => {
    const writer = controlledWriter();
    const { file, store } = await openWith(writer);
    writer.hold();
    const write = insert(store, 'unlucky');
    const closed = store.close();
    await vi.waitFor(() => expect(writer.held).toHaveLength(1), SETTLED);
    writer.held[0]?.fail(new Error('ENOSPC: no space left'));
    await expect(write).rejects.toThrow('ENOSPC');
    await expect(closed).rejects.toThrow('ENOSPC');
    expect(await fileIds(file)).not.toContain('unlucky');
    expect(await readOwner(lockFileFor(file))).toEqual({ kind: 'missing' });
  });

  it('flushes a write started just before it', async () => {
    const file = join(await dirs.make(), 'db.json');
    const store = await openLowdbStore({ file, ...STORE_SCHEMA, logger: recordingLogger() });
    const write = insert(store, 'just-before-close');
    await store.close();
    await expect(write).resolves.toMatchObject({ id: 'just-before-close' });
    expect(await fileIds(file)).toContain('just-before-close');
  });
});
