/**
 * PostgreSQL's own dump and restore programs, when they are on the path and can serve the
 * database: pg_dump refuses a server newer than itself, and pg_restore is held to the same rule.
 */
import { spawn } from 'node:child_process';
import { serverMajorVersion } from '../../server/store/postgres/admin';

export type PgTool = 'pg_dump' | 'pg_restore';

/** Whether `tool` can work on the database at `url`, and why not when it cannot. */
export type ToolCheck = { usable: true; major: number } | { usable: false; reason: string };

/** The first bytes of a pg_dump archive in the custom format. */
export const CUSTOM_ARCHIVE_MAGIC = 'PGDMP';

export async function checkTool(tool: PgTool, url: string): Promise<ToolCheck> {
  const found = await run(tool, ['--version'], {}).catch(() => null);
  const major = Number(/\(PostgreSQL\)\s+(\d+)/.exec(found?.stdout.toString() ?? '')?.[1]);
  if (found?.code !== 0 || !major) {
    return { usable: false, reason: `${tool} is not on the path` };
  }
  const server = await serverMajorVersion(url);
  if (major < server) {
    return {
      usable: false,
      reason: `${tool} ${major} cannot work on a PostgreSQL ${server} server`,
    };
  }
  return { usable: true, major };
}

/** pg_dump's custom-format archive of the database at `url` (one consistent snapshot). */
export async function dumpDatabase(url: string): Promise<Buffer> {
  const { dbname, env } = connection(url);
  const done = await run('pg_dump', ['--format=custom', `--dbname=${dbname}`], env);
  if (done.code !== 0) throw new Error(`pg_dump failed: ${done.stderr.trim()}`);
  return done.stdout;
}

/** Restores a custom-format archive into the database at `url`, all or nothing. */
export async function restoreArchive(file: string, url: string): Promise<void> {
  const { dbname, env } = connection(url);
  const done = await run(
    'pg_restore',
    // The archive's owners and grants name the roles of the server it came from.
    [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
  if (done.code !== 0) throw new Error(`pg_restore failed: ${done.stderr.trim()}`);
}

/** The URL without its password, which goes in the environment: a command line is visible to every user. */
function connection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

function run(
  command: PgTool,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout: Buffer.concat(out), stderr }));
  });
}
