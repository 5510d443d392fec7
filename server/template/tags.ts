import type { FieldErrors } from '../errors';
import type { Where } from '../store/query';
import type { Entity, Repository } from '../store/types';
import { assertKept } from '../validation';

/**
 * Changes the tag or label `id` by `patch`, from an update a client sent as it holds the tag
 * (parsed by `heldObject`): `notFound()` when there is none; the read-only fields it sent back
 * (`sentBack`) must be the tag's, before or after the change, else a 400 naming them under
 * `root`. Give it the repository of the caller's transaction.
 */
export async function updateHeldTag<T extends Entity>(
  tags: Repository<T>,
  id: string,
  patch: Partial<Omit<T, 'id'>>,
  sentBack: Record<string, unknown>,
  root: string,
  notFound: () => Error,
): Promise<T> {
  const before = await tags.get(id);
  if (!before) throw notFound();
  assertKept(sentBack, before, { ...before, ...patch }, root);
  return (await tags.update(id, patch)) as T;
}

/**
 * Removes the tag or label `id` from `tags` and from the `field` list of every carrier (contacts,
 * products, mails, tasks, notes, cards). Give it the repositories of the caller's transaction so
 * that both happen in one write. Throws `notFound()` before changing anything when there is no
 * such tag; answers the removed tag.
 */
export async function removeTag<
  T extends Entity,
  F extends string,
  C extends Entity & Record<F, string[]>,
>(
  tags: Repository<T>,
  id: string,
  carriers: Repository<C>,
  field: F,
  notFound: () => Error,
): Promise<T> {
  const tag = await tags.get(id);
  if (!tag) throw notFound();
  await tags.remove(id);
  // A list field equal to a value means "the list holds it".
  const carrying = await carriers.list({ where: { [field]: id } as Where<C> });
  for (const carrier of carrying) {
    const rest = carrier[field].filter((other) => other !== id);
    await carriers.update(carrier.id, { [field]: rest } as unknown as Partial<Omit<C, 'id'>>);
  }
  return tag;
}

/**
 * What a change naming tags by id must hear about those that `tags` does not hold: the
 * `message` under `${field}.${index}` (e.g. `tags.2`) for each; nothing when all exist.
 */
export async function unknownTags<T extends Entity>(
  tags: Repository<T>,
  ids: readonly string[],
  field: string,
  message: string,
): Promise<FieldErrors> {
  const known = new Set(
    (await tags.list({ where: { id: { in: ids } } as Where<T> })).map((tag) => tag.id),
  );
  const fields: FieldErrors = {};
  ids.forEach((id, index) => {
    if (!known.has(id)) fields[`${field}.${index}`] = message;
  });
  return fields;
}
