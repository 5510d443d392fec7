import { DAY_MS } from '../../../shared/dates';
import { createRandom } from '../../seed/random';
import { seededId } from '../../template/seed-id';
import { CATEGORIES, COURSES, type CourseSpec } from './courses';
import type { AcademyCategoryRecord, AcademyCourseRecord, AcademyStepRecord } from './model';

/** Every demo course has the template's eleven steps. */
export const STEPS_PER_COURSE = 11;

export interface AcademySeed {
  academyCategories: AcademyCategoryRecord[];
  academyCourses: AcademyCourseRecord[];
}

// The course texts are plain; these are the only characters HTML would read as markup.
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const list = (tag: 'ul' | 'ol', items: readonly string[]) =>
  `<${tag}>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</${tag}>`;

/**
 * A course's eleven steps: an introduction, what to have at hand, its five key points, common
 * mistakes, a practical case, review questions and a summary. Content uses only tags the
 * client's sanitizer keeps (p, ul, ol, li, strong), without attributes.
 */
export function courseSteps(spec: CourseSpec): AcademyStepRecord[] {
  const titles = spec.points.map(([title]) => title);
  const steps: Omit<AcademyStepRecord, 'order'>[] = [
    {
      title: 'Introducción',
      subtitle: spec.title,
      content:
        paragraph(spec.description) +
        paragraph(`En este curso verás, paso a paso: ${titles.join(', ').toLowerCase()}.`),
    },
    {
      title: 'Antes de empezar',
      subtitle: 'Lo que necesitas',
      content: paragraph(spec.before),
    },
    ...spec.points.map(([title, text], index) => ({
      title,
      subtitle: `Punto clave ${index + 1} de ${spec.points.length}`,
      content: `<p><strong>${escapeHtml(title)}.</strong> ${escapeHtml(text)}</p>`,
    })),
    {
      title: 'Errores frecuentes',
      subtitle: 'Y cómo evitarlos',
      content: paragraph('Estos son los tropiezos más comunes:') + list('ul', spec.mistakes),
    },
    { title: 'Caso práctico', subtitle: 'Ponlo en práctica', content: paragraph(spec.practice) },
    {
      title: 'Comprueba lo aprendido',
      subtitle: 'Preguntas de repaso',
      content:
        paragraph('Intenta responder sin volver atrás:') +
        list(
          'ol',
          titles.map((title) => `¿Sabrías explicar a un compañero «${title.toLowerCase()}»?`),
        ),
    },
    {
      title: 'Resumen',
      subtitle: 'Lo esencial del curso',
      content: list('ul', titles) + paragraph('Has terminado el curso. ¡Buen trabajo!'),
    },
  ];
  return steps.map((step, order) => ({ order, ...step }));
}

/**
 * The academy: five categories and thirteen courses of eleven steps. Dates count back from
 * `now` (the store's creation), so two stores seeded at one time hold the same courses.
 */
export function seedAcademy(now: Date, seed = 0xacade7): AcademySeed {
  const random = createRandom(seed);
  const categories = CATEGORIES.map(({ title, slug }) => ({ id: seededId(random), title, slug }));
  const courses = COURSES.map((spec): AcademyCourseRecord => {
    const steps = courseSteps(spec);
    const completed = random.chance(0.3) ? random.int(1, 3) : 0;
    return {
      id: seededId(random),
      title: spec.title,
      slug: spec.slug,
      description: spec.description,
      category: spec.category,
      duration: spec.duration,
      totalSteps: steps.length,
      updatedAt: new Date(
        now.getTime() - random.int(1, 180) * DAY_MS - random.int(0, DAY_MS - 1),
      ).toISOString(),
      featured: spec.featured,
      progress: { currentStep: completed > 0 ? 0 : random.int(0, steps.length - 1), completed },
      steps,
    };
  });
  return { academyCategories: categories, academyCourses: courses };
}
