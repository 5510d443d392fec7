import type { SearchProvider } from '../search/model';

/**
 * The template's tasks, as its toolbar search answers them: rows whose title holds the query,
 * in list order, each saying whether it is done, with the template's link to it.
 */
export const tasksSearch: SearchProvider = {
  id: 'tasks',
  label: 'Tasks',
  area: 'tasks',
  async search(ctx, query) {
    const tasks = await ctx.store.tasks.list({
      where: { title: { contains: query.text } },
      orderBy: [{ field: 'order' }],
    });
    return tasks.map((task) => ({
      value: task.title,
      link: `/apps/tasks/${task.id}`,
      title: task.title,
      completed: task.completed,
    }));
  },
};
