import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** The account the test mail server accepts: characters that must be percent-encoded in a URL. */
export const SMTP_USER = 'avisos@turismo.example';
export const SMTP_PASSWORD = 'clave:secreta/ñ@1';

/** A message as the mail server received it, decoded. */
export interface ReceivedMail {
  /** The envelope: who the server was told the message is from and for. */
  envelope: { from: string; to: string[] };
  /** Who signed in to send it. */
  user: string;
  from: string;
  subject: string;
  text: string;
}

export interface TestSmtpServer {
  /** SMTP_URL for the server, with its account. */
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free port of 127.0.0.1 that signs in SMTP_USER and keeps every message.
 * It offers no STARTTLS (the client is told not to require it). `reject` may refuse a message,
 * answering its DATA with an error of the server's own wording.
 */
export async function startSmtpServer(
  options: { reject?: (text: string) => string | undefined } = {},
): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
          },
          user: String(session.user),
          ...parseMessage(Buffer.concat(chunks).toString('latin1')),
        };
        const refusal = options.reject?.(mail.text);
        if (refusal) {
          callback(Object.assign(new Error(refusal), { responseCode: 550 }));
          return;
        }
        mails.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const account = `${encodeURIComponent(SMTP_USER)}:${encodeURIComponent(SMTP_PASSWORD)}`;
  return {
    url: `smtp://${account}@127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Headers and plain-text body of a single-part message, decoded from its transfer encodings. */
function parseMessage(raw: string): Pick<ReceivedMail, 'from' | 'subject' | 'text'> {
  const split = raw.indexOf('\r\n\r\n');
  const headers = new Map(
    raw
      .slice(0, split)
      .replace(/\r\n[ \t]+/g, ' ')
      .split('\r\n')
      .map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
      }),
  );
  const body = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? utf8(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, byte))
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : utf8(body);
  return {
    from: headerText(headers.get('from') ?? ''),
    subject: headerText(headers.get('subject') ?? ''),
    text: text.replace(/\r\n/g, '\n').trimEnd(),
  };
}

const byte = (_match: string, hex: string) => String.fromCharCode(Number.parseInt(hex, 16));
const utf8 = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');

/** A header with its RFC 2047 encoded words decoded. */
function headerText(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : utf8(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, byte)),
    );
}
