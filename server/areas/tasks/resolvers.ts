import type { Resolvers } from '../../../generated/graphql';
import {
  createTask,
  deleteTask,
  getTask,
  listTasks,
  reorderTasks,
  searchTasks,
  updateTask,
} from './service';
import { createTaskTag, deleteTaskTag, listTaskTags, updateTaskTag } from './tags';

export const tasksResolvers: Resolvers = {
  Query: {
    tasks: (_parent, _args, ctx) => listTasks(ctx),
    task: (_parent, { id }, ctx) => getTask(ctx, id),
    searchTasks: (_parent, { query }, ctx) => searchTasks(ctx, query),
    taskTags: (_parent, _args, ctx) => listTaskTags(ctx),
  },
  Mutation: {
    createTask: (_parent, { input }, ctx) => createTask(ctx, input),
    updateTask: (_parent, { id, input }, ctx) => updateTask(ctx, id, input),
    deleteTask: async (_parent, { id }, ctx) => Boolean(await deleteTask(ctx, id)),
    reorderTasks: (_parent, { ids }, ctx) => reorderTasks(ctx, ids),
    createTaskTag: (_parent, { input }, ctx) => createTaskTag(ctx, input),
    updateTaskTag: (_parent, { id, input }, ctx) => updateTaskTag(ctx, id, input),
    deleteTaskTag: async (_parent, { id }, ctx) => Boolean(await deleteTaskTag(ctx, id)),
  },
};
