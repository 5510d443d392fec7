import type { Random } from '../../seed/random';
import { cents, DAY_MS, randomFor, type Today } from './calendar';
import type { FinanceDashboard, Statement, Transaction } from './model';

/**
 * The office's accounts in the template's finance shape: fees paid by providers for their
 * registration (income) and the office's own spending, in soles. Invented, deterministic for
 * the date.
 */
const PAYERS = [
  'Inka Trails Expediciones EIRL',
  'Hostal Qorikancha',
  'Andes Viajes y Turismo SAC',
  'Hospedaje Plaza San Blas',
  'Valle Sagrado Tours',
  'Casa de Huéspedes Saphy',
  'Rainbow Mountain Travel',
  'Hotel Wayra Cusco',
  'Salkantay Adventures SRL',
  'Albergue Pisac Inti',
];
const EXPENSES = [
  'Combustible para inspecciones',
  'Impresión de carnés de guía',
  'Servicio de internet',
  'Útiles de oficina',
  'Viáticos de inspección en Ollantaytambo',
];

export function financeDashboard(today: Today): FinanceDashboard {
  const random = randomFor(today, 'finance');
  const [year, monthOfYear] = today.date.split('-').map(Number) as [number, number];
  // Midnight UTC of the first day of a month counted from this one.
  const month = (offset: number) => Date.UTC(year, monthOfYear - 1 + offset, 1);
  // The previous statement closed on the last day of last month and is paid; the current one
  // closes on the last day of this month.
  const statement = (status: Statement['status'], closes: number): Statement => {
    const limit = random.int(30, 40) * 1000;
    const spent = cents(limit * (0.6 + random.next() * 0.35));
    return {
      status,
      // Midnight in Cusco of the month's last day.
      date: new Date(closes - DAY_MS + 5 * 60 * 60 * 1000).toISOString(),
      limit,
      spent,
      minimum: cents(spent * 0.25),
    };
  };
  const balance = (name: string, start: number) => {
    let value = start;
    return {
      name,
      data: Array.from({ length: 26 }, (_, index) => {
        value = Math.max(0, value + random.int(-1_500, 2_500));
        return { x: new Date(today.start - (25 - index) * 14 * DAY_MS).toISOString(), y: value };
      }),
    };
  };
  const expenses = cents(random.int(12_000, 19_000) + random.next());
  const bills = cents(random.int(3_000, 5_500) + random.next());
  return {
    previousStatement: statement('paid', month(0)),
    currentStatement: statement('pending', month(1)),
    accountBalance: {
      growRate: cents(random.int(500, 4_000) / 100),
      ami: random.int(35_000, 55_000),
      series: [balance('Previsto', random.int(40_000, 60_000)), balance('Gastos', 20_000)],
    },
    budget: {
      expenses,
      expensesLimit: 20_000,
      savings: cents(random.int(8_000, 12_000) + random.next()),
      savingsGoal: 400_000,
      bills,
      billsLimit: 6_000,
    },
    recentTransactions: transactions(random, today),
  };
}

/**
 * The last ten movements, newest first, over the last three weeks (never today, so a day's
 * answer does not change with the hour): the two newest still pending.
 */
function transactions(random: Random, today: Today): Transaction[] {
  const days = random
    .sample(
      Array.from({ length: 21 }, (_, index) => index + 1),
      10,
    )
    .sort((a, b) => a - b);
  return days.map((day, index) => {
    const income = random.chance(0.7);
    const minutes = random.int(8 * 60, 18 * 60);
    return {
      id: `transaction-${today.date}-${index + 1}`,
      transactionId: `${random.digits(9)}NT`,
      name: income ? random.pick(PAYERS) : random.pick(EXPENSES),
      amount: income ? cents(random.int(150, 1_200)) : -cents(random.int(40, 900) + random.next()),
      status: index < 2 ? 'pending' : 'completed',
      date: new Date(today.start - day * DAY_MS + minutes * 60_000).toISOString(),
    };
  });
}
