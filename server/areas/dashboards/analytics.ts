import type { Random } from '../../seed/random';
import { DAY_MS, randomFor, type Today, walk, weeklyWindows } from './calendar';
import type { AnalyticsDashboard, BarChart, Point, Share } from './model';

/**
 * Analytics of the tourists' page (verification of providers and the emergency numbers): its
 * visitors over the last year against the year before, weekly lookups, views and visits, and
 * who the visitors are. Figures are invented, deterministic for the date.
 */
export function analyticsDashboard(today: Today): AnalyticsDashboard {
  const random = randomFor(today, 'analytics');
  const weekly = (from: number, to: number): Point[] =>
    walk(random, 52, random.int(from, to), 600, 800).map((y, index) => ({
      x: new Date(today.start - (51 - index) * 7 * DAY_MS).toISOString(),
      y,
    }));
  const thisYear = weekly(4000, 6000);
  // The same weeks a year (52 weeks) before.
  const lastYear = weekly(3000, 5000).map((point) => ({
    x: new Date(Date.parse(point.x) - 52 * 7 * DAY_MS).toISOString(),
    y: point.y,
  }));
  const daily = (from: number, to: number) =>
    walk(random, 30, random.int(from, to), 250, 100).map((y, index) => ({
      x: new Date(today.start - (29 - index) * DAY_MS).toISOString(),
      y,
    }));
  const uniqueVisitors = thisYear.slice(-4).reduce((sum, point) => sum + point.y, 0);
  return {
    visitors: {
      series: {
        thisYear: [{ name: 'Visitantes', data: thisYear }],
        lastYear: [{ name: 'Visitantes', data: lastYear }],
      },
    },
    conversions: bars(random, today, 'Verificaciones', 300, 900),
    impressions: bars(random, today, 'Impresiones', 8000, 16000),
    visits: bars(random, today, 'Visitas', 2000, 6000),
    visitorsVsPageViews: {
      overallScore: random.int(380, 520),
      averageRatio: random.int(40, 50),
      predictedRatio: random.int(50, 60),
      series: [
        { name: 'Páginas vistas', data: daily(2500, 3500) },
        { name: 'Visitantes', data: daily(1200, 1800) },
      ],
    },
    newVsReturning: share(random, uniqueVisitors, ['Nuevos', 'Recurrentes'], 70, 85),
    gender: share(random, uniqueVisitors, ['Hombres', 'Mujeres'], 45, 55),
    age: share(random, uniqueVisitors, ['Menores de 30', 'De 30 o más'], 35, 50),
    language: share(random, uniqueVisitors, ['Español', 'Otros idiomas'], 40, 60),
  };
}

/** Six weekly windows of one count, and their total. */
function bars(random: Random, today: Today, name: string, from: number, to: number): BarChart {
  const data = Array.from({ length: 6 }, () => random.int(from, to));
  return {
    amount: data.reduce((sum, value) => sum + value, 0),
    labels: weeklyWindows(today, 6),
    series: [{ name, data }],
  };
}

/** Two shares in percent that add up to 100. */
function share(
  random: Random,
  uniqueVisitors: number,
  labels: [string, string],
  from: number,
  to: number,
): Share {
  const first = random.int(from, to);
  return { uniqueVisitors, series: [first, 100 - first], labels };
}
