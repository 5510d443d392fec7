import { describe, expect, it } from 'vitest';
import { createDataStore } from '../../../../server/data';
import { createTestApp } from '../../../support/app';
import { verificationData } from './fixtures';

const QUERY =
  'query ($q: String!) { verifyProvider(query: $q) { query more results { name status current expiresOn } } }';

async function app(env: Record<string, string> = {}) {
  return createTestApp({ store: createDataStore(verificationData()), env });
}

describe('verification API', () => {
  it('answers GraphQL and REST alike, without sign-in', async () => {
    const test = await app();
    const graphql = await test.graphql(QUERY, { q: 'got 2019 0007' });
    const rest = await test.request.get('/api/public/verify?q=got%202019%200007');
    expect(rest.status).toBe(200);
    expect(graphql.body.data.verifyProvider).toEqual({
      query: 'got 2019 0007',
      more: false,
      results: [
        { name: 'José Mamani Ccori', status: 'VENCIDO', current: false, expiresOn: '2020-01-31' },
      ],
    });
    expect(rest.body).toMatchObject({ query: 'got 2019 0007', more: false });
    expect(rest.body.results[0]).toMatchObject(graphql.body.data.verifyProvider.results[0]);
  });

  it('answers 400 BAD_REQUEST for a missing, short or long q', async () => {
    const test = await app();
    for (const url of [
      '/api/public/verify',
      '/api/public/verify?q=ab',
      `/api/public/verify?q=${'x'.repeat(101)}`,
    ]) {
      const response = await test.request.get(url);
      expect(response.status, url).toBe(400);
      expect(response.body.error).toBe('BAD_REQUEST');
    }
    const graphql = await test.graphql(QUERY, { q: ' a ' });
    expect(graphql.body.errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it('limits searches per IP address, GraphQL and REST on one counter, with Retry-After', async () => {
    // Different searches: a repeated one is answered from the shared response cache, no work.
    const test = await app({ VERIFY_MAX_PER_IP: '3', VERIFY_WINDOW: '1m' });
    expect((await test.request.get('/api/public/verify?q=rosa')).status).toBe(200);
    expect((await test.graphql(QUERY, { q: 'rosa' })).body.errors).toBeUndefined();
    expect((await test.request.get('/api/public/verify?q=luis')).status).toBe(200);

    const limited = await test.request.get('/api/public/verify?q=juan');
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('RATE_LIMITED');
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);

    const graphql = await test.graphql(QUERY, { q: 'pedro' });
    expect(graphql.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(graphql.body.errors[0].extensions.retryAfter).toBeGreaterThanOrEqual(1);
  });

  it('does not count refused queries, and counts each address apart behind a trusted proxy', async () => {
    const test = await app({ VERIFY_MAX_PER_IP: '1', TRUST_PROXY: 'loopback' });
    const from = (ip: string, q: string) =>
      test.request.get('/api/public/verify').query({ q }).set('x-forwarded-for', ip);
    expect((await from('198.51.100.1', 'ab')).status).toBe(400);
    expect((await from('198.51.100.1', 'rosa')).status).toBe(200);
    expect((await from('198.51.100.1', 'luis')).status).toBe(429);
    expect((await from('198.51.100.2', 'luis')).status).toBe(200);
  });
});
