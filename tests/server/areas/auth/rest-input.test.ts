import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});

/** Each auth path with the string fields it requires. */
const PATHS: [string, string[]][] = [
  ['/api/auth/sign-in', ['email', 'password']],
  ['/api/auth/unlock-session', ['email', 'password']],
  ['/api/auth/sign-in-with-token', ['accessToken']],
  ['/api/auth/login', ['password']],
  ['/api/auth/forgot-password', ['email']],
  ['/api/auth/reset-password', ['token', 'password']],
  ['/api/auth/sign-up', ['name', 'email', 'password']],
];

const valid = (fields: string[]) =>
  Object.fromEntries(fields.map((field) => [field, field === 'email' ? 'a@b.pe' : 'x']));

describe.each(PATHS)('POST %s with bad input', (path, fields) => {
  it('answers 400 naming each missing field', async () => {
    const response = await app.request.post(path).send({});
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'BAD_REQUEST',
      message: 'Invalid input',
      fields: Object.fromEntries(fields.map((field) => [field, 'Required'])),
    });
  });

  it.each([
    ['a number', 42],
    ['an object', { $gt: '' }],
    ['a list', ['x']],
    ['true', true],
  ])('answers 400 for %s where a string belongs', async (_label, value) => {
    for (const field of fields) {
      const response = await app.request.post(path).send({ ...valid(fields), [field]: value });
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ [field]: 'Must be a string' });
    }
  });

  it('answers 400 for a body that is not an object', async () => {
    const list = await app.request.post(path).send([1, 2]);
    expect(list.status).toBe(400);
    const text = await app.request.post(path).set('content-type', 'application/json').send('"x"');
    expect(text.status).toBe(400);
    const empty = await app.request.post(path);
    expect(empty.status).toBe(400);
  });

  it('answers 400 for huge strings, never a 500', async () => {
    for (const field of fields) {
      const response = await app.request
        .post(path)
        .send({ ...valid(fields), [field]: 'x'.repeat(60_000) });
      expect(response.status, field).toBe(400);
      expect(response.body.error).toBe('BAD_REQUEST');
    }
  });
});

describe('the optional token of refresh and sign-out', () => {
  it.each(['/api/auth/refresh', '/api/auth/sign-out'])(
    '%s: 400 for a wrong type or a huge token',
    async (path) => {
      const number = await app.request.post(path).send({ refreshToken: 7 });
      expect(number.status).toBe(400);
      expect(number.body.fields).toEqual({ refreshToken: 'Must be a string' });
      const huge = await app.request.post(path).send({ refreshToken: 'x'.repeat(10_000) });
      expect(huge.status).toBe(400);
      const empty = await app.request.post(path).send({ refreshToken: '' });
      expect(empty.status).toBe(400);
    },
  );
});

describe('bodies over the limit', () => {
  it('answer 413', async () => {
    const response = await app.request
      .post('/api/auth/sign-in')
      .send({ email: 'admin', password: 'x'.repeat(200_000) });
    expect(response.status).toBe(413);
  });
});
