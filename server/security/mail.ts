import { createTransport } from 'nodemailer';
import type { Config } from '../config';
import type { MailConfig } from '../config-mail';
import type { Logger } from '../logger';

export interface Mail {
  to: string;
  subject: string;
  /** Plain text, with the link written out in it. */
  text: string;
  /** The absolute link the message asks to open (never built from the Host header). */
  link: string;
}

/** How the server sends mail. */
export interface Mailer {
  send(logger: Logger, mail: Mail): Promise<void>;
}

/** A mailer and the site's address the links in its mail start with. */
export interface MailDelivery {
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Development only, when no mail server is configured: writes the message to the server log at
 * info level under `mail`, so the developer can open the link. Never used in production, where
 * a reset link in the log would let whoever reads the log take over the account.
 */
export const logMailer: Mailer = {
  async send(logger, mail) {
    logger.info({ mail }, 'mail not sent (no mail server configured): written to the log');
  },
};

/** A failed delivery, described without the message: the link in it is a secret. */
export class MailNotSentError extends Error {
  override name = 'MailNotSentError';

  constructor(
    message: string,
    readonly code?: string,
    readonly responseCode?: number,
    readonly command?: string,
  ) {
    super(message);
  }
}

/** Mail through the SMTP server of SMTP_URL, from MAIL_FROM. */
export function smtpMailer(config: MailConfig): Mailer {
  const transport = createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    requireTLS: config.requireTls,
    auth: config.auth,
    // Sending runs after the answer, but shutdown waits for it: a silent server must not hold it.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(_logger, mail) {
      try {
        await transport.sendMail({
          from: config.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
      } catch (error) {
        throw notSent(error, mail.link);
      }
    },
  };
}

/** The failure's SMTP details and message, with the link and each of its values blanked out. */
function notSent(error: unknown, link: string): MailNotSentError {
  const { code, responseCode, command, message } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    command?: unknown;
    message?: unknown;
  };
  let text = `Mail not sent: ${typeof message === 'string' ? message : String(error)}`;
  const secrets = [link, ...new URL(link).searchParams.values()].filter((value) => value !== '');
  for (const secret of secrets) text = text.replaceAll(secret, '[link]');
  return new MailNotSentError(
    text,
    typeof code === 'string' ? code : undefined,
    typeof responseCode === 'number' ? responseCode : undefined,
    typeof command === 'string' ? command : undefined,
  );
}

/**
 * How this server sends mail: SMTP when SMTP_URL is set, else the log outside production. Null
 * in production without SMTP_URL: the log mailer is never used there, and nothing else is.
 */
export function mailDelivery(config: Config, override?: Mailer): MailDelivery | null {
  const mailer =
    override ?? (config.mail ? smtpMailer(config.mail) : config.isProduction ? null : logMailer);
  return mailer && config.publicUrl ? { mailer, publicUrl: config.publicUrl } : null;
}
