import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { type Adapter, Low } from 'lowdb';
import type { AnyCollection } from './collection';
import { readTextIfExists, type WriteText, writeFileDurably } from './durable-file';
import { decodeStore, encodeStore } from './file-format';
import { createGroupCommit } from './group-commit';
import { acquireLock, type LockOptions } from './lock';
import { consoleLogger, type StoreLogger } from './logger';
import { buildStore } from './repository';
import type { CollectionName, Data, Store } from './types';

export interface LowdbStoreOptions {
  /** The store file; its directory is created when missing. */
  file: string;
  /** The data a new store starts from; also fills collections an older file lacks. */
  seed: () => Data;
  logger?: StoreLogger;
  /** What the store holds, declared by the areas. */
  collections: readonly AnyCollection[];
  /** How a text reaches the disk; writeFileDurably unless a test injects faults or counts writes. */
  writeText?: WriteText;
  /** How the file's lock may be taken (see acquireLock). */
  lock?: LockOptions;
}

/**
 * lowdb's adapter for one JSON file, written through `writeText` (lowdb's own TextFile does not
 * fsync). It keeps the text of the last durable write: after a failed write the data goes back to
 * it, which is what the file holds (or what a restart would read) without any further I/O.
 */
class DurableJsonFile implements Adapter<Data> {
  private durableText: string | Buffer | null = null;
  private readonly file: string;
  private readonly decode: (text: string) => Data;
  private readonly writeText: WriteText;

  constructor(file: string, decode: (text: string) => Data, writeText: WriteText) {
    this.file = file;
    this.decode = decode;
    this.writeText = writeText;
  }

  get exists(): boolean {
    return this.durableText !== null;
  }

  async read(): Promise<Data | null> {
    const text = await readTextIfExists(this.file);
    if (text === null) return null;
    const data = this.decode(text);
    this.durableText = text;
    return data;
  }

  async write(data: Data): Promise<void> {
    // Serialized before the first await: the write holds exactly the changes made until now.
    const text = encodeStore(data);
    await this.writeText(this.file, text);
    this.durableText = text;
  }

  restore(): Data {
    if (this.durableText === null) throw new Error('the store has never been written');
    return this.decode(this.durableText.toString());
  }
}

/**
 * Opens the JSON file store; the only code that uses lowdb. Takes the file's lock (a second
 * process is refused with StoreLockedError), creates the file from the seed on first start,
 * refuses a corrupt file with StoreCorruptError without touching it, and resolves once the file
 * on disk is a complete, current store. Writes are group-committed and durable (see group-commit);
 * each first checks that the lock is still ours, else it and every later write fail with
 * StoreLockLostError while reads go on.
 */
export async function openLowdbStore(options: LowdbStoreOptions): Promise<Store> {
  const file = resolve(options.file);
  const logger = options.logger ?? consoleLogger;
  await mkdir(dirname(file), { recursive: true });
  const lock = await acquireLock(file, logger, options.lock);
  try {
    const seed = options.seed();
    let added: CollectionName[] = [];
    let migrated: number[] = [];
    let dropped: string[] = [];
    const writeText =
      options.writeText ??
      ((target, text) =>
        writeFileDurably(target, text, {
          directoryNotFlushed: (error) =>
            logger.warn(
              { err: error, file: target },
              'store written, but its folder could not be flushed: a power cut could still undo this write',
            ),
        }));
    const adapter = new DurableJsonFile(
      file,
      (text) => {
        const decoded = decodeStore(text, file, seed, options.collections);
        added = decoded.added;
        migrated = decoded.migrated;
        dropped = decoded.dropped;
        return decoded.data;
      },
      // A process whose lock was taken over must not overwrite the new owner's file. One read of
      // the tiny lock file per write, and a write carries a whole group-commit batch.
      async (target, text) => {
        await lock.verify();
        await writeText(target, text);
      },
    );
    const db = new Low<Data>(adapter, seed);
    await db.read();
    if (!adapter.exists) {
      await db.write();
      logger.info({ file }, 'store created from the seed');
    } else if (added.length > 0 || migrated.length > 0 || dropped.length > 0) {
      await db.write();
      logger.info({ file, added, migrated, dropped }, 'store migrated to the current schema');
    }
    const engine = createGroupCommit(db, {
      restore: () => adapter.restore(),
      release: () => lock.release(),
      check: () => lock.verify(),
      logger,
      file,
    });
    return buildStore(engine, options.collections);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

export {
  StoreClosedError,
  StoreCorruptError,
  StoreLockedError,
  StoreLockLostError,
} from './errors';
export type { StoreLogger } from './logger';
