import { expect, it } from 'vitest';
import { gql, rest, runContract, type Step } from '../../../support/contract';

const BASE = '/api/apps/academy';
const COURSE =
  'id title slug description category duration totalSteps updatedAt featured progress { currentStep completed }';
const field = (data: unknown, name: string) => (data as Record<string, unknown>)[name] ?? data;

const steps: Step[] = [
  {
    name: 'categories',
    rest: (api) => rest(api.get(`${BASE}/categories`)),
    graphql: async (api) =>
      field(await gql(api, '{ academyCategories { id title slug } }'), 'academyCategories'),
  },
  {
    name: 'courses',
    rest: async (api, vars) => {
      const courses = (await rest(api.get(`${BASE}/courses`))) as { id: string }[];
      vars.course = courses[2]?.id ?? '';
      return courses;
    },
    graphql: async (api, vars) => {
      const courses = field(
        await gql(api, `{ academyCourses { ${COURSE} } }`),
        'academyCourses',
      ) as { id: string }[];
      vars.course = courses[2]?.id ?? '';
      return courses;
    },
  },
  {
    name: 'one course',
    rest: (api, vars) => rest(api.get(`${BASE}/courses/course?id=${vars.course}`)),
    graphql: async (api, vars) =>
      field(
        await gql(
          api,
          `query($id: ID!) { academyCourse(id: $id) { ${COURSE} steps { order title subtitle content } } }`,
          { id: vars.course },
        ),
        'academyCourse',
      ),
  },
  {
    name: 'unknown course',
    rest: (api) => rest(api.get(`${BASE}/courses/course?id=nope`)),
    graphql: (api) => gql(api, '{ academyCourse(id: "nope") { id } }'),
  },
];

it('answers the same scenario identically through REST and GraphQL', async () => {
  const { rest: viaRest, graphql: viaGraphql } = await runContract(steps);
  expect(viaGraphql).toEqual(viaRest);
  expect(viaRest).toMatchObject({
    'one course': { id: '$course', totalSteps: 11 },
    'unknown course': { error: ['NOT_FOUND'] },
  });
  const results = viaRest as Record<string, { steps?: unknown[] }>;
  expect(results['one course']?.steps).toHaveLength(11);
});
