/**
 * Web Push in this browser: the staff application subscribes through the site's one service
 * worker (/sw.js, scope /), whose push and notificationclick handlers show a new case and open
 * it. One worker per origin: the staff pages are its clients already, and a second worker
 * would take them from the first.
 */

export const WORKER_URL = '/sw.js';

/** Whether this browser can receive push at all (iOS only from a home-screen app). */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The browser said no to notifications for this site: only its settings can change that. */
export function pushBlocked(): boolean {
  return pushSupported() && Notification.permission === 'denied';
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Thrown when the person (or the browser) refused the permission. */
export class PushRefusedError extends Error {
  override name = 'PushRefusedError';
}

/**
 * Asks the permission (only from a click: browsers refuse it otherwise) and subscribes with the
 * server's key; answers the subscription as the server takes it.
 */
export async function subscribeToPush(publicKey: string): Promise<PushSubscriptionJSON> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushRefusedError();
  const registration = await navigator.serviceWorker.register(WORKER_URL);
  await navigator.serviceWorker.ready;
  // One made for another key (the server's keys were replaced) cannot be reused.
  await (await registration.pushManager.getSubscription())?.unsubscribe();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: fromBase64url(publicKey),
  });
  return subscription.toJSON();
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
