import { signInOn, uniqueGuide } from './server-process';

/**
 * Writers busy on a running server through its REST API, for a backup taken under load: each
 * makes a guide, then sets its association (once), then makes the next. `acknowledged()` copies
 * what the server has confirmed so far, so a test can keep what was confirmed before a moment.
 */
export interface WriteLoad {
  /** The guides the server confirmed (id → carné) and the associations it confirmed (id → value). */
  acknowledged(): { created: Map<string, string>; association: Map<string, string> };
  /** Requests that failed; a writer stops at its first. */
  failures: string[];
  /** Stops the writers and waits for their last requests. */
  stop(): Promise<void>;
}

export async function startWriteLoad(
  url: string,
  writers: number,
  prefix: string,
): Promise<WriteLoad> {
  const token = await signInOn(url);
  const created = new Map<string, string>();
  const association = new Map<string, string>();
  const failures: string[] = [];
  let sequence = 0;
  let stopped = false;

  const send = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { id?: string };
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };

  const writer = async () => {
    try {
      while (!stopped) {
        sequence += 1;
        const guide = uniqueGuide(prefix, sequence);
        const { id } = await send('POST', '/api/admin/guides', guide);
        created.set(id as string, guide.licenseNumber);
        if (stopped) return;
        const value = `Asociación ${sequence}`;
        await send('PATCH', `/api/admin/guides/${id}`, { association: value });
        association.set(id as string, value);
      }
    } catch (error) {
      failures.push((error as Error).message);
    }
  };
  const running = Array.from({ length: writers }, writer);

  return {
    acknowledged: () => ({ created: new Map(created), association: new Map(association) }),
    failures,
    async stop() {
      stopped = true;
      await Promise.all(running);
    },
  };
}
