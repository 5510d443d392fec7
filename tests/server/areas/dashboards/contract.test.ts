import { expect, it } from 'vitest';
import { toTemplateKeys } from '../../../../server/areas/dashboards/view';
import { gql, rest, runContract, type Step } from '../../../support/contract';

const POINTS = 'name data { x y }';
const SERIES = 'name type data';
const BARS = `amount labels series { ${SERIES} }`;
const SHARE = 'uniqueVisitors series labels';
const TREND = 'trend { dir amount }';
const STATEMENT = 'status date limit spent minimum';
const ISSUES = 'newIssues closedIssues fixed wontFix reOpened needsTriage';

/** Every field of each dashboard, so the contract covers the whole shape. */
const QUERIES: Record<string, string> = {
  analytics: `analyticsDashboard {
    visitors { series { thisYear { ${POINTS} } lastYear { ${POINTS} } } }
    conversions { ${BARS} } impressions { ${BARS} } visits { ${BARS} }
    visitorsVsPageViews { overallScore averageRatio predictedRatio series { ${POINTS} } }
    newVsReturning { ${SHARE} } gender { ${SHARE} } age { ${SHARE} } language { ${SHARE} }
  }`,
  crypto: `cryptoDashboard {
    btc { amount ${TREND} marketCap volume supply allTimeHigh price { series { ${POINTS} } } }
    prices { btc eth bch xrp } wallets { btc eth bch xrp }
    watchlist { title iso amount ${TREND} series { ${POINTS} } }
  }`,
  finance: `financeDashboard {
    previousStatement { ${STATEMENT} } currentStatement { ${STATEMENT} }
    accountBalance { growRate ami series { ${POINTS} } }
    budget { expenses expensesLimit savings savingsGoal bills billsLimit }
    recentTransactions { id transactionId name amount status date }
  }`,
  project: `projectDashboard {
    githubIssues { overview { thisWeek { ${ISSUES} } lastWeek { ${ISSUES} } } labels series { thisWeek { ${SERIES} } lastWeek { ${SERIES} } } }
    taskDistribution { overview { thisWeek { new completed } lastWeek { new completed } } labels series { thisWeek lastWeek } }
    schedule { today { title time location } tomorrow { title time location } }
    budgetDistribution { categories series { ${SERIES} } }
    weeklyExpenses { ${BARS} } monthlyExpenses { ${BARS} } yearlyExpenses { ${BARS} }
    budgetDetails { columns rows { id type total expensesAmount expensesPercentage remainingAmount remainingPercentage } }
    teamMembers { id avatar name email phone title }
  }`,
};

/** GraphQL answers `type: null` where REST leaves a series' type out, as the template does. */
function withoutNullTypes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNullTypes);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key, field]) => !(key === 'type' && field === null))
        .map(([key, field]) => [key, withoutNullTypes(field)]),
    );
  }
  return value;
}

const steps: Step[] = [
  ...Object.entries(QUERIES).map(([name, query]) => ({
    name,
    rest: (api: Parameters<Step['rest']>[0]) => rest(api.get(`/api/dashboards/${name}`)),
    graphql: async (api: Parameters<Step['graphql']>[0]) => {
      const data = (await gql(api, `{ ${query} }`)) as Record<string, unknown>;
      // REST answers the template's kebab-case keys; GraphQL cannot name them.
      return toTemplateKeys(withoutNullTypes(Object.values(data)[0]));
    },
  })),
  {
    name: 'activities',
    rest: (api) => rest(api.get('/api/pages/activities')),
    graphql: async (api) =>
      (
        (await gql(
          api,
          '{ activities { id icon image description date extraContent linkedContent link useRouter } }',
        )) as { activities: unknown }
      ).activities,
  },
];

it('REST and GraphQL answer the dashboards and the activity feed alike', async () => {
  const { rest: viaRest, graphql } = await runContract(steps);
  expect(graphql).toEqual(viaRest);
});
