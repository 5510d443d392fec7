import type { Context } from '../../context';
import { ConflictError, NotFoundError } from '../../errors';
import { authorize } from '../../security/authorize';
import { ownerWithinCap } from '../../security/record-caps';
import { timeOrderedId } from '../../store/ids';
import type { Transaction } from '../../store/types';
import { assertKept, idSchema, parseInput } from '../../validation';
import { tagSchema, tagUpdateSchema } from './input';
import type { TaskTagRecord } from './model';

/** Every task tag, by title as people sort it. */
export async function listTaskTags(ctx: Context): Promise<TaskTagRecord[]> {
  authorize(ctx, 'tasks', 'read');
  return ctx.store.taskTags.list({ orderBy: [{ field: 'title' }] });
}

/** Adds a tag; 409 when another has the same title ignoring case, or LIMIT_REACHED. */
export async function createTaskTag(ctx: Context, input: unknown): Promise<TaskTagRecord> {
  authorize(ctx, 'tasks', 'create');
  const { title } = parseInput(tagSchema, input, 'tag');
  return ctx.store.transaction(async (tx) => {
    await assertFreeTitle(tx, title, null);
    const owner = await ownerWithinCap(ctx, tx, 'taskTags');
    return tx.taskTags.insert({ id: timeOrderedId(), title }, { owner });
  });
}

/** Renames a tag; NOT_FOUND when there is none, 409 on a taken title. */
export async function updateTaskTag(
  ctx: Context,
  id: unknown,
  input: unknown,
): Promise<TaskTagRecord> {
  authorize(ctx, 'tasks', 'update');
  const tagId = parseInput(idSchema, id, 'id');
  const { change, sentBack } = parseInput(tagUpdateSchema, input, 'tag');
  return ctx.store.transaction(async (tx) => {
    const before = await tx.taskTags.get(tagId);
    if (!before) throw notFound();
    assertKept(sentBack, before, { ...before, ...change }, 'tag');
    if (change.title !== undefined) await assertFreeTitle(tx, change.title, tagId);
    return (await tx.taskTags.update(tagId, change)) as TaskTagRecord;
  });
}

/** Removes a tag and takes it off every task that carried it; NOT_FOUND when there is none. */
export async function deleteTaskTag(ctx: Context, id: unknown): Promise<TaskTagRecord> {
  authorize(ctx, 'tasks', 'delete');
  const tagId = parseInput(idSchema, id, 'id');
  return ctx.store.transaction(async (tx) => {
    const removed = await tx.taskTags.get(tagId);
    if (!removed) throw notFound();
    await tx.taskTags.remove(tagId);
    for (const task of await tx.tasks.list({ where: { tags: tagId } })) {
      await tx.tasks.update(task.id, { tags: task.tags.filter((tag) => tag !== tagId) });
    }
    return removed;
  });
}

async function assertFreeTitle(tx: Transaction, title: string, self: string | null): Promise<void> {
  if (await tx.taskTags.findOne({ title: { sameText: title }, id: { ne: self } })) {
    throw new ConflictError('Another tag has this title', { title: 'Already in use' });
  }
}

const notFound = () => new NotFoundError('Tag not found');
