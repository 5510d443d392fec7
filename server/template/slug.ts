/**
 * The template's slug rule (spec §5): lower-case the title, spaces to hyphens, collapse repeated
 * hyphens, strip everything but word characters and hyphens. "Cuentas por pagar" → "cuentas-por-pagar".
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/-+/g, '-')
    .replace(/[^\w-]+/g, '');
}

/**
 * The slug of a new item: `slugify(title)`, or on a clash with `taken` the first free of
 * `-1`, `-2`, … (an update recomputes `slugify` without this check, as the template does).
 */
export function uniqueSlug(title: string, taken: (slug: string) => boolean): string {
  const base = slugify(title);
  if (!taken(base)) return base;
  for (let suffix = 1; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}
