import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { PushSubscriptionStatus } from '../../../generated/graphql';
import { type Context, nowIso } from '../../context';
import { authorize, signedIn } from '../../security/authorize';
import { inputObject, parseInput, typeError } from '../../validation';

/** Browsers or phones one account receives pushes on; a new one beyond replaces the oldest. */
export const MAX_DEVICES = 10;

/**
 * The push services of the browsers staff use (Chrome, Edge, Firefox, Safari and those built on
 * them). The server posts to the endpoint a browser gives: any other host is refused, so a
 * signed-in user cannot make the server send requests into the network it runs in.
 */
const PUSH_SERVICES = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
];

/** Whether `endpoint` is an https address of a known push service. */
export function isPushService(endpoint: string): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  return url.protocol === 'https:' && PUSH_SERVICES.some((host) => host.test(url.hostname));
}

const base64url = (bytes: number) =>
  z
    .string({ error: typeError('text') })
    .max(200, 'At most 200 characters')
    .regex(/^[A-Za-z0-9_-]+=*$/, 'Base64url text')
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, `${bytes} bytes`);

const endpoint = z
  .string({ error: typeError('text') })
  .max(1024, 'At most 1024 characters')
  .refine(isPushService, 'An https address of a browser push service');

const subscriptionSchema = inputObject({
  endpoint,
  keys: inputObject({ p256dh: base64url(65), auth: base64url(16) }),
});

/** Whether this server sends push, and to how many devices of the signed-in user. */
export async function pushSubscriptionStatus(ctx: Context): Promise<PushSubscriptionStatus> {
  authorize(ctx, 'push-subscriptions', 'read');
  const userId = signedIn(ctx).id;
  return {
    publicKey: ctx.settings.push.vapid?.publicKey ?? null,
    devices: await ctx.store.pushSubscriptions.count({ userId }),
  };
}

/**
 * Sends this browser the signed-in user's pushes. The same endpoint again replaces its keys;
 * an endpoint another account held (the same phone, another officer) moves to this one.
 */
export async function createPushSubscription(
  ctx: Context,
  input: unknown,
): Promise<PushSubscriptionStatus> {
  authorize(ctx, 'push-subscriptions', 'create');
  const userId = signedIn(ctx).id;
  const given = parseInput(subscriptionSchema, input);
  await ctx.store.transaction(async (tx) => {
    await tx.pushSubscriptions.removeWhere({ endpoint: given.endpoint });
    const older = await tx.pushSubscriptions.list({
      where: { userId },
      orderBy: [{ field: 'createdAt', descending: true }],
    });
    const beyond = older.slice(MAX_DEVICES - 1).map((one) => one.id);
    if (beyond.length > 0) await tx.pushSubscriptions.removeWhere({ id: { in: beyond } });
    await tx.pushSubscriptions.insert({
      id: randomUUID(),
      userId,
      endpoint: given.endpoint,
      keys: given.keys,
      createdAt: nowIso(ctx),
    });
  });
  return pushSubscriptionStatus(ctx);
}

/** Stops the signed-in user's pushes to `endpoint`; true when it received them. */
export async function deletePushSubscription(ctx: Context, endpoint: unknown): Promise<boolean> {
  authorize(ctx, 'push-subscriptions', 'delete');
  const userId = signedIn(ctx).id;
  const given = parseInput(z.string({ error: typeError('text') }).max(1024), endpoint, 'endpoint');
  return (await ctx.store.pushSubscriptions.removeWhere({ userId, endpoint: given })) > 0;
}
