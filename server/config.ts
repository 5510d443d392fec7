import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

/** The development-only fallback some people copy into production; refused there. */
export const DEV_JWT_SECRET = 'dev-only-secret-change-me-dev-only-secret';

const DURATION = /^\d+(ms|s|m|h|d)$/;

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).optional(),
  DB_FILE: z.string().min(1).default('data/db.json'),
  JWT_SECRET: z.string().optional(),
  ACCESS_TOKEN_TTL: z.string().regex(DURATION, 'a duration such as 15m, 1h or 7d').default('15m'),
  REFRESH_TOKEN_TTL: z.string().regex(DURATION, 'a duration such as 15m, 1h or 7d').default('7d'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(b|kb|mb)$/i, 'a size such as 100kb or 1mb')
    .default('100kb'),
  CLIENT_DIR: z.string().min(1).default('dist/client'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host?: string;
  /** Absolute path of the store file. */
  dbFile: string;
  /** Undefined outside production when not set: a secret is then generated and kept beside the store. */
  jwtSecret?: string;
  accessTokenTtl: string;
  refreshTokenTtl: string;
  logLevel: string;
  bodyLimit: string;
  /** Absolute path of the built client. */
  clientDir: string;
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
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = schema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === 'production';
  const problems: string[] = [];

  if (values.JWT_SECRET !== undefined && Buffer.byteLength(values.JWT_SECRET) < 32) {
    problems.push('JWT_SECRET: must be at least 32 bytes long');
  }
  if (isProduction) {
    if (values.JWT_SECRET === undefined) {
      problems.push('JWT_SECRET: required when NODE_ENV=production');
    } else if (values.JWT_SECRET === DEV_JWT_SECRET) {
      problems.push('JWT_SECRET: the development secret cannot be used in production');
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    env: values.NODE_ENV,
    isProduction,
    port: values.PORT,
    host: values.HOST,
    dbFile: absolute(values.DB_FILE, cwd),
    jwtSecret: values.JWT_SECRET,
    accessTokenTtl: values.ACCESS_TOKEN_TTL,
    refreshTokenTtl: values.REFRESH_TOKEN_TTL,
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'silent' : 'info'),
    bodyLimit: values.BODY_LIMIT.toLowerCase(),
    clientDir: absolute(values.CLIENT_DIR, cwd),
    graphql: {
      introspectionForAnonymous: !isProduction,
      hideSchemaDetails: isProduction,
    },
  };
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
