import { expect, it } from 'vitest';
import { gql, rest, runContract, type Step, withoutNulls } from '../../../support/contract';

const BASE = '/api/apps/help-center';
const GUIDE = 'id categoryId slug title subtitle content';
const CATEGORY = `id slug title visibleGuides totalGuides guides { ${GUIDE} }`;
const field = (data: unknown, name: string) => (data as Record<string, unknown>)[name] ?? data;
// GraphQL answers null where REST leaves the counts out (one category asked for).
const categories = (data: unknown) =>
  Array.isArray(data) ? data.map((category) => withoutNulls(category)) : data;

const steps: Step[] = [
  {
    name: 'faqs',
    rest: (api) => rest(api.get(`${BASE}/faqs`)),
    graphql: async (api) =>
      field(
        await gql(
          api,
          '{ helpCenterFaqs { id slug title faqs { id categoryId question answer } } }',
        ),
        'helpCenterFaqs',
      ),
  },
  {
    name: 'faqs of one category',
    rest: (api) => rest(api.get(`${BASE}/faqs?slug=emergencias-y-asistente`)),
    graphql: async (api) =>
      field(
        await gql(
          api,
          '{ helpCenterFaqs(slug: "emergencias-y-asistente") { id slug title faqs { id categoryId question answer } } }',
        ),
        'helpCenterFaqs',
      ),
  },
  {
    name: 'guides overview',
    rest: (api) => rest(api.get(`${BASE}/guides?limit=3`)),
    graphql: async (api) =>
      field(await gql(api, `{ helpCenterGuides(limit: 3) { ${CATEGORY} } }`), 'helpCenterGuides'),
  },
  {
    name: 'guides of one category',
    rest: (api) => rest(api.get(`${BASE}/guides?slug=registros`)),
    graphql: async (api) =>
      categories(
        field(
          await gql(api, `{ helpCenterGuides(slug: "registros") { ${CATEGORY} } }`),
          'helpCenterGuides',
        ),
      ),
  },
  {
    name: 'one guide',
    rest: (api) => rest(api.get(`${BASE}/guide?categorySlug=registros&guideSlug=exportar-a-csv`)),
    graphql: async (api) => {
      const guide = field(
        await gql(
          api,
          `{ helpCenterGuide(categorySlug: "registros", guideSlug: "exportar-a-csv") { ${GUIDE} category { id slug title } } }`,
        ),
        'helpCenterGuide',
      );
      return guide;
    },
  },
  {
    name: 'refused limit',
    rest: (api) => rest(api.get(`${BASE}/guides?limit=0`)),
    graphql: (api) => gql(api, '{ helpCenterGuides(limit: 0) { id } }'),
  },
  {
    name: 'unknown guide',
    rest: (api) => rest(api.get(`${BASE}/guide?categorySlug=registros&guideSlug=nada`)),
    graphql: (api) =>
      gql(api, '{ helpCenterGuide(categorySlug: "registros", guideSlug: "nada") { id } }'),
  },
];

it('answers the same scenario identically through REST and GraphQL', async () => {
  const { rest: viaRest, graphql: viaGraphql } = await runContract(steps);
  expect(viaGraphql).toEqual(viaRest);
  expect(viaRest).toMatchObject({
    'faqs of one category': [{ slug: 'emergencias-y-asistente' }],
    'one guide': { slug: 'exportar-a-csv', category: { slug: 'registros' } },
    'refused limit': { error: ['BAD_REQUEST'] },
    'unknown guide': { error: ['NOT_FOUND'] },
  });
  const overview = (viaRest as Record<string, { visibleGuides: number }[]>)['guides overview'];
  expect(overview?.map((category) => category.visibleGuides)).toEqual([3, 3, 3, 3]);
});
