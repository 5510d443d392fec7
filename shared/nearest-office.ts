/**
 * Which tourism police offices are nearest to a tourist: by position, or by the district they
 * name. Pure functions, no platform APIs: the public page ranks the offices in the browser (so it
 * works offline) and the server routes a report to a jurisdiction by the same rule.
 */
import { PROVINCE_CAPITALS, type Province } from './cusco';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** What ranking needs of an office (the public PoliceOffice has it). */
export interface OfficeLocation extends Coordinates {
  jurisdiction: string;
  province: string;
  districts: readonly string[];
}

export interface RankedOffice<T extends OfficeLocation = OfficeLocation> {
  office: T;
  /** Straight-line distance from the position, in metres; null when ranked by district. */
  distance: number | null;
}

/** A place a tourist gives: a position, or a district of a province. */
export type TouristPlace =
  | { position: Coordinates; province?: undefined; district?: undefined }
  | { position?: null; province: string; district: string };

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
export function nearestOffices<T extends OfficeLocation>(
  from: Coordinates,
  offices: readonly T[],
  limit = 3,
): RankedOffice<T>[] {
  return offices
    .map((office) => ({ office, distance: distanceMetres(from, office) }))
    .sort((a, b) => a.distance - b.distance || byName(a.office, b.office))
    .slice(0, Math.max(0, limit));
}

/**
 * Without a position: the offices covering `district` first, then the others of its province,
 * each group by jurisdiction name. Offices elsewhere are left out; an empty answer means the
 * province has no office in the data.
 */
export function officesForDistrict<T extends OfficeLocation>(
  place: { province: string; district: string },
  offices: readonly T[],
  limit = 3,
): RankedOffice<T>[] {
  const covering = (office: T) =>
    office.province === place.province && office.districts.includes(place.district);
  return offices
    .filter((office) => office.province === place.province)
    .sort((a, b) => Number(covering(b)) - Number(covering(a)) || byName(a, b))
    .slice(0, Math.max(0, limit))
    .map((office) => ({ office, distance: null }));
}

/**
 * The offices for a place: nearest to a position; for a district, those of its province
 * (covering ones first), else, when the province has none, the nearest to its capital (with how
 * far they are).
 */
export function officesForPlace<T extends OfficeLocation>(
  place: TouristPlace,
  offices: readonly T[],
  limit = 3,
): RankedOffice<T>[] {
  if (place.position) return nearestOffices(place.position, offices, limit);
  const inProvince = officesForDistrict(place, offices, limit);
  if (inProvince.length > 0) return inProvince;
  const capital = PROVINCE_CAPITALS[place.province as Province];
  return capital ? nearestOffices(capital, offices, limit) : [];
}

function byName(a: OfficeLocation, b: OfficeLocation): number {
  return a.jurisdiction.localeCompare(b.jurisdiction, 'es');
}
