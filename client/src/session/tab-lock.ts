/**
 * Runs `task` while no other tab of this origin runs a task under the same name.
 *
 * The server treats a refresh token presented twice as stolen and ends the whole session, and
 * every tab shares the one refresh cookie: two tabs refreshing at the same moment would both
 * present it. One after the other is safe, because the browser stores each answer's new cookie
 * before the next request reads it. Web Locks do this exactly; where a browser lacks them, a
 * lease kept in localStorage (holding only a random id, never a token) comes close enough.
 */
export async function withTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks?.request) return locks.request(name, { mode: 'exclusive' }, task);
  return withStorageLease(name, task);
}

/** How long a lease lasts: longer than a refresh takes, short enough to recover from a closed tab. */
const LEASE_MS = 10_000;
/** Time for a competing tab's write to land before checking who won. */
const SETTLE_MS = 30;

interface Lease {
  owner: string;
  until: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readLease(storage: Storage, key: string): Lease | null {
  try {
    const lease = JSON.parse(storage.getItem(key) ?? 'null') as Lease | null;
    return lease && typeof lease.owner === 'string' && typeof lease.until === 'number'
      ? lease
      : null;
  } catch {
    return null;
  }
}

async function withStorageLease<T>(name: string, task: () => Promise<T>): Promise<T> {
  let storage: Storage;
  try {
    storage = window.localStorage;
  } catch {
    // No storage either (privacy settings): this tab can only keep its own requests in line.
    return task();
  }
  const key = `tsc-lock:${name}`;
  const owner = Math.random().toString(36).slice(2);
  for (;;) {
    const current = readLease(storage, key);
    if (!current || current.until < Date.now()) {
      storage.setItem(key, JSON.stringify({ owner, until: Date.now() + LEASE_MS }));
      await sleep(SETTLE_MS);
      if (readLease(storage, key)?.owner === owner) break;
    }
    await sleep(50 + Math.random() * 100);
  }
  try {
    return await task();
  } finally {
    if (readLease(storage, key)?.owner === owner) storage.removeItem(key);
  }
}
