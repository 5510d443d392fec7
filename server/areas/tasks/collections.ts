import { defineCollection } from '../../store/collection';
import type { TaskRecord, TaskTagRecord } from './model';
import { seedTasks, seedTaskTags } from './seed';

declare module '../../store/types' {
  interface Collections {
    tasks: TaskRecord;
    taskTags: TaskTagRecord;
  }
}

export const tasksCollection = defineCollection('tasks', {
  seed: (now) => seedTasks(now),
});

export const taskTagsCollection = defineCollection('taskTags', {
  seed: () => seedTaskTags(),
});
