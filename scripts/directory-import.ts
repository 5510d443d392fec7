/**
 * npm run directory:import -- <file.csv> [--lodgings] [--dry-run]: imports a file of the national
 * directory of qualified providers (Directorio Nacional de Prestadores) into the travel agencies
 * registry (with --lodgings, the lodgings) from the server's console, as the admin area's
 * "Importar del directorio" does: the region's rows (DIRECTORY_REGION), new records created,
 * changes written with a person's edits kept, records no longer listed marked, never deleted,
 * all in one transaction with every change in the records' history. --dry-run prints what would
 * change and changes nothing. Works on the store of the configuration (DB_FILE or DATABASE_URL).
 */

import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { DirectoryTarget } from '../generated/graphql';
import { SETTINGS } from '../server/areas';
import { applyRows, planImport, previewRecord } from '../server/areas/directory/import';
import { writesRecord } from '../server/areas/directory/preview';
import { ConfigError, loadConfig } from '../server/config';
import { openDataStore } from '../server/data';
import { isAppError } from '../server/errors';
import { createLogger } from '../server/logger';
import { cuscoToday } from '../server/registry/dates';

const NAME = 'directory:import';
const USAGE = `Usage: npm run ${NAME} -- <file.csv> [--lodgings] [--dry-run]`;
const FLAGS = ['--dry-run', '--lodgings'];

/** How the audit trail names an import made on the console. */
const OPERATOR = { id: 'operator', name: `Operador del servidor (${NAME})` };

/** At most this many refused rows are printed; the count says how many there are. */
const SHOWN_REJECTIONS = 20;

class UsageError extends Error {}

async function main(args: string[]): Promise<void> {
  const dryRun = args.includes('--dry-run');
  const target: DirectoryTarget = args.includes('--lodgings') ? 'LODGINGS' : 'TRAVEL_AGENCIES';
  const files = args.filter((arg) => !arg.startsWith('--'));
  const unknown = args.filter((arg) => arg.startsWith('--') && !FLAGS.includes(arg));
  if (files.length !== 1 || unknown.length > 0) throw new UsageError(USAGE);
  const path = files[0] as string;
  const bytes = await readFile(path).catch(() => {
    throw new UsageError(`${NAME}: cannot read ${path}`);
  });
  const config = loadConfig(process.env, process.cwd(), SETTINGS);
  const store = await openDataStore(config, createLogger('warn'));
  try {
    const plan = await planImport(store, target, bytes, config.settings.directory);
    const { preview, rows } = plan;
    const changed = preview.changed.filter(writesRecord);
    const kept = preview.changed.filter((one) => one.kept.length > 0);
    console.log(
      `${NAME}: ${basename(path)} into ${target === 'LODGINGS' ? 'lodgings' : 'travel agencies'}, cut-off ${rows.cutoff ?? 'not given'}, region ${config.settings.directory.region}`,
    );
    console.log(`  new records:             ${preview.created.length}`);
    console.log(`  records changed:         ${changed.length}`);
    console.log(`  person's edits kept:     ${kept.length}`);
    console.log(`  unchanged:               ${preview.unchanged}`);
    console.log(`  no longer listed:        ${preview.missing.length} (marked, never deleted)`);
    console.log(`  already marked missing:  ${preview.stillMissing}`);
    console.log(`  rows of other regions:   ${preview.otherRegions}`);
    console.log(`  rows rejected:           ${preview.rejectedCount}`);
    for (const row of preview.rejected.slice(0, SHOWN_REJECTIONS)) {
      const who = [row.ruc, row.name].filter(Boolean).join(' ');
      const read = row.problems.includes('UNKNOWN_CLASS')
        ? ` CLASE «${row.classText ?? ''}», CATEGORIA «${row.categoryText ?? ''}»`
        : '';
      console.log(
        `    line ${row.line}: ${row.problems.join(', ')}${read}${who ? ` (${who})` : ''}`,
      );
    }
    const shown = Math.min(preview.rejected.length, SHOWN_REJECTIONS);
    if (preview.rejectedCount > shown) {
      console.log(`    … and ${preview.rejectedCount - shown} more`);
    }
    if (dryRun) {
      console.log(`${NAME}: --dry-run, nothing was changed.`);
      return;
    }
    const now = new Date();
    const at = now.toISOString();
    const record = previewRecord({
      target,
      fileName: basename(path),
      plan,
      settings: config.settings.directory,
      now: now.getTime(),
      actor: OPERATOR,
    });
    const counts = await store.transaction(async (tx) => {
      // The operator confirmed what was printed: as many marked missing, and no more.
      const { counts, undo } = await applyRows(tx, {
        target,
        rows,
        source: { id: record.id, fileName: record.fileName, cutoff: record.cutoff },
        at,
        today: cuscoToday(now.getTime()),
        actor: OPERATOR,
        confirmedMissing: preview.missing.length,
      });
      await tx.directoryImports.insert({
        ...record,
        rows: null,
        preview: null,
        pendingBy: null,
        appliedAt: at,
        appliedBy: OPERATOR,
        applied: counts,
        undo,
        undoneAt: null,
        undoneBy: null,
      });
      return counts;
    });
    console.log(
      `${NAME}: applied: ${counts.created} created, ${counts.changed} changed, ${counts.missing} marked as no longer listed.`,
    );
  } finally {
    await store.close();
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(error.message);
  } else if (isAppError(error)) {
    console.error(`${NAME}: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
}
