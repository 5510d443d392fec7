import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { selfSignedCertificate } from './certificate';

// web-push's own decoder of RFC 8188 content encoding; it ships no types.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    body: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
  ): Buffer;
};

/** A push as the push service received it. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface TestPushService {
  /** The base address: a subscription's endpoint is `${url}/<anything>`. */
  url: string;
  /** An HTTPS agent that trusts the service's self-signed certificate. */
  agent: Agent;
  received: ReceivedPush[];
  /** The status answered for pushes to `path` (201 unless told). */
  answer(path: string, status: number): void;
  close(): Promise<void>;
}

/**
 * A push service on a free loopback port, over HTTPS as every push service is (web-push posts
 * nothing else), with a self-signed certificate made here with openssl.
 */
export async function startPushService(): Promise<TestPushService> {
  const dir = mkdtempSync(join(tmpdir(), 'tsc-push-'));
  const { cert, key } = selfSignedCertificate(dir, '127.0.0.1', 'IP:127.0.0.1');
  const ca = readFileSync(cert, 'utf8');
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server = createServer({ cert: ca, key: readFileSync(key, 'utf8') }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ ca });
  return {
    url: `https://127.0.0.1:${port}`,
    agent,
    received,
    answer: (path, status) => answers.set(path, status),
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A browser's side of a push subscription: its P-256 key pair and auth secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    /** The payload of a push encrypted for these keys, decrypted as the browser does. */
    decrypt: (body: Buffer) =>
      ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString(),
  };
}

/** A VAPID key pair and subject for the server's environment (VAPID_*). */
export function vapidEnv(): Record<string, string> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
    // 32 bytes, leading zeros kept, as `web-push generate-vapid-keys` writes it.
    VAPID_PRIVATE_KEY: Buffer.from(
      ecdh.getPrivateKey().toString('hex').padStart(64, '0'),
      'hex',
    ).toString('base64url'),
    VAPID_SUBJECT: 'mailto:operaciones@turismo.cusco.pe',
  };
}
