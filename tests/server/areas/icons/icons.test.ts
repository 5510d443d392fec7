import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ICON_SETS } from '../../../../server/areas/icons/model';
import { getIconSet } from '../../../../server/areas/icons/service';
import { NotFoundError } from '../../../../server/errors';
import { createTestApp, type TestApp } from '../../../support/app';
import { testContext } from '../../../support/context';
import { gql, rest, runContract, type Step } from '../../../support/contract';

const require = createRequire(import.meta.url);
const heroicons = dirname(require.resolve('heroicons/package.json'));

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});

const EXPECTED = {
  feather: { namespace: 'feather', name: 'Feather', grid: 'icon-size-6' },
  'heroicons-outline': { namespace: 'heroicons_outline', grid: 'icon-size-6' },
  'heroicons-solid': { namespace: 'heroicons_solid', grid: 'icon-size-6' },
  'heroicons-mini': { namespace: 'heroicons_mini', grid: 'icon-size-5' },
  'material-solid': { namespace: 'mat_solid' },
  'material-outline': { namespace: 'mat_outline' },
  'material-twotone': { namespace: '' },
};

describe('GET /api/ui/icons/<set>', () => {
  it('answers every set to anybody, without signing in, with its namespace, name and grid', async () => {
    for (const id of ICON_SETS) {
      const response = await app.request.get(`/api/ui/icons/${id}`);
      expect(response.status, id).toBe(200);
      expect(Object.keys(response.body).sort()).toEqual(['grid', 'list', 'name', 'namespace']);
      expect(response.body).toMatchObject(EXPECTED[id]);
      expect(response.body.name).toEqual(expect.any(String));
      expect(response.body.grid).toMatch(/^icon-size-\d$/);
    }
  });

  it('lists the real icon names of the installed packages, sorted, without duplicates', async () => {
    const list = async (id: string) => (await app.request.get(`/api/ui/icons/${id}`)).body.list;
    const feather: string[] = await list('feather');
    expect(feather.length).toBeGreaterThan(250);
    expect(feather).toEqual(expect.arrayContaining(['activity', 'map-pin', 'phone', 'x']));
    const outline: string[] = await list('heroicons-outline');
    expect(outline).toEqual(
      readdirSync(join(heroicons, '24/outline'))
        .map((file) => file.replace(/\.svg$/, ''))
        .sort(),
    );
    expect(outline).toContain('academic-cap');
    expect(await list('heroicons-mini')).toContain('map-pin');
    const material: string[] = await list('material-solid');
    expect(material.length).toBeGreaterThan(2000);
    expect(material).toEqual(expect.arrayContaining(['local_police', 'hotel', 'tour']));
    expect(await list('material-twotone')).toEqual(material);
    for (const id of ICON_SETS) {
      const names: string[] = await list(id);
      expect(new Set(names).size, id).toBe(names.length);
      expect(names, id).toEqual([...names].sort());
      expect(
        names.every((name) => /^[a-z0-9_-]+$/.test(name)),
        id,
      ).toBe(true);
    }
  });

  it('reads each list once and keeps it', async () => {
    const ctx = await testContext();
    expect(getIconSet(ctx, 'feather')).toBe(getIconSet(ctx, 'feather'));
    expect(() => getIconSet(ctx, 'fontawesome')).toThrow(NotFoundError);
  });

  it('has no other set', async () => {
    expect((await app.request.get('/api/ui/icons/fontawesome')).status).toBe(404);
  });
});

describe('Query.iconSet', () => {
  it('answers each set to anybody, as REST does', async () => {
    const { body } = await app.graphql(
      '{ iconSet(id: HEROICONS_MINI) { namespace name grid list } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.iconSet).toEqual((await app.request.get('/api/ui/icons/heroicons-mini')).body);
    const unknown = await app.graphql('{ iconSet(id: FONTAWESOME) { name } }');
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('shared answers', () => {
  it('serves a repeated icon set from the shared responses, on REST and GraphQL', async () => {
    const fresh = await createTestApp();
    const served = () => fresh.sharedResponses.stats().served;
    const query = '{ iconSet(id: MATERIAL_OUTLINE) { list } }';
    for (const call of [
      () => fresh.request.get('/api/ui/icons/material-outline'),
      () => fresh.graphql(query),
    ]) {
      const before = served();
      const made = await call();
      const kept = await call();
      expect(made.status).toBe(200);
      expect(kept.text).toBe(made.text);
      expect(served()).toBe(before + 1);
    }
  });
});

it('REST and GraphQL answer every set alike', async () => {
  const steps: Step[] = ICON_SETS.map((id) => ({
    name: id,
    rest: (api) => rest(api.get(`/api/ui/icons/${id}`)),
    graphql: async (api) => {
      const value = id.toUpperCase().replace('-', '_');
      const data = await gql(api, `{ iconSet(id: ${value}) { namespace name grid list } }`);
      return (data as { iconSet: unknown }).iconSet;
    },
  }));
  const { rest: viaRest, graphql } = await runContract(steps);
  expect(graphql).toEqual(viaRest);
});
