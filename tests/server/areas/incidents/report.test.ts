import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app';
import { PERSONAL_VALUES, theftReport } from '../../../support/incident-reports';

let app: TestApp;

const report = (body: object, from = '203.0.113.7') =>
  app.request.post('/api/public/incidents').set('x-forwarded-for', from).send(body);

const followUp = (token: unknown) =>
  app.request.post('/api/public/incidents/follow-up').send({ token });
const followByCode = (code: unknown, secret: unknown) =>
  app.request.post('/api/public/incidents/follow-up/by-code').send({ code, secret });

describe('a tourist reports an incident', () => {
  it('files a case routed to the nearest office, with a code and a private follow-up token', async () => {
    app = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
    const response = await report(theftReport());
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      code: expect.stringMatching(/^CUS-\d{4}-000001$/),
      followToken: expect.stringMatching(/^[\w-]{43}$/),
      status: 'RECIBIDO',
      office: {
        jurisdictionId: 'jurisdiction-cusco-centro',
        station: 'Comisaría PNP de Turismo Cusco',
        dial: expect.stringMatching(/^\+51\d+$/),
      },
    });
    const stored = await app.store.incidents.list();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      routing: 'POSITION',
      items: [
        { description: 'iPhone 14, black case', value: 900, currency: 'USD' },
        { description: 'Passport', value: null, currency: null },
      ],
      history: [{ kind: 'REPORTED', status: 'RECIBIDO', byUserId: null }],
    });
    // The token itself is never kept: only its hash.
    expect(JSON.stringify(stored)).not.toContain(response.body.followToken);
  });

  it('answers the first case when the same report is sent again (its answer was lost)', async () => {
    app = await createTestApp();
    const body = theftReport();
    const first = await report(body);
    const again = await report(body);
    const [raced, racedToo] = await Promise.all([report(body), report(body)]);
    for (const answer of [again, raced, racedToo]) {
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual(first.body);
    }
    expect(await app.store.incidents.count()).toBe(1);
    const next = await report(theftReport());
    expect(next.body.code).toMatch(/-000002$/);
  });

  it('works through GraphQL too, with the same answer', async () => {
    app = await createTestApp();
    const response = await app.graphql(
      `mutation ($input: ReportIncidentInput!) {
        reportIncident(input: $input) { code followToken status office { jurisdiction } }
      }`,
      { input: theftReport() },
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.reportIncident).toMatchObject({
      code: expect.stringMatching(/^CUS-/),
      status: 'RECIBIDO',
      office: { jurisdiction: 'Cusco Centro Histórico' },
    });
  });

  it('refuses bad input with 400 naming the fields, and stores nothing', async () => {
    app = await createTestApp();
    const response = await report(
      theftReport({
        deviceKey: 'not-a-uuid',
        type: 'PICKPOCKET',
        place: { province: 'Lima', district: 'Miraflores' },
        items: [{ description: '', value: -1, currency: 'dollars' }],
        account: '',
        reporter: { name: '', nationality: 'Peru', email: 'nope' },
        language: 'he',
        extra: true,
      }),
    );
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields).sort()).toEqual([
      'account',
      'deviceKey',
      'input',
      'items.0.currency',
      'items.0.description',
      'items.0.value',
      'language',
      'place.province',
      'reporter.email',
      'reporter.name',
      'type',
    ]);
    expect(response.body.fields.input).toBe('Unknown field extra');
    const nowhere = await report(theftReport({ place: { description: '  ' } }));
    expect(nowhere.body.fields).toEqual({
      'place.description': 'Give a position, a district or the place in words',
    });
    const tooLong = await report(theftReport({ account: 'x'.repeat(5001) }));
    expect(tooLong.body.fields).toEqual({ account: 'At most 5000 characters' });
    expect(await app.store.incidents.count()).toBe(0);
  });

  it('is throttled per address before any work: 429 with Retry-After', async () => {
    app = await createTestApp({
      env: { TRUST_PROXY: 'loopback', INCIDENT_REPORTS_MAX_PER_IP: '2' },
    });
    await report(theftReport());
    await report(theftReport());
    const refused = await report(theftReport());
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await app.store.incidents.count()).toBe(2);
    expect((await report(theftReport(), '203.0.113.8')).status).toBe(201);
  });

  it('caps new reports from every address together per hour, yet answers a report filed', async () => {
    app = await createTestApp({
      captureLogs: true,
      env: { TRUST_PROXY: 'loopback', INCIDENT_REPORTS_MAX_PER_HOUR: '2' },
    });
    const first = theftReport();
    const filed = await report(first, '198.51.100.1');
    expect(filed.status).toBe(201);
    expect((await report(theftReport(), '2001:db8:1:1::1')).status).toBe(201);
    const refused = await report(theftReport(), '203.0.113.99');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    const graphql = await app.request
      .post('/graphql')
      .set('x-forwarded-for', '203.0.113.100')
      .send({
        query: 'mutation ($input: ReportIncidentInput!) { reportIncident(input: $input) { code } }',
        variables: { input: theftReport() },
      });
    expect(graphql.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await app.store.incidents.count()).toBe(2);
    expect(app.logs.filter((line) => line.includes('"incident.reports-capped"'))).toHaveLength(2);
    // The tourist whose answer was lost sends the same report again: the case, not a 429.
    const again = await report(first, '198.51.100.1');
    expect(again.status).toBe(201);
    expect(again.body.code).toBe(filed.body.code);
  });
});

describe('the follow-up page', () => {
  it('shows the status, the office and the notes, and none of the personal data', async () => {
    app = await createTestApp();
    const filed = await report(theftReport());
    const response = await followUp(filed.body.followToken);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      code: filed.body.code,
      type: 'THEFT',
      status: 'RECIBIDO',
      language: 'en',
      office: { jurisdictionId: 'jurisdiction-cusco-centro' },
      updates: [{ status: 'RECIBIDO', note: null }],
    });
    for (const value of PERSONAL_VALUES) expect(response.text).not.toContain(value);
  });

  it('answers nothing for a wrong or malformed token', async () => {
    app = await createTestApp();
    const filed = await report(theftReport());
    const token: string = filed.body.followToken;
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [wrong, 'x']) {
      const response = await followUp(bad);
      expect(response.status).toBe(404);
      expect(response.text).not.toContain(filed.body.code);
    }
    expect((await followUp('')).status).toBe(400);
    expect((await followUp(42)).status).toBe(400);
    const graphql = await app.graphql(
      'query ($t: String!) { incidentFollowUp(token: $t) { code } }',
      { t: wrong },
    );
    expect(graphql.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(graphql.body.data).toBeNull();
  });

  it('is throttled per address', async () => {
    app = await createTestApp({ env: { INCIDENT_FOLLOW_UPS_MAX_PER_IP: '2' } });
    const filed = await report(theftReport());
    await followUp(filed.body.followToken);
    await followUp('x');
    expect((await followUp(filed.body.followToken)).status).toBe(429);
  });
});

describe('the follow-up by code and the secret printed with it', () => {
  it('opens the same follow-up, typed from paper in any case and grouping', async () => {
    app = await createTestApp();
    const filed = await report(theftReport());
    const secret: string = filed.body.followSecret;
    expect(secret).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    // Printed on paper, so neither it nor the token is kept in the store.
    expect(JSON.stringify(await app.store.incidents.list())).not.toContain(secret.replace('-', ''));

    const byLink = await followUp(filed.body.followToken);
    const typed = await followByCode(
      ` ${filed.body.code.toLowerCase()} `,
      secret.toLowerCase().replace('-', ' '),
    );
    expect(typed.status).toBe(200);
    expect(typed.body).toEqual(byLink.body);
    for (const value of PERSONAL_VALUES) expect(typed.text).not.toContain(value);

    // Another case has another secret.
    expect((await report(theftReport())).body.followSecret).not.toBe(secret);
    const graphql = await app.graphql(
      'query ($c: String!, $s: String!) { incidentFollowUpByCode(code: $c, secret: $s) { code status } }',
      { c: filed.body.code, s: secret },
    );
    expect(graphql.body.data.incidentFollowUpByCode).toEqual({
      code: filed.body.code,
      status: 'RECIBIDO',
    });
  });

  it('says the same for a wrong code or a wrong secret, and what is malformed', async () => {
    app = await createTestApp();
    const filed = await report(theftReport());
    const other = await report(theftReport());
    const secret: string = filed.body.followSecret;
    const wrongSecret = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'C' : 'A'}`;
    const answers = [
      await followByCode(filed.body.code, wrongSecret),
      await followByCode(other.body.code, secret),
      await followByCode('CUS-2020-000001', secret),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('No case has this code and secret');
    }
    const malformed = await followByCode('12345', 'ab');
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields).toMatchObject({
      code: 'A case code such as CUS-2026-000123',
      secret: '8 letters and digits, as printed beside the case code',
    });
    expect((await followByCode(42, null)).status).toBe(400);
  });

  it('is throttled with the follow-up by link, before looking', async () => {
    app = await createTestApp({ env: { INCIDENT_FOLLOW_UPS_MAX_PER_IP: '2' } });
    const filed = await report(theftReport());
    await followUp('x');
    await followByCode(filed.body.code, 'AAAA-AAAA');
    expect((await followByCode(filed.body.code, filed.body.followSecret)).status).toBe(429);
  });
});
