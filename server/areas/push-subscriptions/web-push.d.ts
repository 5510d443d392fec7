// web-push 3.x ships no types; only the part used here (send.ts).
declare module 'web-push' {
  import type { Agent } from 'node:https';

  export interface PushSubscription {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  }

  export interface RequestOptions {
    vapidDetails: { subject: string; publicKey: string; privateKey: string };
    /** Seconds the push service keeps the message for an offline device. */
    TTL?: number;
    urgency?: 'very-low' | 'low' | 'normal' | 'high';
    timeout?: number;
    agent?: Agent;
  }

  /** A push service's refusal: its HTTP status (404 and 410: the subscription is gone). */
  export class WebPushError extends Error {
    statusCode: number;
  }

  export function sendNotification(
    subscription: PushSubscription,
    payload: string,
    options: RequestOptions,
  ): Promise<{ statusCode: number }>;

  const webPush: { sendNotification: typeof sendNotification; WebPushError: typeof WebPushError };
  export default webPush;
}
