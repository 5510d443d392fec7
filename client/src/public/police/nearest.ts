import type { PoliceOffice } from './offices';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface RankedOffice {
  office: PoliceOffice;
  /** Straight-line distance from the position, in metres; null when ranked by district. */
  distance: number | null;
}

/** Mean Earth radius (IUGG), in metres. */
const EARTH_RADIUS_M = 6_371_008.8;

/** Great-circle distance in metres (haversine): plenty precise at city scale. */
export function distanceMetres(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The `limit` offices closest to `from`, nearest first (ties by jurisdiction name). */
export function nearestOffices(
  from: Coordinates,
  offices: readonly PoliceOffice[],
  limit = 3,
): RankedOffice[] {
  return offices
    .map((office) => ({ office, distance: distanceMetres(from, office) }))
    .sort((a, b) => a.distance - b.distance || byName(a.office, b.office))
    .slice(0, Math.max(0, limit));
}

/**
 * Without a position: the offices covering `district` first, then the others of its province,
 * each group by jurisdiction name. Offices elsewhere are left out; an empty answer means the
 * province has no office in the data (the caller then shows the whole list).
 */
export function officesForDistrict(
  place: { province: string; district: string },
  offices: readonly PoliceOffice[],
  limit = 3,
): RankedOffice[] {
  const covering = (office: PoliceOffice) =>
    office.province === place.province && office.districts.includes(place.district);
  return offices
    .filter((office) => office.province === place.province)
    .sort((a, b) => Number(covering(b)) - Number(covering(a)) || byName(a, b))
    .slice(0, Math.max(0, limit))
    .map((office) => ({ office, distance: null }));
}

function byName(a: PoliceOffice, b: PoliceOffice): number {
  return a.jurisdiction.localeCompare(b.jurisdiction, 'es');
}

/** "850 m" under a kilometre, "2,3 km" / "2.3 km" under ten, "41 km" beyond. */
export function formatDistance(metres: number, lang: string): string {
  if (metres < 1000) {
    const rounded = Math.max(10, Math.round(metres / 10) * 10);
    return `${new Intl.NumberFormat(lang).format(rounded)} m`;
  }
  const km = metres / 1000;
  const digits = km < 10 ? 1 : 0;
  return `${new Intl.NumberFormat(lang, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(km)} km`;
}
