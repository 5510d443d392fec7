/**
 * npm run db:copy -- <from> <to>: copies a whole store between the file and PostgreSQL (either
 * way; each is a file path or a postgres:// URL) into an empty target, then reads the target
 * back and checks every record of every collection against the source. The source is only read;
 * stop the servers using it first (the file's lock refuses a copy while one runs).
 */
import { COLLECTIONS } from '../server/areas';
import { exportData } from '../server/store/export';
import { writeAndCheck } from './lib/store-copy';
import {
  describeLocation,
  explain,
  isEmptyLocation,
  occupiedMessage,
  openLocation,
} from './lib/store-location';

const [from, to] = process.argv.slice(2);

async function copy(source: string, target: string): Promise<number> {
  if (await isEmptyLocation(source)) {
    console.error(`db:copy: ${describeLocation(source)} holds no store to copy.`);
    return 1;
  }
  const occupied = await occupiedMessage(target);
  if (occupied) {
    console.error(`db:copy: ${occupied}`);
    return 1;
  }
  const reading = await openLocation(source);
  const data = await exportData(reading, COLLECTIONS);
  await reading.close();

  const problems = await writeAndCheck(data, target);
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
