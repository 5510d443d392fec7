import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app';
import { listRoutes } from '../../support/routes';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});

describe('CSRF prevention', () => {
  it('refuses a GraphQL GET that a browser would not preflight', async () => {
    const response = await app.request.get('/graphql').query({ query: '{__typename}' });
    expect(response.status).toBe(400);
  });

  it('refuses GraphQL sent as text/plain', async () => {
    const response = await app.request
      .post('/graphql')
      .set('content-type', 'text/plain')
      .send(JSON.stringify({ query: '{__typename}' }));
    expect(response.status).toBe(400);
  });

  it('refuses GraphQL sent as a form', async () => {
    const response = await app.request
      .post('/graphql')
      .type('form')
      .send({ query: '{__typename}' });
    expect(response.status).toBe(400);
  });

  it('runs a JSON POST', async () => {
    const response = await app.graphql('{__typename}');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { __typename: 'Query' } });
  });

  it.each([
    ['text/plain', 'hello'],
    ['application/x-www-form-urlencoded', 'a=1'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('refuses a REST change sent as %s before any route runs', async (type, body) => {
    const response = await app.request
      .post('/api/public/emergency-contacts')
      .set('content-type', type)
      .send(body);
    expect(response.status).toBe(415);
    expect(response.body.error).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('CSRF prevention on every REST path that changes data', () => {
  it('refuses text/plain, form and multipart bodies on each of them', async () => {
    const changing = listRoutes(app.express).filter((route) => route.method !== 'GET');
    expect(changing.length).toBeGreaterThan(0);
    for (const { method, path } of changing) {
      for (const [type, body] of [
        ['text/plain', '{"email":"admin","password":"x"}'],
        ['application/x-www-form-urlencoded', 'email=admin&password=x'],
        ['multipart/form-data; boundary=x', '--x--'],
      ] as const) {
        const call = app.request[method.toLowerCase() as 'post'](path);
        const response = await call.set('content-type', type).send(body);
        expect(response.status, `${method} ${path} as ${type}`).toBe(415);
      }
    }
  });
});

describe('headers', () => {
  it('sends the security headers and hides the framework', async () => {
    const response = await app.request.get('/api/public/emergency-contacts');
    const csp = directives(response.headers['content-security-policy']);
    // Each directive whole: one more source (e.g. 'unsafe-inline') would not pass.
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends the same policy with the pages', async () => {
    const page = await app.request.get('/').set('accept', 'text/html');
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
  });

  it('tags every response with its own request id, whatever id the client sent', async () => {
    const made = await app.request.get('/api/public/emergency-contacts');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const sent = await app.request
      .get('/api/public/emergency-contacts')
      .set('x-request-id', 'proxy-abc.123');
    expect(sent.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const replaced = await app.request
      .get('/api/public/emergency-contacts')
      .set('x-request-id', '<script>');
    expect(replaced.headers['x-request-id']).not.toBe('<script>');
  });
});

describe('request bodies', () => {
  it('answers 413 in JSON for a body over the limit', async () => {
    const response = await app.request
      .post('/graphql')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ query: `{__typename}`, padding: 'x'.repeat(200 * 1024) }));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'Request body too large',
    });
  });

  it('answers 400 in JSON for malformed JSON', async () => {
    const response = await app.request
      .post('/api/public/emergency-contacts')
      .set('content-type', 'application/json')
      .send('{"broken":');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'BAD_REQUEST', message: 'Malformed JSON body' });
  });

  it('answers unknown API paths with 404 NOT FOUND', async () => {
    const response = await app.request.get('/api/nothing/here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      error: 'NOT FOUND',
      message: 'No route for GET /api/nothing/here',
    });
  });
});

/** A Content-Security-Policy header as its directives: name → sources, as written. */
function directives(header: string | undefined): Map<string, string> {
  const found = new Map<string, string>();
  for (const directive of (header ?? '').split(';')) {
    const [name = '', ...sources] = directive.trim().split(/\s+/);
    // A repeated directive is ignored by browsers after its first appearance.
    if (name && !found.has(name)) found.set(name, sources.join(' '));
  }
  return found;
}
