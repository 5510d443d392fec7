import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../../server/areas';
import { ConfigError, DEV_JWT_SECRET, loadConfig } from '../../server/config';

const STRONG = 'x'.repeat(48);

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/app', SETTINGS);
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

  it('names the host whose store lock may be taken over only when told', () => {
    expect(loadConfig({}, '/srv/app').dbLockTakeoverHost).toBeUndefined();
    expect(loadConfig({ DB_LOCK_TAKEOVER_HOST: 'web-2' }, '/srv/app').dbLockTakeoverHost).toBe(
      'web-2',
    );
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

  it('selects PostgreSQL with DATABASE_URL, with its pool and statement timeout', () => {
    expect(loadConfig({}, '/srv/app').database).toBeUndefined();
    const config = loadConfig(
      { DATABASE_URL: 'postgres://app:secret@db:5432/turismo', DB_STATEMENT_TIMEOUT: '30s' },
      '/srv/app',
    );
    expect(config.database).toEqual({
      url: 'postgres://app:secret@db:5432/turismo',
      poolSize: 10,
      statementTimeoutMs: 30_000,
    });
    expect(problems({ DATABASE_URL: 'mysql://db/turismo' })[0]).toMatch(
      /^DATABASE_URL: a PostgreSQL URL/,
    );
    expect(problems({ DATABASE_URL: 'postgres://' })).toHaveLength(1);
    expect(problems({ DB_POOL_SIZE: '0' })[0]).toMatch(/^DB_POOL_SIZE/);
    expect(problems({ DB_STATEMENT_TIMEOUT: '10ms' })).toEqual([
      'DB_STATEMENT_TIMEOUT: must be at least 100ms',
    ]);
  });

  it('refuses a port out of range', () => {
    expect(problems({ PORT: '70000' })).toHaveLength(1);
  });

  it('refuses a JWT secret of 31 bytes and takes one of 32, in any environment', () => {
    for (const env of ['development', 'production']) {
      expect(problems({ NODE_ENV: env, JWT_SECRET: 'k'.repeat(31) })).toEqual([
        'JWT_SECRET: must be at least 32 bytes long',
      ]);
      expect(problems({ NODE_ENV: env, JWT_SECRET: 'k'.repeat(32) })).toEqual([]);
    }
  });

  it('counts a secret in bytes, not characters', () => {
    // ñ is two bytes in UTF-8: 16 of them are 32 bytes, 15 and one letter are 31.
    expect(problems({ JWT_SECRET: 'ñ'.repeat(16) })).toEqual([]);
    expect(problems({ JWT_SECRET: `${'ñ'.repeat(15)}k` })).toEqual([
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

  it('refuses a short refresh secret, one equal to JWT_SECRET, or one without JWT_SECRET', () => {
    expect(problems({ JWT_SECRET: STRONG, JWT_REFRESH_SECRET: 'r'.repeat(31) })).toEqual([
      'JWT_REFRESH_SECRET: must be at least 32 bytes long',
    ]);
    expect(problems({ JWT_SECRET: STRONG, JWT_REFRESH_SECRET: 'r'.repeat(32) })).toEqual([]);
    expect(problems({ JWT_SECRET: STRONG, JWT_REFRESH_SECRET: STRONG })).toEqual([
      'JWT_REFRESH_SECRET: must differ from JWT_SECRET',
    ]);
    expect(problems({ JWT_REFRESH_SECRET: STRONG })).toEqual([
      'JWT_REFRESH_SECRET: set JWT_SECRET too',
    ]);
  });

  it('refuses the development secret as refresh secret in production', () => {
    expect(
      problems({ NODE_ENV: 'production', JWT_SECRET: STRONG, JWT_REFRESH_SECRET: DEV_JWT_SECRET }),
    ).toEqual(['JWT_REFRESH_SECRET: the development secret cannot be used in production']);
  });

  it('refuses token lifetimes that make no sense', () => {
    expect(problems({ ACCESS_TOKEN_TTL: '500ms' })).toEqual([
      'ACCESS_TOKEN_TTL: must be at least 1s',
    ]);
    expect(problems({ ACCESS_TOKEN_TTL: '8d' })).toEqual([
      'REFRESH_TOKEN_TTL: must be longer than ACCESS_TOKEN_TTL',
    ]);
  });

  it('reads the sign-in throttling and password-reset settings', () => {
    const defaults = loadConfig({}, '/srv/app');
    expect(defaults.signIn).toEqual({
      maxFailures: 10,
      maxFailuresPerAccount: 100,
      maxFailuresPerIp: 30,
      maxDelayMs: 300_000,
      windowMs: 900_000,
    });
    expect(defaults.passwordResetTtl).toBe('30m');
    const custom = loadConfig(
      {
        SIGN_IN_MAX_FAILURES: '5',
        SIGN_IN_MAX_FAILURES_PER_ACCOUNT: '500',
        SIGN_IN_MAX_FAILURES_PER_IP: '50',
        SIGN_IN_MAX_DELAY: '2m',
        SIGN_IN_WINDOW: '1h',
      },
      '/srv/app',
    );
    expect(custom.signIn).toEqual({
      maxFailures: 5,
      maxFailuresPerAccount: 500,
      maxFailuresPerIp: 50,
      maxDelayMs: 120_000,
      windowMs: 3_600_000,
    });
    expect(problems({ SIGN_IN_MAX_DELAY: '500ms' })).toEqual([
      'SIGN_IN_MAX_DELAY: must be at least 1s',
    ]);
    // One address's failures must not be able to lock the account for everybody.
    expect(
      problems({ SIGN_IN_MAX_FAILURES: '20', SIGN_IN_MAX_FAILURES_PER_ACCOUNT: '10' }),
    ).toEqual([
      'SIGN_IN_MAX_FAILURES_PER_ACCOUNT: must be at least SIGN_IN_MAX_FAILURES (failures from one address)',
    ]);
    expect(defaults.verify).toEqual({ maxPerIp: 30, windowMs: 60_000 });
    expect(loadConfig({ VERIFY_MAX_PER_IP: '5', VERIFY_WINDOW: '10s' }).verify).toEqual({
      maxPerIp: 5,
      windowMs: 10_000,
    });
    expect(() => loadConfig({ VERIFY_WINDOW: '0s' })).toThrow(/VERIFY_WINDOW/);
    expect(problems({ SIGN_IN_MAX_FAILURES: '0' })).toHaveLength(1);
  });

  it('reads the limits on sessions, sign-ups and reset-link requests', () => {
    const defaults = loadConfig({}, '/srv/app');
    expect(defaults.maxSessionsPerAccount).toBe(10);
    expect(defaults.signUp).toEqual({
      maxPerIp: 5,
      windowMs: 3_600_000,
      maxPending: 200,
      pendingTtlMs: 30 * 86_400_000,
    });
    expect(defaults.forgotPassword).toEqual({ maxPerIp: 10, maxPerEmail: 3, windowMs: 3_600_000 });
    const custom = loadConfig(
      {
        SESSIONS_MAX_PER_ACCOUNT: '3',
        SIGN_UP_MAX_PER_IP: '2',
        SIGN_UP_WINDOW: '10m',
        PENDING_SIGN_UPS_MAX: '20',
        PENDING_SIGN_UP_TTL: '7d',
        FORGOT_PASSWORD_MAX_PER_IP: '4',
        FORGOT_PASSWORD_MAX_PER_EMAIL: '1',
        FORGOT_PASSWORD_WINDOW: '30m',
      },
      '/srv/app',
    );
    expect(custom.maxSessionsPerAccount).toBe(3);
    expect(custom.signUp).toEqual({
      maxPerIp: 2,
      windowMs: 600_000,
      maxPending: 20,
      pendingTtlMs: 7 * 86_400_000,
    });
    expect(custom.forgotPassword).toEqual({ maxPerIp: 4, maxPerEmail: 1, windowMs: 1_800_000 });
    expect(problems({ SIGN_UP_WINDOW: '0s', FORGOT_PASSWORD_WINDOW: '500ms' })).toEqual([
      'SIGN_UP_WINDOW: must be at least 1s',
      'FORGOT_PASSWORD_WINDOW: must be at least 1s',
    ]);
    expect(problems({ SESSIONS_MAX_PER_ACCOUNT: '0' })).toHaveLength(1);
  });

  it("reads the limits on tourists' reports and follow-up lookups", () => {
    const defaults = loadConfig({}, '/srv/app', SETTINGS);
    expect(defaults.incidents).toEqual({
      reports: { maxPerIp: 10, windowMs: 3_600_000, maxPerHour: 200 },
      followUps: { maxPerIp: 60, windowMs: 600_000 },
    });
    expect(defaults.settings.incidents).toEqual({
      retentionMs: 180 * 86_400_000,
      abandonedAfterMs: 90 * 86_400_000,
    });
    const custom = loadConfig(
      {
        INCIDENT_REPORTS_MAX_PER_IP: '3',
        INCIDENT_REPORTS_WINDOW: '1d',
        INCIDENT_REPORTS_MAX_PER_HOUR: '50',
        INCIDENT_FOLLOW_UPS_MAX_PER_IP: '20',
        INCIDENT_FOLLOW_UPS_WINDOW: '1m',
        INCIDENT_RETENTION: '90d',
        INCIDENT_ABANDONED_AFTER: '60d',
      },
      '/srv/app',
      SETTINGS,
    );
    expect(custom.incidents).toEqual({
      reports: { maxPerIp: 3, windowMs: 86_400_000, maxPerHour: 50 },
      followUps: { maxPerIp: 20, windowMs: 60_000 },
    });
    expect(custom.settings.incidents).toEqual({
      retentionMs: 90 * 86_400_000,
      abandonedAfterMs: 60 * 86_400_000,
    });
    expect(problems({ INCIDENT_FOLLOW_UPS_WINDOW: '0s' })).toEqual([
      'INCIDENT_FOLLOW_UPS_WINDOW: must be at least 1s',
    ]);
    expect(problems({ INCIDENT_ABANDONED_AFTER: '29d' })).toEqual([
      'INCIDENT_ABANDONED_AFTER: must be at least 30d',
    ]);
    expect(problems({ INCIDENT_REPORTS_MAX_PER_HOUR: '0' })).toHaveLength(1);
    expect(loadConfig({}, '/srv/app').notificationsPerHour).toBe(30);
    expect(loadConfig({ NOTIFICATIONS_MAX_PER_HOUR: '5' }, '/srv/app').notificationsPerHour).toBe(
      5,
    );
    expect(problems({ NOTIFICATIONS_MAX_PER_HOUR: 'many' })).toHaveLength(1);
  });

  it('refuses TRUST_PROXY=true in production, saying why, and takes hops or addresses there', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(48) };
    const refused = problems({ ...production, TRUST_PROXY: 'true' });
    expect(refused.find((problem) => problem.startsWith('TRUST_PROXY'))).toMatch(
      /X-Forwarded-For.*number of proxy hops/,
    );
    expect(loadConfig({ ...production, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...production, TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
    ]);
  });

  it('trusts no proxy by default and reads TRUST_PROXY as Express does', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, ::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.example.com']) {
      expect(problems({ TRUST_PROXY: bad })[0]).toMatch(/^TRUST_PROXY: /);
    }
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

  it('has no mail without SMTP_URL, and a local public URL outside production', () => {
    const config = loadConfig({ PORT: '4400' }, '/srv/app');
    expect(config.mail).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:4400');
    const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: STRONG }, '/srv/app');
    expect(production.mail).toBeUndefined();
    expect(production.publicUrl).toBeUndefined();
  });

  it('reads the mail server, its account and the sender from SMTP_URL and MAIL_FROM', () => {
    const config = loadConfig(
      {
        SMTP_URL: 'smtps://avisos%40turismo.cusco.gob.pe:p%40ss%3Aw%2Frd@mail.cusco.gob.pe',
        MAIL_FROM: 'Turismo Seguro Cusco <no-reply@turismo.cusco.gob.pe>',
        PUBLIC_URL: 'https://turismo.cusco.gob.pe/',
      },
      '/srv/app',
    );
    expect(config.mail).toEqual({
      host: 'mail.cusco.gob.pe',
      port: 465,
      secure: true,
      requireTls: false,
      auth: { user: 'avisos@turismo.cusco.gob.pe', pass: 'p@ss:w/rd' },
      from: 'Turismo Seguro Cusco <no-reply@turismo.cusco.gob.pe>',
    });
    expect(config.publicUrl).toBe('https://turismo.cusco.gob.pe');
    // smtp:// must be upgraded with STARTTLS unless told otherwise (a relay on the same host).
    const plain = { SMTP_URL: 'smtp://[::1]:2525', MAIL_FROM: 'no-reply@cusco.gob.pe' };
    expect(loadConfig(plain).mail).toEqual({
      host: '::1',
      port: 2525,
      secure: false,
      requireTls: true,
      auth: undefined,
      from: 'no-reply@cusco.gob.pe',
    });
    expect(loadConfig({ ...plain, SMTP_REQUIRE_TLS: 'false' }).mail?.requireTls).toBe(false);
    expect(loadConfig({ ...plain, SMTP_URL: 'smtp://mail.cusco.gob.pe' }).mail?.port).toBe(587);
  });

  it('refuses a bad SMTP_URL at start, saying what one looks like', () => {
    const from = { MAIL_FROM: 'no-reply@cusco.gob.pe' };
    for (const bad of [
      'mail.cusco.gob.pe',
      'http://mail.cusco.gob.pe',
      'smtp://',
      'smtp://mail.cusco.gob.pe:587/inbox',
      'smtp://mail.cusco.gob.pe?secure=true',
      'smtps://user:pa ss@mail.cusco.gob.pe',
    ]) {
      expect(problems({ ...from, SMTP_URL: bad }), bad).toEqual([
        expect.stringMatching(/^SMTP_URL: a mail server URL such as smtps:\/\/user:password@/),
      ]);
    }
    expect(problems({ ...from, SMTP_URL: 'smtp://user:50%@mail.cusco.gob.pe' })).toEqual([
      'SMTP_URL: the user or password holds a % that is not followed by two hexadecimal digits',
    ]);
    expect(problems({ ...from, SMTP_REQUIRE_TLS: 'yes', SMTP_URL: 'smtp://m.pe' })[0]).toMatch(
      /^SMTP_REQUIRE_TLS/,
    );
  });

  it('needs a sender with SMTP_URL, and SMTP_URL with a sender', () => {
    expect(problems({ SMTP_URL: 'smtp://mail.cusco.gob.pe' })).toEqual([
      'MAIL_FROM: required with SMTP_URL (the sender of the mail)',
    ]);
    expect(problems({ MAIL_FROM: 'no-reply@cusco.gob.pe' })).toEqual([
      'MAIL_FROM: set SMTP_URL too (without it no mail is sent)',
    ]);
    for (const bad of ['Turismo', 'a@cusco.gob.pe, b@cusco.gob.pe', 'Turismo <no-reply>']) {
      expect(problems({ SMTP_URL: 'smtp://mail.cusco.gob.pe', MAIL_FROM: bad }), bad).toEqual([
        expect.stringMatching(/^MAIL_FROM: one sender such as/),
      ]);
    }
  });

  it('needs an https PUBLIC_URL for mail in production and refuses one with a path', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: STRONG,
      SMTP_URL: 'smtps://mail.cusco.gob.pe',
      MAIL_FROM: 'no-reply@cusco.gob.pe',
    };
    expect(problems(production)).toEqual([
      'PUBLIC_URL: required with SMTP_URL in production (the links in mail start with it)',
    ]);
    expect(problems({ ...production, PUBLIC_URL: 'http://turismo.cusco.gob.pe' })).toEqual([
      'PUBLIC_URL: must start with https:// in production',
    ]);
    for (const bad of ['turismo.cusco.gob.pe', 'https://t.pe/admin', 'https://t.pe/?a=1']) {
      expect(problems({ ...production, PUBLIC_URL: bad })[0], bad).toMatch(
        /^PUBLIC_URL: the address people open the site at/,
      );
    }
    const config = loadConfig({ ...production, PUBLIC_URL: 'https://turismo.cusco.gob.pe' });
    expect(config.publicUrl).toBe('https://turismo.cusco.gob.pe');
    expect(config.mail?.host).toBe('mail.cusco.gob.pe');
  });
});
