/** One browser or phone that receives a user's pushes, as the store keeps it. */
export interface PushSubscriptionRecord {
  id: string;
  userId: string;
  /** The push service's address for the browser: unique, a browser has one. */
  endpoint: string;
  /** The browser's keys the payload is encrypted for (base64url). */
  keys: { p256dh: string; auth: string };
  createdAt: string;
}
