import type { TFunction } from 'i18next';

const COUNTS = ['created', 'changed', 'missing', 'unchanged', 'rejected'] as const;

/** "116 nuevos, 10 actualizados y 1 fila rechazada": what an import did, the zeros left out. */
export function appliedCounts(
  t: TFunction,
  language: string,
  counts: Record<(typeof COUNTS)[number], number>,
): string {
  const parts = COUNTS.filter((key) => counts[key] > 0).map((key) =>
    t(`directory.applied.parts.${key}`, { count: counts[key] }),
  );
  if (parts.length === 0) return t('directory.applied.nothing');
  return `${new Intl.ListFormat(language, { type: 'conjunction' }).format(parts)}.`;
}
