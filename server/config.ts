import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { type MailConfig, readMailSettings } from './config-mail';
import { duration, durationMs, size } from './env';
import type { Settings, SettingsDeclaration } from './settings';

/** The development-only fallback some people copy into production; refused there. */
export const DEV_JWT_SECRET = 'dev-only-secret-change-me-dev-only-secret';
/** SECURITY 7: the shortest signing secret accepted, set or kept beside the store. */
export const MIN_SECRET_BYTES = 32;

/** Names Express accepts in its `trust proxy` list besides addresses and subnets. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  DB_FILE: z.string().min(1).default('data/db.json'),
  DB_LOCK_TAKEOVER_HOST: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .refine(
      (value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value) && URL.canParse(value),
      'a PostgreSQL URL such as postgres://user:password@host:5432/database',
    )
    .optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DB_STATEMENT_TIMEOUT: duration('10s'),
  DRAIN_DELAY: duration('0s'),
  JWT_SECRET: z.string().optional(),
  JWT_REFRESH_SECRET: z.string().optional(),
  ACCESS_TOKEN_TTL: duration('15m'),
  REFRESH_TOKEN_TTL: duration('7d'),
  PASSWORD_RESET_TTL: duration('30m'),
  SIGN_IN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(10),
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(100),
  SIGN_IN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  SIGN_IN_WINDOW: duration('15m'),
  SIGN_IN_MAX_DELAY: duration('5m'),
  SESSIONS_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(10),
  SIGN_UP_MAX_PER_IP: z.coerce.number().int().min(1).max(100_000).default(5),
  SIGN_UP_WINDOW: duration('1h'),
  PENDING_SIGN_UPS_MAX: z.coerce.number().int().min(1).max(100_000).default(200),
  PENDING_SIGN_UP_TTL: duration('30d'),
  FORGOT_PASSWORD_MAX_PER_IP: z.coerce.number().int().min(1).max(100_000).default(10),
  FORGOT_PASSWORD_MAX_PER_EMAIL: z.coerce.number().int().min(1).max(1000).default(3),
  FORGOT_PASSWORD_WINDOW: duration('1h'),
  INCIDENT_REPORTS_MAX_PER_IP: z.coerce.number().int().min(1).max(100_000).default(10),
  INCIDENT_REPORTS_WINDOW: duration('1h'),
  INCIDENT_REPORTS_MAX_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(200),
  NOTIFICATIONS_MAX_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(30),
  INCIDENT_FOLLOW_UPS_MAX_PER_IP: z.coerce.number().int().min(1).max(100_000).default(60),
  INCIDENT_FOLLOW_UPS_WINDOW: duration('10m'),
  VERIFY_MAX_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  VERIFY_WINDOW: duration('1m'),
  EVENT_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(5),
  EVENT_STREAMS_MAX: z.coerce.number().int().min(1).max(100_000).default(1000),
  TRUST_PROXY: z.string().default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  BODY_LIMIT: size('100kb'),
  CLIENT_DIR: z.string().min(1).default('dist/client'),
  SMTP_URL: z.string().optional(),
  SMTP_REQUIRE_TLS: z.enum(['true', 'false']).default('true'),
  MAIL_FROM: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host?: string;
  /**
   * Where Prometheus reads the metrics (METRICS_PORT, METRICS_HOST): a listener of its own, off
   * unless a port is given, on loopback unless told otherwise (SECURITY 37).
   */
  metrics?: { port: number; host: string };
  /** Absolute path of the store file (the store when `database` is not set). */
  dbFile: string;
  /**
   * A host whose lock on the store file may be taken over: the operator knows it is gone. Without
   * it a lock of another host is refused, as its process cannot be seen from here.
   */
  dbLockTakeoverHost?: string;
  /** PostgreSQL (DATABASE_URL): the store of deployments with several instances. */
  database?: { url: string; poolSize: number; statementTimeoutMs: number };
  /** Undefined outside production when not set: a secret is then generated and kept beside the store. */
  jwtSecret?: string;
  /** Signs refresh tokens; derived from the JWT secret when not set. */
  jwtRefreshSecret?: string;
  accessTokenTtl: string;
  refreshTokenTtl: string;
  /** How long a password-reset token from forgotPassword works. */
  passwordResetTtl: string;
  /**
   * Sign-in throttling, failures allowed within the window: per account from one address (the
   * lockout a person meets) and per address whatever the account; per account from every address
   * together (distributed guessing) before its attempts wait, up to `maxDelayMs` each.
   */
  signIn: {
    maxFailures: number;
    maxFailuresPerAccount: number;
    maxFailuresPerIp: number;
    maxDelayMs: number;
    windowMs: number;
  };
  /** Signed-in sessions one account may hold; a new one ends the oldest beyond it. */
  maxSessionsPerAccount: number;
  /** Anonymous account requests: per IP address, and how many may wait for activation. */
  signUp: { maxPerIp: number; windowMs: number; maxPending: number; pendingTtlMs: number };
  /** Anonymous reset-link requests, per IP address and per email, within the window. */
  forgotPassword: { maxPerIp: number; maxPerEmail: number; windowMs: number };
  /**
   * Tourists' reports and follow-up lookups, per IP address within their windows; new reports
   * from every address together per hour.
   */
  incidents: {
    reports: { maxPerIp: number; windowMs: number; maxPerHour: number };
    followUps: { maxPerIp: number; windowMs: number };
  };
  /**
   * Notifications of what anybody can cause without signing in (new reports, account requests)
   * one account keeps per hour: a flood keeps its newest and pushes nothing older out.
   */
  notificationsPerHour: number;
  /** The public provider verification: searches allowed per IP address within the window. */
  verify: { maxPerIp: number; windowMs: number };
  /**
   * Live updates (GET /api/events): streams one account may hold open on this instance (its
   * tabs and devices), and streams this instance holds in all.
   */
  eventStreams: { perUser: number; max: number };
  /** Express's `trust proxy`: false, a number of hops, or addresses/subnets of trusted proxies. */
  trustProxy: boolean | number | string[];
  logLevel: string;
  bodyLimit: string;
  /**
   * On SIGTERM, how long `/readyz` answers 503 before connections are refused (DRAIN_DELAY): the
   * time a balancer's checks take to stop sending to this instance.
   */
  drainDelayMs: number;
  /** Absolute path of the built client. */
  clientDir: string;
  /**
   * The mail server for password-reset links (SMTP_URL, MAIL_FROM). Unset: the links go to the
   * log outside production, and production offers no reset by mail.
   */
  mail?: MailConfig;
  /** The site's address as people open it (PUBLIC_URL): links in mail start with it. */
  publicUrl?: string;
  /** PUBLIC_URL as given, without the development default: what public documents call the site. */
  givenPublicUrl?: string;
  /** What the areas read from the environment (their `settings` declarations). */
  settings: Settings;
  graphql: {
    /** Open to everybody outside production; in production only to signed-in staff. */
    introspectionForAnonymous: boolean;
    /** "Did you mean …" suggestions leak the schema; off in production. */
    hideSchemaDetails: boolean;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and validates the environment once, at start-up. The only reader of process.env:
 * everything else receives the Config it returns. Throws ConfigError listing every problem.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
  areaSettings: readonly SettingsDeclaration[] = [],
): Config {
  // The areas' variables are checked with the configuration's own, so one run lists every problem.
  const full = areaSettings.reduce(
    (all: z.ZodObject<z.ZodRawShape>, declaration) => all.extend(declaration.env),
    schema,
  );
  const parsed = full.safeParse(stripEmpty(env));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const values = parsed.data as z.infer<typeof schema>;
  const isProduction = values.NODE_ENV === 'production';
  const problems: string[] = [];

  problems.push(...secretProblems(values.JWT_SECRET, values.JWT_REFRESH_SECRET, isProduction));
  if (durationMs(values.ACCESS_TOKEN_TTL) < 1000) {
    problems.push('ACCESS_TOKEN_TTL: must be at least 1s');
  }
  if (durationMs(values.REFRESH_TOKEN_TTL) <= durationMs(values.ACCESS_TOKEN_TTL)) {
    problems.push('REFRESH_TOKEN_TTL: must be longer than ACCESS_TOKEN_TTL');
  }
  if (durationMs(values.SIGN_IN_WINDOW) < 1000) {
    problems.push('SIGN_IN_WINDOW: must be at least 1s');
  }
  if (durationMs(values.DB_STATEMENT_TIMEOUT) < 100) {
    problems.push('DB_STATEMENT_TIMEOUT: must be at least 100ms');
  }
  for (const name of [
    'SIGN_IN_MAX_DELAY',
    'VERIFY_WINDOW',
    'SIGN_UP_WINDOW',
    'FORGOT_PASSWORD_WINDOW',
    'INCIDENT_REPORTS_WINDOW',
    'INCIDENT_FOLLOW_UPS_WINDOW',
  ] as const) {
    if (durationMs(values[name]) < 1000) problems.push(`${name}: must be at least 1s`);
  }
  if (values.SIGN_IN_MAX_FAILURES_PER_ACCOUNT < values.SIGN_IN_MAX_FAILURES) {
    // Else failures from one address would make the account wait for everybody (SECURITY 24).
    problems.push(
      'SIGN_IN_MAX_FAILURES_PER_ACCOUNT: must be at least SIGN_IN_MAX_FAILURES (failures from one address)',
    );
  }
  if (
    values.METRICS_PORT !== undefined &&
    values.METRICS_PORT !== 0 &&
    values.METRICS_PORT === values.PORT
  ) {
    problems.push('METRICS_PORT: must differ from PORT (the metrics have a listener of their own)');
  }
  const trustProxy = parseTrustProxy(values.TRUST_PROXY);
  if (trustProxy === null) {
    problems.push(
      'TRUST_PROXY: false, true, a number of proxy hops, or a comma-separated list of addresses, subnets, loopback, linklocal or uniquelocal',
    );
  } else if (trustProxy === true && isProduction) {
    // Every client could then name its own address in X-Forwarded-For and pass the per-address
    // limits (sign-in, verification) under as many addresses as it likes.
    problems.push(
      "TRUST_PROXY: true trusts an X-Forwarded-For that any client can write, so per-address limits could be escaped; in production give the number of proxy hops (e.g. 1) or the proxies' addresses",
    );
  }
  const settings: Record<string, unknown> = {};
  for (const declaration of areaSettings) {
    settings[declaration.name] = declaration.read(parsed.data, problems);
  }
  const mailSettings = readMailSettings(values, isProduction);
  problems.push(...mailSettings.problems);
  if (problems.length > 0 || trustProxy === null) throw new ConfigError(problems);

  return {
    env: values.NODE_ENV,
    isProduction,
    port: values.PORT,
    host: values.HOST,
    ...(values.METRICS_PORT === undefined
      ? {}
      : { metrics: { port: values.METRICS_PORT, host: values.METRICS_HOST } }),
    dbFile: absolute(values.DB_FILE, cwd),
    dbLockTakeoverHost: values.DB_LOCK_TAKEOVER_HOST,
    database: values.DATABASE_URL
      ? {
          url: values.DATABASE_URL,
          poolSize: values.DB_POOL_SIZE,
          statementTimeoutMs: durationMs(values.DB_STATEMENT_TIMEOUT),
        }
      : undefined,
    jwtSecret: values.JWT_SECRET,
    jwtRefreshSecret: values.JWT_REFRESH_SECRET,
    accessTokenTtl: values.ACCESS_TOKEN_TTL,
    refreshTokenTtl: values.REFRESH_TOKEN_TTL,
    passwordResetTtl: values.PASSWORD_RESET_TTL,
    signIn: {
      maxFailures: values.SIGN_IN_MAX_FAILURES,
      maxFailuresPerAccount: values.SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerIp: values.SIGN_IN_MAX_FAILURES_PER_IP,
      maxDelayMs: durationMs(values.SIGN_IN_MAX_DELAY),
      windowMs: durationMs(values.SIGN_IN_WINDOW),
    },
    maxSessionsPerAccount: values.SESSIONS_MAX_PER_ACCOUNT,
    signUp: {
      maxPerIp: values.SIGN_UP_MAX_PER_IP,
      windowMs: durationMs(values.SIGN_UP_WINDOW),
      maxPending: values.PENDING_SIGN_UPS_MAX,
      pendingTtlMs: durationMs(values.PENDING_SIGN_UP_TTL),
    },
    incidents: {
      reports: {
        maxPerIp: values.INCIDENT_REPORTS_MAX_PER_IP,
        windowMs: durationMs(values.INCIDENT_REPORTS_WINDOW),
        maxPerHour: values.INCIDENT_REPORTS_MAX_PER_HOUR,
      },
      followUps: {
        maxPerIp: values.INCIDENT_FOLLOW_UPS_MAX_PER_IP,
        windowMs: durationMs(values.INCIDENT_FOLLOW_UPS_WINDOW),
      },
    },
    notificationsPerHour: values.NOTIFICATIONS_MAX_PER_HOUR,
    forgotPassword: {
      maxPerIp: values.FORGOT_PASSWORD_MAX_PER_IP,
      maxPerEmail: values.FORGOT_PASSWORD_MAX_PER_EMAIL,
      windowMs: durationMs(values.FORGOT_PASSWORD_WINDOW),
    },
    verify: {
      maxPerIp: values.VERIFY_MAX_PER_IP,
      windowMs: durationMs(values.VERIFY_WINDOW),
    },
    eventStreams: { perUser: values.EVENT_STREAMS_PER_USER, max: values.EVENT_STREAMS_MAX },
    trustProxy,
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'silent' : 'info'),
    bodyLimit: values.BODY_LIMIT.toLowerCase(),
    drainDelayMs: durationMs(values.DRAIN_DELAY),
    clientDir: absolute(values.CLIENT_DIR, cwd),
    mail: mailSettings.mail,
    publicUrl: mailSettings.publicUrl,
    givenPublicUrl: values.PUBLIC_URL === undefined ? undefined : mailSettings.publicUrl,
    settings: settings as unknown as Settings,
    graphql: {
      introspectionForAnonymous: !isProduction,
      hideSchemaDetails: isProduction,
    },
  };
}

/**
 * SECURITY 7: each secret at least 32 bytes, the two different, and neither the development
 * default in production. Outside production JWT_SECRET may be missing: one is then generated.
 */
function secretProblems(
  access: string | undefined,
  refresh: string | undefined,
  isProduction: boolean,
): string[] {
  const problems: string[] = [];
  for (const [name, value] of [
    ['JWT_SECRET', access],
    ['JWT_REFRESH_SECRET', refresh],
  ] as const) {
    if (value === undefined) continue;
    if (Buffer.byteLength(value) < MIN_SECRET_BYTES) {
      problems.push(`${name}: must be at least ${MIN_SECRET_BYTES} bytes long`);
    }
    if (isProduction && value === DEV_JWT_SECRET) {
      problems.push(`${name}: the development secret cannot be used in production`);
    }
  }
  if (isProduction && access === undefined) {
    problems.push('JWT_SECRET: required when NODE_ENV=production');
  }
  if (refresh !== undefined && access === undefined) {
    problems.push('JWT_REFRESH_SECRET: set JWT_SECRET too');
  }
  if (refresh !== undefined && refresh === access) {
    problems.push('JWT_REFRESH_SECRET: must differ from JWT_SECRET');
  }
  return problems;
}

/** TRUST_PROXY as Express takes it; null when it is not something Express would understand. */
function parseTrustProxy(value: string): Config['trustProxy'] | null {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (PROXY_NAMES.has(entry)) return true;
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
  });
  return valid ? entries : null;
}

function absolute(path: string, cwd: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}

// An empty variable (PORT=) means "not set", as in most twelve-factor tools.
function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}
