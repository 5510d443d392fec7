import { connect as connectHttp2 } from 'node:http2';
import { Agent, request } from 'node:https';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * An HTTPS client of the balancer whose connections leave from one loopback address
 * (127.0.0.2, 127.0.0.3 …: Linux answers the whole 127/8), so the balancer sees different clients
 * on one machine. It trusts the balancer's self-signed certificate and keeps connections alive.
 */
export function httpsClient(baseUrl: string, ca: string, localAddress: string) {
  const agent = new Agent({ ca, localAddress, keepAlive: true });
  return {
    send(
      method: string,
      path: string,
      options: { headers?: Record<string, string>; body?: unknown } = {},
    ): Promise<Answer> {
      const body = options.body === undefined ? undefined : JSON.stringify(options.body);
      return new Promise((resolve, reject) => {
        const req = request(
          `${baseUrl}${path}`,
          {
            agent,
            method,
            headers: {
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              ...options.headers,
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('error', reject);
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks).toString(),
              }),
            );
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

/** One GET over HTTP/2: the protocol the balancer agreed to (ALPN) and the status. */
export function http2Get(
  baseUrl: string,
  ca: string,
  path: string,
): Promise<{ protocol: string | undefined; status: number }> {
  return new Promise((resolve, reject) => {
    const session = connectHttp2(baseUrl, { ca });
    session.on('error', reject);
    const stream = session.request({ ':path': path });
    stream.on('response', (headers) => {
      const protocol = session.alpnProtocol;
      stream.resume();
      stream.on('end', () => {
        session.close();
        resolve({ protocol, status: Number(headers[':status']) });
      });
    });
    stream.on('error', reject);
    stream.end();
  });
}
