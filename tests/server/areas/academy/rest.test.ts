import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AcademyCourseRecord } from '../../../../server/areas/academy/model';
import { seedAcademy } from '../../../../server/areas/academy/seed';
import { collator } from '../../../../server/template/sorting';
import type { TestApp } from '../../../support/app';
import { appWithStaff } from '../../../support/apps';
import { expectPlainHtml } from '../../../support/html';

const BASE = '/api/apps/academy';
const NOW = new Date('2026-06-01T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const seed = seedAcademy(NOW);

let app: TestApp;
let client: Awaited<ReturnType<typeof appWithStaff>>['client'];
beforeAll(async () => {
  ({ app, client } = await appWithStaff('POLICIA', NOW));
});
afterAll(() => app.stop());

const withoutSteps = ({ steps: _steps, ...course }: AcademyCourseRecord) => course;

describe('the seeded academy', () => {
  it('is the same on every seed: 10 to 14 courses of exactly 11 steps', () => {
    expect(seedAcademy(NOW)).toEqual(seed);
    expect(seed.academyCourses.length).toBeGreaterThanOrEqual(10);
    expect(seed.academyCourses.length).toBeLessThanOrEqual(14);
    for (const course of seed.academyCourses) {
      expect(course.totalSteps).toBe(11);
      expect(course.steps.map((step) => step.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(course.progress.currentStep).toBeLessThan(course.totalSteps);
      expect(course.duration).toBeGreaterThan(0);
    }
  });

  it('files every course under a category, with unique slugs', () => {
    const slugs = seed.academyCategories.map((category) => category.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const course of seed.academyCourses) expect(slugs).toContain(course.category);
    const courseSlugs = seed.academyCourses.map((course) => course.slug);
    expect(new Set(courseSlugs).size).toBe(courseSlugs.length);
    expect(seed.academyCourses.some((course) => course.featured)).toBe(true);
  });

  it('dates every course within the half year before the store was made', () => {
    for (const course of seed.academyCourses) {
      const at = Date.parse(course.updatedAt);
      expect(at).toBeLessThan(NOW.getTime());
      expect(at).toBeGreaterThan(NOW.getTime() - 182 * DAY_MS);
    }
  });

  it('writes step content as plain HTML the sanitizer keeps whole', () => {
    for (const course of seed.academyCourses) {
      for (const step of course.steps) {
        expectPlainHtml(step.content);
        expect(step.title).not.toBe('');
        expect(step.subtitle).not.toBe('');
      }
    }
  });
});

describe('GET categories', () => {
  it('answers id, title and slug, sorted by title', async () => {
    const response = await client.get(`${BASE}/categories`);
    expect(response.status).toBe(200);
    const titles = seed.academyCategories.map((category) => category.title).sort(collator.compare);
    expect(response.body.map((category: { title: string }) => category.title)).toEqual(titles);
    expect(response.body).toEqual(expect.arrayContaining(seed.academyCategories));
    for (const category of response.body) {
      expect(Object.keys(category).sort()).toEqual(['id', 'slug', 'title']);
    }
  });
});

describe('GET courses', () => {
  it('answers every course in the academy order, without steps', async () => {
    const response = await client.get(`${BASE}/courses`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(seed.academyCourses.map(withoutSteps));
    expect(Object.keys(response.body[0]).sort()).toEqual(
      [
        'category',
        'description',
        'duration',
        'featured',
        'id',
        'progress',
        'slug',
        'title',
        'totalSteps',
        'updatedAt',
      ].sort(),
    );
  });
});

describe('GET courses/course', () => {
  it('answers the course with its eleven steps', async () => {
    const course = seed.academyCourses[4] as AcademyCourseRecord;
    const response = await client.get(`${BASE}/courses/course?id=${course.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(course);
    expect(response.body.steps).toHaveLength(11);
  });

  it('is 404 with a clear error for an unknown id, 400 without one', async () => {
    const unknown = await client.get(`${BASE}/courses/course?id=nope`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'NOT FOUND', message: 'Course not found' });
    const missing = await client.get(`${BASE}/courses/course`);
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ id: 'Required' });
  });
});

describe('who may read', () => {
  it('lets every member of staff in and keeps anonymous callers out', async () => {
    for (const role of ['ADMINISTRADOR', 'DIRCETUR'] as const) {
      const { app: other, client: staff } = await appWithStaff(role, NOW);
      expect((await staff.get(`${BASE}/courses`)).status).toBe(200);
      await other.stop();
    }
    expect((await app.request.get(`${BASE}/categories`)).status).toBe(401);
  });
});
