import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the URL once the server listens; rejects if it exits first. */
  ready: Promise<string>;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
  output: () => string;
}

/** Runs the real server (server/main.ts) in a child process, as `npm start` does after building. */
export function startServer(env: Record<string, string>): ServerProcess {
  return startProcess(process.execPath, ['--import', 'tsx', 'server/main.ts'], env);
}

/**
 * Runs `npm start` itself, as an operator or a container does: it builds what is stale, then
 * runs the built server. `child` is npm's process, which the signals are sent to.
 */
export function startWithNpm(env: Record<string, string>): ServerProcess {
  // The npm running this test run (npm test), else the one on the path.
  const npm = process.env.npm_execpath;
  return npm?.endsWith('.js')
    ? startProcess(process.execPath, [npm, 'start'], env)
    : startProcess('npm', ['start'], env);
}

function startProcess(command: string, args: string[], env: Record<string, string>): ServerProcess {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? -1));
  });
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/http:\/\/localhost:(\d+)/);
      if (match) resolve(`http://localhost:${match[1]}`);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) =>
      reject(new Error(`server exited (${code}) before listening:\n${output}`)),
    );
  });
  ready.catch(() => {});
  return { child, ready, exited, output: () => output };
}

/** Signs the DIRCETUR demo account in on a running server; its access token. */
export async function signInOn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'dircetur', password: 'Cusco.2026' }),
  });
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * A guide nobody else registers: the sequence number makes its carné and DNI unique. The carné
 * is in the registry's format, in years no seeded guide has (5000 on); `prefix` names the test
 * in the guide's surname.
 */
export function uniqueGuide(prefix: string, sequence: number) {
  return {
    firstNames: 'Prueba',
    lastNames: `${prefix} ${sequence}`,
    documentType: 'DNI',
    documentNumber: String(70_000_000 + sequence),
    licenseNumber: `GOT-${5000 + Math.floor(sequence / 10_000)}-${String(sequence % 10_000).padStart(4, '0')}`,
    languages: ['es'],
    licenseIssuedOn: '2026-01-01',
    licenseExpiresOn: '2028-01-01',
  };
}
