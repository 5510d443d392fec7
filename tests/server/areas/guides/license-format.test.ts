import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../../../../server/areas';
import { loadConfig } from '../../../../server/config';
import { createTestApp } from '../../../support/app';
import { signInAs, withToken } from '../../../support/auth';

// A guide's carné number follows the registry's format (GUIDE_LICENSE_FORMAT, by default
// GOT-YYYY-NNNN): out of format it is a 400 on the field through REST and GraphQL, and the
// format is served to the forms.

const GUIDE = {
  firstNames: 'Zoila',
  lastNames: 'Ñahui Cáceres',
  documentType: 'DNI',
  documentNumber: '71234567',
  licenseNumber: 'GOT-2026-0931',
  languages: ['es', 'qu'],
  licenseIssuedOn: '2026-01-10',
  licenseExpiresOn: '2029-01-10',
};

async function asDircetur(env: Record<string, string> = {}) {
  const app = await createTestApp({ env });
  return withToken(app, (await signInAs(app, 'DIRCETUR')).accessToken);
}

describe("a guide's carné number", () => {
  it('is refused out of format on REST and GraphQL, naming the format', async () => {
    const dircetur = await asDircetur();
    const rest = await dircetur.post('/api/admin/guides', { ...GUIDE, licenseNumber: 'abc' });
    expect(rest.status).toBe(400);
    expect(rest.body.fields).toEqual({
      licenseNumber: "Not in the registry's format GOT-YYYY-NNNN",
    });
    const graphql = await dircetur.graphql(
      'mutation($input: CreateGuideInput!) { createGuide(input: $input) { id } }',
      { input: { ...GUIDE, licenseNumber: 'GOT-26-0931' } },
    );
    expect(graphql.body.errors[0].extensions).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { licenseNumber: "Not in the registry's format GOT-YYYY-NNNN" },
    });
  });

  it('is stored in upper case when it fits, and an edit of other fields leaves it alone', async () => {
    const dircetur = await asDircetur();
    const created = await dircetur.post('/api/admin/guides', {
      ...GUIDE,
      licenseNumber: 'got-2026-0931',
    });
    expect(created.status).toBe(201);
    expect(created.body.licenseNumber).toBe('GOT-2026-0931');
    const changed = await dircetur.patch(`/api/admin/guides/${created.body.id}`, {
      licenseNumber: 'ABC',
    });
    expect(changed.status).toBe(400);
    const phone = await dircetur.patch(`/api/admin/guides/${created.body.id}`, {
      phone: '984 123 456',
    });
    expect(phone.status).toBe(200);
  });

  it("follows the server's setting, served to the forms", async () => {
    const dircetur = await asDircetur({ GUIDE_LICENSE_FORMAT: 'CUS/YY/NNN' });
    expect((await dircetur.get('/api/admin/guides/license-format')).body).toEqual({
      format: 'CUS/YY/NNN',
    });
    expect((await dircetur.graphql('{ guideLicenseFormat }')).body.data).toEqual({
      guideLicenseFormat: 'CUS/YY/NNN',
    });
    const created = await dircetur.post('/api/admin/guides', {
      ...GUIDE,
      licenseNumber: 'cus/26/042',
    });
    expect(created.status).toBe(201);
    expect((await dircetur.post('/api/admin/guides', GUIDE)).status).toBe(400);
  });

  it('has a format the configuration checks at start-up', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'test', GUIDE_LICENSE_FORMAT: 'got yyyy' }, undefined, SETTINGS),
    ).toThrow(/GUIDE_LICENSE_FORMAT/);
    expect(
      loadConfig({ NODE_ENV: 'test' }, undefined, SETTINGS).settings.guides.licenseFormat,
    ).toBe('GOT-YYYY-NNNN');
  });
});
