import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OPERATOR } from '../../server/areas/users/operator';
import { demoAccountsWithDemoPassword } from '../../server/areas/users/service';
import { STORE_SCHEMA } from '../../server/data';
import { createPasswords, PASSWORD_HASHING } from '../../server/security/passwords';
import { openLowdbStore } from '../../server/store/lowdb';
import type { Data } from '../../server/store/types';
import { recordingLogger } from '../support/store-fixtures';
import { tempDirs } from '../support/temp-dir';

const dirs = tempDirs('tsc-set-password-');
afterEach(() => dirs.cleanup());

const ROOT = resolve(import.meta.dirname, '../..');
const NEW_PASSWORD = 'Qoricancha-Nueva-2026';

/** Runs the script on `file` with `stdin` piped in. */
function setPassword(file: string, args: string[], stdin: string) {
  return new Promise<{ code: number | null; output: string }>((done, fail) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/users-set-password.ts', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, DB_FILE: file, NODE_ENV: 'development' },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, output }));
    child.stdin.end(stdin);
  });
}

/** A store file seeded with the demo accounts, closed again so the script may open it. */
async function seededFile(): Promise<string> {
  const file = join(await dirs.make(), 'db.json');
  const store = await openLowdbStore({ file, ...STORE_SCHEMA, logger: recordingLogger() });
  await store.close();
  return file;
}

const read = async (file: string): Promise<Data> => JSON.parse(await readFile(file, 'utf8'));

describe('npm run users:set-password', () => {
  it('replaces a demo password from stdin, with the production hash, audited', async () => {
    const file = await seededFile();
    const { code, output } = await setPassword(
      file,
      ['admin@turismo.cusco.pe'],
      `${NEW_PASSWORD}\n`,
    );
    expect(code, output).toBe(0);
    expect(output).toContain('the password of admin was changed');

    const data = await read(file);
    const admin = data.users.find((user) => user.username === 'admin');
    const passwords = await createPasswords(PASSWORD_HASHING);
    expect(await passwords.verify(admin?.passwordHash ?? '', NEW_PASSWORD)).toBe(true);
    expect(passwords.needsRehash(admin?.passwordHash ?? '')).toBe(false);
    expect(admin?.mustChangePassword).toBe(false);
    expect(data.auditTrail).toEqual([
      expect.objectContaining({
        area: 'users',
        recordId: admin?.id,
        action: 'UPDATE',
        actor: OPERATOR,
        changes: [{ field: 'passwordHash', before: null, after: null }],
      }),
    ]);
    expect(JSON.stringify(data.auditTrail)).not.toContain('$argon2');
    expect(output).not.toContain(NEW_PASSWORD);

    const store = await openLowdbStore({ file, ...STORE_SCHEMA, logger: recordingLogger() });
    expect(await demoAccountsWithDemoPassword(store, passwords)).toEqual(['dircetur', 'policia']);
    await store.close();
  });

  it('refuses a weak password, an unknown login and a missing one, changing nothing', async () => {
    const file = await seededFile();
    const before = await readFile(file, 'utf8');
    const weak = await setPassword(file, ['admin'], 'Cusco.2026\n');
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('The demo password cannot be used');
    const unknown = await setPassword(file, ['nadie'], `${NEW_PASSWORD}\n`);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No account has the username or email nadie');
    const usage = await setPassword(file, [], `${NEW_PASSWORD}\n`);
    expect(usage.code).toBe(1);
    expect(usage.output).toContain('Usage: npm run users:set-password -- <username or email>');
    expect(await readFile(file, 'utf8')).toBe(before);
  });
});
