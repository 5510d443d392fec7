import { createHmac, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type Config, MIN_SECRET_BYTES } from '../config';

/** The two keys that sign tokens: one for access tokens, another for refresh tokens. */
export interface TokenSecrets {
  access: string;
  refresh: string;
}

const REFRESH_LABEL = 'turismo-seguro-cusco/refresh-token/v1';

/** Where the generated development secret lives: beside the store, so it follows DB_FILE. */
export function secretFile(dbFile: string): string {
  return join(dirname(dbFile), 'jwt-secret');
}

/**
 * The signing keys. JWT_SECRET signs access tokens; JWT_REFRESH_SECRET, or a key derived from
 * JWT_SECRET, signs refresh tokens, so one can never pass for the other. Outside production
 * JWT_SECRET may be missing: a random one is generated once and kept beside the store (mode
 * 0600), so sessions survive a restart. Config has already refused weak or equal secrets.
 */
export async function resolveSecrets(config: Config): Promise<TokenSecrets> {
  let access = config.jwtSecret;
  if (access === undefined) {
    if (config.isProduction) throw new Error('JWT_SECRET is required in production');
    access = await readOrCreateSecret(secretFile(config.dbFile));
  }
  return { access, refresh: config.jwtRefreshSecret ?? deriveRefreshSecret(access) };
}

/** HMAC of a fixed label: a different key of the same strength that needs no extra setting. */
export function deriveRefreshSecret(accessSecret: string): string {
  return createHmac('sha256', accessSecret).update(REFRESH_LABEL).digest('base64url');
}

async function readOrCreateSecret(file: string): Promise<string> {
  await mkdir(dirname(file), { recursive: true });
  try {
    await writeFile(file, `${randomBytes(48).toString('base64url')}\n`, {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Kept from an earlier start: make sure nobody else can read it.
    if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600);
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (Buffer.byteLength(secret) < MIN_SECRET_BYTES) {
    throw new Error(
      `${file} holds a secret shorter than ${MIN_SECRET_BYTES} bytes; delete it to get a new one`,
    );
  }
  return secret;
}
