import { describe, expect, it } from 'vitest';
import { buildSeed, createDataStore } from '../../../server/data';
import { UnavailableError } from '../../../server/errors';
import type { Store } from '../../../server/store/types';
import { createTestApp } from '../../support/app';
import { signInAs } from '../../support/auth';

/** The seed's store whose session reads fail with `failure` once `broken` is set. */
function failingSessions(failure: () => Error) {
  const store = createDataStore(buildSeed());
  const state = { broken: false };
  const sessions = Object.create(store.sessions) as Store['sessions'];
  sessions.get = (id) => (state.broken ? Promise.reject(failure()) : store.sessions.get(id));
  const broken = Object.create(store) as Store;
  Object.defineProperty(broken, 'sessions', { value: sessions });
  return { store: broken, state };
}

describe('a GraphQL context that cannot be built', () => {
  it('answers the masked internal error and logs the cause, never its message', async () => {
    const { store, state } = failingSessions(() => new Error('disk on fire at /var/lib/x'));
    const app = await createTestApp({ store, captureLogs: true });
    const { accessToken } = await signInAs(app, 'DIRCETUR');
    state.broken = true;
    // A new revision: the session must be read again, and the read fails.
    await store.inventoryTags.insert({ id: 'new', title: 'Nueva' });
    const response = await app.graphql('{ me { id } }', {}, accessToken);
    expect(response.status).toBe(500);
    expect(response.body.errors).toEqual([
      { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    ]);
    expect(response.text).not.toContain('disk on fire');
    expect(response.text).not.toContain('Context creation failed');
    expect(app.logs.some((line) => line.includes('disk on fire'))).toBe(true);
  });

  it('keeps the code, status and Retry-After of a known error', async () => {
    const { store, state } = failingSessions(() => new UnavailableError());
    const app = await createTestApp({ store });
    const { accessToken } = await signInAs(app, 'DIRCETUR');
    state.broken = true;
    await store.inventoryTags.insert({ id: 'new', title: 'Nueva' });
    const response = await app.graphql('{ me { id } }', {}, accessToken);
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body.errors[0].extensions).toMatchObject({ code: 'UNAVAILABLE' });
    expect(response.body.errors[0].message).not.toContain('Context creation failed');
  });
});
