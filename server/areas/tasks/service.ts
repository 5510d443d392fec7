import { randomUUID } from 'node:crypto';
import { authorize } from '../../auth/authorize';
import type { Context } from '../../context';
import { BadRequestError, type FieldErrors, NotFoundError } from '../../errors';
import { containsIgnoringCase, highlightMatches } from '../../highlight';
import type { Data } from '../../store/types';
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

/** Every task and section, in list order. */
export async function listTasks(ctx: Context): Promise<TaskRecord[]> {
  authorize(ctx, 'tasks', 'read');
  return byOrder(await ctx.store.tasks.list());
}

/** One task; NOT_FOUND when there is none. */
export async function getTask(ctx: Context, id: unknown): Promise<TaskRecord> {
  authorize(ctx, 'tasks', 'read');
  const task = await ctx.store.tasks.get(parseInput(idSchema, id, 'id'));
  if (!task) throw notFound();
  return task;
}

/**
 * Tasks whose title or notes contain the query, ignoring case, in list order, each with its
 * title highlighted as escaped HTML. null for an empty (or absent, or blank) query.
 */
export async function searchTasks(
  ctx: Context,
  query: unknown,
): Promise<TaskSearchResult[] | null> {
  authorize(ctx, 'tasks', 'read');
  const text = parseInput(searchSchema, query ?? '', 'query').trim();
  if (text === '') return null;
  const contains = containsIgnoringCase(text);
  const matches = await ctx.store.tasks.list(
    (task) => contains(task.title) || contains(task.notes ?? ''),
  );
  return byOrder(matches).map((task) => ({ task, titleHtml: highlightMatches(task.title, text) }));
}

/** Adds a blank task or section at the top; every other row moves down one place. */
export async function createTask(ctx: Context, input: unknown): Promise<TaskRecord> {
  authorize(ctx, 'tasks', 'create');
  const { type = 'task' } = parseInput(createTaskSchema, input ?? {}, 'input');
  const task: TaskRecord = {
    id: randomUUID(),
    type,
    title: '',
    notes: null,
    completed: false,
    dueDate: null,
    priority: NEW_TASK_PRIORITY,
    tags: [],
    assignedTo: null,
    subTasks: [],
    // Before every other row until renumbered.
    order: -1,
  };
  return ctx.store.transaction((data) => {
    data.tasks.unshift(task);
    renumber(data);
    return task;
  });
}

/** Changes the given fields; tags and assignee must exist (400 naming the field otherwise). */
export async function updateTask(ctx: Context, id: unknown, input: unknown): Promise<TaskRecord> {
  authorize(ctx, 'tasks', 'update');
  const taskId = parseInput(idSchema, id, 'id');
  const change = parseInput(updateTaskSchema, input, 'task');
  return ctx.store.transaction((data) => {
    const task = data.tasks.find((item) => item.id === taskId);
    if (!task) throw notFound();
    const patch = resolvePatch(data, task, change);
    Object.assign(task, patch);
    return task;
  });
}

/** Removes a task and closes the gap in the order; NOT_FOUND when there is none. */
export async function deleteTask(ctx: Context, id: unknown): Promise<TaskRecord> {
  authorize(ctx, 'tasks', 'delete');
  const taskId = parseInput(idSchema, id, 'id');
  return ctx.store.transaction((data) => {
    const index = data.tasks.findIndex((item) => item.id === taskId);
    const [removed] = index === -1 ? [] : data.tasks.splice(index, 1);
    if (!removed) throw notFound();
    renumber(data);
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
  return ctx.store.transaction((data) => {
    const known = new Set(data.tasks.map((task) => task.id));
    const seen = new Set<string>();
    const problems: FieldErrors = {};
    ids.forEach((taskId, index) => {
      if (!known.has(taskId)) problems[`${field}.${index}`] = 'Unknown task';
      else if (seen.has(taskId)) problems[`${field}.${index}`] = 'Listed twice';
      seen.add(taskId);
    });
    if (Object.keys(problems).length > 0) throw new BadRequestError('Invalid order', problems);
    const rank = new Map(ids.map((taskId, index) => [taskId, index]));
    const rest = byOrder(data.tasks.filter((task) => !rank.has(task.id)));
    const listed = ids.map((taskId) => data.tasks.find((task) => task.id === taskId) as TaskRecord);
    data.tasks.splice(0, data.tasks.length, ...listed, ...rest);
    numberInArrayOrder(data.tasks);
    return data.tasks;
  });
}

/** The store fields of a checked update; throws (before any change) on unknown references. */
function resolvePatch(data: Data, task: TaskRecord, change: UpdateTaskInput): Partial<TaskRecord> {
  const problems: FieldErrors = {};
  const { subTasks, notes, ...rest } = change;
  const patch: Partial<TaskRecord> = { ...rest };
  if (notes !== undefined) patch.notes = notes;
  if (change.tags) {
    const known = new Set(data.taskTags.map((tag) => tag.id));
    change.tags.forEach((tagId, index) => {
      if (!known.has(tagId)) problems[`tags.${index}`] = 'Unknown tag';
    });
    patch.tags = [...new Set(change.tags)];
  }
  if (change.assignedTo && !data.users.some((user) => user.id === change.assignedTo)) {
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

/** Sorts the live list by order and numbers it 0, 1, 2 … with no gaps. */
function renumber(data: Data): void {
  numberInArrayOrder(byOrder(data.tasks));
}

function numberInArrayOrder(tasks: TaskRecord[]): void {
  tasks.forEach((task, index) => {
    task.order = index;
  });
}

function byOrder(tasks: TaskRecord[]): TaskRecord[] {
  return tasks.sort((a, b) => a.order - b.order);
}

const notFound = () => new NotFoundError('Task not found');
