import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsDashboard } from '../../../../server/areas/dashboards/analytics';
import { todayAt } from '../../../../server/areas/dashboards/calendar';
import { financeDashboard } from '../../../../server/areas/dashboards/finance';
import { toTemplateKeys } from '../../../../server/areas/dashboards/view';
import type { TestApp } from '../../../support/app';
import type { StaffClient } from '../../../support/apps';
import { appAt } from '../../../support/fixed-date';

// Noon in Cusco: the clock runs on during the test without leaving the date.
const NOW = '2026-03-15T17:00:00.000Z';
const TODAY = todayAt(Date.parse(NOW));

let app: TestApp;
let client: StaffClient;
beforeAll(async () => {
  ({ app, client } = await appAt(NOW, 'POLICIA'));
});

describe('GET /api/dashboards/<name>', () => {
  it('answers each dashboard for the app’s date, in the template’s keys', async () => {
    const analytics = await client.get('/api/dashboards/analytics');
    expect(analytics.status).toBe(200);
    expect(analytics.body).toEqual(toTemplateKeys(analyticsDashboard(TODAY)));
    expect(Object.keys(analytics.body.visitors.series)).toEqual(['this-year', 'last-year']);
    const finance = await client.get('/api/dashboards/finance');
    expect(finance.body).toEqual(financeDashboard(TODAY));
    expect(finance.body.currentStatement.status).toBe('pending');
    const project = (await client.get('/api/dashboards/project')).body;
    expect(Object.keys(project.githubIssues.overview)).toEqual(['this-week', 'last-week']);
    expect(Object.keys(project.githubIssues.overview['this-week'])).toEqual([
      'new-issues',
      'closed-issues',
      'fixed',
      'wont-fix',
      're-opened',
      'needs-triage',
    ]);
    expect(Object.keys(project.taskDistribution.series)).toEqual(['this-week', 'last-week']);
    const crypto = (await client.get('/api/dashboards/crypto')).body;
    expect(Object.keys(crypto)).toEqual(['btc', 'prices', 'wallets', 'watchlist']);
    expect(crypto.prices.btc).toBe(crypto.btc.amount);
  });

  it('answers again the same, and moves on with the date', async () => {
    const first = (await client.get('/api/dashboards/finance')).body;
    expect((await client.get('/api/dashboards/finance')).body).toEqual(first);
    const { client: tomorrow } = await appAt('2026-03-16T17:00:00.000Z');
    const next = (await tomorrow.get('/api/dashboards/finance')).body;
    expect(next.recentTransactions).not.toEqual(first.recentTransactions);
    expect(next.recentTransactions[0].id).toBe('transaction-2026-03-16-1');
  });

  it('is for signed-in staff only', async () => {
    for (const name of ['analytics', 'crypto', 'finance', 'project']) {
      expect((await app.request.get(`/api/dashboards/${name}`)).status).toBe(401);
    }
  });
});

describe('Query.<name>Dashboard', () => {
  it('answers the same figures in camelCase', async () => {
    const data = await client.data(`{
      analyticsDashboard { visitors { series { thisYear { name data { x y } } lastYear { name data { x y } } } } conversions { amount labels series { name data } } }
      financeDashboard { previousStatement { status date limit spent minimum } recentTransactions { id transactionId name amount status date } }
      projectDashboard { githubIssues { overview { thisWeek { newIssues closedIssues fixed wontFix reOpened needsTriage } } } taskDistribution { series { thisWeek lastWeek } } schedule { today { title time location } } }
      cryptoDashboard { btc { amount trend { dir amount } } watchlist { iso trend { dir } } }
    }`);
    const analytics = analyticsDashboard(TODAY);
    expect(data.analyticsDashboard).toEqual({
      visitors: analytics.visitors,
      conversions: analytics.conversions,
    });
    const finance = financeDashboard(TODAY);
    expect(data.financeDashboard).toEqual({
      previousStatement: finance.previousStatement,
      recentTransactions: finance.recentTransactions,
    });
    const anonymous = await app.graphql(
      '{ projectDashboard { labels: schedule { today { title } } } }',
    );
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
