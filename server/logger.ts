import { pino } from 'pino';

export type Logger = pino.Logger;

/**
 * Structured JSON logs. Credentials never reach a log line: headers and fields that may hold
 * them are removed wherever they appear.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.accessToken',
        '*.refreshToken',
        '*.token',
      ],
      remove: true,
    },
  };
  // Tests pass a stream to read every line the server writes.
  return destination ? pino(options, destination) : pino(options);
}
