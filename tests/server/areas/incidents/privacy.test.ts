import { type GraphQLOutputType, type GraphQLSchema, getNamedType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../support/app';
import { signInAs } from '../../../support/auth';
import { PERSONAL_VALUES, theftReport } from '../../../support/incident-reports';

const app = await createTestApp({
  env: { INCIDENT_REPORTS_MAX_PER_IP: '1000', INCIDENT_FOLLOW_UPS_MAX_PER_IP: '1000' },
});

/** Every field a client could ask for below `type`, as a selection, and the types it reaches. */
function everything(
  schema: GraphQLSchema,
  type: GraphQLOutputType,
  seen = new Set<string>(),
): { selection: string; types: Set<string> } {
  const named = getNamedType(type);
  if (!isObjectType(named)) return { selection: '', types: seen };
  seen.add(named.name);
  const fields = Object.values(named.getFields()).map((field): string => {
    const below = everything(schema, field.type, seen).selection;
    return below ? `${field.name} ${below}` : field.name;
  });
  return { selection: `{ ${fields.join(' ')} }`, types: seen };
}

const schema = app.schema;
const mutation = schema.getMutationType()?.getFields();
const query = schema.getQueryType()?.getFields();
if (!mutation?.reportIncident || !query?.incidentFollowUp) throw new Error('schema changed');
const receipt = everything(schema, mutation.reportIncident.type);
const followUp = everything(schema, query.incidentFollowUp.type);

/** Every object in `value` that has `key`. */
function holders(value: unknown, key: string): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap((item) => holders(item, key));
  if (typeof value !== 'object' || value === null) return [];
  const object = value as Record<string, unknown>;
  const inside = Object.values(object).flatMap((item) => holders(item, key));
  return key in object ? [object, ...inside] : inside;
}

function expectNothingPersonal(body: unknown) {
  const text = JSON.stringify(body);
  for (const value of PERSONAL_VALUES) expect(text).not.toContain(value);
  for (const field of ['reporter', 'account', 'nationality', 'deviceKey']) {
    expect(text).not.toContain(`"${field}"`);
  }
  // A WhatsApp number only as an office's own line, which is public; never the tourist's.
  for (const holder of holders(body, 'whatsapp')) expect(holder).toHaveProperty('station');
}

describe('the public answers about a case (SECURITY 31)', () => {
  it('reach no type holding personal data', () => {
    for (const types of [receipt.types, followUp.types]) {
      expect([...types].sort()).not.toContain('IncidentReporter');
      expect([...types].sort()).not.toContain('Incident');
    }
    expect([...followUp.types].sort()).toEqual(
      ['IncidentFollowUp', 'IncidentUpdate', 'OfficeHours', 'PoliceOffice'].sort(),
    );
  });

  it('never answer personal data, asking for every field, over GraphQL and REST', async () => {
    const input = theftReport();
    const filed = await app.graphql(
      `mutation ($input: ReportIncidentInput!) { reportIncident(input: $input) ${receipt.selection} }`,
      { input },
    );
    expect(filed.body.errors).toBeUndefined();
    expectNothingPersonal(filed.body);
    const token = filed.body.data.reportIncident.followToken;

    // Worked by the police, with notes, routed and assigned: still nothing personal in public.
    const police = (await signInAs(app, 'POLICIA')).accessToken;
    const stored = await app.store.incidents.findOne({ deviceKey: input.deviceKey });
    await app.request
      .patch(`/api/admin/incidents/${stored?.id}`)
      .set('authorization', `Bearer ${police}`)
      .send({ status: 'EN_ATENCION', note: 'Received.', assigneeId: 'officer-002' });

    const followed = await app.graphql(
      `query ($t: String!) { incidentFollowUp(token: $t) ${followUp.selection} }`,
      { t: token },
    );
    expect(followed.body.errors).toBeUndefined();
    expectNothingPersonal(followed.body);
    const rest = await app.request.post('/api/public/incidents/follow-up').send({ token });
    expect(rest.status).toBe(200);
    expectNothingPersonal(rest.body);
    const again = await app.request.post('/api/public/incidents').send(input);
    expectNothingPersonal(again.body);
  });

  it('are refused the staff fields to anybody not signed in as police', async () => {
    const dircetur = (await signInAs(app, 'DIRCETUR')).accessToken;
    const list = await app.graphql('{ incidents { items { reporter { name } } } }', {}, dircetur);
    expect(list.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await app.request.get('/api/admin/incidents');
    expect(anonymous.status).toBe(401);
  });
});
