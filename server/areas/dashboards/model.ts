/**
 * The template's dashboard shapes, with camelCase keys. REST renames the template's kebab-case
 * keys back (`thisYear` → `this-year`, see view.ts); GraphQL answers these names.
 */

/** A value at an instant (a chart point). */
export interface Point {
  x: string;
  y: number;
}

export interface PointSeries {
  name: string;
  data: Point[];
}

export interface Series {
  name: string;
  /** How the chart draws it, where the template says (line or column). */
  type?: string;
  data: number[];
}

/** A total with the chart behind it: labels on one axis, series of values on the other. */
export interface BarChart {
  amount: number;
  labels: string[];
  series: Series[];
}

/** Shares of the unique visitors (e.g. new vs returning). */
export interface Share {
  uniqueVisitors: number;
  series: number[];
  labels: string[];
}

export interface AnalyticsDashboard {
  visitors: { series: { thisYear: PointSeries[]; lastYear: PointSeries[] } };
  conversions: BarChart;
  impressions: BarChart;
  visits: BarChart;
  visitorsVsPageViews: {
    overallScore: number;
    averageRatio: number;
    predictedRatio: number;
    series: PointSeries[];
  };
  newVsReturning: Share;
  gender: Share;
  age: Share;
  language: Share;
}

export type TrendDirection = 'up' | 'down';

export interface Trend {
  dir: TrendDirection;
  amount: number;
}

export interface CryptoDashboard {
  btc: {
    amount: number;
    trend: Trend;
    marketCap: number;
    volume: number;
    supply: number;
    allTimeHigh: number;
    price: { series: PointSeries[] };
  };
  prices: { btc: number; eth: number; bch: number; xrp: number };
  wallets: { btc: number; eth: number; bch: number; xrp: number };
  watchlist: {
    title: string;
    iso: string;
    amount: number;
    trend: Trend;
    series: PointSeries[];
  }[];
}

export type StatementStatus = 'paid' | 'pending';

export interface Statement {
  status: StatementStatus;
  date: string;
  limit: number;
  spent: number;
  minimum: number;
}

export type TransactionStatus = 'completed' | 'pending';

export interface Transaction {
  id: string;
  transactionId: string;
  name: string;
  amount: number;
  status: TransactionStatus;
  date: string;
}

export interface FinanceDashboard {
  previousStatement: Statement;
  currentStatement: Statement;
  accountBalance: { growRate: number; ami: number; series: PointSeries[] };
  budget: {
    expenses: number;
    expensesLimit: number;
    savings: number;
    savingsGoal: number;
    bills: number;
    billsLimit: number;
  };
  recentTransactions: Transaction[];
}

export interface IssueCounts {
  newIssues: number;
  closedIssues: number;
  fixed: number;
  wontFix: number;
  reOpened: number;
  needsTriage: number;
}

export interface ScheduleItem {
  title: string;
  time: string;
  location: string | null;
}

export interface BudgetRow {
  id: number;
  type: string;
  total: number;
  expensesAmount: number;
  expensesPercentage: number;
  remainingAmount: number;
  remainingPercentage: number;
}

export interface TeamMember {
  id: string;
  avatar: string | null;
  name: string;
  email: string;
  phone: string;
  title: string;
}

export interface ProjectDashboard {
  githubIssues: {
    overview: { thisWeek: IssueCounts; lastWeek: IssueCounts };
    labels: string[];
    series: { thisWeek: Series[]; lastWeek: Series[] };
  };
  taskDistribution: {
    overview: {
      thisWeek: { new: number; completed: number };
      lastWeek: { new: number; completed: number };
    };
    labels: string[];
    series: { thisWeek: number[]; lastWeek: number[] };
  };
  schedule: { today: ScheduleItem[]; tomorrow: ScheduleItem[] };
  budgetDistribution: { categories: string[]; series: Series[] };
  weeklyExpenses: BarChart;
  monthlyExpenses: BarChart;
  yearlyExpenses: BarChart;
  budgetDetails: { columns: string[]; rows: BudgetRow[] };
  teamMembers: TeamMember[];
}
