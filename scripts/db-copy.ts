/**
 * npm run db:copy -- <from> <to>: copies a whole store between the file and PostgreSQL (either
 * way; each is a file path or a postgres:// URL) into an empty target, then reads the target
 * back and checks every record of every collection against the source. The source is only read;
 * stop the servers using it first (the file's lock refuses a copy while one runs).
 */
import { isDeepStrictEqual } from 'node:util';
import { COLLECTIONS } from '../server/areas';
import { exportData } from '../server/store/export';
import { describeLocation, explain, isEmptyLocation, openLocation } from './lib/store-location';

const [from, to] = process.argv.slice(2);

async function copy(source: string, target: string): Promise<number> {
  if (await isEmptyLocation(source)) {
    console.error(`db:copy: ${describeLocation(source)} holds no store to copy.`);
    return 1;
  }
  if (!(await isEmptyLocation(target))) {
    console.error(
      `db:copy: refused: ${describeLocation(target)} already holds a store. Copy only into an empty database or a file that does not exist.`,
    );
    return 1;
  }
  const reading = await openLocation(source);
  const data = await exportData(reading, COLLECTIONS);
  await reading.close();

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
  if (problems > 0) {
    console.error(`db:copy: ${problems} records differ between source and target.`);
    return 1;
  }
  console.log(
    `db:copy: ${describeLocation(source)} → ${describeLocation(target)}: every record copied and checked.`,
  );
  return 0;
}

if (!from || !to) {
  console.error('usage: npm run db:copy -- <from> <to>   (a store file path or a postgres:// URL)');
  process.exitCode = 2;
} else {
  try {
    process.exitCode = await copy(from, to);
  } catch (error) {
    console.error('db:copy:', explain(error));
    process.exitCode = 1;
  }
}
