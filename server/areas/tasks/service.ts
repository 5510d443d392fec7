import { randomUUID } from 'node:crypto';
import type { Context } from '../../context';
import { BadRequestError, type FieldErrors, NotFoundError } from '../../errors';
import { highlightMatches } from '../../highlight';
import { authorize } from '../../security/authorize';
import { ownerWithinCap } from '../../security/record-caps';
import { timeOrderedId } from '../../store/ids';
import type { OrderBy } from '../../store/query';
import type { Transaction } from '../../store/types';
import { idSchema, parseInput, parseNamed } from '../../validation';
import {
  createTaskSchema,
  orderSchema,
  searchSchema,
  type UpdateTaskInput,
  updateTaskSchema,
} from './input';
import type { TaskRecord } from './model';

/** New tasks sit in the middle of spec §9's three priorities. */
export const NEW_TASK_PRIORITY = 1;

export interface TaskSearchResult {
  task: TaskRecord;
  /** The title as escaped HTML with each match in `<mark>`. */
  titleHtml: string;
}

const BY_ORDER: OrderBy<TaskRecord>[] = [{ field: 'order' }];

/** Every task and section, in list order. */
export async function listTasks(ctx: Context): Promise<TaskRecord[]> {
  authorize(ctx, 'tasks', 'read');
  return ctx.store.tasks.list({ orderBy: BY_ORDER });
}

/** One task; NOT_FOUND when there is none. */
export async function getTask(ctx: Context, id: unknown): Promise<TaskRecord> {
  authorize(ctx, 'tasks', 'read');
  const task = await ctx.store.tasks.get(parseInput(idSchema, id, 'id'));
  if (!task) throw notFound();
  return task;
}

/**
 * Tasks whose title or notes contain the query, ignoring case and accents, in list order, each with its
 * title highlighted as escaped HTML. null for an empty (or absent, or blank) query.
 */
export async function searchTasks(
  ctx: Context,
  query: unknown,
): Promise<TaskSearchResult[] | null> {
  authorize(ctx, 'tasks', 'read');
  const text = parseInput(searchSchema, query ?? '', 'query').trim();
  if (text === '') return null;
  const matches = await ctx.store.tasks.list({
    where: { or: [{ title: { contains: text } }, { notes: { contains: text } }] },
    orderBy: BY_ORDER,
  });
  return matches.map((task) => ({ task, titleHtml: highlightMatches(task.title, text) }));
}

/**
 * Adds a blank task or section at the top; every other row moves down one place. 409
 * LIMIT_REACHED when the user created as many tasks as one account may.
 */
export async function createTask(ctx: Context, input: unknown): Promise<TaskRecord> {
  authorize(ctx, 'tasks', 'create');
  const { type = 'task' } = parseInput(createTaskSchema, input ?? {}, 'input');
  return ctx.store.transaction(async (tx) => {
    const owner = await ownerWithinCap(ctx, tx, 'tasks');
    const rest = await tx.tasks.list({ orderBy: BY_ORDER });
    const task = await tx.tasks.insert(
      {
        id: timeOrderedId(),
        type,
        title: '',
        notes: null,
        completed: false,
        dueDate: null,
        priority: NEW_TASK_PRIORITY,
        tags: [],
        assignedTo: null,
        subTasks: [],
        order: 0,
      },
      { owner },
    );
    await numberInOrder(tx, [task, ...rest]);
    return task;
  });
}

/** Changes the given fields; tags and assignee must exist (400 naming the field otherwise). */
export async function updateTask(ctx: Context, id: unknown, input: unknown): Promise<TaskRecord> {
  authorize(ctx, 'tasks', 'update');
  const taskId = parseInput(idSchema, id, 'id');
  const change = parseInput(updateTaskSchema, input, 'task');
  return ctx.store.transaction(async (tx) => {
    const task = await tx.tasks.get(taskId);
    if (!task) throw notFound();
    return (await tx.tasks.update(taskId, await resolvePatch(tx, task, change))) as TaskRecord;
  });
}

/** Removes a task and closes the gap in the order; NOT_FOUND when there is none. */
export async function deleteTask(ctx: Context, id: unknown): Promise<TaskRecord> {
  authorize(ctx, 'tasks', 'delete');
  const taskId = parseInput(idSchema, id, 'id');
  return ctx.store.transaction(async (tx) => {
    const removed = await tx.tasks.get(taskId);
    if (!removed) throw notFound();
    await tx.tasks.remove(taskId);
    await numberInOrder(tx, await tx.tasks.list({ orderBy: BY_ORDER }));
    return removed;
  });
}

/**
 * Puts the listed tasks first, in the order given; the rest follow in their current order.
 * Each id once and every id known, else 400 naming the entry (`field.index`) and nothing moves.
 */
export async function reorderTasks(
  ctx: Context,
  order: unknown,
  field = 'ids',
): Promise<TaskRecord[]> {
  authorize(ctx, 'tasks', 'update');
  const ids = parseNamed(orderSchema, order, field);
  return ctx.store.transaction(async (tx) => {
    // The whole list is the answer, so it is read whole.
    const tasks = await tx.tasks.list({ orderBy: BY_ORDER });
    const byId = new Map(tasks.map((task) => [task.id, task]));
    const seen = new Set<string>();
    const problems: FieldErrors = {};
    ids.forEach((taskId, index) => {
      if (!byId.has(taskId)) problems[`${field}.${index}`] = 'Unknown task';
      else if (seen.has(taskId)) problems[`${field}.${index}`] = 'Listed twice';
      seen.add(taskId);
    });
    if (Object.keys(problems).length > 0) throw new BadRequestError('Invalid order', problems);
    const listed = ids.map((taskId) => byId.get(taskId) as TaskRecord);
    const rest = tasks.filter((task) => !seen.has(task.id));
    return numberInOrder(tx, [...listed, ...rest]);
  });
}

/** The store fields of a checked update; throws (before any change) on unknown references. */
async function resolvePatch(
  tx: Transaction,
  task: TaskRecord,
  change: UpdateTaskInput,
): Promise<Partial<TaskRecord>> {
  const problems: FieldErrors = {};
  const { subTasks, notes, ...rest } = change;
  const patch: Partial<TaskRecord> = { ...rest };
  if (notes !== undefined) patch.notes = notes;
  if (change.tags) {
    const known = await tx.taskTags.list({ where: { id: { in: change.tags } } });
    change.tags.forEach((tagId, index) => {
      if (!known.some((tag) => tag.id === tagId)) problems[`tags.${index}`] = 'Unknown tag';
    });
    patch.tags = [...new Set(change.tags)];
  }
  if (change.assignedTo && !(await tx.users.get(change.assignedTo))) {
    problems.assignedTo = 'Unknown account';
  }
  if (subTasks) {
    const ids = new Set<string>();
    patch.subTasks = subTasks.map((item, index) => {
      const subId = item.id ?? randomUUID();
      if (ids.has(subId)) problems[`subTasks.${index}.id`] = 'Listed twice';
      ids.add(subId);
      const before = task.subTasks.find((old) => old.id === subId);
      return {
        id: subId,
        title: item.title,
        completed: item.completed ?? before?.completed ?? false,
      };
    });
  }
  if (Object.keys(problems).length > 0) throw new BadRequestError('Invalid input', problems);
  return patch;
}

/** Numbers `tasks` 0, 1, 2 … in the order given, writing only the places that change. */
async function numberInOrder(tx: Transaction, tasks: TaskRecord[]): Promise<TaskRecord[]> {
  for (const [index, task] of tasks.entries()) {
    if (task.order !== index) await tx.tasks.update(task.id, { order: index });
  }
  return tasks.map((task, index) => ({ ...task, order: index }));
}

const notFound = () => new NotFoundError('Task not found');
