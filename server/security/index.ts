import type { Config } from '../config';
import { durationMs } from '../config';
import { type Background, createBackground } from './background';
import { databaseCounters, memoryCounters } from './counters';
import { type MailDelivery, type Mailer, mailDelivery } from './mail';
import {
  createPasswords,
  PASSWORD_HASHING,
  type PasswordHashing,
  type Passwords,
} from './passwords';
import { createRequestLimiter, type RequestLimiter } from './request-limit';
import { resolveSecrets, type TokenSecrets } from './secrets';
import { createSignInThrottle, type SignInThrottle } from './throttle';
import { createTokens, type Tokens } from './tokens';

/** Everything sign-in needs that lives as long as the app: one per createApp. */
export interface Auth {
  tokens: Tokens;
  passwords: Passwords;
  throttle: SignInThrottle;
  /** Public provider verification per IP address: one counter for GraphQL and REST. */
  verifyLimit: RequestLimiter;
  background: Background;
  /** How mail is sent; null when this server sends none (production without SMTP_URL). */
  mail: MailDelivery | null;
  /** Milliseconds since the epoch. */
  clock: () => number;
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
  /** Replaces the mailer the configuration chooses. */
  mailer?: Mailer;
}

export async function createAuth(config: Config, options: AuthOptions = {}): Promise<Auth> {
  const clock = options.clock ?? Date.now;
  const secrets = options.secrets ?? (await resolveSecrets(config));
  // Several instances on one database must count failures and requests together.
  const counters = config.database ? databaseCounters(config.database.url) : memoryCounters();
  return {
    tokens: createTokens({
      secrets,
      accessTtlMs: durationMs(config.accessTokenTtl),
      refreshTtlMs: durationMs(config.refreshTokenTtl),
      clock,
    }),
    passwords: await createPasswords(options.passwordHashing ?? PASSWORD_HASHING),
    throttle: createSignInThrottle(config.signIn, counters),
    verifyLimit: createRequestLimiter({ keyPrefix: 'verify-ip', ...config.verify }, counters),
    background: createBackground(),
    mail: mailDelivery(config, options.mailer),
    clock,
    passwordResetTtlMs: durationMs(config.passwordResetTtl),
    close: () => counters.close(),
  };
}
