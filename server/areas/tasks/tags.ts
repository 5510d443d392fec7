import { randomUUID } from 'node:crypto';
import { authorize } from '../../auth/authorize';
import type { Context } from '../../context';
import { ConflictError, NotFoundError } from '../../errors';
import { removeTag } from '../../template/tags';
import { idSchema, parseInput } from '../../validation';
import { tagSchema, tagUpdateSchema } from './input';
import type { TaskTagRecord } from './model';

/** Every task tag, by title as people sort it. */
export async function listTaskTags(ctx: Context): Promise<TaskTagRecord[]> {
  authorize(ctx, 'tasks', 'read');
  const tags = await ctx.store.taskTags.list();
  return tags.sort((a, b) => a.title.localeCompare(b.title, 'es'));
}

/** Adds a tag; 409 when another has the same title ignoring case. */
export async function createTaskTag(ctx: Context, input: unknown): Promise<TaskTagRecord> {
  authorize(ctx, 'tasks', 'create');
  const { title } = parseInput(tagSchema, input, 'tag');
  return ctx.store.transaction((data) => {
    assertFreeTitle(data.taskTags, title, null);
    const tag = { id: randomUUID(), title };
    data.taskTags.push(tag);
    return tag;
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
  const change = parseInput(tagUpdateSchema, input, 'tag');
  return ctx.store.transaction((data) => {
    const tag = data.taskTags.find((item) => item.id === tagId);
    if (!tag) throw notFound();
    if (change.title !== undefined) {
      assertFreeTitle(data.taskTags, change.title, tagId);
      tag.title = change.title;
    }
    return tag;
  });
}

/** Removes a tag and takes it off every task that carried it; NOT_FOUND when there is none. */
export async function deleteTaskTag(ctx: Context, id: unknown): Promise<TaskTagRecord> {
  authorize(ctx, 'tasks', 'delete');
  const tagId = parseInput(idSchema, id, 'id');
  return ctx.store.transaction((data) =>
    removeTag(data.taskTags, tagId, data.tasks, 'tags', notFound),
  );
}

function assertFreeTitle(tags: TaskTagRecord[], title: string, self: string | null): void {
  const wanted = title.toLocaleLowerCase('es');
  if (tags.some((tag) => tag.id !== self && tag.title.toLocaleLowerCase('es') === wanted)) {
    throw new ConflictError('Another tag has this title', { title: 'Already in use' });
  }
}

const notFound = () => new NotFoundError('Tag not found');
