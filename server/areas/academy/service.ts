import { authorize } from '../../auth/authorize';
import type { Context } from '../../context';
import { NotFoundError } from '../../errors';
import { sortBy } from '../../template/sorting';
import { idSchema, parseInput } from '../../validation';
import type { AcademyCategoryRecord, AcademyCourseRecord, AcademyCourseSummary } from './model';

/** The categories by title (the template areas' locale comparison). */
export async function listCategories(ctx: Context): Promise<AcademyCategoryRecord[]> {
  authorize(ctx, 'academy', 'read');
  return sortBy(await ctx.store.academyCategories.list(), (category) => category.title);
}

/** Every course in the academy's order, without its steps (a course's page loads them). */
export async function listCourses(ctx: Context): Promise<AcademyCourseSummary[]> {
  authorize(ctx, 'academy', 'read');
  const courses = await ctx.store.academyCourses.list();
  return courses.map(({ steps: _steps, ...summary }) => summary);
}

/** One course with its steps; 404 for an unknown id. */
export async function getCourse(ctx: Context, id: unknown): Promise<AcademyCourseRecord> {
  authorize(ctx, 'academy', 'read');
  const course = await ctx.store.academyCourses.get(parseInput(idSchema, id, 'id'));
  if (!course) throw new NotFoundError('Course not found');
  return course;
}
