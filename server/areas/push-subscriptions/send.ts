import webPush from 'web-push';
import type { Context } from '../../context';

/** What a push shows: no personal data (SECURITY 37), only what names the case. */
export interface PushMessage {
  title: string;
  body: string;
  /** The staff application's path the notification opens. */
  url: string;
  /** Pushes with one tag replace each other on the device. */
  tag: string;
}

/** Seconds a push service keeps a message for a phone that is off: a new case is urgent. */
const TTL_S = 3600;
const TIMEOUT_MS = 10_000;
/** The push service's answers saying that the subscription is gone for good. */
const GONE = new Set([404, 410]);

/**
 * Sends `message` to every browser of `userId` (VAPID, payload encrypted aes128gcm for the
 * browser's keys); a subscription its push service says is gone is removed. Answers on how many
 * devices it was delivered: 0 when this server sends no push or the user has no device.
 */
export async function pushToUser(
  ctx: Context,
  userId: string,
  message: PushMessage,
): Promise<number> {
  const vapid = ctx.settings.push.vapid;
  if (!vapid) return 0;
  const devices = await ctx.store.pushSubscriptions.list({ where: { userId } });
  let delivered = 0;
  for (const device of devices) {
    try {
      await webPush.sendNotification(
        { endpoint: device.endpoint, keys: device.keys },
        JSON.stringify(message),
        {
          vapidDetails: vapid,
          TTL: TTL_S,
          urgency: 'high',
          timeout: TIMEOUT_MS,
          agent: ctx.pushAgent,
        },
      );
      delivered += 1;
    } catch (error) {
      const status = (error as { statusCode?: unknown }).statusCode;
      if (typeof status === 'number' && GONE.has(status)) {
        await ctx.store.pushSubscriptions.remove(device.id);
        ctx.logger.info({ status }, 'push subscription gone: removed');
      } else {
        // Never the endpoint: whoever holds it can push to the phone.
        ctx.logger.warn(
          { status, err: error instanceof Error ? error.message : String(error) },
          'push not delivered',
        );
      }
    }
  }
  return delivered;
}
