import { RECORD_CAPS, SETTINGS } from '../../server/areas';
import { loadConfig } from '../../server/config';
import { type Context, createContext } from '../../server/context';
import { buildSeed, createDataStore } from '../../server/data';
import { createLogger, type Logger } from '../../server/logger';
import { type Auth, createAuth } from '../../server/security';
import type { SessionUser } from '../../server/security/authenticate';
import type { Transport } from '../../server/security/cookies';
import type { Settings } from '../../server/settings';
import type { Store } from '../../server/store/types';
import { TEST_JWT_SECRET, TEST_PASSWORD_HASHING } from './app';

/** A transport that keeps the cookie in a variable, for calling services without HTTP. */
export function fakeTransport(
  ip = '203.0.113.7',
): Transport & { cookie?: string; hungUp?: boolean } {
  const transport: Transport & { cookie?: string; hungUp?: boolean } = {
    ip,
    language: () => 'es',
    gone: () => transport.hungUp === true,
    refreshCookie: () => transport.cookie,
    fromBrowser: () => false,
    setRefreshCookie(token) {
      transport.cookie = token;
    },
    clearRefreshCookie() {
      transport.cookie = undefined;
    },
    share() {},
  };
  return transport;
}

/** The areas' settings as an unconfigured server reads them: every default. */
export function testSettings(): Settings {
  return loadConfig({ NODE_ENV: 'test' }, undefined, SETTINGS).settings;
}

let sharedAuth: Promise<Auth> | null = null;

/** Auth for service tests: cheap hashing, the test secret, real time. */
export function testAuth(): Promise<Auth> {
  sharedAuth ??= createAuth(loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET }), {
    passwordHashing: TEST_PASSWORD_HASHING,
  });
  return sharedAuth;
}

/** A service context without HTTP: a memory store, optionally a signed-in user. */
export async function testContext(
  options: { store?: Store; user?: SessionUser | null; logger?: Logger; auth?: Auth } = {},
): Promise<Context & { transport: ReturnType<typeof fakeTransport> }> {
  const transport = fakeTransport();
  const ctx = createContext(
    {
      store: options.store ?? createDataStore(buildSeed()),
      auth: options.auth ?? (await testAuth()),
      caps: RECORD_CAPS,
      settings: testSettings(),
    },
    {
      requestId: 'test',
      logger: options.logger ?? createLogger('silent'),
      transport,
      user: options.user ?? null,
    },
  );
  return { ...ctx, transport };
}
