import type { Logger } from '../logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The link the message asks to open, relative to the site (never built from the Host header). */
  link: string;
}

/** How the server would send mail. There is no mail server: the message goes to the log. */
export interface Mailer {
  send(logger: Logger, mail: Mail): Promise<void>;
}

/**
 * Writes the message to the server log at info level under `mail`, so an operator can pass the
 * link on. This is the one log line that may hold a secret (a single-use, short-lived reset
 * link); replace this mailer with a real one when a mail server is available.
 */
export const logMailer: Mailer = {
  async send(logger, mail) {
    logger.info({ mail }, 'mail not sent (no mail server configured): written to the log');
  },
};
