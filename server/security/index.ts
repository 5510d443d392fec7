import type { Config } from '../config';
import { durationMs } from '../env';
import { type Background, createBackground } from './background';
import { databaseCounters, memoryCounters } from './counters';
import { type FollowTokens, followTokens } from './follow-tokens';
import {
  createPasswords,
  PASSWORD_HASHING,
  type PasswordHashing,
  type Passwords,
} from './passwords';
import { createAddressLimiter, createRequestLimiter, type RequestLimiter } from './request-limit';
import { resolveSecrets, type TokenSecrets } from './secrets';
import { createSignInThrottle, type SignInThrottle } from './throttle';
import { createTokens, type Tokens } from './tokens';

const HOUR_MS = 3_600_000;

/** Everything sign-in needs that lives as long as the app: one per createApp. */
export interface Auth {
  tokens: Tokens;
  passwords: Passwords;
  throttle: SignInThrottle;
  /** Public provider verification per IP address: one counter for GraphQL and REST. */
  verifyLimit: RequestLimiter;
  /** Anonymous account requests per IP address, counted before the password is hashed. */
  signUpLimit: RequestLimiter;
  /** Reset-link requests per IP address and per email, counted before anything is looked up. */
  forgotPasswordLimits: { perIp: RequestLimiter; perEmail: RequestLimiter };
  /** How many sign-ups may wait for an ADMINISTRADOR, and how long before they are dropped. */
  pendingSignUps: { max: number; ttlMs: number };
  /** Sessions one account may hold; a new one ends the oldest beyond it. */
  maxSessionsPerAccount: number;
  /**
   * Tourists' reports and follow-up lookups per IP address, counted before any work, and new
   * reports from every address together (one key, `ALL_REPORTS`) per hour.
   */
  incidentLimits: {
    reports: RequestLimiter;
    allReports: RequestLimiter;
    followUps: RequestLimiter;
  };
  /**
   * Notifications of what anybody can cause (new reports, account requests) one account keeps
   * per hour; newer ones replace the oldest of the hour (notifications/deliver.ts).
   */
  notificationsPerHour: number;
  /** The private keys of cases' follow-up pages. */
  followTokens: FollowTokens;
  background: Background;
  passwordResetTtlMs: number;
  /** Releases what the counters hold (the database's connections). */
  close(): Promise<void>;
}

export interface AuthOptions {
  /** argon2id cost; production uses PASSWORD_HASHING. Tests pass a cheaper one explicitly. */
  passwordHashing?: PasswordHashing;
  /** Tests move time instead of sleeping. */
  clock?: () => number;
  /** Signing keys; resolved from the configuration (or the generated file) when absent. */
  secrets?: TokenSecrets;
}

export async function createAuth(config: Config, options: AuthOptions = {}): Promise<Auth> {
  const clock = options.clock ?? Date.now;
  const secrets = options.secrets ?? (await resolveSecrets(config));
  // Several instances on one database must count failures and requests together.
  const counters = config.database ? databaseCounters(config.database.url) : memoryCounters();
  const forgot = config.forgotPassword;
  const { incidents } = config;
  const limit = (keyPrefix: string, maxPerKey: number, windowMs: number) =>
    createRequestLimiter({ keyPrefix, maxPerKey, windowMs }, counters);
  // Every per-address limit counts IPv6 clients by their /64 (SECURITY 32).
  const perAddress = (keyPrefix: string, maxPerKey: number, windowMs: number) =>
    createAddressLimiter({ keyPrefix, maxPerKey, windowMs }, counters);
  return {
    tokens: createTokens({
      secrets,
      accessTtlMs: durationMs(config.accessTokenTtl),
      refreshTtlMs: durationMs(config.refreshTokenTtl),
      clock,
    }),
    passwords: await createPasswords(options.passwordHashing ?? PASSWORD_HASHING),
    throttle: createSignInThrottle(config.signIn, counters, clock),
    verifyLimit: perAddress('verify-ip', config.verify.maxPerIp, config.verify.windowMs),
    signUpLimit: perAddress('sign-up-ip', config.signUp.maxPerIp, config.signUp.windowMs),
    forgotPasswordLimits: {
      perIp: perAddress('forgot-password-ip', forgot.maxPerIp, forgot.windowMs),
      perEmail: limit('forgot-password-email', forgot.maxPerEmail, forgot.windowMs),
    },
    pendingSignUps: { max: config.signUp.maxPending, ttlMs: config.signUp.pendingTtlMs },
    maxSessionsPerAccount: config.maxSessionsPerAccount,
    incidentLimits: {
      reports: perAddress(
        'incident-report-ip',
        incidents.reports.maxPerIp,
        incidents.reports.windowMs,
      ),
      allReports: limit('incident-reports-all', incidents.reports.maxPerHour, HOUR_MS),
      followUps: perAddress(
        'incident-follow-up-ip',
        incidents.followUps.maxPerIp,
        incidents.followUps.windowMs,
      ),
    },
    notificationsPerHour: config.notificationsPerHour,
    followTokens: followTokens(secrets.access),
    background: createBackground(),
    passwordResetTtlMs: durationMs(config.passwordResetTtl),
    close: () => counters.close(),
  };
}
