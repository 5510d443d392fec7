import type { Random } from '../../seed/random';
import { cents, DAY_MS, randomFor, type Today } from './calendar';
import type { CryptoDashboard, PointSeries, Trend } from './model';

/**
 * The template's crypto dashboard, kept as it is (no product meaning fits it): prices over the
 * last 30 days and a watchlist. Invented figures, deterministic for the date.
 */
export function cryptoDashboard(today: Today): CryptoDashboard {
  const random = randomFor(today, 'crypto');
  const btcPrice = prices(random, today, 30, random.int(60_000, 90_000), 0.03);
  const btc = lastOf(btcPrice);
  const coins = [
    { title: 'Ethereum', iso: 'ETH', start: random.int(2_000, 4_000) },
    { title: 'Bitcoin Cash', iso: 'BCH', start: random.int(300, 600) },
    { title: 'XRP', iso: 'XRP', start: random.int(1, 3) },
    { title: 'Litecoin', iso: 'LTC', start: random.int(60, 120) },
    { title: 'Cardano', iso: 'ADA', start: random.int(1, 2) },
  ].map((coin) => ({ ...coin, series: prices(random, today, 14, coin.start, 0.05) }));
  const price = (iso: string) => lastOf(coins.find((coin) => coin.iso === iso)?.series ?? []);
  const supply = random.int(19_000_000, 19_900_000);
  return {
    btc: {
      amount: btc,
      trend: trend(btcPrice),
      marketCap: Math.round(btc * supply),
      volume: random.int(20_000_000_000, 60_000_000_000),
      supply,
      allTimeHigh: cents(Math.max(btc, ...btcPrice[0].data.map((p) => p.y)) * 1.2),
      price: { series: btcPrice },
    },
    prices: { btc, eth: price('ETH'), bch: price('BCH'), xrp: price('XRP') },
    wallets: {
      btc: random.int(1_000, 30_000) / 1000,
      eth: random.int(10_000, 200_000) / 1000,
      bch: random.int(10_000, 100_000) / 1000,
      xrp: random.int(1_000_000, 20_000_000) / 1000,
    },
    watchlist: coins.map(({ title, iso, series }) => ({
      title,
      iso,
      amount: lastOf(series),
      trend: trend(series),
      series,
    })),
  };
}

/** `days` daily prices ending today, each moving at most `swing` (a fraction) from the last. */
function prices(
  random: Random,
  today: Today,
  days: number,
  start: number,
  swing: number,
): [PointSeries] {
  let value = start;
  const data = Array.from({ length: days }, (_, index) => {
    value = value * (1 + (random.next() * 2 - 1) * swing);
    return {
      x: new Date(today.start - (days - 1 - index) * DAY_MS).toISOString(),
      y: cents(value),
    };
  });
  return [{ name: 'Precio', data }];
}

function lastOf(series: readonly PointSeries[]): number {
  return series[0]?.data.at(-1)?.y ?? 0;
}

/** The last day's change, in percent. */
function trend(series: readonly PointSeries[]): Trend {
  const data = series[0]?.data ?? [];
  const last = data.at(-1)?.y ?? 0;
  const before = data.at(-2)?.y ?? last;
  const change = before === 0 ? 0 : ((last - before) / before) * 100;
  return { dir: change < 0 ? 'down' : 'up', amount: cents(Math.abs(change)) };
}
