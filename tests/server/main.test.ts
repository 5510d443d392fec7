import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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
    expect(await response.json()).toHaveLength(7);
    expect(JSON.parse(readFileSync(dbFile, 'utf8')).emergencyContacts).toHaveLength(7);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(`${dbFile}.lock`)).toBe(false);
  }, 30_000);

  it('refuses to open a store that another live server holds', async () => {
    const dbFile = tempDbFile();
    const first = run({ DB_FILE: dbFile });
    const url = await first.ready;
    const second = run({ DB_FILE: dbFile });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/lock/i);
    expect((await fetch(`${url}/api/public/emergency-contacts`)).status).toBe(200);
  }, 30_000);

  it('refuses a corrupt store file and leaves it untouched', async () => {
    const dbFile = tempDbFile();
    writeFileSync(dbFile, '{"emergencyContacts": [');
    const server = run({ DB_FILE: dbFile });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(dbFile);
    expect(readFileSync(dbFile, 'utf8')).toBe('{"emergencyContacts": [');
  }, 30_000);

  it('explains an invalid configuration instead of starting', async () => {
    const server = run({ DB_FILE: tempDbFile(), PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:[\s\S]*PORT/);
  }, 30_000);

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
  }, 30_000);
});
