import type { Context } from '../../context';
import { NotFoundError } from '../../errors';
import { authorize } from '../../security/authorize';
import { seedOrder } from '../../template/sorting';
import { idSchema, parseInput } from '../../validation';
import { COURSES } from './courses';
import type { AcademyCategoryRecord, AcademyCourseRecord, AcademyCourseSummary } from './model';

// The academy is read-only: its courses list in the order they are written (courses.ts).
const COURSE_ORDER = seedOrder<AcademyCourseRecord>(
  'slug',
  COURSES.map((course) => course.slug),
  'last',
);

/** The categories by title (the template areas' locale comparison). */
export async function listCategories(ctx: Context): Promise<AcademyCategoryRecord[]> {
  authorize(ctx, 'academy', 'read');
  return ctx.store.academyCategories.list({ orderBy: [{ field: 'title' }] });
}

/** Every course in the academy's order, without its steps (a course's page loads them). */
export async function listCourses(ctx: Context): Promise<AcademyCourseSummary[]> {
  authorize(ctx, 'academy', 'read');
  const courses = await ctx.store.academyCourses.list({ orderBy: COURSE_ORDER });
  return courses.map(({ steps: _steps, ...summary }) => summary);
}

/** One course with its steps; 404 for an unknown id. */
export async function getCourse(ctx: Context, id: unknown): Promise<AcademyCourseRecord> {
  authorize(ctx, 'academy', 'read');
  const course = await ctx.store.academyCourses.get(parseInput(idSchema, id, 'id'));
  if (!course) throw new NotFoundError('Course not found');
  return course;
}
