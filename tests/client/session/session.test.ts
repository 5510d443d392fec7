import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RefreshUnavailableError,
  requestRefresh,
  requestSignOut,
  SessionEndedError,
} from '../../../client/src/session/auth-api';
import { Session } from '../../../client/src/session/session';
import { withTabLock } from '../../../client/src/session/tab-lock';
import { grant, json, testSession, tick, user } from '../../support/staff-session';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('restoring the session on page load', () => {
  it('asks the refresh cookie once, however often it is awaited', async () => {
    const refresh = vi.fn(async () => grant('a1'));
    const session = testSession({ refresh });
    expect(session.getState()).toEqual({ status: 'unknown' });

    await Promise.all([session.restore(), session.restore()]);
    await session.restore();

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(session.getState()).toEqual({ status: 'signed-in', user: user() });
    expect(session.token).toBe('a1');
  });

  it.each([
    ['refused', new SessionEndedError('401')],
    ['unreachable', new RefreshUnavailableError('offline')],
  ])('is signed out when the refresh is %s', async (_label, error) => {
    const session = testSession({ refresh: () => Promise.reject(error) });
    await session.restore();
    expect(session.getState()).toEqual({ status: 'signed-out' });
    expect(session.token).toBeNull();
  });
});

describe('refreshing', () => {
  it('runs under the cross-tab lock, and concurrent callers share one request', async () => {
    const order: string[] = [];
    const refresh = vi.fn(async () => {
      order.push('refresh');
      await tick();
      return grant('a2');
    });
    const session = new Session({
      refresh,
      signOut: async () => undefined,
      channel: null,
      tabLock: async (name, task) => {
        order.push(`lock ${name}`);
        return task();
      },
    });

    const tokens = await Promise.all([session.refresh(), session.refresh(), session.refresh()]);

    expect(tokens).toEqual(['a2', 'a2', 'a2']);
    expect(order).toEqual(['lock tsc-refresh', 'refresh']);
  });

  it('keeps no token in web storage', async () => {
    const session = testSession({ refresh: async () => grant('secret-access') });
    session.signedIn(grant('secret-first'));
    await session.refresh();
    const stored = JSON.stringify([{ ...localStorage }, { ...sessionStorage }]);
    expect(stored).not.toContain('secret');
  });
});

describe('signing out and locking', () => {
  it('sign-out waits for the server, then forgets the session and tells the other tabs', async () => {
    const posted: unknown[] = [];
    const channel = {
      postMessage: (message: unknown) => posted.push(message),
    } as unknown as BroadcastChannel;
    let finish = () => {};
    const signOut = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const session = new Session({
      refresh: async () => grant('x'),
      signOut,
      channel,
      tabLock: (_name, task) => task(),
    });
    session.signedIn(grant('a1'));

    const done = session.signOut();
    await tick();
    expect(signOut).toHaveBeenCalledTimes(1);
    // Until the server has cleared the cookie, a new sign-in could have its cookie cleared.
    expect(session.getState().status).toBe('signed-in');
    finish();
    await done;

    expect(session.getState()).toEqual({ status: 'signed-out' });
    expect(session.token).toBeNull();
    expect(posted).toEqual([{ type: 'signed-in' }, { type: 'signed-out' }]);
  });

  it('locking ends the server session but remembers who to ask for the password', async () => {
    const signOut = vi.fn(async () => undefined);
    const session = testSession({ signOut });
    session.signedIn(grant('a1', 'POLICIA'));

    await session.lock();

    expect(signOut).toHaveBeenCalledTimes(1);
    expect(session.getState()).toEqual({ status: 'locked', user: user('POLICIA') });
    expect(session.token).toBeNull();
  });

  it('another tab signing out signs this one out; another tab signing in is picked up', async () => {
    const listeners: ((event: MessageEvent) => void)[] = [];
    const channel = {
      postMessage() {},
      set onmessage(listener: (event: MessageEvent) => void) {
        listeners.push(listener);
      },
    } as unknown as BroadcastChannel;
    const refresh = vi.fn(async () => grant('from-cookie'));
    const session = new Session({ refresh, channel, tabLock: (_name, task) => task() });
    const receive = (data: unknown) => {
      for (const listener of listeners) listener({ data } as MessageEvent);
    };
    session.signedIn(grant('a1'));

    receive({ type: 'signed-out' });
    expect(session.getState()).toEqual({ status: 'signed-out' });

    receive({ type: 'signed-in' });
    await tick();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(session.token).toBe('from-cookie');
  });
});

describe('a changed password', () => {
  it('shows the new user here, tells the other tabs, which fetch it with a refresh', async () => {
    const posted: unknown[] = [];
    const listeners: ((event: MessageEvent) => void)[] = [];
    const channel = {
      postMessage: (message: unknown) => posted.push(message),
      set onmessage(listener: (event: MessageEvent) => void) {
        listeners.push(listener);
      },
    } as unknown as BroadcastChannel;
    const changed = { ...user('POLICIA'), mustChangePassword: false };
    const refresh = vi.fn(async () => ({ accessToken: 'from-cookie', user: changed }));
    const session = new Session({ refresh, channel, tabLock: (_name, task) => task() });
    session.signedIn({ accessToken: 'a1', user: { ...user('POLICIA'), mustChangePassword: true } });

    session.userChanged(changed);
    expect(session.getState()).toEqual({ status: 'signed-in', user: changed });
    expect(posted.at(-1)).toEqual({ type: 'user-changed' });

    // Another tab, still showing the temporary-password state, hears of it.
    session.passwordChangeRequired();
    expect(session.getState()).toMatchObject({ user: { mustChangePassword: true } });
    for (const listener of listeners) listener({ data: { type: 'user-changed' } } as MessageEvent);
    await tick();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(session.getState()).toEqual({ status: 'signed-in', user: changed });
  });
});

describe('the REST calls on the refresh cookie', () => {
  it('refresh posts {} as JSON with the cookie and drops the body refresh token', async () => {
    const fetch = vi.fn(async () =>
      json({
        user: { ...user(), status: 'ACTIVO', createdAt: 'x', updatedAt: 'x', lastSignInAt: null },
        accessToken: 'a9',
        refreshToken: 'r9',
        tokenType: 'bearer',
        expiresIn: 900,
      }),
    );
    vi.stubGlobal('fetch', fetch);

    const result = await requestRefresh();

    expect(result).toEqual({ accessToken: 'a9', user: user() });
    expect(JSON.stringify(result)).not.toContain('r9');
    expect(fetch).toHaveBeenCalledWith('/api/auth/refresh', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: '{}',
    });
  });

  it('a 401 is a refusal, a network failure or a 5xx is not a verdict', async () => {
    vi.stubGlobal('fetch', async () => json({ error: 'UNAUTHENTICATED' }, 401));
    await expect(requestRefresh()).rejects.toBeInstanceOf(SessionEndedError);
    // No session in this browser at all: the server says so without an error status.
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    await expect(requestRefresh()).rejects.toBeInstanceOf(SessionEndedError);
    vi.stubGlobal('fetch', async () => json({ error: 'INTERNAL_SERVER_ERROR' }, 503));
    await expect(requestRefresh()).rejects.toBeInstanceOf(RefreshUnavailableError);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(requestRefresh()).rejects.toBeInstanceOf(RefreshUnavailableError);
  });

  it('sign-out posts {} to /api/auth/sign-out and survives being offline', async () => {
    const fetch = vi.fn(async () => json(true));
    vi.stubGlobal('fetch', fetch);
    await requestSignOut();
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/sign-out',
      expect.objectContaining({ body: '{}' }),
    );
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(requestSignOut()).resolves.toBeUndefined();
  });
});

describe('the cross-tab lock', () => {
  it('uses Web Locks where the browser has them', async () => {
    const request = vi.fn(async (_name: string, _options: unknown, task: () => Promise<string>) =>
      task(),
    );
    vi.stubGlobal('navigator', { locks: { request } });
    await expect(withTabLock('tsc-refresh', async () => 'done')).resolves.toBe('done');
    expect(request).toHaveBeenCalledWith(
      'tsc-refresh',
      { mode: 'exclusive' },
      expect.any(Function),
    );
  });

  it('falls back to a localStorage lease: tasks never overlap and nothing is left behind', async () => {
    vi.stubGlobal('navigator', {});
    let running = 0;
    let overlapped = false;
    const task = async () => {
      running += 1;
      if (running > 1) overlapped = true;
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
    };
    await Promise.all([withTabLock('t', task), withTabLock('t', task), withTabLock('t', task)]);
    expect(overlapped).toBe(false);
    expect(localStorage.length).toBe(0);
  });
});
