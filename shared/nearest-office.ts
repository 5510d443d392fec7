/**
 * Which tourism police offices are nearest to a tourist: by position, or by the district they
 * name. Pure functions, no platform APIs: the public page ranks the offices in the browser (so it
 * works offline) and the server routes a report to a jurisdiction by the same rule.
 */
import { PROVINCE_CAPITALS, type Province } from './cusco';
import { isClosedAt, type OfficeHours } from './office-hours';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** What ranking needs of an office (the public PoliceOffice has it). */
export interface OfficeLocation extends Coordinates {
  jurisdiction: string;
  province: string;
  districts: readonly string[];
  /** When it receives the public; unknown (null or absent) counts as open. */
  hours?: OfficeHours | null;
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

/**
 * How much further an open office may be and still rank before a closed one: a kilometre is a
 * quarter of an hour on foot across the historic centre, worth it for officers who answer.
 * Beyond that the nearer closed office keeps its place, marked closed with its call not red:
 * outside the city the next open one may be 20 km or more away.
 */
export const OPEN_OFFICE_DETOUR_M = 1_000;

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

/**
 * The `limit` offices closest to `from`, nearest first (ties by jurisdiction name). Given `at`,
 * an office closed then ranks as if it were OPEN_OFFICE_DETOUR_M further away.
 */
export function nearestOffices<T extends OfficeLocation>(
  from: Coordinates,
  offices: readonly T[],
  limit = 3,
  at?: Date,
): RankedOffice<T>[] {
  const rank = ({ office, distance }: { office: T; distance: number }) =>
    distance + (closedAt(office, at) ? OPEN_OFFICE_DETOUR_M : 0);
  return offices
    .map((office) => ({ office, distance: distanceMetres(from, office) }))
    .sort((a, b) => rank(a) - rank(b) || byName(a.office, b.office))
    .slice(0, Math.max(0, limit));
}

/**
 * Without a position: the offices covering `district` first, then the others of its province,
 * each group by jurisdiction name; given `at`, those closed then go last within their group.
 * Offices elsewhere are left out; an empty answer means the province has no office in the data.
 */
export function officesForDistrict<T extends OfficeLocation>(
  place: { province: string; district: string },
  offices: readonly T[],
  limit = 3,
  at?: Date,
): RankedOffice<T>[] {
  const covering = (office: T) =>
    office.province === place.province && office.districts.includes(place.district);
  const closed = (office: T) => Number(closedAt(office, at));
  return offices
    .filter((office) => office.province === place.province)
    .sort(
      (a, b) => Number(covering(b)) - Number(covering(a)) || closed(a) - closed(b) || byName(a, b),
    )
    .slice(0, Math.max(0, limit))
    .map((office) => ({ office, distance: null }));
}

/**
 * The offices for a place: nearest to a position; for a district, those of its province
 * (covering ones first), else, when the province has none, the nearest to its capital (with how
 * far they are). Given `at`, offices closed then rank after open ones, as above.
 */
export function officesForPlace<T extends OfficeLocation>(
  place: TouristPlace,
  offices: readonly T[],
  limit = 3,
  at?: Date,
): RankedOffice<T>[] {
  if (place.position) return nearestOffices(place.position, offices, limit, at);
  const inProvince = officesForDistrict(place, offices, limit, at);
  if (inProvince.length > 0) return inProvince;
  const capital = PROVINCE_CAPITALS[place.province as Province];
  return capital ? nearestOffices(capital, offices, limit, at) : [];
}

/** Whether the office is closed at `at`; without an instant, no office counts as closed. */
function closedAt(office: OfficeLocation, at: Date | undefined): boolean {
  return at !== undefined && isClosedAt(office.hours, at);
}

function byName(a: OfficeLocation, b: OfficeLocation): number {
  return a.jurisdiction.localeCompare(b.jurisdiction, 'es');
}
