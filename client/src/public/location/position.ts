import { encode } from 'pluscodes';

export interface DevicePosition {
  latitude: number;
  longitude: number;
  /** Metres, as the device reports it (95% confidence). */
  accuracy: number;
}

export type PositionOutcome =
  | { kind: 'position'; position: DevicePosition }
  | { kind: 'denied' }
  | { kind: 'unavailable' }
  | { kind: 'timeout' }
  | { kind: 'unsupported' };

/** GPS may need a while outdoors with no network to help it; past this the tourist is told. */
const TIMEOUT_MS = 20_000;
/** A fix a minute old is still where the tourist stands, and comes at once. */
const MAXIMUM_AGE_MS = 60_000;

let lastPosition: DevicePosition | null = null;
const listeners = new Set<(position: DevicePosition) => void>();

/**
 * The position the tourist last shared on this page (in memory only, never stored), for the
 * parts of the page that read it once given: the alerts fold the other provinces' away.
 */
export function sharedPosition(): DevicePosition | null {
  return lastPosition;
}

/** Calls `listener` with each position the tourist shares from now on; returns the unsubscribe. */
export function onPositionShared(listener: (position: DevicePosition) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function share(position: DevicePosition): void {
  lastPosition = position;
  for (const listener of listeners) listener(position);
}

/**
 * The device's position from the browser (GPS works without network). Never rejects: each way
 * it can fail is an outcome the page explains. A position found is shared with the rest of the
 * page (sharedPosition).
 */
export function readPosition(geolocation: Geolocation | undefined = navigator.geolocation) {
  return readDevicePosition(geolocation).then((outcome) => {
    if (outcome.kind === 'position') share(outcome.position);
    return outcome;
  });
}

function readDevicePosition(geolocation: Geolocation | undefined) {
  return new Promise<PositionOutcome>((resolve) => {
    if (!geolocation) {
      resolve({ kind: 'unsupported' });
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          kind: 'position',
          position: {
            latitude: coords.latitude,
            longitude: coords.longitude,
            accuracy: coords.accuracy,
          },
        }),
      (error) =>
        resolve({
          kind:
            error.code === error.PERMISSION_DENIED
              ? 'denied'
              : error.code === error.TIMEOUT
                ? 'timeout'
                : 'unavailable',
        }),
      { enableHighAccuracy: true, timeout: TIMEOUT_MS, maximumAge: MAXIMUM_AGE_MS },
    );
  });
}

/** Five decimals: about a metre, as precise as a phone's fix is worth. */
export function formatCoordinate(value: number): string {
  return value.toFixed(5);
}

/**
 * The Plus Code (Open Location Code) of the position, 10 digits (about 14 m): one short word an
 * operator can type into any map, e.g. "57Q2XGHW+XP".
 */
export function plusCode(position: Pick<DevicePosition, 'latitude' | 'longitude'>): string {
  return encode({ latitude: position.latitude, longitude: position.longitude }) ?? '';
}

export function mapsLink(position: Pick<DevicePosition, 'latitude' | 'longitude'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${formatCoordinate(position.latitude)},${formatCoordinate(position.longitude)}`;
}
