import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_BUNDLE, serverBuildIsCurrent } from './server-build';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts the real server (or another script that prints its address the same way) in a child
 * process on a free port over a fresh store in `dir`, as `npm start` would run it: the server
 * from its bundle (built when stale) with plain Node, other scripts through tsx.
 */
export function startServer(
  dir: string,
  script = 'server/main.ts',
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string }> {
  const args =
    script === 'server/main.ts'
      ? ['--enable-source-maps', builtServer()]
      : ['--import', 'tsx', script];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: '0',
      DB_FILE: join(dir, 'db.json'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/http:\/\/localhost:(\d+)/);
      if (match) resolve({ child, url: `http://127.0.0.1:${match[1]}` });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
}

function builtServer(): string {
  if (!serverBuildIsCurrent()) buildServer();
  return SERVER_BUNDLE;
}

/** Stops a server started by `startServer` and waits for it to exit. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
