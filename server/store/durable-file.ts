import { open, readFile, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Writes a complete text to a file; resolves only once it is durable. */
export type WriteText = (file: string, text: string | Buffer) => Promise<void>;

/** The file operations a durable write makes (node's; tests watch or fail them). */
export interface DurableFs {
  open: typeof open;
  rename: typeof rename;
  rm: typeof rm;
}

const NODE_FS: DurableFs = { open, rename, rm };

export interface DurableWriteHooks {
  /** Fault-injection seam for tests: runs once the temp file is complete and flushed, before the rename. */
  beforeRename?: () => void | Promise<void>;
  /**
   * The rename is done but the directory could not be flushed: the file holds the write, so it
   * counts as written (a restart reads it), though a power cut could still undo the rename.
   * Without this hook, a process warning says so.
   */
  directoryNotFlushed?: (error: unknown) => void;
  /** The file operations to make (node's unless a test watches them). */
  fs?: DurableFs;
}

/** The temp file a write goes through. One fixed name: the lock guarantees a single writer. */
export function tempFileFor(file: string): string {
  return `${file}.tmp`;
}

/**
 * Replaces `file` with `text` atomically and durably: the text goes to a temp file in the same
 * directory, which is flushed, renamed over the target, and the directory is flushed so the rename
 * itself survives a power loss. A crash at any moment leaves the old or the new complete file.
 */
export async function writeFileDurably(
  file: string,
  text: string | Buffer,
  hooks: DurableWriteHooks = {},
): Promise<void> {
  const temp = tempFileFor(file);
  const fs = hooks.fs ?? NODE_FS;
  try {
    // 0o600: the store will hold password hashes and personal data.
    const handle = await fs.open(temp, 'w', 0o600);
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await hooks.beforeRename?.();
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
  try {
    await syncDirectory(dirname(file), fs);
  } catch (error) {
    if (hooks.directoryNotFlushed) hooks.directoryNotFlushed(error);
    else process.emitWarning(`${file} was written, but its folder could not be flushed`);
  }
}

/** Flushes a directory's entries (a rename or a new file) to disk. */
export async function syncDirectory(
  dir: string,
  fs: Pick<DurableFs, 'open'> = NODE_FS,
): Promise<void> {
  // Windows cannot open a directory for fsync; NTFS journals the rename instead.
  if (process.platform === 'win32') return;
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The file's text, or null when it does not exist. Other errors (permissions, I/O) propagate. */
export async function readTextIfExists(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
