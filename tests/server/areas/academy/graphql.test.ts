import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AcademyCourseRecord } from '../../../../server/areas/academy/model';
import { seedAcademy } from '../../../../server/areas/academy/seed';
import { collator } from '../../../../server/template/sorting';
import type { TestApp } from '../../../support/app';
import { appWithStaff, type StaffClient } from '../../../support/apps';

const NOW = new Date('2026-06-01T12:00:00Z');
const seed = seedAcademy(NOW);
const COURSE =
  'id title slug description category duration totalSteps updatedAt featured progress { currentStep completed }';

let app: TestApp;
let client: StaffClient;
beforeAll(async () => {
  ({ app, client } = await appWithStaff('DIRCETUR', NOW));
});
afterAll(() => app.stop());

describe('academyCategories', () => {
  it('answers the categories sorted by title', async () => {
    const data = await client.data('{ academyCategories { id title slug } }');
    const sorted = [...seed.academyCategories].sort((a, b) => collator.compare(a.title, b.title));
    expect(data.academyCategories).toEqual(sorted);
  });
});

describe('academyCourses', () => {
  it('answers every course, steps null', async () => {
    const data = await client.data(`{ academyCourses { ${COURSE} steps { order } } }`);
    expect(data.academyCourses).toEqual(
      seed.academyCourses.map(({ steps: _steps, ...course }) => ({ ...course, steps: null })),
    );
  });
});

describe('academyCourse', () => {
  it('answers one course with its eleven steps in order', async () => {
    const course = seed.academyCourses[0] as AcademyCourseRecord;
    const data = await client.data(
      `query($id: ID!) { academyCourse(id: $id) { ${COURSE} steps { order title subtitle content } } }`,
      { id: course.id },
    );
    expect(data.academyCourse).toEqual(course);
  });

  it('is NOT_FOUND for an unknown id', async () => {
    const { codes } = await client.refused('{ academyCourse(id: "nope") { id } }');
    expect(codes).toEqual(['NOT_FOUND']);
  });

  it('is UNAUTHENTICATED without a session', async () => {
    const response = await app.graphql('{ academyCategories { id } }');
    expect(response.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
