import type { Context } from '../../context';
import { authorize } from '../../security/authorize';
import { todayAt } from '../dashboards/calendar';
import { activitiesOn } from './feed';
import type { Activity } from './model';

/** The activity feed of the last three weeks, newest first; the same all day long. */
export async function listActivities(ctx: Context): Promise<Activity[]> {
  authorize(ctx, 'activities', 'read');
  return activitiesOn(todayAt(ctx.clock()));
}
