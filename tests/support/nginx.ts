import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, readFileSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { selfSignedCertificate } from './certificate';

/** The site configuration operators install (docs/operating.md, "Behind a load balancer"). */
export const SHIPPED_CONFIG = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));

export interface Balancer {
  /** https://localhost:<port> */
  httpsUrl: string;
  /** http://localhost:<port>, which only redirects to HTTPS. */
  httpUrl: string;
  /** The self-signed certificate nginx serves, for clients to trust. */
  ca: string;
  /** Lines of the access log, in deploy/nginx.conf's `turismo_upstream` format. */
  accessLog(): AccessEntry[];
  errorLog(): string;
  stop(): Promise<void>;
}

export interface AccessEntry {
  /** When nginx logged the request (its answer sent), in ms since the epoch. */
  at: number;
  request: string;
  status: number;
  /** The instances tried, in order ("127.0.0.1:4001"), with what each answered. */
  attempts: { address: string; status: string }[];
}

/**
 * Runs Debian's nginx as a child process (never the system service) with deploy/nginx.conf as
 * shipped, only its placeholders replaced: the ports it listens on, the certificate (self-signed,
 * made here with openssl), the instances' addresses and the access log's path. Everything it
 * writes stays in `dir`.
 */
export async function startBalancer(dir: string, upstreams: string[]): Promise<Balancer> {
  const nginx = nginxBinary();
  // nginx started as root hands its work to an unprivileged worker, which must reach its temp files.
  chmodSync(dir, 0o755);
  const { cert, key } = selfSignedCertificate(dir, 'localhost', 'DNS:localhost,IP:127.0.0.1');
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const accessLog = join(dir, 'access.log');
  const errorLog = join(dir, 'error.log');

  writeFileSync(
    join(dir, 'site.conf'),
    siteConfig(readFileSync(SHIPPED_CONFIG, 'utf8'), {
      httpPort,
      httpsPort,
      cert,
      key,
      upstreams,
      accessLog,
    }),
  );
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      'events { worker_connections 512; }',
      'http {',
      '  default_type application/octet-stream;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  include ${join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );

  const child = spawn(
    nginx,
    [
      '-p',
      dir,
      '-c',
      join(dir, 'nginx.conf'),
      '-e',
      errorLog,
      '-g',
      `daemon off; pid ${join(dir, 'nginx.pid')}; error_log ${errorLog} info;`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await listening(httpsPort, child, () => `${stderr}${readIfThere(errorLog)}`);

  return {
    httpsUrl: `https://localhost:${httpsPort}`,
    httpUrl: `http://localhost:${httpPort}`,
    ca: readFileSync(cert, 'utf8'),
    accessLog: () => parseAccessLog(readIfThere(accessLog)),
    errorLog: () => readIfThere(errorLog),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** nginx on the path or where Debian puts it; missing, the test fails saying how to get it. */
function nginxBinary(): string {
  const found = [
    ...(process.env.PATH ?? '').split(':').map((dir) => join(dir, 'nginx')),
    '/usr/sbin/nginx',
  ].find((path) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
  if (!found) {
    throw new Error(
      "nginx is not installed: `apt-get install -y nginx` (Debian) or your system's package. " +
        'CI (.ci/run) installs it; the balancer test runs the shipped deploy/nginx.conf with it.',
    );
  }
  return found;
}

interface Placeholders {
  httpPort: number;
  httpsPort: number;
  cert: string;
  key: string;
  upstreams: string[];
  accessLog: string;
}

/** The shipped site configuration with its placeholders replaced, each found exactly as shipped. */
export function siteConfig(shipped: string, values: Placeholders): string {
  let config = shipped;
  const replace = (pattern: RegExp, by: string | ((match: string) => string), times: number) => {
    const found = config.match(new RegExp(pattern.source, 'gm'))?.length ?? 0;
    if (found !== times) {
      throw new Error(`deploy/nginx.conf: expected ${times} × ${pattern}, found ${found}`);
    }
    config = config.replace(new RegExp(pattern.source, 'gm'), by as string);
  };
  // Loopback only: the IPv6 listeners are left out.
  replace(/^\s*listen \[::\]:\d+.*$/, '', 2);
  replace(/listen 80;/, `listen 127.0.0.1:${values.httpPort};`, 1);
  replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${values.httpsPort} ssl http2;`, 1);
  replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${values.cert};`, 1);
  replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${values.key};`, 1);
  replace(
    /access_log \S+ turismo_upstream;/,
    `access_log ${values.accessLog} turismo_upstream;`,
    1,
  );
  const upstreams = [...values.upstreams];
  replace(
    /server \d+\.\d+\.\d+\.\d+:\d+ /,
    () => `server ${upstreams.shift()} `,
    values.upstreams.length,
  );
  return config;
}

function parseAccessLog(text: string): AccessEntry[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const match = line.match(
        /^(\d+\.\d+) \S+ "([^"]*)" (\d+) upstream=(.*) upstream_status=(.*) request_time=/,
      );
      if (!match) throw new Error(`unexpected access log line: ${line}`);
      const [, msec = '', request = '', status = '', upstream = '', upstreamStatus = ''] = match;
      const addresses = upstream.split(/[,:] /).filter((entry) => entry !== '-');
      const statuses = upstreamStatus.split(/[,:] /);
      return {
        at: Math.round(Number(msec) * 1000),
        request,
        status: Number(status),
        attempts: addresses.map((address, index) => ({ address, status: statuses[index] ?? '-' })),
      };
    });
}

function readIfThere(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resolves once nginx accepts connections on `port`; rejects with its log if it exits first. */
async function listening(port: number, child: ChildProcess, log: () => string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`nginx exited before listening:\n${log()}`);
    }
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
