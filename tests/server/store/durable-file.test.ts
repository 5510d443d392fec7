import { open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type DurableFs, writeFileDurably } from '../../../server/store/durable-file';
import { tempDirs } from '../../support/temp-dir';

const dirs = tempDirs('tsc-durable-');
afterEach(() => dirs.cleanup());

/**
 * node's file operations, each recorded as it completes: a killed process keeps the page cache,
 * so only the order of flushes shows that a write is durable before it is acknowledged.
 */
function watchedFs(dir: string, failDirectorySync = false) {
  const steps: string[] = [];
  const name = (path: string) => (path === dir ? 'dir' : path.endsWith('.tmp') ? 'temp' : 'file');
  const fs: DurableFs = {
    open: (async (path: string, flags: string, mode?: number) => {
      const handle = await open(path, flags, mode);
      const what = name(path);
      steps.push(`open ${what}`);
      return new Proxy(handle, {
        get(target, property) {
          const value = Reflect.get(target, property, target);
          if (typeof value !== 'function') return value;
          return async (...args: unknown[]) => {
            if (property === 'sync' && what === 'dir' && failDirectorySync) {
              steps.push('sync dir failed');
              throw Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' });
            }
            const result = await value.apply(target, args);
            steps.push(`${String(property)} ${what}`);
            return result;
          };
        },
      });
    }) as DurableFs['open'],
    rename: async (from, to) => {
      await rename(from, to);
      steps.push('rename');
    },
    rm,
  };
  return { fs, steps };
}

describe('a durable write', () => {
  it('flushes the file before the rename, and the folder before it is acknowledged', async () => {
    const dir = await dirs.make();
    const file = join(dir, 'db.json');
    const { fs, steps } = watchedFs(dir);
    await writeFileDurably(file, '{"guides":[]}\n', { fs });
    steps.push('acknowledged');
    expect(steps).toEqual([
      'open temp',
      'writeFile temp',
      'sync temp',
      'close temp',
      'rename',
      'open dir',
      'sync dir',
      'close dir',
      'acknowledged',
    ]);
    expect(await readFile(file, 'utf8')).toBe('{"guides":[]}\n');
  });

  it('counts as written when only the folder flush fails after the rename, and says so', async () => {
    const dir = await dirs.make();
    const file = join(dir, 'db.json');
    const { fs, steps } = watchedFs(dir, true);
    const warnings: unknown[] = [];
    await writeFileDurably(file, 'new', {
      fs,
      directoryNotFlushed: (error) => warnings.push(error),
    });
    expect(steps).toContain('sync dir failed');
    expect(await readFile(file, 'utf8')).toBe('new');
    expect(warnings).toEqual([expect.objectContaining({ code: 'EIO' })]);
  });
});
