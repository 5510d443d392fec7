/** Template demo (not product): the to-do list of the tasks area, shared by all staff. */

export type TaskType = 'task' | 'section';

/** 0 low, 1 normal (new tasks), 2 high. */
export type TaskPriority = 0 | 1 | 2;

export interface TaskSubTaskRecord {
  id: string;
  title: string;
  completed: boolean;
}

export interface TaskRecord {
  id: string;
  /** A section is a heading between tasks; it uses the same fields. */
  type: TaskType;
  title: string;
  notes: string | null;
  completed: boolean;
  dueDate: string | null;
  priority: TaskPriority;
  /** Ids of task tags. */
  tags: string[];
  /** Id of a staff account, or null. */
  assignedTo: string | null;
  subTasks: TaskSubTaskRecord[];
  /** Place in the list, 0 first; kept contiguous by every change. */
  order: number;
}

export interface TaskTagRecord {
  id: string;
  title: string;
}
