/**
 * Crash-test fixture: opens the file store at argv[2] and inserts emergency contacts with ids
 * `<argv[3]>-<n>` from 20 concurrent writers, printing each id on stdout as soon as its insert is
 * acknowledged. It runs until killed (at most 15 s, so that it never outlives a broken test).
 *
 * node --import tsx tests/support/store-writer.ts <file> <id-prefix>
 */

import { STORE_SCHEMA } from '../../server/data';
import { openLowdbStore } from '../../server/store/lowdb';
import { makeEmergencyContact } from './store-fixtures';

const [file, prefix] = process.argv.slice(2);
if (!file || !prefix) {
  console.error('usage: store-writer.ts <file> <id-prefix>');
  process.exit(2);
}

const WRITERS = 20;
const deadline = Date.now() + 15_000;
const store = await openLowdbStore({ file, ...STORE_SCHEMA });
process.stdout.write('ready\n');

let next = 0;
async function writer(): Promise<void> {
  while (Date.now() < deadline) {
    const id = `${prefix}-${next}`;
    next += 1;
    await store.emergencyContacts.insert(makeEmergencyContact(id));
    // Stdout to a pipe is synchronous on Linux: once this returns, the parent can read the id.
    process.stdout.write(`${id}\n`);
  }
}

await Promise.all(Array.from({ length: WRITERS }, writer));
await store.close();
