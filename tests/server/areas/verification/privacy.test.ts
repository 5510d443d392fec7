import { getNamedType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PUBLIC_FIELDS } from '../../../../server/areas/verification/model';
import { agencyFacts, guideFacts, lodgingFacts } from '../../../../server/areas/verification/view';
import { createDataStore } from '../../../../server/data';
import { createTestApp } from '../../../support/app';
import { agency, guide, lodging, PRIVATE, PRIVATE_FIELD_NAMES, verificationData } from './fixtures';

const app = await createTestApp({
  store: createDataStore(verificationData()),
  env: { VERIFY_MAX_PER_IP: '1000' },
});

/** Every field of VerifiedProvider the schema offers: whatever a client could ask for. */
const type = app.schema.getType('VerifiedProvider');
if (!isObjectType(type)) throw new Error('VerifiedProvider is missing from the schema');
const ALL_FIELDS = Object.keys(type.getFields());

/** Queries that reach every seeded provider, and the private values themselves. */
const QUERIES = [
  'rosa',
  'jose mamani',
  'nusta',
  'condor',
  'viajes',
  'hostal',
  'hotel',
  'GOT-2025-0420',
  '20600000001',
  PRIVATE.dni,
  PRIVATE.guidePhone,
  PRIVATE.guideEmail,
  PRIVATE.agencyEmail,
  PRIVATE.lodgingPhone,
];

function expectNothingPrivate(body: unknown) {
  const text = JSON.stringify(body);
  for (const value of Object.values(PRIVATE)) expect(text).not.toContain(value);
  // Digits alone too: "987111222" would give the phone away as well as "987 111 222".
  for (const value of [PRIVATE.guidePhone, PRIVATE.agencyPhone, PRIVATE.lodgingPhone]) {
    expect(text).not.toContain(value.replace(/\D/g, ''));
  }
  for (const name of PRIVATE_FIELD_NAMES) expect(text).not.toContain(`"${name}"`);
}

describe('verification privacy', () => {
  it('builds public facts from the public fields only, even of a record with new fields', () => {
    const extra = { taxPassword: 'secreto-123', homeAddress: 'Calle Privada 1' };
    const facts = [
      guideFacts({ ...guide({}), ...extra }, '2026-01-01'),
      agencyFacts({ ...agency({}), ...extra }, '2026-01-01'),
      lodgingFacts({ ...lodging({}), ...extra }),
    ];
    for (const fact of facts) {
      expect(Object.keys(fact)).toEqual([...PUBLIC_FIELDS]);
      expectNothingPrivate(fact);
      expect(JSON.stringify(fact)).not.toContain('secreto-123');
      expect(JSON.stringify(fact)).not.toContain('Calle Privada');
    }
  });

  it('offers no private field in the schema', () => {
    expect(ALL_FIELDS.sort()).toEqual(
      [
        'address',
        'businessName',
        'current',
        'directoryCutoff',
        'district',
        'expiresOn',
        'kind',
        'languages',
        'matchedField',
        'name',
        'notInDirectoryAsOf',
        'province',
        'registrationNumber',
        'ruc',
        'status',
      ].sort(),
    );
    const answer = app.schema.getType('ProviderVerification');
    const results = isObjectType(answer) ? answer.getFields().results : undefined;
    expect(results && getNamedType(results.type).name).toBe('VerifiedProvider');
  });

  it('never answers a DNI, personal phone or email over GraphQL, asking for every field', async () => {
    let seen = 0;
    for (const query of QUERIES) {
      const response = await app.graphql(
        `query ($q: String!) { verifyProvider(query: $q) { query more results { ${ALL_FIELDS.join(' ')} } } }`,
        { q: query },
      );
      expect(response.body.errors, query).toBeUndefined();
      seen += response.body.data.verifyProvider.results.length;
      // The echoed query may be a private value the tourist typed: check the results only.
      expectNothingPrivate(response.body.data.verifyProvider.results);
    }
    expect(seen).toBeGreaterThanOrEqual(8);
  });

  it('never answers a DNI, personal phone or email over REST', async () => {
    let seen = 0;
    for (const query of QUERIES) {
      const response = await app.request.get('/api/public/verify').query({ q: query });
      expect(response.status, query).toBe(200);
      seen += response.body.results.length;
      expectNothingPrivate(response.body.results);
      for (const result of response.body.results) {
        expect(Object.keys(result).sort()).toEqual([...ALL_FIELDS].sort());
      }
    }
    expect(seen).toBeGreaterThanOrEqual(8);
  });

  it('cannot be used to look a person up by DNI, phone or email', async () => {
    for (const query of [
      PRIVATE.dni,
      PRIVATE.guidePhone,
      PRIVATE.guideEmail,
      PRIVATE.agencyEmail,
    ]) {
      const response = await app.request.get('/api/public/verify').query({ q: query });
      expect(response.body.results, query).toEqual([]);
    }
  });
});
