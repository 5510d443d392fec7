// Prints, per language of the tourists' side, what is missing and who reviewed it; fails when a
// language the list calls complete lacks a text (shared/locales.ts).
import { i18nStatus, statusTable } from './lib/i18n-status';

const statuses = i18nStatus();
console.log(statusTable(statuses));
const broken = statuses.filter(
  (status) => status.complete && (status.missing.length > 0 || status.missingSeeds.length > 0),
);
for (const status of broken) {
  console.error(`\n${status.code} is listed as complete but lacks:`);
  for (const key of [...status.missing, ...status.missingSeeds].slice(0, 20))
    console.error(`  ${key}`);
}
process.exitCode = broken.length > 0 ? 1 : 0;
