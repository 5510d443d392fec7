import type { OfficeHours } from '../../../../shared/office-hours';

/** A tourism police office as `GET /api/public/police-offices` returns it. */
export interface PoliceOffice {
  jurisdictionId: string;
  jurisdiction: string;
  province: string;
  districts: string[];
  /** The comisaría's name (sede). */
  station: string;
  address: string;
  /** As people read it. */
  phone: string;
  /** What the phone dials; empty when the number cannot be dialled. */
  dial: string;
  latitude: number;
  longitude: number;
  touristZones: string[];
  /** Null when not registered; absent from a copy kept before hours were published. */
  hours?: OfficeHours | null;
  /**
   * The office's own WhatsApp number in E.164 (+51987654321); null when it has none, absent from
   * a copy kept before numbers were published.
   */
  whatsapp?: string | null;
}

export const OFFICES_URL = '/api/public/police-offices';
export const OFFICES_STORAGE_KEY = 'turismo-seguro.police-offices';
/** A slow answer should not keep the list from showing: the stored copy takes over. */
const FETCH_TIMEOUT_MS = 6000;

/** Keeps only well-formed offices; anything else (an older cache) is dropped, not shown wrong. */
export function parseOffices(data: unknown): PoliceOffice[] | null {
  if (!Array.isArray(data)) return null;
  return data.filter(isOffice);
}

function isOffice(value: unknown): value is PoliceOffice {
  if (!value || typeof value !== 'object') return false;
  const o = value as Partial<PoliceOffice>;
  return (
    typeof o.jurisdictionId === 'string' &&
    typeof o.jurisdiction === 'string' &&
    typeof o.province === 'string' &&
    Array.isArray(o.districts) &&
    typeof o.station === 'string' &&
    typeof o.address === 'string' &&
    typeof o.phone === 'string' &&
    typeof o.dial === 'string' &&
    Number.isFinite(o.latitude) &&
    Number.isFinite(o.longitude) &&
    (o.hours === undefined || o.hours === null || typeof o.hours === 'object') &&
    (o.whatsapp === undefined || o.whatsapp === null || typeof o.whatsapp === 'string')
  );
}

export function readStoredOffices(): PoliceOffice[] | null {
  try {
    const text = localStorage.getItem(OFFICES_STORAGE_KEY);
    const offices = text ? parseOffices(JSON.parse(text)) : null;
    return offices?.length ? offices : null;
  } catch {
    return null;
  }
}

function storeOffices(offices: PoliceOffice[]): void {
  try {
    localStorage.setItem(OFFICES_STORAGE_KEY, JSON.stringify(offices));
  } catch {
    // Storage full or blocked: the service worker's copy still covers the offline case.
  }
}

export type OfficesSource = 'network' | 'stored' | 'none';

export interface LoadedOffices {
  offices: PoliceOffice[];
  source: OfficesSource;
}

let pageLoad: Promise<LoadedOffices> | null = null;

/**
 * The offices, loaded once for the page: every list and call button on it (the drawer, each
 * answer of the assistant) shares one request. A load that did not reach the network is tried
 * again by the next caller.
 */
export function loadOffices(): Promise<LoadedOffices> {
  pageLoad ??= fetchOffices().then((loaded) => {
    if (loaded.source !== 'network') pageLoad = null;
    return loaded;
  });
  return pageLoad;
}

/** Forgets the page's load, as a new page would (tests start each page afresh). */
export function forgetLoadedOffices(): void {
  pageLoad = null;
}

/**
 * The API first (the service worker answers it from its cache when offline), then the last
 * list this device saw.
 */
async function fetchOffices(): Promise<LoadedOffices> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FETCH_TIMEOUT_MS);
  try {
    const response = await fetch(OFFICES_URL, {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`GET ${OFFICES_URL}: ${response.status}`);
    const offices = parseOffices(await response.json());
    if (!offices?.length) throw new Error(`GET ${OFFICES_URL}: no offices`);
    storeOffices(offices);
    return { offices, source: 'network' };
  } catch {
    const stored = readStoredOffices();
    return stored ? { offices: stored, source: 'stored' } : { offices: [], source: 'none' };
  } finally {
    clearTimeout(timer);
  }
}

/** A map search for the office's coordinates: opens the maps app on phones, the site elsewhere. */
export function mapsHref(office: Pick<PoliceOffice, 'latitude' | 'longitude'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${office.latitude},${office.longitude}`;
}
