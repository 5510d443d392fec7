/** What the store logs through; a pino logger fits. Called as `logger.warn({ file }, 'message')`. */
export interface StoreLogger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

function line(obj: object | string, msg?: string): string {
  if (typeof obj === 'string') return obj;
  const { err, ...rest } = obj as { err?: unknown };
  const detail = err instanceof Error ? ` ${err.stack ?? err.message}` : '';
  return `${msg ?? ''} ${JSON.stringify(rest)}${detail}`.trim();
}

/** Used when no logger is given (scripts): one line per event on stderr. */
export const consoleLogger: StoreLogger = {
  info: (obj, msg) => console.error(`[store] ${line(obj, msg)}`),
  warn: (obj, msg) => console.error(`[store] warning: ${line(obj, msg)}`),
  error: (obj, msg) => console.error(`[store] error: ${line(obj, msg)}`),
};

/** Discards everything (benchmarks). */
export const silentLogger: StoreLogger = { info() {}, warn() {}, error() {} };
