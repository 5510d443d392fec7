import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../support/app';
import { DEMO_PASSWORD, refreshCookieValue } from '../../../support/auth';

// SECURITY 25 and 36 with Node's own fetch (undici) as the client, over a real socket. It sends
// `Sec-Fetch-Mode: cors` on every request, as Deno's and Bun's do, but no `Sec-Fetch-Site`,
// which browsers send on every request: an API client, given its refresh token in the body.

let server: Server;
let base: string;
beforeEach(async () => {
  const app = await createTestApp();
  server = createServer(app.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** What a browser adds to a script's same-origin `fetch`, which no page can remove or forge. */
const BROWSER = {
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'cors',
  'sec-fetch-dest': 'empty',
};

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: await response.json(),
    cookie: refreshCookieValue(response.headers.getSetCookie()),
  };
}

const graphql = (query: string, variables: Record<string, unknown>, headers = {}) =>
  post('/graphql', { query, variables }, headers);

const SIGN_IN =
  'mutation ($login: String!, $password: String!) { signIn(login: $login, password: $password) { refreshToken } }';
const REFRESH =
  'mutation ($token: String) { refreshToken(refreshToken: $token) { accessToken refreshToken } }';
const SIGN_OUT = 'mutation ($token: String) { signOut(refreshToken: $token) }';

describe('an API client written with fetch', () => {
  it('gets its refresh token in the body of REST sign-ins, and refreshes and signs out with it', async () => {
    const login = await post('/api/auth/login', { login: 'dircetur', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.refreshToken).toEqual(expect.any(String));
    const signIn = await post('/api/auth/sign-in', { email: 'admin', password: DEMO_PASSWORD });
    expect(signIn.body.refreshToken).toEqual(expect.any(String));

    const refreshed = await post('/api/auth/refresh', { refreshToken: signIn.body.refreshToken });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refreshToken).toEqual(expect.any(String));
    const next: string = refreshed.body.refreshToken;
    expect((await post('/api/auth/sign-out', { refreshToken: next })).body).toBe(true);
    expect((await post('/api/auth/refresh', { refreshToken: next })).status).toBe(401);
  });

  it('gets its refresh token from GraphQL signIn, and refreshes and signs out with it', async () => {
    const signedIn = await graphql(SIGN_IN, { login: 'policia', password: DEMO_PASSWORD });
    const token: unknown = signedIn.body.data?.signIn.refreshToken;
    expect(token).toEqual(expect.any(String));

    const refreshed = await graphql(REFRESH, { token });
    expect(refreshed.body.errors).toBeUndefined();
    const next: unknown = refreshed.body.data.refreshToken.refreshToken;
    expect(next).toEqual(expect.any(String));
    expect((await graphql(SIGN_OUT, { token: next })).body.data.signOut).toBe(true);
    const ended = await graphql(REFRESH, { token: next });
    expect(ended.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('a browser, told by Sec-Fetch-Site', () => {
  it('never sees the refresh token in a body: REST and GraphQL set only the cookie', async () => {
    const answers = [
      await post('/api/auth/login', { login: 'dircetur', password: DEMO_PASSWORD }, BROWSER),
      await graphql(SIGN_IN, { login: 'dircetur', password: DEMO_PASSWORD }, BROWSER),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.cookie).toEqual(expect.any(String));
      expect(JSON.stringify(answer.body)).not.toContain(answer.cookie);
    }
    expect(answers[0]?.body.refreshToken).toBeUndefined();
    expect(answers[1]?.body.data.signIn.refreshToken).toBeNull();

    // The cookie is what it refreshes with; the next token again stays out of the body.
    const refreshed = await post(
      '/api/auth/refresh',
      {},
      {
        ...BROWSER,
        cookie: `tsc_refresh=${answers[0]?.cookie}`,
      },
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.cookie).toEqual(expect.any(String));
    expect(refreshed.body.refreshToken).toBeUndefined();
  });

  it('is any request with Sec-Fetch-Site, whatever its value', async () => {
    for (const site of ['same-origin', 'same-site', 'none']) {
      const answer = await post(
        '/api/auth/login',
        { login: 'admin', password: DEMO_PASSWORD },
        { 'sec-fetch-site': site },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.refreshToken).toBeUndefined();
    }
  });
});
