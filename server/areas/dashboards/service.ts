import type { Context } from '../../context';
import { authorize } from '../../security/authorize';
import { analyticsDashboard } from './analytics';
import { todayAt } from './calendar';
import { cryptoDashboard } from './crypto';
import { financeDashboard } from './finance';
import type {
  AnalyticsDashboard,
  CryptoDashboard,
  FinanceDashboard,
  ProjectDashboard,
} from './model';
import { projectDashboard } from './project';

/**
 * The template's dashboards, made for the request's date in Cusco (the app's clock, which tests
 * fix): the same all day, new each day. Signed-in staff only.
 */
function forToday<T>(ctx: Context, make: (today: ReturnType<typeof todayAt>) => T): T {
  authorize(ctx, 'dashboards', 'read');
  return make(todayAt(ctx.clock()));
}

/** Visits to the tourists' page. */
export async function getAnalyticsDashboard(ctx: Context): Promise<AnalyticsDashboard> {
  return forToday(ctx, analyticsDashboard);
}

export async function getCryptoDashboard(ctx: Context): Promise<CryptoDashboard> {
  return forToday(ctx, cryptoDashboard);
}

/** The office's accounts: statements, balance, budget and recent transactions. */
export async function getFinanceDashboard(ctx: Context): Promise<FinanceDashboard> {
  return forToday(ctx, financeDashboard);
}

/** The registry work: records opened and closed, the day's schedule, the budget and the team. */
export async function getProjectDashboard(ctx: Context): Promise<ProjectDashboard> {
  return forToday(ctx, projectDashboard);
}
