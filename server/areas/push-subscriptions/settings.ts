import { z } from 'zod';
import { declareSettings } from '../../settings';

/** The server's VAPID keys (RFC 8292): who sends the pushes, to the push services. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address the push services may contact about this sender. */
  subject: string;
}

declare module '../../settings' {
  interface Settings {
    push: { vapid: VapidKeys | null };
  }
}

const base64url = (bytes: number, what: string) =>
  z
    .string()
    .regex(
      /^[A-Za-z0-9_-]+$/,
      `${what} in base64url, as \`npx web-push generate-vapid-keys\` writes it`,
    )
    .refine(
      (value) => Buffer.from(value, 'base64url').length === bytes,
      `${what}: ${bytes} bytes in base64url, as \`npx web-push generate-vapid-keys\` writes it`,
    )
    .optional();

const KEYS = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;

/** VAPID_*: all three for Web Push, none for no push (new cases then go by mail). */
export const pushSettings = declareSettings(
  'push',
  {
    VAPID_PUBLIC_KEY: base64url(65, 'a P-256 public key'),
    VAPID_PRIVATE_KEY: base64url(32, 'a P-256 private key'),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'a mailto: or https: address of the operator')
      .optional(),
  },
  (values, problems) => {
    const given = KEYS.filter((name) => values[name] !== undefined);
    if (given.length === 0) return { vapid: null };
    if (given.length < KEYS.length) {
      const missing = KEYS.filter((name) => values[name] === undefined);
      problems.push(`${missing.join(', ')}: Web Push needs ${KEYS.join(', ')} together`);
      return { vapid: null };
    }
    return {
      vapid: {
        publicKey: values.VAPID_PUBLIC_KEY as string,
        privateKey: values.VAPID_PRIVATE_KEY as string,
        subject: values.VAPID_SUBJECT as string,
      },
    };
  },
);
