/** A category of the academy (template demo): the courses carry its slug. */
export interface AcademyCategoryRecord {
  id: string;
  title: string;
  slug: string;
}

/** One step of a course. `content` is HTML limited to what the client's sanitizer keeps. */
export interface AcademyStepRecord {
  /** Position in the course, counting from 0 as the template does. */
  order: number;
  title: string;
  subtitle: string;
  content: string;
}

/** Demo progress, the same for every reader: the template keeps no per-user progress. */
export interface AcademyProgressRecord {
  /** The step the reader is on, counting from 0. */
  currentStep: number;
  /** How many times the course has been completed. */
  completed: number;
}

/** A course as the store keeps it, steps included; lists answer it without them (view.ts). */
export interface AcademyCourseRecord {
  id: string;
  title: string;
  slug: string;
  description: string;
  /** The category's slug (AcademyCategoryRecord.slug). */
  category: string;
  /** Minutes. */
  duration: number;
  totalSteps: number;
  /** ISO 8601. */
  updatedAt: string;
  featured: boolean;
  progress: AcademyProgressRecord;
  steps: AcademyStepRecord[];
}

/** A course in a list: everything but its steps. */
export type AcademyCourseSummary = Omit<AcademyCourseRecord, 'steps'>;
