import { Agent, createServer, get, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { serveWithDrain } from '../../../server/http/drain';

const agents: Agent[] = [];
afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
});

/** A server whose requests wait until the test answers them; `held` resolves with each. */
async function holdingServer() {
  const server = createServer();
  const waiting: ((res: ServerResponse) => void)[] = [];
  const held = () => new Promise<ServerResponse>((resolve) => waiting.push(resolve));
  const { drain } = serveWithDrain(server, (_req, res) => waiting.shift()?.(res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { server, url, held, drain };
}

/** A GET on a kept-alive connection: the answer's body and Connection header, or the error. */
function fetchKeptAlive(url: string, agent = keptAlive()) {
  return new Promise<{ body: string; connection?: string } | { error: string }>((resolve) => {
    get(url, { agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ body, connection: res.headers.connection }));
    }).on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    );
  });
}

function keptAlive(): Agent {
  const agent = new Agent({ keepAlive: true });
  agents.push(agent);
  return agent;
}

describe('serveWithDrain', () => {
  it('answers the requests in flight, closing their connections, and refuses new ones', async () => {
    const { url, held, drain } = await holdingServer();
    const agent = keptAlive();
    const first = held();
    const answer = fetchKeptAlive(url, agent);
    const res = await first;

    const drained = drain(60_000);
    res.end('answered');

    // Told to close, the client does not send its next request on the old connection.
    expect(await answer).toEqual({ body: 'answered', connection: 'close' });
    expect(await drained).toBe(0);
    expect(await fetchKeptAlive(url, agent)).toEqual({ error: 'ECONNREFUSED' });
  });

  it('answers a request sent on a connection that was idle when the drain began', async () => {
    // A balancer reuses its idle connections: closing them at once would reset a request it
    // is sending at that moment, and a POST is not sent again.
    const { url, held, drain } = await holdingServer();
    const agent = keptAlive();
    const first = held();
    const answer = fetchKeptAlive(url, agent);
    (await first).end('first');
    expect(await answer).toEqual({ body: 'first', connection: 'keep-alive' });

    const drained = drain(60_000);
    const second = held();
    const next = fetchKeptAlive(url, agent);
    // Answered once received; a reset or refused request never reaches the server.
    (await Promise.race([second, next.then(() => undefined)]))?.end('second');

    expect(await next).toEqual({ body: 'second', connection: 'close' });
    expect(await drained).toBe(0);
  });

  it('keeps connections alive while not draining', async () => {
    const { server, url, held, drain } = await holdingServer();
    const answered = held();
    const answer = fetchKeptAlive(url);
    (await answered).end('answered');
    expect(await answer).toEqual({ body: 'answered', connection: 'keep-alive' });
    server.closeAllConnections();
    await drain(60_000);
  });

  it('cuts what is still open once the drain time is over, and says how many', async () => {
    const { url, held, drain } = await holdingServer();
    const first = held();
    const answer = fetchKeptAlive(url);
    await first;

    expect(await drain(10)).toBe(1);
    expect(await answer).toEqual({ error: 'ECONNRESET' });
  });
});
