import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { deriveRefreshSecret, resolveSecrets, secretFile } from '../../../server/security/secrets';
import { tempDirs } from '../../support/temp-dir';

const dirs = tempDirs();
afterEach(() => dirs.cleanup());

const STRONG = 'kkkkkkkkkkkkkkkkkkkk-strong-secret-for-tests';

describe('signing keys', () => {
  it('use JWT_SECRET for access tokens and derive a different key for refresh tokens', async () => {
    const secrets = await resolveSecrets(loadConfig({ JWT_SECRET: STRONG }));
    expect(secrets.access).toBe(STRONG);
    expect(secrets.refresh).toBe(deriveRefreshSecret(STRONG));
    expect(secrets.refresh).not.toBe(STRONG);
    expect(Buffer.byteLength(secrets.refresh)).toBeGreaterThanOrEqual(32);
  });

  it('use JWT_REFRESH_SECRET when it is set', async () => {
    const refresh = 'r'.repeat(40);
    const secrets = await resolveSecrets(
      loadConfig({ JWT_SECRET: STRONG, JWT_REFRESH_SECRET: refresh }),
    );
    expect(secrets.refresh).toBe(refresh);
  });

  it('outside production without JWT_SECRET, generate one beside the store, once, mode 0600', async () => {
    const dir = await dirs.make();
    const config = loadConfig({ DB_FILE: join(dir, 'data', 'db.json') });
    const first = await resolveSecrets(config);
    const file = secretFile(config.dbFile);
    expect(file).toBe(join(dir, 'data', 'jwt-secret'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.byteLength(first.access)).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.access);
    const second = await resolveSecrets(config);
    expect(second).toEqual(first);
  });

  it('refuse a kept secret of 31 bytes and take one of 32', async () => {
    const dir = await dirs.make();
    const config = loadConfig({ DB_FILE: join(dir, 'db.json') });
    writeFileSync(secretFile(config.dbFile), `${'k'.repeat(31)}\n`, { mode: 0o600 });
    await expect(resolveSecrets(config)).rejects.toThrow(/shorter than 32 bytes/);
    writeFileSync(secretFile(config.dbFile), `${'k'.repeat(32)}\n`, { mode: 0o600 });
    expect((await resolveSecrets(config)).access).toBe('k'.repeat(32));
  });
});
