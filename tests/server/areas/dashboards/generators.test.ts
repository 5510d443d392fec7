import { describe, expect, it } from 'vitest';
import { analyticsDashboard } from '../../../../server/areas/dashboards/analytics';
import { todayAt, weeklyWindows } from '../../../../server/areas/dashboards/calendar';
import { cryptoDashboard } from '../../../../server/areas/dashboards/crypto';
import { financeDashboard } from '../../../../server/areas/dashboards/finance';
import { projectDashboard } from '../../../../server/areas/dashboards/project';

// 15 March 2026 in Cusco (UTC−5) runs from 05:00Z on the 15th to 04:59Z on the 16th.
const MORNING = todayAt(Date.parse('2026-03-15T05:00:00.000Z'));
const NIGHT = todayAt(Date.parse('2026-03-16T04:59:59.000Z'));
const NEXT_DAY = todayAt(Date.parse('2026-03-16T05:00:00.000Z'));
const MIDNIGHT = Date.parse('2026-03-15T05:00:00.000Z');
const DAY = 86_400_000;
const GENERATORS = { analyticsDashboard, cryptoDashboard, financeDashboard, projectDashboard };

describe('the dashboards’ today', () => {
  it('is the date in Cusco, whatever the hour', () => {
    expect(MORNING).toEqual({ date: '2026-03-15', start: MIDNIGHT });
    expect(NIGHT).toEqual(MORNING);
    expect(todayAt(Date.parse('2026-03-15T04:59:59.000Z')).date).toBe('2026-03-14');
  });

  it('labels 8-day windows, one after the other, the last ending today', () => {
    expect(weeklyWindows(MORNING, 3)).toEqual([
      '20 feb - 27 feb',
      '28 feb - 07 mar',
      '08 mar - 15 mar',
    ]);
  });
});

describe.each(Object.entries(GENERATORS))('%s', (_name, generate) => {
  it('is the same all day long and different the next day', () => {
    expect(generate(NIGHT)).toEqual(generate(MORNING));
    expect(generate(NEXT_DAY)).not.toEqual(generate(MORNING));
  });

  it('never dates anything after the end of today', () => {
    const dates = JSON.stringify(generate(MORNING)).match(/\d{4}-\d\d-\d\dT[\d:.]+Z/g) ?? [];
    // The project dashboard speaks of weekdays, months and hours, not instants.
    if (generate !== projectDashboard) expect(dates.length).toBeGreaterThan(0);
    // The current statement closes at the end of the month: the only date ahead.
    const ahead = dates.filter((date) => Date.parse(date) >= MIDNIGHT + DAY);
    expect(ahead).toEqual(generate === financeDashboard ? ['2026-03-31T05:00:00.000Z'] : []);
  });
});

describe('analytics', () => {
  const analytics = analyticsDashboard(MORNING);

  it('has weekly visitors of this year ending today and of the year before', () => {
    const [thisYear] = analytics.visitors.series.thisYear;
    const [lastYear] = analytics.visitors.series.lastYear;
    expect(thisYear?.data).toHaveLength(52);
    expect(thisYear?.data.at(-1)?.x).toBe(new Date(MIDNIGHT).toISOString());
    expect(lastYear?.data.at(-1)?.x).toBe(new Date(MIDNIGHT - 364 * DAY).toISOString());
    const xs = thisYear?.data.map((point) => Date.parse(point.x)) ?? [];
    expect(xs.slice(1).map((x, index) => x - (xs[index] ?? 0))).toEqual(Array(51).fill(7 * DAY));
  });

  it('counts weekly windows whose total is the amount, and shares adding up to 100', () => {
    for (const chart of [analytics.conversions, analytics.impressions, analytics.visits]) {
      expect(chart.labels).toEqual(weeklyWindows(MORNING, 6));
      expect(chart.series[0]?.data).toHaveLength(6);
      expect(chart.amount).toBe(chart.series[0]?.data.reduce((sum, value) => sum + value, 0));
    }
    for (const share of [analytics.newVsReturning, analytics.gender, analytics.age]) {
      expect(share.series.reduce((sum, value) => sum + value, 0)).toBe(100);
      expect(share.labels).toHaveLength(2);
    }
  });
});

describe('finance', () => {
  const finance = financeDashboard(MORNING);

  it('has last month’s statement paid and this month’s pending', () => {
    expect(finance.previousStatement).toMatchObject({
      status: 'paid',
      date: '2026-02-28T05:00:00.000Z',
    });
    expect(finance.currentStatement).toMatchObject({
      status: 'pending',
      date: '2026-03-31T05:00:00.000Z',
    });
    for (const statement of [finance.previousStatement, finance.currentStatement]) {
      expect(statement.spent).toBeLessThanOrEqual(statement.limit);
      expect(statement.minimum).toBeLessThan(statement.spent);
    }
  });

  it('lists ten transactions before today, newest first, the newest two pending', () => {
    const transactions = finance.recentTransactions;
    expect(transactions).toHaveLength(10);
    for (const transaction of transactions) {
      expect(Object.keys(transaction).sort()).toEqual(
        ['amount', 'date', 'id', 'name', 'status', 'transactionId'].sort(),
      );
      expect(transaction.transactionId).toMatch(/^\d{9}NT$/);
      expect(Date.parse(transaction.date)).toBeLessThan(MIDNIGHT);
      expect(Date.parse(transaction.date)).toBeGreaterThanOrEqual(MIDNIGHT - 21 * DAY);
    }
    const dates = transactions.map((transaction) => transaction.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(transactions.map((transaction) => transaction.status)).toEqual([
      'pending',
      'pending',
      ...Array(8).fill('completed'),
    ]);
    expect(new Set(transactions.map((transaction) => transaction.id)).size).toBe(10);
  });
});

describe('project', () => {
  const project = projectDashboard(MORNING);

  it('adds its figures up', () => {
    for (const week of ['thisWeek', 'lastWeek'] as const) {
      const [opened, closed] = project.githubIssues.series[week];
      const total = (values: number[] = []) => values.reduce((sum, value) => sum + value, 0);
      expect(project.githubIssues.overview[week]).toMatchObject({
        newIssues: total(opened?.data),
        closedIssues: total(closed?.data),
      });
      expect(total(project.taskDistribution.series[week])).toBe(100);
    }
    for (const row of project.budgetDetails.rows) {
      expect(row.expensesAmount + row.remainingAmount).toBeCloseTo(row.total, 2);
      expect(row.expensesPercentage + row.remainingPercentage).toBeCloseTo(100, 1);
    }
    expect(project.weeklyExpenses.labels).toEqual(weeklyWindows(MORNING, 5));
    expect(project.monthlyExpenses.labels).toEqual([
      'dic 2025',
      'ene 2026',
      'feb 2026',
      'mar 2026',
    ]);
    expect(project.yearlyExpenses.labels).toEqual(['2024', '2025', '2026']);
  });

  it('schedules today’s and tomorrow’s appointments in time order', () => {
    for (const day of [project.schedule.today, project.schedule.tomorrow]) {
      expect(day.length).toBeGreaterThanOrEqual(3);
      const times = day.map((item) => item.time);
      expect(times).toEqual([...times].sort());
      expect(times.every((time) => /^(0[89]|1\d):[03]0$/.test(time))).toBe(true);
    }
  });
});
