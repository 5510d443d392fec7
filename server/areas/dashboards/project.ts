import type { Random } from '../../seed/random';
import { cents, monthLabel, randomFor, type Today, weeklyWindows } from './calendar';
import type { BarChart, BudgetRow, IssueCounts, ProjectDashboard, ScheduleItem } from './model';

/**
 * The registry work in the template's project shape: records opened and closed per day (the
 * template's "issues"), work per registry, the day's inspections and the office's budget.
 * Invented figures, deterministic for the date.
 */
const DAYS = ['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom'];
const REGISTRIES = ['Guías', 'Agencias', 'Hospedajes', 'Policía'];
const BUDGET = ['Inspecciones', 'Capacitación', 'Difusión', 'Sistemas', 'Operativos'];
const EVENTS: readonly (readonly [string, string | null])[] = [
  ['Inspección de hospedajes', 'San Blas'],
  ['Revisión de licencias de agencias', 'Calle Procuradores'],
  ['Reunión con la Policía de Turismo', 'Calle Saphi 510'],
  ['Capacitación a guías nuevos', 'Av. de la Cultura 734'],
  ['Operativo en terminales', 'Terminal Terrestre'],
  ['Llamada con MINCETUR', null],
  ['Entrega de carnés de guía', 'DIRCETUR Cusco'],
  ['Informe semanal del registro', null],
];
const TEAM = [
  ['Rosa Quispe Huamán', 'Inspectora de Turismo', 'rosa.quispe@dircetur.example'],
  ['Luis Huallpa Ccori', 'Registrador de Guías', 'luis.huallpa@dircetur.example'],
  ['Carmen Flores Apaza', 'Especialista en Hospedajes', 'carmen.flores@dircetur.example'],
  ['Marco Paredes Loayza', 'Analista de Sistemas', 'marco.paredes@dircetur.example'],
  ['Sgto. PNP Julio Mamani Condori', 'Enlace con la Policía', 'julio.mamani@policia.example'],
  ['Elena Ttito Puma', 'Atención al Turista', 'elena.ttito@dircetur.example'],
] as const;

export function projectDashboard(today: Today): ProjectDashboard {
  const random = randomFor(today, 'project');
  const week = () => {
    const opened = Array.from({ length: 7 }, () => random.int(10, 45));
    const closed = Array.from({ length: 7 }, () => random.int(5, 35));
    const counts: IssueCounts = {
      newIssues: sum(opened),
      closedIssues: sum(closed),
      fixed: random.int(2, 12),
      wontFix: random.int(0, 6),
      reOpened: random.int(0, 9),
      needsTriage: random.int(1, 10),
    };
    return {
      counts,
      series: [
        { name: 'Registros nuevos', type: 'line', data: opened },
        { name: 'Registros cerrados', type: 'column', data: closed },
      ],
    };
  };
  const thisWeek = week();
  const lastWeek = week();
  const tasks = () => {
    const parts = REGISTRIES.map(() => random.int(10, 40));
    const total = sum(parts);
    // Percentages of the week's work, adding up to 100 (rounding goes to the last).
    const shares = parts.map((part) => Math.round((part / total) * 100));
    shares[shares.length - 1] = 100 - sum(shares.slice(0, -1));
    const created = random.int(300, 700);
    return { overview: { new: created, completed: random.int(150, created) }, shares };
  };
  const taskThis = tasks();
  const taskLast = tasks();
  const budgetShares = BUDGET.map(() => random.int(10, 30));
  const rows = budgetRows(random);
  return {
    githubIssues: {
      overview: { thisWeek: thisWeek.counts, lastWeek: lastWeek.counts },
      labels: DAYS,
      series: { thisWeek: thisWeek.series, lastWeek: lastWeek.series },
    },
    taskDistribution: {
      overview: { thisWeek: taskThis.overview, lastWeek: taskLast.overview },
      labels: REGISTRIES,
      series: { thisWeek: taskThis.shares, lastWeek: taskLast.shares },
    },
    schedule: { today: schedule(random), tomorrow: schedule(random) },
    budgetDistribution: {
      categories: BUDGET,
      series: [{ name: 'Presupuesto', data: budgetShares }],
    },
    weeklyExpenses: expenses(random, weeklyWindows(today, 5), 3_000, 6_000),
    monthlyExpenses: expenses(random, months(today, 4), 12_000, 20_000),
    yearlyExpenses: expenses(random, years(today, 3), 150_000, 220_000),
    budgetDetails: {
      columns: [
        'type',
        'total',
        'expensesAmount',
        'expensesPercentage',
        'remainingAmount',
        'remainingPercentage',
      ],
      rows,
    },
    teamMembers: TEAM.map(([name, title, email], index) => ({
      id: `team-member-${index + 1}`,
      avatar: null,
      name,
      email,
      phone: `+51 984 ${random.digits(3)} ${random.digits(3)}`,
      title,
    })),
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** Three to five of the day's events, in time order between 08:00 and 17:30. */
function schedule(random: Random): ScheduleItem[] {
  const events = random.sample(EVENTS, random.int(3, 5));
  const times = random
    .sample(
      Array.from({ length: 20 }, (_, index) => 8 * 60 + index * 30),
      events.length,
    )
    .sort((a, b) => a - b);
  return events.map(([title, location], index) => {
    const minutes = times[index] ?? 8 * 60;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return { title, time, location };
  });
}

function expenses(random: Random, labels: string[], from: number, to: number): BarChart {
  const data = labels.map(() => random.int(from, to));
  return { amount: sum(data), labels, series: [{ name: 'Gastos', data }] };
}

/** The last `count` months, this one last, as "nov 2026". */
function months(today: Today, count: number): string[] {
  const [year, month] = today.date.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    return monthLabel(Date.UTC(year, month - 1 - (count - 1 - index), 15));
  });
}

function years(today: Today, count: number): string[] {
  const year = Number(today.date.slice(0, 4));
  return Array.from({ length: count }, (_, index) => String(year - (count - 1 - index)));
}

function budgetRows(random: Random): BudgetRow[] {
  return BUDGET.map((type, index) => {
    const total = random.int(8, 30) * 1000;
    const expensesAmount = cents(total * (0.3 + random.next() * 0.65));
    const remainingAmount = cents(total - expensesAmount);
    return {
      id: index + 1,
      type,
      total,
      expensesAmount,
      expensesPercentage: cents((expensesAmount / total) * 100),
      remainingAmount,
      remainingPercentage: cents((remainingAmount / total) * 100),
    };
  });
}
