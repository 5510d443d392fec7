import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ServerProcess,
  signInOn,
  startServer,
  uniqueGuide,
} from '../../support/server-process';

const started: ServerProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const server of started.splice(0)) server.child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const ROUNDS = 3;
const WRITERS = 8;

describe('a server killed while registering guides (SECURITY 18, through the API)', () => {
  it('keeps every guide it acknowledged, round after round', { timeout: 90_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tsc-crash-api-'));
    dirs.push(dir);
    const env = { DB_FILE: join(dir, 'db.json') };
    const acknowledged = new Map<string, string>();
    let sequence = 0;

    for (let round = 0; round < ROUNDS; round += 1) {
      const server = startServer(env);
      started.push(server);
      const url = await server.ready;
      const token = await signInOn(url);
      const killAfter = randomInt(5, 60);
      let killed = false;
      const writer = async () => {
        while (!killed) {
          sequence += 1;
          const body = uniqueGuide('CRASH', sequence);
          try {
            const response = await fetch(`${url}/api/admin/guides`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify(body),
            });
            if (response.status !== 201) throw new Error(`unexpected ${response.status}`);
            const { id } = (await response.json()) as { id: string };
            acknowledged.set(id, body.licenseNumber);
            if (!killed && acknowledged.size >= killAfter * (round + 1)) {
              killed = true;
              setTimeout(() => server.child.kill('SIGKILL'), randomInt(0, 15));
            }
          } catch (error) {
            // Requests cut by the kill are not acknowledged; anything else is a failure.
            if (!killed) throw error;
          }
        }
      };
      await Promise.all(Array.from({ length: WRITERS }, writer));
      await server.exited;
    }

    const server = startServer(env);
    started.push(server);
    const url = await server.ready;
    const token = await signInOn(url);
    for (const [id, licenseNumber] of acknowledged) {
      const response = await fetch(`${url}/api/admin/guides/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status, licenseNumber).toBe(200);
      expect(((await response.json()) as { licenseNumber: string }).licenseNumber).toBe(
        licenseNumber,
      );
    }
    expect(acknowledged.size).toBeGreaterThan(ROUNDS * 5);
  });
});
