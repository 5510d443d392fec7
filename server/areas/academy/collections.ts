import { defineCollection, seedTogether } from '../../store/collection';
import type { AcademyCategoryRecord, AcademyCourseRecord } from './model';
import { seedAcademy } from './seed';

declare module '../../store/types' {
  interface Collections {
    academyCategories: AcademyCategoryRecord;
    academyCourses: AcademyCourseRecord;
  }
}

const seedCourses = seedTogether((now) => seedAcademy(now));

export const academyCategoriesCollection = defineCollection('academyCategories', {
  unique: ['slug'],
  seed: (now) => seedCourses(now).academyCategories,
});

export const academyCoursesCollection = defineCollection('academyCourses', {
  unique: ['slug'],
  seed: (now) => seedCourses(now).academyCourses,
});
