/**
 * npm run users:set-password -- <username or email>: sets an account's password from the console,
 * e.g. to replace the demo passwords before starting with NODE_ENV=production. The password is
 * read from stdin when it is piped (`printf '%s' "$PASSWORD" | npm run ...`), otherwise asked for
 * twice without echo. Works on the store of DB_FILE and refuses while a server holds it.
 */

import { SETTINGS } from '../server/areas';
import { setPasswordAsOperator } from '../server/areas/users/operator';
import { ConfigError, loadConfig } from '../server/config';
import { openDataStore } from '../server/data';
import { isAppError } from '../server/errors';
import { createLogger } from '../server/logger';
import { createPasswords, PASSWORD_HASHING } from '../server/security/passwords';

const NAME = 'users:set-password';

async function main(login: string | undefined): Promise<void> {
  if (!login) throw new UsageError(`Usage: npm run ${NAME} -- <username or email>`);
  const password = process.stdin.isTTY ? await askTwice(login) : await readPiped();
  const config = loadConfig(process.env, process.cwd(), SETTINGS);
  const store = await openDataStore(config, createLogger('warn'));
  try {
    const passwords = await createPasswords(PASSWORD_HASHING);
    const username = await setPasswordAsOperator(store, passwords, login, password);
    console.log(`${NAME}: the password of ${username} was changed; its sessions were ended.`);
  } finally {
    await store.close();
  }
}

class UsageError extends Error {}

/** The piped password: everything on stdin but the final line break. */
async function readPiped(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  const password = text.replace(/\r?\n$/, '');
  if (password === '') throw new UsageError(`${NAME}: no password on stdin`);
  return password;
}

async function askTwice(login: string): Promise<string> {
  const password = await askHidden(`New password for ${login}: `);
  if ((await askHidden('Repeat it: ')) !== password) {
    throw new UsageError(`${NAME}: the two passwords differ; nothing was changed`);
  }
  return password;
}

/** Reads one line from the terminal without showing what is typed. */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const done = (result: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      result();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done(() => resolve(value));
        if (char === '\u0003') return done(() => reject(new UsageError(`${NAME}: cancelled`)));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

try {
  await main(process.argv[2]);
} catch (error) {
  // Known refusals in words (unknown login, weak password, store held by a server); else a stack.
  const known =
    error instanceof UsageError ||
    isAppError(error) ||
    error instanceof ConfigError ||
    (error instanceof Error && error.name.startsWith('Store'));
  console.error(known ? (error as Error).message : error);
  process.exitCode = 1;
}
