import { isDeepStrictEqual } from 'node:util';
import { COLLECTIONS } from '../../server/areas';
import { exportData } from '../../server/store/export';
import type { Data } from '../../server/store/types';
import { openLocation } from './store-location';

/**
 * Writes `data` into the empty store at `target`, reads the target back and checks every record
 * of every collection against `data`, printing a line per collection. Answers how many records
 * differ (0 when the copy is whole).
 */
export async function writeAndCheck(data: Data, target: string): Promise<number> {
  const written = await openLocation(target, () => data);
  const copied = await exportData(written, COLLECTIONS, data.meta.seededAt);
  await written.close();

  let problems = 0;
  for (const { name } of COLLECTIONS) {
    const expected = (data as unknown as Record<string, { id: string }[]>)[name] ?? [];
    const actual = (copied as unknown as Record<string, { id: string }[]>)[name] ?? [];
    const byId = new Map(actual.map((item) => [item.id, item]));
    const wrong = expected.filter((item) => !isDeepStrictEqual(byId.get(item.id), item));
    const extra = actual.length - expected.length + wrong.length;
    problems += wrong.length + Math.max(0, extra);
    console.log(
      `${name.padEnd(28)} ${String(expected.length).padStart(7)} records  ${wrong.length === 0 && extra <= 0 ? 'checked' : `${wrong.length} differ`}`,
    );
  }
  return problems;
}
