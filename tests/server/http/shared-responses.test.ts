import type { Response } from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app';
import { expiredAccessToken, signInAs, withToken } from '../../support/auth';

const PRODUCTS = '/api/apps/ecommerce/inventory/products?sort=name&order=asc&page=1&size=10';
const PRODUCTS_QUERY = `query Products($input: ProductsInput) {
  products(input: $input) { products { id name stock } pagination { length page } }
}`;
const POLICE = '/api/admin/police?page=1&size=5';
const POLICE_QUERY = '{ policeOfficers(input: { page: 1, size: 5 }) { items { id } } }';

/** Requests answered from the shared response cache so far. */
const served = (app: TestApp) => app.sharedResponses.stats().served;

/**
 * A response's headers, without those made per request. The length goes too: a kept answer is
 * compressed at a faster level for the request that made it than once it is served again.
 */
function headersOf(response: Response) {
  const { date: _date, 'x-request-id': _id, 'content-length': _length, ...rest } = response.headers;
  return rest;
}

/**
 * A second ACTIVO account of `role`, made by the administrator: its token while the temporary
 * password is unchanged, then (after `finish`) as a full member of that role.
 */
async function secondAccount(app: TestApp, role: 'ADMINISTRADOR' | 'DIRCETUR', name: string) {
  const admin = withToken(app, (await signInAs(app, 'ADMINISTRADOR')).accessToken);
  const created = await admin.post('/api/admin/users', {
    name,
    username: name.toLowerCase().replace(/\W/g, '.'),
    email: `${name.toLowerCase().replace(/\W/g, '.')}@turismo.test`,
    role,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const signedIn = await app.request
    .post('/api/auth/login')
    .send({ login: created.body.user.username, password: created.body.temporaryPassword });
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  const token: string = signedIn.body.accessToken;
  return {
    token,
    id: created.body.user.id as string,
    async finish() {
      const changed = await withToken(app, token).post('/api/auth/change-password', {
        currentPassword: created.body.temporaryPassword,
        newPassword: 'Cusco-Segura.2026!',
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    },
  };
}

describe('shared response cache', () => {
  it('answers a repeated shared request from what it kept: the same bytes and headers', async () => {
    const app = await createTestApp();
    const staff = withToken(app, (await signInAs(app, 'DIRCETUR')).accessToken);
    // Two pages: the first request of each is made by Express, the second served from the cache.
    for (const [page, encoding] of [
      [1, 'identity'],
      [2, 'gzip, br'],
    ] as const) {
      const url = PRODUCTS.replace('page=1', `page=${page}`);
      const before = served(app);
      const first = await staff.get(url).set('accept-encoding', encoding);
      const second = await staff.get(url).set('accept-encoding', encoding);
      expect(first.status).toBe(200);
      expect(served(app)).toBe(before + 1);
      expect(second.text).toBe(first.text);
      expect(headersOf(second)).toEqual(headersOf(first));
      expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    }
    expect(headersOf(await staff.get(PRODUCTS).set('accept-encoding', 'br'))).toMatchObject({
      'content-encoding': 'br',
    });

    const variables = { input: { sort: 'name', page: 1, size: 10 } };
    const before = served(app);
    const first = await staff.graphql(PRODUCTS_QUERY, variables);
    const second = await staff.graphql(PRODUCTS_QUERY, variables);
    expect(first.body.data.products.products).toHaveLength(10);
    expect(served(app)).toBe(before + 1);
    expect(second.text).toBe(first.text);
    expect(headersOf(second)).toEqual(headersOf(first));
  });

  it("answers 304 from what it kept when the client's copy is current", async () => {
    const app = await createTestApp();
    const staff = withToken(app, (await signInAs(app, 'DIRCETUR')).accessToken);
    const first = await staff.get(PRODUCTS);
    const again = await staff.get(PRODUCTS).set('if-none-match', String(first.headers.etag));
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(served(app)).toBe(1);
  });

  it("never gives one account's own answers to another of the same role", async () => {
    const app = await createTestApp();
    const first = await secondAccount(app, 'DIRCETUR', 'Rosa Quispe');
    const second = await secondAccount(app, 'DIRCETUR', 'Luis Mamani');
    await first.finish();
    await second.finish();
    const before = served(app);
    for (const account of [first, second, first, second]) {
      const calls = withToken(app, account.token);
      const profile = await calls.get('/api/common/user');
      expect(profile.status).toBe(200);
      expect(profile.body.id).toBe(account.id);
      const me = await calls.graphql('{ me { id } }');
      expect(me.body.data.me.id).toBe(account.id);
      // A shared field beside a per-user one: the whole answer is the caller's own.
      const mixed = await calls.graphql('{ me { id } products { pagination { length } } }');
      expect(mixed.body.data.me.id).toBe(account.id);
      expect((await calls.get('/api/common/shortcuts')).status).toBe(200);
      expect((await calls.graphql('{ shortcuts { id } }')).body.errors).toBeUndefined();
    }
    expect(served(app)).toBe(before);
  });

  it('gives a caller who may not see a kept answer its own refusal', async () => {
    const app = await createTestApp();
    const admin = withToken(app, (await signInAs(app, 'ADMINISTRADOR')).accessToken);
    const temporary = await secondAccount(app, 'ADMINISTRADOR', 'Nueva Administradora');
    const callers = {
      anonymous: app.request,
      expired: withToken(app, await expiredAccessToken(app, 'ADMINISTRADOR')),
      DIRCETUR: withToken(app, (await signInAs(app, 'DIRCETUR')).accessToken),
      'ADMINISTRADOR with a temporary password': withToken(app, temporary.token),
    };
    // Kept after every sign-in above: a sign-in is a write, which ends what was kept.
    const kept = [await admin.get(POLICE), await admin.graphql(POLICE_QUERY)];
    expect(kept.map((response) => response.status)).toEqual([200, 200]);
    expect(kept[1]?.body.data.policeOfficers.items.length).toBeGreaterThan(0);
    const before = served(app);
    for (const [caller, calls] of Object.entries(callers)) {
      const rest = await calls.get(POLICE);
      expect(rest.status, caller).toBe(caller === 'anonymous' || caller === 'expired' ? 401 : 403);
      const graphql =
        'graphql' in calls ? await calls.graphql(POLICE_QUERY) : await app.graphql(POLICE_QUERY);
      expect(graphql.body.data?.policeOfficers ?? null, caller).toBeNull();
      expect(graphql.body.errors?.length, caller).toBe(1);
    }
    expect(served(app)).toBe(before);
    // The refusals were not kept either: the administrator's answer is still the one kept.
    expect((await admin.get(POLICE)).text).toBe(kept[0]?.text);
    expect(served(app)).toBe(before + 1);
  });

  it('answers what a write changed from the next request on', async () => {
    const app = await createTestApp();
    const staff = withToken(app, (await signInAs(app, 'DIRCETUR')).accessToken);
    const page = '/api/admin/guides?page=1&size=5&sortBy=NAME';
    const guide = (await staff.get(page)).body.items[0];
    expect((await staff.get(page)).body.items[0].firstNames).toBe(guide.firstNames);
    const changed = await staff.patch(`/api/admin/guides/${guide.id}`, { firstNames: 'Yupanqui' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await staff.get(page)).body.items[0].firstNames).toBe('Yupanqui');
  });

  it('keeps an answer at most a second, whatever the revision says', async () => {
    const app = await createTestApp();
    const staff = withToken(app, (await signInAs(app, 'DIRCETUR')).accessToken);
    await staff.get(PRODUCTS);
    await staff.get(PRODUCTS);
    expect(served(app)).toBe(1);
    app.clock.advance(1000);
    await staff.get(PRODUCTS);
    expect(served(app)).toBe(1);
    await staff.get(PRODUCTS);
    expect(served(app)).toBe(2);
  });

  it('serves a repeated public search again without counting it against the per-address limit', async () => {
    const app = await createTestApp({ env: { VERIFY_MAX_PER_IP: '1' } });
    const search = () => app.request.get('/api/public/verify?q=rosa');
    expect((await search()).status).toBe(200);
    expect((await search()).status).toBe(200);
    expect(served(app)).toBe(1);
    // A new search is work: it counts, and the address is past its limit.
    expect((await app.request.get('/api/public/verify?q=luis')).status).toBe(429);
  });

  it('refuses a query parameter a shared route does not read, naming it, and keeps nothing', async () => {
    const app = await createTestApp();
    const staff = withToken(app, (await signInAs(app, 'DIRCETUR')).accessToken);
    for (const [path, call, name] of [
      ['/api/public/police-offices?n=81623', () => app.request, 'n'],
      ['/api/public/emergency-contacts?lang=en&n=1', () => app.request, 'n'],
      [`${PRODUCTS}&n=1`, () => staff, 'n'],
      // The list's sort is `sortBy`: a misspelt parameter is named, never silently ignored.
      ['/api/admin/guides?page=1&sort=NAME', () => staff, 'sort'],
    ] as const) {
      const refused = await call().get(path);
      expect(refused.status, path).toBe(400);
      expect(refused.body).toEqual({
        error: 'BAD_REQUEST',
        message: 'Invalid input',
        fields: { query: `Unknown field ${name}` },
      });
    }
    expect(app.sharedResponses.stats().kept).toBe(0);
  });

  it("answers the parameters each shared route reads, as the template's clients send them", async () => {
    const app = await createTestApp();
    const staff = withToken(app, (await signInAs(app, 'DIRCETUR')).accessToken);
    const police = withToken(app, (await signInAs(app, 'POLICIA')).accessToken);
    for (const [path, caller] of [
      [`${PRODUCTS}&search=a`, staff],
      ['/api/apps/ecommerce/inventory/product?id=x', staff],
      [
        '/api/admin/guides?page=1&size=5&search=a&status=VIGENTE&language=en&sortBy=NAME&order=DESC',
        staff,
      ],
      ['/api/admin/police?page=1&size=5&rank=SUBOFICIAL_TERCERA&status=ACTIVO', police],
      ['/api/public/emergency-contacts?lang=en', app.request],
      ['/api/public/verify?q=rosa', app.request],
    ] as const) {
      const response = await caller.get(path);
      expect(response.body.fields?.query, path).toBeUndefined();
      expect(response.status, path).not.toBe(400);
    }
  });
});
