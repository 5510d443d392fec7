import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_JWT_SECRET, loadConfig } from '../../server/config';

const STRONG = 'x'.repeat(48);

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/app');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      port: 4000,
      dbFile: '/srv/app/data/db.json',
      accessTokenTtl: '15m',
      refreshTokenTtl: '7d',
      logLevel: 'info',
      bodyLimit: '100kb',
      graphql: { introspectionForAnonymous: true, hideSchemaDetails: false },
    });
    expect(config.jwtSecret).toBeUndefined();
  });

  it('treats empty variables as unset and keeps absolute paths', () => {
    const config = loadConfig({ PORT: '', DB_FILE: '/var/lib/tsc/db.json' }, '/srv/app');
    expect(config.port).toBe(4000);
    expect(config.dbFile).toBe('/var/lib/tsc/db.json');
  });

  it('lists every invalid value at once', () => {
    const found = problems({ PORT: 'eighty', ACCESS_TOKEN_TTL: 'soon', LOG_LEVEL: 'loud' });
    expect(found).toHaveLength(3);
    expect(found.join('\n')).toMatch(/PORT/);
    expect(found.join('\n')).toMatch(/ACCESS_TOKEN_TTL/);
    expect(found.join('\n')).toMatch(/LOG_LEVEL/);
  });

  it('refuses a port out of range', () => {
    expect(problems({ PORT: '70000' })).toHaveLength(1);
  });

  it('refuses a short JWT secret in any environment', () => {
    expect(problems({ JWT_SECRET: 'short' })).toEqual([
      'JWT_SECRET: must be at least 32 bytes long',
    ]);
  });

  it('requires a JWT secret in production', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET: required when NODE_ENV=production',
    ]);
  });

  it('refuses the development secret in production', () => {
    expect(problems({ NODE_ENV: 'production', JWT_SECRET: DEV_JWT_SECRET })).toEqual([
      'JWT_SECRET: the development secret cannot be used in production',
    ]);
  });

  it('states the production GraphQL settings explicitly', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: STRONG }, '/srv/app');
    expect(config.isProduction).toBe(true);
    expect(config.graphql).toEqual({ introspectionForAnonymous: false, hideSchemaDetails: true });
  });

  it('is silent under test unless a level is given', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });
});
