import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSeed } from '../../server/data';
import { createPasswords } from '../../server/security/passwords';
import { encodeStore } from '../../server/store/file-format';
import { TEST_PASSWORD_HASHING } from '../support/app';
import { DEMO_PASSWORD } from '../support/auth';
import { type ServerProcess, startServer } from '../support/server-process';

const started: ServerProcess[] = [];
const dirs: string[] = [];

function tempDbFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tsc-main-'));
  dirs.push(dir);
  return join(dir, 'db.json');
}

function run(env: Record<string, string>): ServerProcess {
  const server = startServer(env);
  started.push(server);
  return server;
}

afterEach(() => {
  for (const server of started.splice(0)) server.child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('seeds a new store, serves, and drains on SIGTERM with exit code 0', async () => {
    const dbFile = tempDbFile();
    const server = run({ DB_FILE: dbFile });
    const url = await server.ready;
    const response = await fetch(`${url}/api/public/emergency-contacts`);
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(8);
    expect(JSON.parse(readFileSync(dbFile, 'utf8')).emergencyContacts).toHaveLength(8);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(`${dbFile}.lock`)).toBe(false);
  });

  it('refuses to open a store that another live server holds', async () => {
    const dbFile = tempDbFile();
    const first = run({ DB_FILE: dbFile });
    const url = await first.ready;
    const second = run({ DB_FILE: dbFile });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/lock/i);
    expect((await fetch(`${url}/api/public/emergency-contacts`)).status).toBe(200);
  });

  it('refuses a corrupt store file and leaves it untouched', async () => {
    const dbFile = tempDbFile();
    writeFileSync(dbFile, '{"emergencyContacts": [');
    const server = run({ DB_FILE: dbFile });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(dbFile);
    expect(readFileSync(dbFile, 'utf8')).toBe('{"emergencyContacts": [');
  });

  it('explains an invalid configuration instead of starting', async () => {
    const server = run({ DB_FILE: tempDbFile(), PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:[\s\S]*PORT/);
  });

  it('says so when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const server = run({ DB_FILE: tempDbFile(), PORT: String(port) });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`Port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });

  it('keeps sessions across a restart with the secret it generated beside the store', async () => {
    const dbFile = tempDbFile();
    const first = run({ DB_FILE: dbFile });
    const url = await first.ready;
    const signIn = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin', password: DEMO_PASSWORD }),
    });
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    const secretFile = join(dirname(dbFile), 'jwt-secret');
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = run({ DB_FILE: dbFile });
    const again = await second.ready;
    const me = await fetch(`${again}/api/common/user`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.status).toBe(200);
  });

  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'pppppppppppppppp-production-secret-for-tests',
  };

  it('refuses to start in production while a demo account has the demo password', async () => {
    const server = run({ DB_FILE: tempDbFile(), ...production });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(
      /demo account\(s\) admin, dircetur, policia still have the demo password/,
    );
  });

  it('refuses to start in production without a JWT secret', async () => {
    const server = run({ DB_FILE: tempDbFile(), NODE_ENV: 'production' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('JWT_SECRET: required when NODE_ENV=production');
  });

  it('starts in production once every demo password was changed', async () => {
    const dbFile = tempDbFile();
    const passwords = await createPasswords(TEST_PASSWORD_HASHING);
    const seed = buildSeed();
    for (const user of seed.users)
      user.passwordHash = await passwords.hash(`${user.username}-Nueva-2026`);
    writeFileSync(dbFile, encodeStore(seed));
    const server = run({ DB_FILE: dbFile, ...production });
    const url = await server.ready;
    expect((await fetch(`${url}/api/public/emergency-contacts`)).status).toBe(200);
  });
});
