import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';

/** How the server reaches its mail server (SMTP_URL, SMTP_REQUIRE_TLS) and whom mail is from. */
export interface MailConfig {
  host: string;
  port: number;
  /** smtps://: TLS from the first byte (usually port 465). */
  secure: boolean;
  /** smtp://: refuse to send unless the server upgrades the connection with STARTTLS. */
  requireTls: boolean;
  auth?: { user: string; pass: string };
  /** The From header, e.g. `Turismo Seguro Cusco <no-reply@turismo.cusco.gob.pe>`. */
  from: string;
}

export const SMTP_URL_MESSAGE =
  'a mail server URL such as smtps://user:password@mail.example.com:465 or smtp://user:password@mail.example.com:587 (user and password percent-encoded), with no path or query';
const PUBLIC_URL_MESSAGE =
  'the address people open the site at, such as https://turismo.cusco.gob.pe (no path, query or fragment)';

const isEmail = (address: string) => z.email().safeParse(address).success;

/** SMTP_URL as nodemailer needs it; a string saying what is wrong when it cannot be used. */
function parseSmtpUrl(value: string): Omit<MailConfig, 'requireTls' | 'from'> | string {
  if (/\s/.test(value) || !URL.canParse(value)) return SMTP_URL_MESSAGE;
  const url = new URL(value);
  const secure = url.protocol === 'smtps:';
  if (
    !(secure || url.protocol === 'smtp:') ||
    url.hostname === '' ||
    url.search !== '' ||
    url.hash !== '' ||
    !['', '/'].includes(url.pathname)
  ) {
    return SMTP_URL_MESSAGE;
  }
  let auth: MailConfig['auth'];
  try {
    auth = url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined;
  } catch {
    return 'the user or password holds a % that is not followed by two hexadecimal digits';
  }
  return {
    // The brackets of an IPv6 address belong to the URL, not to the address.
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth,
  };
}

/** A From header with exactly one address, which must be an email address. */
function fromProblem(value: string): string | null {
  const parsed = addressparser(value, { flatten: true });
  const address = parsed.length === 1 ? parsed[0]?.address : undefined;
  return address && isEmail(address)
    ? null
    : 'one sender such as "Turismo Seguro Cusco <no-reply@turismo.cusco.gob.pe>" or no-reply@turismo.cusco.gob.pe';
}

/** PUBLIC_URL without its trailing slash, or what is wrong with it. */
function parsePublicUrl(value: string, isProduction: boolean): { url: string } | string {
  if (!URL.canParse(value)) return PUBLIC_URL_MESSAGE;
  const url = new URL(value);
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    url.username !== '' ||
    url.search !== '' ||
    url.hash !== '' ||
    url.pathname !== '/'
  ) {
    return PUBLIC_URL_MESSAGE;
  }
  // A reset link sent over plain http can be read on the way and used before its owner does.
  if (isProduction && url.protocol !== 'https:') return 'must start with https:// in production';
  return { url: url.origin };
}

export interface MailSettings {
  SMTP_URL?: string;
  SMTP_REQUIRE_TLS: 'true' | 'false';
  MAIL_FROM?: string;
  PUBLIC_URL?: string;
  PORT: number;
}

/**
 * The mail settings and the public URL, with every problem found. Without SMTP_URL there is no
 * mail. PUBLIC_URL defaults to http://localhost:PORT outside production; in production it is
 * required with SMTP_URL, as the links in mail could point nowhere else.
 */
export function readMailSettings(
  values: MailSettings,
  isProduction: boolean,
): { mail?: MailConfig; publicUrl?: string; problems: string[] } {
  const problems: string[] = [];
  const smtp = values.SMTP_URL === undefined ? undefined : parseSmtpUrl(values.SMTP_URL);
  if (typeof smtp === 'string') problems.push(`SMTP_URL: ${smtp}`);
  if (smtp !== undefined && values.MAIL_FROM === undefined) {
    problems.push('MAIL_FROM: required with SMTP_URL (the sender of the mail)');
  }
  if (smtp === undefined && values.MAIL_FROM !== undefined) {
    problems.push('MAIL_FROM: set SMTP_URL too (without it no mail is sent)');
  }
  const fromError = values.MAIL_FROM === undefined ? null : fromProblem(values.MAIL_FROM);
  if (fromError) problems.push(`MAIL_FROM: ${fromError}`);

  let publicUrl: string | undefined;
  if (values.PUBLIC_URL !== undefined) {
    const parsed = parsePublicUrl(values.PUBLIC_URL, isProduction);
    if (typeof parsed === 'string') problems.push(`PUBLIC_URL: ${parsed}`);
    else publicUrl = parsed.url;
  } else if (!isProduction) {
    publicUrl = `http://localhost:${values.PORT}`;
  } else if (smtp !== undefined) {
    problems.push(
      'PUBLIC_URL: required with SMTP_URL in production (the links in mail start with it)',
    );
  }

  if (problems.length > 0 || smtp === undefined || typeof smtp === 'string' || !values.MAIL_FROM) {
    return { publicUrl, problems };
  }
  return {
    mail: {
      ...smtp,
      requireTls: !smtp.secure && values.SMTP_REQUIRE_TLS === 'true',
      from: values.MAIL_FROM,
    },
    publicUrl,
    problems,
  };
}
