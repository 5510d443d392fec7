/**
 * npm run db:migrate: brings the configured store (DATABASE_URL, else DB_FILE) up to this
 * build: schema migrations, tables of new collections, data migrations. The server does the same
 * at start-up; this runs it ahead of a deployment. Several instances may start meanwhile: they
 * wait for one another.
 */
import { SETTINGS } from '../server/areas';
import { loadConfig } from '../server/config';
import { openDataStore } from '../server/data';
import { createLogger } from '../server/logger';
import { describeLocation, explain } from './lib/store-location';

try {
  const config = loadConfig(process.env, process.cwd(), SETTINGS);
  const store = await openDataStore(config, createLogger('info'));
  await store.close();
  console.log(
    `db:migrate: ${describeLocation(config.database?.url ?? config.dbFile)} is up to date.`,
  );
} catch (error) {
  console.error('db:migrate:', explain(error));
  process.exitCode = 1;
}
