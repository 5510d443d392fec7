/**
 * Removes the tag or label `id` from `tags` and from the `field` list of every carrier (contacts,
 * products, mails, tasks, notes, cards), inside the caller's store transaction so both happen
 * in one write. Throws `notFound()` before changing anything when there is no such tag; answers
 * the removed tag.
 */
export function removeTag<T extends { id: string }, F extends string>(
  tags: T[],
  id: string,
  carriers: Iterable<Record<F, string[]>>,
  field: F,
  notFound: () => Error,
): T {
  const index = tags.findIndex((tag) => tag.id === id);
  const [removed] = index < 0 ? [] : tags.splice(index, 1);
  if (!removed) throw notFound();
  for (const carrier of carriers) {
    if (carrier[field].includes(id)) carrier[field] = carrier[field].filter((tag) => tag !== id);
  }
  return removed;
}
